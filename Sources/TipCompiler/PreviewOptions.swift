/// What `tipc preview` was asked for: the files and compile options, and where to serve them.
public struct PreviewOptions: Equatable, Sendable {
    /// The inputs and the options that shape their layout (`--font-dir`, `--locales`, …).
    public var build = BuildOptions()
    /// `--host H`: the address listened on; by default the loopback address.
    public var host = "127.0.0.1"
    /// `--port N`: the port listened on; 0 picks a free one.
    public var port: UInt16 = 7733
    /// `--open`: open the page in the default browser.
    public var opensBrowser = false

    /// Creates default options.
    public init() {}

    /// How often the files are polled unless `--interval` says otherwise: often enough that a
    /// save shows in the page within a few tenths of a second.
    static let defaultInterval = 0.05

    /// Refuses what the preview cannot do: it writes no files and reads no standard input.
    static func validate(_ options: BuildOptions) throws(UsageError) {
        if options.inputs.isEmpty { throw UsageError(message: "no input files") }
        if options.inputs.contains(.standardInput) {
            throw UsageError(message: "preview reads files (it compiles them again when they change): give input files, not '-'")
        }
        if options.output != .besideInputs || options.emitWasGiven || options.dependencyFile != nil || options.component != nil
            || options.stdinName != nil
        {
            throw UsageError(message: "preview writes no files: -o, --emit, --deps, --component and --stdin-name are for build and watch")
        }
    }
}

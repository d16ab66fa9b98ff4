import Foundation
import PackagePlugin

/// Compiles every `.tip` file of a target to its JSON layout tree, so the JSON becomes a
/// resource of the target (`Onboarding.json` for `Onboarding.tip`), and to typed Swift
/// accessors compiled into the target (`Onboarding.welcome` for its `tooltip Welcome`: see
/// `tipc build --emit swift`).
///
/// - One build command for all the `.tip` files of the target, which `tipc` compiles in
///   parallel: every file is an input of every output anyway, since which files a file imports
///   cannot be known before it is parsed, and the Swift accessors are one file for all of them.
/// - Outputs go to the plugin's work folder: `<name>.json` for each file, and
///   `TipAccessors.swift`. Resources are flattened into one bundle, so two `.tip` files with
///   the same name in different folders of one target would give two resources of one name:
///   the plugin stops with an error naming both.
/// - The target's strings tables — String Catalogs (`.xcstrings`) and `.strings` files, its
///   resources included — are inputs of the command too, so editing a translation rebuilds the
///   JSON. A `.tip` file names its table (`strings "Localizable.xcstrings"`), which `tipc`
///   reads; only the target's own files can be declared to SwiftPM as inputs, so a table
///   outside the target is read but not watched. Being an input of the command also makes the
///   table a file the target handles: SwiftPM does not warn about it.
/// - Diagnostics use `tipc`'s short format (`path:line:col: error: …`), which Xcode and
///   `swift build` show at the line.
/// - Each JSON names its `.tip` file relative to the package (or Xcode project) folder
///   (`--source-root`), so the resources are the same bytes wherever the package is built.
@main
struct TipcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        return try TipcCommands.commands(
            sources: files.filter { $0.pathExtension == "tip" },
            stringsTables: files.filter(TipcCommands.isStringsTable),
            tipc: context.tool(named: "tipc").url,
            sourceRoot: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TipcPlugin: XcodeBuildToolPlugin {
    /// The same commands for a target of an Xcode project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try TipcCommands.commands(
            sources: files.filter { $0.pathExtension == "tip" },
            stringsTables: files.filter(TipcCommands.isStringsTable),
            tipc: context.tool(named: "tipc").url,
            sourceRoot: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// The build commands for a target's `.tip` files.
enum TipcCommands {
    /// The name of the file `tipc build --emit swift` writes.
    static let swiftAccessorsFileName = "TipAccessors.swift"

    /// The extensions of the strings tables `tipc` reads: an Xcode String Catalog, and a
    /// `.strings` file in an `xx.lproj` folder.
    static let stringsTableExtensions: Set<String> = ["xcstrings", "strings"]

    /// Whether `file` is a strings table a `.tip` file may take its texts from.
    static func isStringsTable(_ file: URL) -> Bool {
        stringsTableExtensions.contains(file.pathExtension)
    }

    /// One command compiling `sources` (none without sources), naming each relative to
    /// `sourceRoot` in its JSON, and run again when a source or one of `stringsTables` changes.
    static func commands(sources: [URL], stringsTables: [URL], tipc: URL, sourceRoot: URL, workDirectory: URL) throws -> [Command] {
        guard !sources.isEmpty else { return [] }
        let sources = sortedByPath(sources)
        try checkUniqueNames(sources)
        let outputFolder = workDirectory.appending(path: "tip", directoryHint: .isDirectory)
        let resources = sources.map { outputFolder.appending(path: $0.deletingPathExtension().lastPathComponent + ".json") }
        return [
            .buildCommand(
                displayName: "Compiling \(sources.count == 1 ? sources[0].lastPathComponent : "\(sources.count) .tip files") with tipc",
                executable: tipc,
                arguments: ["build"] + sources.map { $0.path(percentEncoded: false) } + [
                    "-o", outputFolder.path(percentEncoded: false),
                    "--emit", "json,swift",
                    "--diagnostic-format", "short",
                    "--source-root", sourceRoot.path(percentEncoded: false),
                ],
                inputFiles: sources + sortedByPath(stringsTables),
                outputFiles: resources + [outputFolder.appending(path: swiftAccessorsFileName)]),
        ]
    }

    /// `files` in the order of their paths, so the command is the same however SwiftPM or Xcode
    /// listed them.
    private static func sortedByPath(_ files: [URL]) -> [URL] {
        files.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// Refuses two sources whose outputs would have the same resource name.
    private static func checkUniqueNames(_ sources: [URL]) throws {
        var seen: [String: URL] = [:]
        for source in sources {
            let name = source.deletingPathExtension().lastPathComponent
            if let other = seen[name] {
                throw TipcPluginError.duplicateName(name, other, source)
            }
            seen[name] = source
        }
    }
}

/// Why the plugin cannot plan a target's build.
enum TipcPluginError: Error, CustomStringConvertible {
    /// Two `.tip` files would both become the resource `<name>.json`.
    case duplicateName(String, URL, URL)

    var description: String {
        switch self {
        case .duplicateName(let name, let first, let second):
            "two .tip files would both become the resource '\(name).json': "
                + "\(first.path(percentEncoded: false)) and \(second.path(percentEncoded: false)); "
                + "resources are flattened into one bundle, so rename one of them"
        }
    }
}

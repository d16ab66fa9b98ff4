import TipLayout
import TipParallel
import TipPipeline
import TipServe
import TipSyntax

extension Driver {
    /// `tipc preview FILE... [--port N] [--host ADDRESS] [--open]`: serves the page of every
    /// variant of every component (``PreviewSite``), compiles the files, and compiles them again
    /// whenever one of them, an import, a strings table or a font changes, as `tipc watch` does
    /// (``rebuildOnChange(_:stop:build:)``); after each compile the page is told the new state
    /// is ready. Prints the page's address, then a status line per input and the diagnostics
    /// after each compile. SIGINT and SIGTERM stop it with exit code 0.
    func runPreview(_ options: PreviewOptions) -> ExitCode {
        let build = options.build
        let naming = SourceName(root: build.sourceRoot)
        var inputs = build.inputs.map { PreviewInput(argument: $0.argument, name: naming.name(of: $0.argument)) }
        let site = PreviewSite(PreviewSnapshot(version: 0, inputs: inputs))
        let server: HTTPServer
        do {
            server = try HTTPServer(host: options.host, port: options.port, site: site)
            try server.start()
        } catch {
            reportError(error.description + (options.port == 0 ? "" : " (--port 0 picks a free port)"))
            return .usageOrIOError
        }
        if !HostCheck.isLoopback(options.host) {
            reportWarning("serving on \(options.host), not this machine's loopback address: whoever can reach it can read the page and the files' outputs")
        }
        let stop = StopSignals()
        terminal.writeOutput("tipc preview: serving \(server.url) (Ctrl-C stops)\n")
        if options.opensBrowser, let problem = BrowserLauncher.open(server.url) { reportWarning(problem) }

        var compilation = configuredCompilation(for: build)
        compilation.fontCache = FontCache()
        let compiler = compilation
        var version = 0
        rebuildOnChange(build, stop: stop) {
            warnAboutMissingFontFolders(build)
            let reads = build.inputs.map { input in Result { () throws(InputError) in try readInput(input, stdinName: nil) } }
            let compiled = ParallelWork.map(reads) { read in
                read.map { input in
                    var result = compiler.compile(ParsedFile(SourceFile(id: FileID(0), path: input.path, bytes: input.bytes), keepingTokens: false))
                    result.resolved = nil
                    return result
                }
            }
            var record = BuildRecord()
            for (index, outcome) in compiled.enumerated() {
                switch outcome {
                case .success(let result):
                    inputs[index].latest = result
                    inputs[index].readError = nil
                    if !result.hasErrors, var layout = result.layout {
                        layout.source = inputs[index].name
                        inputs[index].lastGood = layout
                    }
                    record.entries.append(BuildRecord.Entry(input: build.inputs[index], result: result))
                case .failure(let error):
                    inputs[index].latest = nil
                    inputs[index].readError = error.message
                    reportError(error.message)
                }
            }
            version += 1
            site.update(PreviewSnapshot(version: version, inputs: inputs))
            server.send(event: "version", data: "\(version)")
            let colored = terminal.errorIsTerminal && terminal.environment("NO_COLOR") == nil
            terminal.writeError(DiagnosticRenderer(format: build.diagnosticFormat, colored: colored).render(record.entries.map(\.result)))
            terminal.writeOutput(WatchStatus.lines(for: record, options: build, destination: server.url, time: WatchStatus.clock()))
            return record.entries.flatMap(\.result.watchedPaths)
        }
        server.stop()
        terminal.writeOutput("tipc preview: stopped\n")
        return .success
    }
}

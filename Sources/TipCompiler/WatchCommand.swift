extension Driver {
    /// `tipc watch FILE... [-o DIR] [--interval SECONDS]`: builds, then polls (every
    /// `options.watchInterval` seconds) every file the last build read (inputs, imports, strings
    /// tables, fonts), every import it could not read (until it appears) and the `--font-dir`
    /// folders, and builds again when one changes. Errors are printed and watching goes on; one status line per input follows
    /// each build. SIGINT and SIGTERM end it with exit code 0.
    func runWatch(_ options: BuildOptions) -> ExitCode {
        if options.inputs.contains(.standardInput) || options.writesToStdout {
            reportError("watch reads and writes files: give input files and an output folder, not '-'", usageHint: true)
            return .usageOrIOError
        }
        let stop = StopSignals()
        let inputPaths = options.inputs.map(\.argument)
        var known = inputPaths + options.fontDirectories
        while true {
            // Fingerprint before building, so a change made during the build is seen next poll.
            let before = FileSnapshot(paths: known)
            var record = BuildRecord()
            _ = compileAll(options, writeOutputs: true, record: &record)
            terminal.writeOutput(WatchStatus.lines(for: record, options: options, time: WatchStatus.clock()))
            known = inputPaths + options.fontDirectories + record.entries.flatMap(\.result.watchedPaths)
            let snapshot = before.adding(known)
            repeat {
                if stop.wait(seconds: options.watchInterval) { return .success }
            } while !snapshot.hasChanged()
        }
    }
}

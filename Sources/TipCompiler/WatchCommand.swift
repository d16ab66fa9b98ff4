extension Driver {
    /// `tipc watch FILE... [-o DIR] [--interval SECONDS]`: builds, then builds again whenever a
    /// file it read changes (``rebuildOnChange(_:stop:build:)``). Errors are printed and watching
    /// goes on; one status line per input follows each build. SIGINT and SIGTERM end it with
    /// exit code 0.
    func runWatch(_ options: BuildOptions) -> ExitCode {
        if options.inputs.contains(.standardInput) || options.writesToStdout {
            reportError("watch reads and writes files: give input files and an output folder, not '-'", usageHint: true)
            return .usageOrIOError
        }
        let destination = options.outputDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "beside the input"
        rebuildOnChange(options, stop: StopSignals()) {
            var record = BuildRecord()
            _ = compileAll(options, writeOutputs: true, record: &record)
            terminal.writeOutput(WatchStatus.lines(for: record, options: options, destination: destination, time: WatchStatus.clock()))
            return record.entries.flatMap(\.result.watchedPaths)
        }
        return .success
    }

    /// Runs `build`, then polls (every `options.watchInterval` seconds) every input, the
    /// `--font-dir` folders and the paths the last build returned (its imports, strings tables
    /// and fonts, and the imports it could not read, until they appear), and runs it again when
    /// one changes, once the files have stopped changing (``waitUntilSettled(_:stop:)``);
    /// returns when `stop` sees SIGINT or SIGTERM. What `tipc watch` and
    /// `tipc preview` both do.
    func rebuildOnChange(_ options: BuildOptions, stop: StopSignals, build: () -> [String]) {
        let inputPaths = options.inputs.map(\.argument)
        var known = inputPaths + options.fontDirectories
        while true {
            // Fingerprint before building, so a change made during the build is seen next poll.
            let before = FileSnapshot(paths: known)
            known = inputPaths + options.fontDirectories + build()
            let snapshot = before.adding(known)
            repeat {
                if stop.wait(seconds: options.watchInterval) { return }
            } while !snapshot.hasChanged()
            if waitUntilSettled(known, stop: stop) { return }
        }
    }

    /// Waits until none of `paths` changes for ``settleTime`` (for at most a second): an editor
    /// that saves in place empties the file before writing it, and a compile in between would
    /// see an empty file. True when `stop` saw a stop signal meanwhile.
    private func waitUntilSettled(_ paths: [String], stop: StopSignals) -> Bool {
        var snapshot = FileSnapshot(paths: paths)
        for _ in 0..<Int(1 / Self.settleTime) {
            if stop.wait(seconds: Self.settleTime) { return true }
            guard snapshot.hasChanged() else { return false }
            snapshot = FileSnapshot(paths: paths)
        }
        return false
    }

    /// How long the files must stay unchanged before a compile: 10 ms.
    static let settleTime = 0.01
}

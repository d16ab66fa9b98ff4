extension Driver {
    /// Writes the `--deps` file for a build whose every input compiled: the rules of `record`.
    ///
    /// The file is written on every such build (it is the stamp Make compares against); after a
    /// failed build it is left alone, so its old timestamp makes Make try again.
    func writeDependencyFile(_ record: BuildRecord, options: BuildOptions) -> ExitCode {
        guard let path = options.dependencyFile else { return .success }
        do {
            let text = try DependencyFile.text(rules: record.dependencyRules, path: path)
            try AtomicFileWriter.write(text, to: path)
            return .success
        } catch let error as UsageError {
            terminal.writeError("tipc: error: \(error.message)\n")
        } catch {
            terminal.writeError("tipc: error: cannot write '\(path)': \(error.localizedDescription)\n")
        }
        return .usageOrIOError
    }
}

extension Driver {
    /// `tipc watch`. (Placeholder until watch mode lands.)
    func runWatch(_ options: BuildOptions) -> ExitCode {
        terminal.writeError("tipc: error: watch is not available in this build\n")
        return .usageOrIOError
    }
}

/// How the server schedules compiles.
public struct ServerOptions: Sendable {
    /// How long the edits must pause before a changed document is compiled: a burst of
    /// keystrokes compiles once. (`didOpen` and `didClose` compile at once.)
    public static let defaultDebounce = Duration.milliseconds(30)

    /// The pause after the last `didChange` before compiling.
    public var debounce: Duration
    /// What waits out the debounce.
    public var timer: any DebounceTimer

    /// Options with the given debounce and timer.
    public init(debounce: Duration = ServerOptions.defaultDebounce, timer: any DebounceTimer = SleepingDebounceTimer()) {
        self.debounce = debounce
        self.timer = timer
    }
}

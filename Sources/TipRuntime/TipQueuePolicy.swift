/// What a presenter does when asked to show a tip while another is shown: one tip at a time.
public enum TipQueuePolicy: Hashable, Sendable {
    /// The new tip waits until the one shown (and every tip waiting before it) is dismissed.
    case waitForCurrent
    /// The tip shown disappears and the new one takes its place, ahead of any tips waiting.
    case replaceCurrent
}

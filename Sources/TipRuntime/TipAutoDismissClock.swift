/// When a tip whose `behavior.dismiss` has `after` may dismiss itself: once it has been shown
/// for `autoDismissAfter` seconds — never while VoiceOver is running, since a VoiceOver user
/// reaches the tip in their own time. When VoiceOver stops, the whole delay starts again from
/// that moment. Times are seconds on any clock that only goes forward (the system's uptime).
public struct TipAutoDismissClock: Hashable, Sendable {
    /// The delay: nil when the tip does not dismiss itself.
    public let delay: Double?
    /// When the tip may dismiss itself; nil while it may not (no delay, or VoiceOver running).
    public private(set) var deadline: Double?

    /// The clock of a tip with `behavior`, shown at `time`, VoiceOver running or not. A delay
    /// that is negative counts as 0, one that is not finite as none.
    public init(behavior: TipBehavior, shownAt time: Double, voiceOverRunning: Bool) {
        let seconds = behavior.dismiss.contains(.after) ? behavior.autoDismissAfter : nil
        delay = seconds.flatMap { $0.isFinite ? max(0, $0) : nil }
        deadline = nil
        voiceOverChanged(running: voiceOverRunning, at: time)
    }

    /// The clock of a component shown at `time`: a tooltip's behaviour; a tag group never
    /// dismisses itself.
    public init(component: TipComponent, shownAt time: Double, voiceOverRunning: Bool) {
        let behavior: TipBehavior
        if case .tooltip(let tooltip) = component {
            behavior = tooltip.behavior
        } else {
            behavior = TipBehavior(dismiss: [], autoDismissAfter: nil)
        }
        self.init(behavior: behavior, shownAt: time, voiceOverRunning: voiceOverRunning)
    }

    /// VoiceOver started (no deadline while it runs) or stopped at `time` (the delay starts
    /// again from then).
    public mutating func voiceOverChanged(running: Bool, at time: Double) {
        if running {
            deadline = nil
        } else if let delay, deadline == nil {
            deadline = time + delay
        }
    }

    /// Whether the tip may dismiss itself at `time`.
    public func mayDismiss(at time: Double) -> Bool {
        guard let deadline else { return false }
        return time >= deadline
    }
}

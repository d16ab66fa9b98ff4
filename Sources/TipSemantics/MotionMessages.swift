/// The words of the checks of a tooltip's motion and timing (W014, W015).
enum MotionMessages {
    static func motionWithoutAlternative(_ name: String, _ motion: String) -> String {
        "`\(name)`: \(motion), and the file declares no Reduce Motion alternative for it (`reducedMotion { … }`)"
    }

    static func repeatsForever(_ kind: String) -> String { "its emphasis `\(kind)` repeats forever" }

    static func emphasisLasts(_ kind: String, _ total: Double, count: Int, cycle: Double) -> String {
        "its emphasis `\(kind)` lasts \(seconds(total)) seconds (\(count) × \(seconds(cycle)) s), over 5"
    }

    static func transitionLasts(_ name: String, _ duration: Double) -> String {
        "its `\(name)` transition lasts \(seconds(duration)) seconds, over 5"
    }

    static func addAlternative(_ alternative: String) -> String { "add `\(alternative)`" }

    static func addAlternativeHelp(_ alternative: String) -> String {
        "declare what Reduce Motion shows instead: `\(alternative)` keeps it still"
    }

    static func timedDismissal(_ name: String, seconds: Double, actions: Bool, closeButton: Bool) -> String {
        let controls = actions && closeButton ? "actions and a close button" : actions ? "actions" : "a close button"
        return "`\(name)` dismisses itself after \(self.seconds(seconds)) seconds but has \(controls): "
            + "whoever needs longer to read or reach them loses them"
    }

    static func removeTimer(_ written: String, _ fixed: String) -> String { "replace `\(written)` with `\(fixed)`" }

    /// Seconds with at most three decimals.
    static func seconds(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

import TipStyle
import TipSyntax

/// W014: motion that starts by itself and goes on — an emphasis that repeats forever, or any
/// animation that lasts more than ``longestMotion`` seconds — needs a Reduce Motion alternative
/// the file declares (`reducedMotion { … }`); the one tipc derives does not count, since it
/// says nothing the author chose. The fix adds `reducedMotion { emphasis: none }` after the
/// motion, where it is written.
enum ReducedMotionCheck {
    /// The longest motion that needs no way to stop it: 5 seconds (WCAG 2.2.2, Pause, Stop,
    /// Hide).
    static let longestMotion = 5.0

    /// What the fix adds after the motion.
    static let alternative = "reducedMotion { emphasis: none }"

    static func check(_ tooltip: ResolvedTooltip, slots: SlotMap, log: inout DiagnosticLog) {
        guard let animations = tooltip.style.animations, animations.reducedMotion?.declared != true,
              let (motion, slot) = longMotion(in: animations) else { return }
        var fixIts: [FixIt] = []
        if let written = slots.span(of: slot) {
            let end = Span(file: written.file, start: written.end, end: written.end)
            fixIts.append(FixIt(
                MotionMessages.addAlternative(alternative), help: MotionMessages.addAlternativeHelp(alternative), replacing: "", at: end,
                with: "; " + alternative))
        }
        log.report(
            .motionWithoutReducedAlternative, MotionMessages.motionWithoutAlternative(tooltip.name, motion), at: tooltip.nameSpan,
            notes: fixIts.map(\.note), fixIts: fixIts)
    }

    /// The first motion of `animations` that repeats forever or lasts too long, in words, and
    /// the slot it is written in.
    static func longMotion(in animations: TooltipAnimations) -> (String, Slot)? {
        if let emphasis = animations.emphasis {
            switch emphasis.repeatCount {
            case .forever:
                return (MotionMessages.repeatsForever(emphasis.kind.rawValue), .emphasis)
            case .times(let count):
                let total = emphasis.duration * Double(count)
                if exceeds(total) { return (MotionMessages.emphasisLasts(emphasis.kind.rawValue, total, count: count, cycle: emphasis.duration), .emphasis) }
            }
        }
        for (transition, slot, name) in [(animations.appear, Slot.appear, "appear"), (animations.disappear, .disappear, "disappear")] {
            if let transition, exceeds(transition.duration) { return (MotionMessages.transitionLasts(name, transition.duration), slot) }
        }
        return nil
    }

    /// Whether `seconds` is over ``longestMotion`` (a product such as 3 × 1.7 is taken as
    /// written: within a microsecond, it is the same).
    static func exceeds(_ seconds: Double) -> Bool { seconds > longestMotion + 1e-6 }
}

import Testing
import TipStyle
@testable import TipSemantics

/// W014's measure of motion and W015's fix, on their own.
@Suite struct MotionAndTimingCheckTests {
    @Test func motionOverFiveSecondsOrForeverIsLong() {
        func long(_ emphasis: TooltipEmphasis? = nil, appear: Double? = nil) -> Bool {
            let transition = appear.map { TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: $0)]) }
            return ReducedMotionCheck.longMotion(in: TooltipAnimations(appear: transition, emphasis: emphasis)) != nil
        }
        #expect(long(TooltipEmphasis(kind: .pulse)))
        #expect(!long(TooltipEmphasis(kind: .pulse, duration: 2.5, repeatCount: .times(2))))
        #expect(long(TooltipEmphasis(kind: .pulse, duration: 1.7, repeatCount: .times(3))))
        #expect(!long(appear: 5))
        #expect(long(appear: 5.1))
    }

    @Test func theFixRemovesOnlyTheTimer() {
        #expect(TimedDismissalCheck.withoutTimer("dismiss: tap, after(4s)") == "dismiss: tap")
        #expect(TimedDismissalCheck.withoutTimer("dismiss: after(4s), tap") == "dismiss: tap")
        #expect(TimedDismissalCheck.withoutTimer("dismiss: after(250ms)") == "dismiss: none")
        #expect(TimedDismissalCheck.withoutTimer("dismiss:after(4s)") == "dismiss: none")
        #expect(TimedDismissalCheck.withoutTimer("dismissal") == nil)
    }
}

import Testing
import TipRuntime

/// `dismiss: after(…)`: never while VoiceOver runs; the whole delay again once it stops.
@Suite struct TipAutoDismissClockTests {
    static let afterFour = TipBehavior(dismiss: [.tap, .after], autoDismissAfter: 4)

    @Test func itMayDismissOnceTheDelayHasPassed() {
        let clock = TipAutoDismissClock(behavior: Self.afterFour, shownAt: 100, voiceOverRunning: false)
        #expect(clock.deadline == 104)
        #expect(!clock.mayDismiss(at: 103.9) && clock.mayDismiss(at: 104))
    }

    @Test func neverWhileVoiceOverRunsAndTheWholeDelayAfterItStops() {
        var clock = TipAutoDismissClock(behavior: Self.afterFour, shownAt: 100, voiceOverRunning: true)
        #expect(clock.deadline == nil && !clock.mayDismiss(at: 1_000))
        clock.voiceOverChanged(running: false, at: 1_000)
        #expect(!clock.mayDismiss(at: 1_003) && clock.mayDismiss(at: 1_004))
        // Started again before the deadline: it waits again.
        clock.voiceOverChanged(running: true, at: 1_002)
        #expect(!clock.mayDismiss(at: 1_010))
        clock.voiceOverChanged(running: false, at: 1_010)
        clock.voiceOverChanged(running: false, at: 1_012)
        #expect(clock.deadline == 1_014, "a repeated notice does not restart the delay")
    }

    @Test func voiceOverStartingMidCountdownHoldsTheTipUntilItStopsAndTheWholeDelayPasses() {
        var clock = TipAutoDismissClock(behavior: Self.afterFour, shownAt: 100, voiceOverRunning: false)
        #expect(clock.deadline == 104)
        clock.voiceOverChanged(running: true, at: 102)
        #expect(clock.deadline == nil && !clock.mayDismiss(at: 104) && !clock.mayDismiss(at: 500))
        clock.voiceOverChanged(running: false, at: 500)
        #expect(clock.deadline == 504)
        #expect(!clock.mayDismiss(at: 503.9) && clock.mayDismiss(at: 504))
    }

    @Test func withoutAnAfterTriggerItNeverDismissesItself() {
        let tapOnly = TipAutoDismissClock(behavior: TipBehavior(dismiss: [.tap], autoDismissAfter: 4), shownAt: 0, voiceOverRunning: false)
        #expect(tapOnly.delay == nil && !tapOnly.mayDismiss(at: .greatestFiniteMagnitude))
        let endless = TipAutoDismissClock(behavior: TipBehavior(dismiss: [.after], autoDismissAfter: .infinity), shownAt: 0, voiceOverRunning: false)
        #expect(!endless.mayDismiss(at: 1e12))
        let negative = TipAutoDismissClock(behavior: TipBehavior(dismiss: [.after], autoDismissAfter: -3), shownAt: 5, voiceOverRunning: false)
        #expect(negative.mayDismiss(at: 5))
        let group = TipAutoDismissClock(component: .tags(TipLayoutEngine().layout(TipTagStyle(componentName: "T", properties: TagGroupStyle()), items: ["a"])),
                                        shownAt: 0, voiceOverRunning: false)
        #expect(group.deadline == nil)
    }
}

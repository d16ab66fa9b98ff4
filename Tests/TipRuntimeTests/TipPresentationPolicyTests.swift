import Foundation
import Testing
import TipEmit
import TipPipeline
import TipRuntime

/// What a tap does to a shown tip, inside it and outside, with touches outside passed through or
/// blocked.
@Suite struct TipPresentationPolicyTests {
    /// A tooltip with a close button and an action, compiled with `dismiss`, placed at (100, 200).
    static func placed(dismiss: String) throws -> TipPlacedComponent {
        let source = "tooltip Tip { text: \"Try it\"; actions: [action(\"Got it\", id: \"ok\")]; closeButton: true; arrow: none\(dismiss) }\n"
        let layout = try #require(Compilation().compile(path: "tap.tip", bytes: Array(source.utf8)).layout)
        let tip = try #require(try TipDocument.decode(from: Data(JSONWriter.write(layout).utf8)).tooltip(named: "Tip"))
        return TipPlacedComponent(frame: TipRect(origin: TipPoint(x: 100, y: 200), size: tip.size), component: .tooltip(tip))
    }

    static func inContainer(_ point: TipPoint, of placed: TipPlacedComponent) -> TipPoint {
        TipPoint(x: placed.frame.x + point.x, y: placed.frame.y + point.y)
    }

    @Test func buttonsAnswerWhateverTheTriggers() throws {
        let placed = try Self.placed(dismiss: "")
        guard case .tooltip(let tip) = placed.component else {
            Issue.record("not a tooltip")
            return
        }
        let close = try #require(tip.closeButton), action = try #require(tip.actions.first)
        let policy = TipPresentationPolicy()
        #expect(policy.response(toTapAt: Self.inContainer(TipPoint(x: close.frame.x + 22, y: close.frame.y + 22), of: placed), on: placed)
            == TipTapResponse(dismisses: true, passesThrough: false))
        #expect(policy.response(toTapAt: Self.inContainer(TipPoint(x: action.frame.x + 4, y: action.frame.y + 4), of: placed), on: placed)
            == TipTapResponse(dismisses: true, action: "ok", passesThrough: false))
        // No `tap` trigger: a tap on the bubble is taken and does nothing; outside, it passes.
        #expect(policy.response(toTapAt: Self.inContainer(TipPoint(x: 2, y: 2), of: placed), on: placed) == TipTapResponse(dismisses: false, passesThrough: false))
        #expect(policy.response(toTapAt: TipPoint(x: 10, y: 10), on: placed) == TipTapResponse(dismisses: false, passesThrough: true))
    }

    @Test func aTapTriggerDismissesOnATapInsideOrOutside() throws {
        let placed = try Self.placed(dismiss: "; dismiss: tap")
        let passing = TipPresentationPolicy(outsideTouches: .passThrough), blocking = TipPresentationPolicy(outsideTouches: .block)
        #expect(passing.response(toTapAt: Self.inContainer(TipPoint(x: 2, y: 2), of: placed), on: placed) == TipTapResponse(dismisses: true, passesThrough: false))
        #expect(passing.response(toTapAt: TipPoint(x: 10, y: 10), on: placed) == TipTapResponse(dismisses: true, passesThrough: true))
        #expect(blocking.response(toTapAt: TipPoint(x: 10, y: 10), on: placed) == TipTapResponse(dismisses: true, passesThrough: false))
        #expect(blocking.response(toTapAt: TipPoint(x: placed.frame.maxX + 1, y: placed.frame.y + 1), on: placed).dismisses)
    }

    @Test func aTagGroupIsDismissedOnlyByTheApp() {
        let group = TipLayoutEngine().layout(TipTagStyle(componentName: "T", properties: TagGroupStyle()), items: ["a"])
        let placed = TipPlacedComponent(frame: TipRect(origin: TipPoint(x: 50, y: 50), size: group.size), component: .tags(group))
        let policy = TipPresentationPolicy(outsideTouches: .block)
        #expect(policy.response(toTapAt: TipPoint(x: 51, y: 51), on: placed) == TipTapResponse(dismisses: false, passesThrough: false))
        #expect(policy.response(toTapAt: TipPoint(x: 0, y: 0), on: placed) == TipTapResponse(dismisses: false, passesThrough: false))
        #expect(TipPresentationPolicy().response(toTapAt: TipPoint(x: 0, y: 0), on: placed).passesThrough)
    }
}

import Testing
import TipRuntime

/// One tip at a time: a second waits or replaces the first, as the app asks.
@Suite struct TipPresentationQueueTests {
    /// `step` as text, to compare.
    static func describe(_ step: TipPresentationQueue<String>.Step) -> String {
        switch step {
        case .present(let item): "present \(item)"
        case .dismissCurrent: "dismiss"
        case .none: "none"
        }
    }

    @Test func aSecondTipWaitsForTheFirst() {
        var queue = TipPresentationQueue<String>()
        #expect(Self.describe(queue.show("a", policy: .waitForCurrent)) == "present a")
        #expect(Self.describe(queue.show("b", policy: .waitForCurrent)) == "none")
        #expect(Self.describe(queue.show("c", policy: .waitForCurrent)) == "none")
        #expect(queue.current == "a" && queue.waiting == ["b", "c"])
        #expect(Self.describe(queue.dismissCurrent()) == "dismiss")
        #expect(Self.describe(queue.dismissCurrent()) == "none", "already on its way out")
        #expect(Self.describe(queue.didDisappear()) == "present b")
        #expect(Self.describe(queue.dismissCurrent()) == "dismiss")
        #expect(Self.describe(queue.didDisappear()) == "present c")
        #expect(Self.describe(queue.dismissCurrent()) == "dismiss")
        #expect(Self.describe(queue.didDisappear()) == "none")
        #expect(queue.current == nil && queue.waiting.isEmpty && !queue.isDismissing)
        #expect(Self.describe(queue.dismissCurrent()) == "none", "nothing to dismiss")
    }

    @Test func aSecondTipReplacesTheFirstAheadOfThoseWaiting() {
        var queue = TipPresentationQueue<String>()
        _ = queue.show("a", policy: .replaceCurrent)
        _ = queue.show("b", policy: .waitForCurrent)
        #expect(Self.describe(queue.show("c", policy: .replaceCurrent)) == "dismiss")
        #expect(queue.waiting == ["c", "b"] && queue.isDismissing)
        // A third while the first disappears: it goes first too, with no second dismissal.
        #expect(Self.describe(queue.show("d", policy: .replaceCurrent)) == "none")
        #expect(Self.describe(queue.didDisappear()) == "present d")
        #expect(queue.waiting == ["c", "b"])
        queue.removeWaiting()
        #expect(Self.describe(queue.dismissCurrent()) == "dismiss")
        #expect(Self.describe(queue.didDisappear()) == "none" && queue.current == nil)
    }
}

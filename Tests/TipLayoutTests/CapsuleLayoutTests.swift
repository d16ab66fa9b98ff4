import Foundation
import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// `cornerRadius: capsule`: half the shorter side of each shape, as SwiftUI's `Capsule`, at
/// whatever size the text makes it.
@Suite struct CapsuleLayoutTests {
    @Test func aCapsuleBubbleIsRoundedByHalfItsHeight() {
        let tip = layoutTooltip("Hello") { style in
            style.arrow.edge = .none
            style.cornerRadius = .capsule
        }
        #expect(tip.bubble.cornerRadius == tip.bubble.frame.height / 2)
        // Taller text, a rounder bubble.
        let taller = layoutTooltip("Hello\nthere") { style in
            style.arrow.edge = .none
            style.cornerRadius = .capsule
        }
        #expect(taller.bubble.cornerRadius == taller.bubble.frame.height / 2)
        #expect(taller.bubble.cornerRadius > tip.bubble.cornerRadius)
    }

    @Test func capsuleTagsAndButtonsAreRoundedByHalfTheirHeight() {
        let group = layoutTags(["ab", "cdef"]) { $0.tag.cornerRadius = .capsule; $0.tag.padding = EdgeInsets(vertical: 4, horizontal: 10) }
        #expect(group.tags.allSatisfy { $0.cornerRadius == $0.frame.height / 2 })
        #expect(group.tags.first?.cornerRadius == 9)
        let tip = ActionLayoutTests.layout(actions: ["OK"]) { $0.action?.cornerRadius = .capsule }
        #expect(tip.actions.first.map { $0.cornerRadius == $0.frame.height / 2 } == true)
    }

    /// Points stay as written, and a radius too large for its shape is the tooltip's to limit.
    @Test func pointsAreKept() {
        #expect(CornerRadius.points(6).radius(width: 100, height: 20) == 6)
        #expect(CornerRadius.capsule.radius(width: 100, height: 20) == 10)
        #expect(CornerRadius.capsule.radius(width: 12, height: 40) == 6)
        let group = layoutTags(["ab"]) { $0.tag.cornerRadius = 3 }
        #expect(group.tags.first?.cornerRadius == 3)
    }

    /// The style writes a capsule as `"capsule"` and points as a number, and reads both back.
    @Test func theStyleRoundTripsThroughJSON() throws {
        var style = TooltipStyle()
        style.cornerRadius = .capsule
        let data = try JSONEncoder().encode(style)
        #expect(String(decoding: data, as: UTF8.self).contains("\"cornerRadius\":\"capsule\""))
        #expect(try JSONDecoder().decode(TooltipStyle.self, from: data) == style)
        style.cornerRadius = 12
        let points = try JSONEncoder().encode(style)
        #expect(String(decoding: points, as: UTF8.self).contains("\"cornerRadius\":12"))
        #expect(try JSONDecoder().decode(TooltipStyle.self, from: points) == style)
    }
}

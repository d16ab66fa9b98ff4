import Testing
import TipRuntime

/// The seed's tag view takes its words at run time (`setTag(words:)`): a tag group laid out from
/// runtime items through the runtime API only, restyled in code — rows, `+N`, alignment, RTL.
@Suite struct LiveTagGroupTests {
    static let words = ["Swift", "UIKit", "SwiftUI", "Combine", "Concurrency", "Macros", "Testing", "Observation"]

    /// A tag group 200 points wide, with 10-point tags of one width per character, in the
    /// style `configure` leaves.
    static func layout(_ items: [String], configure: (inout TagGroupStyle) -> Void = { _ in }) -> TipTagGroup {
        var properties = TagGroupStyle()
        properties.width = 200
        properties.tag.font = FontStyle(size: 10)
        configure(&properties)
        return TipLayoutEngine(measurer: FixedWidthMeasurer()).layout(TipTagStyle(componentName: "Words", properties: properties), items: items)
    }

    @Test func wordsWrapIntoRowsInsideTheWidth() {
        let group = Self.layout(Self.words)
        #expect(group.name == "Words")
        #expect(group.tags.map(\.text) == Self.words)
        #expect(group.rows > 1)
        #expect(group.tags.allSatisfy { $0.frame.x >= 0 && $0.frame.maxX <= 200 })
        #expect(group.tags.first?.frame.x == 0, "leading alignment starts at the left")
        #expect(group.tags.first?.frame.width == 50, "the app's measurer: 5 characters × 6 + 2 × 10 padding")
    }

    @Test func maxRowsHidesTheRestBehindACounter() throws {
        let group = Self.layout(Self.words) { $0.maxRows = 1 }
        #expect(group.rows == 1)
        let counter = try #require(group.tags.last)
        #expect(counter.overflow)
        #expect(counter.text == "+\(group.hiddenCount)")
        #expect(group.hiddenCount == Self.words.count - (group.tags.count - 1))
    }

    @Test func centredRowsHaveEqualMargins() {
        let group = Self.layout(["One", "Two"]) { $0.alignment = .center }
        let left = group.tags[0].frame.x, right = 200 - group.tags[1].frame.maxX
        #expect(abs(left - right) < 0.001)
    }

    @Test func rightToLeftStartsAtTheRight() {
        let group = Self.layout(["One", "Two"]) { $0.direction = .rtl }
        #expect(abs(group.tags[0].frame.maxX - 200) < 0.001)
        #expect(group.tags[1].frame.maxX <= group.tags[0].frame.x)
    }
}

/// An app's own measurer, as ``TipTextMeasurer`` allows: every character 6 points wide, lines
/// 12 points tall.
struct FixedWidthMeasurer: TipTextMeasurer {
    func metrics(of font: TipFontRequest) -> TipFontMetrics {
        TipFontMetrics(ascender: 9, descender: 3, lineGap: 0)
    }

    func width(of text: Substring, in font: TipFontRequest) -> Double {
        Double(text.count) * 6
    }
}

import Foundation
import Testing
import TipStyle

/// The style specification is what an app decodes to lay out on the device: every value
/// survives a round trip, and the values with no obvious encoding read as the language writes
/// them.
@Suite struct StyleCodingTests {
    private func encoded<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decoded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func tooltipStyleRoundTrips() throws {
        var style = TooltipStyle()
        style.font = FontStyle(family: "Inter", size: 13.5, weight: .semibold)
        style.textColor = DynamicColor(light: RGBAColor(red: 1, green: 0xB7, blue: 0xFF, alpha: 0x80), dark: RGBAColor(red: 0x4F, green: 0xD2, blue: 0xFF))
        style.border = Border(color: .clear, width: 2)
        style.maxWidth = 240
        style.arrow = ArrowStyle(edge: .left, position: .trailing(6), width: 11, height: 6, apexRadius: 2)
        style.shadow = TooltipStyle.standardShadow
        style.dismiss = [.tap, .after(seconds: 0.25)]
        style.ligatures = .none
        #expect(try decoded(TooltipStyle.self, encoded(style)) == style)
        #expect(try decoded(TooltipStyle.self, encoded(TooltipStyle())) == TooltipStyle())
    }

    @Test func tagGroupStyleRoundTrips() throws {
        var style = TagGroupStyle()
        style.rowHeight = .fixed(30)
        style.maxRows = 2
        style.direction = .rtl
        style.tag.border = nil
        style.tag.ligatures = .none
        #expect(try decoded(TagGroupStyle.self, encoded(style)) == style)
        #expect(try decoded(TagGroupStyle.self, encoded(TagGroupStyle())) == TagGroupStyle())
    }

    /// Styles written before `ligatures` existed (layout tree version 3) lack the key.
    @Test func aMissingLigaturesIsNormal() throws {
        var tooltip = TooltipStyle()
        tooltip.ligatures = .none
        let written = try encoded(tooltip)
        #expect(written.contains(#""ligatures":"none""#))
        let withoutLigatures = written.replacingOccurrences(of: #""ligatures":"none","#, with: "")
        #expect(!withoutLigatures.contains("ligatures"))
        #expect(try decoded(TooltipStyle.self, withoutLigatures) == TooltipStyle())
        let tag = try encoded(TagStyle()).replacingOccurrences(of: #""ligatures":"normal","#, with: "")
        #expect(!tag.contains("ligatures"))
        #expect(try decoded(TagStyle.self, tag) == TagStyle())
        #expect(throws: DecodingError.self) { try decoded(TagStyle.self, #"{"ligatures":"some","# + tag.dropFirst()) }
    }

    @Test func valuesReadAsTheLanguageWritesThem() throws {
        #expect(try encoded(RGBAColor(red: 1, green: 0xB7, blue: 0xFF)) == ##""#01B7FFFF""##)
        #expect(try encoded([ArrowPosition.center, .leading(20), .percent(50)]) == #"["center",{"leading":20},{"percent":50}]"#)
        #expect(try encoded([DismissTrigger.tap, .after(seconds: 4)]) == #"["tap",{"after":4}]"#)
        #expect(try encoded([RowHeight.auto, .fixed(30)]) == #"["auto",{"fixed":30}]"#)
        #expect(try encoded(FontWeight.semibold) == #""semibold""#)
        #expect(try decoded(RGBAColor.self, ##""#01b7ff80""##) == RGBAColor(red: 1, green: 0xB7, blue: 0xFF, alpha: 0x80))
    }

    @Test func malformedValuesAreErrors() {
        for json in [##""01B7FFFF""##, ##""#01B7FF""##, ##""#01B7FFGG""##, "17"] {
            #expect(throws: DecodingError.self, "\(json)") { try decoded(RGBAColor.self, json) }
        }
        for json in [#""middle""#, #"{"leading":"x"}"#, #"{"sideways":3}"#, #"{"leading":1,"trailing":2}"#, "{}"] {
            #expect(throws: DecodingError.self, "\(json)") { try decoded(ArrowPosition.self, json) }
        }
        #expect(throws: DecodingError.self) { try decoded(DismissTrigger.self, #""swipe""#) }
        #expect(throws: DecodingError.self) { try decoded(RowHeight.self, #"{"auto":1}"#) }
    }
}

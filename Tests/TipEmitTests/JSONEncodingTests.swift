import Foundation
import Testing
import TipEmit
import TipStyle

/// `JSON(encoding:)`: a type's `Codable` conformance, written as the project's JSON value.
@Suite struct JSONEncodingTests {
    @Test func aStyleRoundTripsThroughTheJSONItIsWrittenAs() throws {
        var style = TooltipStyle()
        style.font = FontStyle(family: "Brand", size: 15.5, weight: .semibold)
        style.border = Border(color: DynamicColor(RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)), width: 2)
        style.maxWidth = 240
        style.arrow = ArrowStyle(edge: .left, position: .percent(30))
        style.shadow = TooltipStyle.standardShadow
        style.dismiss = [.tap, .after(seconds: 4)]
        let json = try JSON(encoding: style)
        let decoded = try JSONDecoder().decode(TooltipStyle.self, from: Data(json.compactUTF8))
        #expect(decoded == style)
        #expect(json["numberOfLines"] == .integer(0), "integers stay integers")
        #expect(json["arrow"]?["position"] == .object([JSONMember("percent", .number(30))]))
        #expect(json["dismiss"] == .array([.string("tap"), .object([JSONMember("after", .number(4))])]))
    }

    @Test func membersKeepTheirOrderAndAbsentOptionalsAreLeftOut() throws {
        let json = try JSON(encoding: TagGroupStyle())
        guard case .object(let members) = json else {
            Issue.record("not an object: \(json)")
            return
        }
        #expect(members.map(\.key) == [
            "width", "horizontalSpacing", "verticalSpacing", "rowHeight", "alignment", "direction", "padding", "background", "tag",
        ])
        #expect(json["maxRows"] == nil)
        #expect(json["tag"]?["font"]?["family"] == nil, "the system font has no family")
    }

    @Test func arraysNilsAndNestedValues() throws {
        struct Sample: Encodable {
            let list = [1, 2]
            let nested = ["a": [true]]
            let nothing: Int? = nil

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(list, forKey: .list)
                try container.encode(nested, forKey: .nested)
                try container.encodeNil(forKey: .nothing)
            }

            enum Keys: String, CodingKey { case list, nested, nothing }
        }
        let json = try JSON(encoding: Sample())
        #expect(json.compactText == #"{"list":[1,2],"nested":{"a":[true]},"nothing":null}"#)
    }
}

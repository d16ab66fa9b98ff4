import Foundation
import Testing
import TipRuntime
import TipTestSupport

/// Encoding a decoded document and decoding it again gives the same values.
@Suite(.readsGoldens) struct RoundTripTests {
    @Test(arguments: GoldenDocuments.paths)
    func reencodingRoundTrips(path: String) throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data(path))
        let encoded = try document.encoded()
        #expect(try TipDocument.decode(from: encoded) == document)
    }

    @Test func encodingWritesKindsAndNulls() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/showcase.json"))
        let untyped = try #require(try JSONSerialization.jsonObject(with: document.encoded()) as? [String: Any])
        let components = try #require(untyped["components"] as? [[String: Any]])
        let noArrow = try #require(components.first { $0["name"] as? String == "NoArrow" })
        #expect(noArrow["kind"] as? String == "tooltip")
        #expect(noArrow["arrow"] is NSNull)
        #expect((noArrow["bubble"] as? [String: Any])?["stroke"] is NSNull)
        // systemPink: a light and a dark value, and each with Increase Contrast; a literal colour is one string.
        let fill = (noArrow["bubble"] as? [String: Any])?["fill"] as? [String: String]
        #expect(fill == ["light": "#FF2D55FF", "dark": "#FF375FFF", "lightIncreasedContrast": "#D30F45FF", "darkIncreasedContrast": "#FF6482FF"])
        #expect(((noArrow["text"] as? [String: Any])?["color"] as? String) == "#FFFFFFFF")
        let topics = try #require(components.first { $0["name"] as? String == "Topics" })
        #expect(topics["kind"] as? String == "tags")
    }

    @Test func aDocumentBuiltInCodeRoundTrips() throws {
        let tags = TipTagGroup(
            name: "Chips", size: TipSize(width: 100, height: 30), background: TipDynamicColor(TipColor(red: 0, green: 0, blue: 0, alpha: 0)),
            padding: TipInsets(top: 0, left: 0, bottom: 0, right: 0), rows: 1, hiddenCount: 0,
            tags: [TipTag(
                text: "Swift", frame: TipRect(x: 0, y: 0, width: 50, height: 30),
                line: TipTagLine(x: 10, baseline: 20, width: 30), fill: TipDynamicColor(TipColor(red: 0, green: 122, blue: 255)),
                stroke: nil, strokeWidth: 0, cornerRadius: 15, textColor: TipDynamicColor(TipColor(red: 255, green: 255, blue: 255)),
                font: TipFont(family: "system", size: 13, weight: .medium), row: 0, overflow: false)])
        var style = TagGroupStyle()
        style.maxRows = 2
        let document = TipDocument(source: "chips.tip", components: [.tags(tags)], styles: [.tags(style)])
        #expect(try TipDocument.decode(from: document.encoded()) == document)
        #expect(document.version == 4)
    }

    @Test func aDocumentWithoutAStylePerComponentIsNeitherLookedUpNorEncoded() throws {
        let decoded = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/showcase.json"))
        let styleless = TipDocument(source: decoded.source, components: decoded.components, styles: [])
        #expect(throws: TipRuntimeError.self) { try styleless.tooltipStyle(named: "Welcome") }
        #expect(throws: EncodingError.self) { try styleless.encoded() }
    }
}

import Foundation
import Testing
import TipRuntime
import TipTestSupport

/// Every golden layout tree decodes, with the values the JSON holds.
@Suite(.readsGoldens) struct DecodingTests {
    @Test func thereAreGoldenDocuments() {
        #expect(GoldenDocuments.paths.count >= 7)
        #expect(GoldenDocuments.paths.contains("Tests/Golden/samples/showcase.json"))
    }

    @Test(arguments: GoldenDocuments.paths)
    func everyGoldenDecodes(path: String) throws {
        let data = try GoldenDocuments.data(path)
        let document = try TipDocument.decode(from: data)
        // Compare the shape with Foundation's untyped reading of the same bytes.
        let untyped = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let components = try #require(untyped["components"] as? [[String: Any]])
        #expect(document.version == 4)
        #expect(document.source == untyped["source"] as? String)
        #expect(document.components.map(\.name) == components.map { $0["name"] as? String ?? "" })
        for (component, raw) in zip(document.components, components) {
            switch component {
            case .tooltip(let tooltip):
                #expect(raw["kind"] as? String == "tooltip")
                #expect(tooltip.bubble.path.svgData == (raw["bubble"] as? [String: Any])?["path"] as? String)
                #expect(tooltip.bubble.path.commands.first.map(isMove) == true)
                #expect(tooltip.bubble.path.commands.last == .close)
                #expect((tooltip.arrow == nil) == (raw["arrow"] is NSNull))
                if let arrow = tooltip.arrow { #expect(arrow.apex == tooltip.anchor) }
            case .tags(let tags):
                #expect(raw["kind"] as? String == "tags")
                #expect(tags.tags.count == (raw["tags"] as? [Any])?.count)
                // The `+N` tag, last, where tags are hidden; any other marked tag is cut with "…".
                #expect(tags.tags.last?.overflow == true || tags.hiddenCount == 0)
                #expect(tags.cutTags.allSatisfy { $0.text.hasSuffix("…") })
            }
        }
    }

    @Test func showcaseValues() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/showcase.json"))
        #expect(document.source == "samples/showcase.tip")

        let welcome = try #require(document.tooltip(named: "Welcome"))
        #expect(welcome.bubble.fill == TipDynamicColor(TipColor(red: 0x01, green: 0xB7, blue: 0xFF, alpha: 0xFF)))
        #expect(welcome.bubble.stroke?.light.hex == "#FFFFFFFF")
        #expect(welcome.arrow?.edge == .bottom)
        #expect(welcome.text.font == TipFont(family: "system", size: 15, weight: .semibold))
        #expect(welcome.text.alignment == .center)
        #expect(welcome.text.lines.count == 3)
        #expect(welcome.shadow?.color.light.alpha == 0x40)
        #expect(welcome.behavior.dismiss == [.tap, .after])
        #expect(welcome.behavior.autoDismissAfter == 4)
        #expect(welcome.bubble.path.commands.first == .move(TipPoint(x: 10, y: 1)))
        #expect(welcome.bubble.path.commands.contains(.line(TipPoint(x: 179.218, y: 1))))  // `H179.218`

        let noArrow = try #require(document.tooltip(named: "NoArrow"))
        #expect(noArrow.arrow == nil)
        let truncated = try #require(document.tooltip(named: "Truncated"))
        #expect(truncated.shadow == nil)
        #expect(truncated.opacity == 0.95)
        #expect(truncated.text.lines.last?.text.hasSuffix("…") == true)

        let languages = try #require(document.tagGroup(named: "Languages"))
        #expect(languages.hiddenCount == 4)
        #expect(languages.tags.last?.overflow == true)
        #expect(languages.tags.last?.text == "+4")
        #expect(languages.padding == TipInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(document.tooltip(named: "Languages") == nil)
        #expect(document.component(named: "Missing") == nil)
    }

    private func isMove(_ command: TipPathCommand) -> Bool {
        if case .move = command { return true }
        return false
    }
}

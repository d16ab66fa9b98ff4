import Foundation
import Testing
import TipEmit
import TipPipeline
import TipRuntime
import TipTestSupport

/// `ligatures` in the styles of the layout tree: written since version 4, `normal` when a
/// version 2 or 3 document lacks it.
@Suite(.readsGoldens) struct LigaturesDecodingTests {
    @Test func ligaturesNoneSurvivesTheJSON() throws {
        let source = """
            tooltip Plain { text: "office"; ligatures: none }
            tooltip Fancy { text: "office" }
            tags Chips { items: ["affine"]; tag { ligatures: none } }
            """
        let layout = try #require(Compilation().compile(path: "ligatures.tip", bytes: Array(source.utf8)).layout)
        let json = JSONWriter.write(layout)
        #expect(json.contains("\"version\": 4,"))
        let document = try TipDocument.decode(from: Data(json.utf8))
        #expect(try document.tooltipStyle(named: "Plain").properties.ligatures == .none)
        #expect(try document.tooltipStyle(named: "Fancy").properties.ligatures == .normal)
        #expect(try document.tagStyle(named: "Chips").properties.tag.ligatures == .none)
        #expect(try TipDocument.decode(from: document.encoded()) == document)
    }

    @Test func aVersion3DocumentDecodesWithLigaturesNormal() throws {
        let current = String(decoding: try GoldenDocuments.data("Tests/Golden/samples/showcase.json"), as: UTF8.self)
        #expect(current.contains("\"version\": 4,") && current.contains("\"ligatures\""))
        let version3 = current.replacingOccurrences(of: "\"version\": 4,", with: "\"version\": 3,")
            .replacingOccurrences(of: #""ligatures": "[a-z]+",\s*"#, with: "", options: .regularExpression)
        #expect(!version3.contains("ligatures"))
        let old = try TipDocument.decode(from: Data(version3.utf8))
        #expect(old.version == 3)
        #expect(!old.styles.isEmpty)
        for style in old.styles {
            switch style {
            case .tooltip(let tooltip): #expect(tooltip.ligatures == .normal)
            case .tags(let group): #expect(group.tag.ligatures == .normal)
            }
        }
        var upgraded = try TipDocument.decode(from: Data(current.utf8))
        upgraded.version = 3
        #expect(old == upgraded)
    }
}

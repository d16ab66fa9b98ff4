import Testing
@testable import TipLayout
import TipSemantics

@Suite struct LayoutEntryTests {
    @Test func componentsKeepTheirOrderAndKind() {
        let document = ResolvedDocument(source: "samples/x.tip", components: [
            .tags(TagsSpec(name: "First", nameSpan: testSpan, items: ["a"])),
            .tooltip(tooltipSpec("hi")),
        ])
        let layout = Layout.layout(document, measurer: HalfEmMeasurer())
        #expect(layout.source == "samples/x.tip")
        #expect(layout.components.map(\.name) == ["First", "T"])
        guard case .tags = layout.components[0], case .tooltip(let tip) = layout.components[1] else {
            Issue.record("kinds out of order")
            return
        }
        #expect(layout.components[1].size == tip.size)
    }
}

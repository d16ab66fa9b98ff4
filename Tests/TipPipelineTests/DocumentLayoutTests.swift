import Testing
import TipLayout
import TipPipeline
import TipSemantics
import TipStyle
import TipSyntax
import TipTestSupport

@Suite struct DocumentLayoutTests {
    private let span = Span(file: FileID(0), start: 0, end: 0)

    @Test func componentsKeepTheirOrderKindAndNames() {
        var style = TooltipStyle()
        style.font = FontStyle(size: 10)
        let document = ResolvedDocument(source: "samples/x.tip", components: [
            .tags(ResolvedTagGroup(name: "First", nameSpan: span, items: ["a"])),
            .tooltip(ResolvedTooltip(name: "Second", nameSpan: span, text: "hi", style: style)),
        ])
        let layout = document.layout(measurer: HalfEmMeasurer())
        #expect(layout.source == "samples/x.tip")
        #expect(layout.components.map(\.name) == ["First", "Second"])
        guard case .tags = layout.components[0], case .tooltip(let tip) = layout.components[1] else {
            Issue.record("kinds out of order")
            return
        }
        // Each component is laid out from its content and style alone, as an app lays it out.
        let alone = Layout.tooltip(named: "Second", text: "hi", style: style, measurer: HalfEmMeasurer()).tooltip
        #expect(tip.tooltip.size == alone.size)
        #expect(tip.tooltip.bubble.path == alone.bubble.path)
    }
}

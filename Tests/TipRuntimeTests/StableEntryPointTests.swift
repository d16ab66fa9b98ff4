import Testing
import TipRuntime
import TipTestSupport

/// What apps call keeps its shape: each entry point spelled as an app spells it, with the types
/// it promises, so that a change that breaks an app's call breaks this file first.
@Suite(.readsGoldens) struct StableEntryPointTests {
    @Test func theCallsAnAppMakesKeepWorking() throws {
        let document: TipDocument = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/showcase.json"))
        let tooltipStyle: TipTooltipStyle = try document.tooltipStyle(named: "Welcome")
        let tagStyle: TipTagStyle = try document.tagStyle(named: "Topics")
        let engine = TipLayoutEngine()

        let plain: TipTooltip = engine.layout(tooltipStyle, text: "Tap to start")
        let rich: TipTooltip = engine.layout(
            tooltipStyle, title: "New", text: "Tap to start", actions: [TipTooltipAction(id: "ok", title: "Got it")])
        let tags: TipTagGroup = engine.layout(tagStyle, items: ["Swift", "UIKit"])
        let target = TipRect(x: 40, y: 300, width: 44, height: 44)
        let placed: TipPlacement = engine.place(tooltipStyle, text: "Tap to start", target: target, in: TipRect(x: 0, y: 0, width: 390, height: 844))

        let origin: TipPoint = target.origin, size: TipSize = target.size
        #expect(origin == TipPoint(x: 40, y: 300) && size == TipSize(width: 44, height: 44))
        let title: TipTextBlock? = rich.title, actions: [TipAction] = rich.actions, richSize: TipSize = rich.size
        #expect(title?.lines.map(\.text) == ["New"] && actions.map(\.id) == ["ok"] && richSize.height > plain.size.height)
        #expect(plain.title == nil && plain.actions.isEmpty)
        #expect(tags.tags.map(\.text) == ["Swift", "UIKit"])
        #expect(placed.frame.size == placed.tooltip.size)
    }

    /// A canvas an app writes meets only the model's types.
    struct AppCanvas: TipCanvas {
        var drawn: [String] = []
        mutating func beginGroup(opacity: Double) {}
        mutating func endGroup() {}
        mutating func fillBackground(_ rect: TipRect, color: TipColor) {}
        mutating func draw(_ shape: CanvasShape, fill: TipColor, stroke: CanvasStroke?, shadow: CanvasShadow?) {
            if case .path(let path) = shape { drawn.append(path.svgData) }
        }
        mutating func draw(_ line: TipLine, font: TipFont, color: TipColor) { drawn.append(line.text) }
    }

    @Test func anAppsCanvasDrawsTheModel() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/showcase.json"))
        let welcome = try #require(document.tooltip(named: "Welcome"))
        var canvas = AppCanvas()
        TipComponent.tooltip(welcome).draw(on: &canvas)
        #expect(canvas.drawn.first == welcome.bubble.path.svgData)
        #expect(Array(canvas.drawn.dropFirst()) == welcome.text.lines.map(\.text))
    }
}

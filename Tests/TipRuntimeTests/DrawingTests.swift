import Foundation
import Testing
import TipEmit
import TipModel
import TipPipeline
import TipRuntime
import TipTestSupport

/// A decoded component draws as tipc draws it: its SVG is the component SVG tipc wrote, byte
/// for byte, for every component of every sample; and a canvas receives the painter's calls.
@Suite(.readsGoldens) struct DrawingTests {
    @Test(arguments: LayoutEngineTests.samples)
    func theRuntimesSVGIsTipcs(sample: String) throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/\(sample).json"))
        #expect(!document.components.isEmpty)
        for component in document.components {
            let written = String(decoding: try GoldenDocuments.data("Tests/Golden/samples/\(sample).\(component.name).svg"), as: UTF8.self)
            #expect(component.svg() == written, "\(sample).\(component.name)")
        }
    }

    /// Records what is drawn.
    struct Recorder: TipCanvas {
        var calls: [String] = []
        mutating func beginGroup(opacity: Double) { calls.append("group \(opacity)") }
        mutating func endGroup() { calls.append("end") }
        mutating func fillBackground(_ rect: TipRect, color: RGBAColor) { calls.append("background \(color.hex)") }
        mutating func draw(_ shape: CanvasShape, fill: RGBAColor, stroke: CanvasStroke?, shadow: CanvasShadow?) {
            switch shape {
            case .path: calls.append("path \(fill.hex) stroke:\(stroke != nil) shadow:\(shadow != nil)")
            case .roundedRect(_, let radius): calls.append("pill \(radius)")
            }
        }
        mutating func draw(_ line: TipLine, font: TipFont, color: RGBAColor) { calls.append("text \(line.text)") }
    }

    @Test func theDrawingCoversTheShadow() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/showcase.json"))
        let noArrow = try #require(document.component(named: "NoArrow"))  // a shadow 4 down, blurred by 8
        let bounds = noArrow.drawingBounds
        #expect(bounds.x < 0 && bounds.y < 0)
        #expect(bounds.maxX > noArrow.size.width && bounds.maxY > noArrow.size.height)
        #expect(noArrow.svg().contains("viewBox=\"\(NumberFormat.format(bounds.x)) \(NumberFormat.format(bounds.y))"))
    }

    @Test func aCanvasReceivesTheShapesAndTheText() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/showcase.json"))
        var canvas = Recorder()
        try #require(document.component(named: "NoArrow")).draw(on: &canvas)
        #expect(canvas.calls.first == "group 1.0" && canvas.calls.last == "end")
        #expect(canvas.calls.contains { $0.hasPrefix("path #FF2D55FF") })
        #expect(canvas.calls.filter { $0.hasPrefix("text ") }.count == document.tooltip(named: "NoArrow")?.text.lines.count)
        var dark = Recorder()
        try #require(document.component(named: "NoArrow")).draw(on: &dark, appearance: .dark)
        #expect(dark.calls.contains { $0.hasPrefix("path #FF375FFF") })  // systemPink in dark mode
    }

    /// A canvas that draws images receives the icon's name, frame and tint.
    struct ImageCanvas: ListeningCanvas {
        var icons: [String] = []
        mutating func drawIcon(named name: String, in frame: TipRect, color: RGBAColor) {
            icons.append("\(name) \(frame.width)×\(frame.height) \(color.hex)")
        }
    }

    /// An icon reaches the canvas by name; one that draws no images shows a placeholder, and
    /// the SVG a dashed box with the name.
    @Test func anIconIsDrawnByTheCanvasOrAsAPlaceholder() throws {
        let source = "tooltip Tip { text: \"New\"; icon { name: \"sparkles\"; size: 20; color: #FFCC00 } }\n"
        let layout = try #require(Compilation().compile(path: "icon.tip", bytes: Array(source.utf8)).layout)
        let document = try TipDocument.decode(from: Data(JSONWriter.write(layout).utf8))
        let tip = try #require(document.component(named: "Tip"))
        var images = ImageCanvas()
        tip.draw(on: &images)
        #expect(images.icons == ["sparkles 20.0×20.0 #FFCC00FF"])
        var plain = Recorder()
        tip.draw(on: &plain)
        #expect(plain.calls.contains("pill 4.0") && plain.calls.contains("path #00000000 stroke:true shadow:false"), "\(plain.calls)")
        let svg = tip.svg()
        #expect(svg.contains("stroke-dasharray=\"2 1\"") && svg.contains(">sparkles</text>"))
        #expect(svg == SVGWriter.component(layout.components[0].model))
    }

    /// In dark appearance too, a decoded component draws as tipc draws it (`--appearance dark`).
    @Test func theRuntimesDarkSVGIsTipcs() throws {
        let path = GoldenDocuments.root + "/samples/appearance.tip"
        let layout = try #require(Compilation().compile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))).layout)
        let document = try TipDocument.decode(from: Data(JSONWriter.write(layout).utf8))
        for (component, laidOut) in zip(document.components, layout.components) {
            let dark = component.svg(appearance: .dark)
            #expect(dark == SVGWriter.component(laidOut.model, appearance: .dark), "\(component.name)")
            #expect(dark != component.svg(), "\(component.name) looks the same in dark")
        }
    }
}

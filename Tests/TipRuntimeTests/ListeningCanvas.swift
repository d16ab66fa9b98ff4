import TipEmit
import TipRuntime

/// A canvas that a test listens to for some of the painter's calls: the others do nothing, so
/// that each test canvas writes out only the calls it records.
protocol ListeningCanvas: TipCanvas {}

extension ListeningCanvas {
    mutating func beginGroup(opacity: Double) {}
    mutating func endGroup() {}
    mutating func fillBackground(_ rect: TipRect, color: RGBAColor) {}
    mutating func draw(_ shape: CanvasShape, fill: RGBAColor, stroke: CanvasStroke?, shadow: CanvasShadow?) {}
    mutating func draw(_ line: TipLine, font: TipFont, color: RGBAColor) {}
}

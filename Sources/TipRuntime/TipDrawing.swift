import TipEmit
import TipModel

// The canvas a component is drawn on, and what it draws with: the same painter `tipc` draws
// its SVGs with, so every surface shows the same picture. The protocol is reached as
// ``TipCanvas`` only: SwiftUI has a `Canvas` of its own.
@_exported import enum TipEmit.CanvasShape
@_exported import struct TipEmit.CanvasStroke
@_exported import struct TipEmit.CanvasShadow

/// The drawing surface of a component: implement it to draw with Core Graphics, UIKit,
/// SwiftUI or anything else (``CoreGraphicsCanvas`` does on Apple platforms). It receives a
/// group per component with its opacity, a background rectangle, shapes with fill, stroke and
/// shadow, and text lines at their baselines, in the component's own coordinates.
public typealias TipCanvas = Canvas

extension TipComponent {
    /// Draws the component on `canvas` in `appearance`, exactly as `tipc` draws it in its SVGs.
    public func draw(on canvas: inout some TipCanvas, appearance: TipAppearance = .light) {
        ComponentPainter.paint(self, in: appearance, on: &canvas)
    }

    /// The area the component's drawing covers, in its own coordinates: its frame grown by its
    /// shadow, each side to a whole point (it may start at negative coordinates). A view that
    /// draws the component is this big and sits at `frame.origin + drawingBounds.origin`.
    public var drawingBounds: TipRect {
        ComponentPainter.drawingBounds(of: self)
    }

    /// The standalone SVG of the component in `appearance`: the same bytes `tipc build` writes
    /// in `<input>.<Component>.svg` for it (with `--appearance dark` for the dark one).
    public func svg(appearance: TipAppearance = .light) -> String {
        SVGWriter.component(self, appearance: appearance)
    }
}

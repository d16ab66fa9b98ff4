#if canImport(CoreGraphics) && canImport(CoreText)
import CoreGraphics
import CoreText
import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// Draws components into a Core Graphics context whose y axis points down (UIKit's contexts,
/// `UIGraphicsImageRenderer`, a `UIView.draw(_:)`; flip a macOS context first), in the
/// component's own coordinates: translate the context to where the component goes, then
/// `component.draw(on: &canvas)`. A thin translation of the painter's calls — the layout and the
/// picture are decided by the engine and ``ComponentPainter``. Compiled on Apple platforms only.
public struct CoreGraphicsCanvas: TipCanvas {
    /// The context drawn into.
    public let context: CGContext

    /// A canvas drawing into `context`.
    public init(context: CGContext) {
        self.context = context
    }

    public mutating func beginGroup(opacity: Double) {
        context.saveGState()
        context.setAlpha(CGFloat(opacity))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
    }

    public mutating func endGroup() {
        context.endTransparencyLayer()
        context.restoreGState()
    }

    public mutating func fillBackground(_ rect: TipRect, color: RGBAColor) {
        context.setFillColor(Self.color(color))
        context.fill(CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
    }

    /// Fill and stroke in one transparency layer, so that the shadow (blurred by its radius, as
    /// `CALayer.shadowRadius`; offset down for a positive y, as iOS draws it) is cast once by both.
    public mutating func draw(_ shape: CanvasShape, fill: RGBAColor, stroke: CanvasStroke?, shadow: CanvasShadow?) {
        let path = Self.path(shape)
        context.saveGState()
        if let shadow {
            context.setShadow(
                offset: CGSize(width: shadow.x, height: shadow.y), blur: CGFloat(shadow.radius), color: Self.color(shadow.color))
        }
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        if fill.alpha > 0 {
            context.addPath(path)
            context.setFillColor(Self.color(fill))
            context.fillPath()
        }
        if let stroke {
            context.addPath(path)
            context.setStrokeColor(Self.color(stroke.color))
            context.setLineWidth(CGFloat(stroke.width))
            if stroke.isMitered {
                context.setLineJoin(.miter)
                context.setMiterLimit(10)
            }
            context.strokePath()
        }
        context.endTransparencyLayer()
        context.restoreGState()
    }

    /// The line set by Core Text from its baseline, scaled horizontally to the width the layout
    /// measured (as the SVG's `textLength`); a styled line run by run, each in its font, at
    /// its own place and width.
    public mutating func draw(_ line: TipLine, font: TipFont, color: RGBAColor) {
        guard let runs = line.runs else {
            return draw(line.text, x: line.x, baseline: line.baseline, width: line.width, font: font, color: color)
        }
        for run in runs { draw(run.text, x: line.x + run.x, baseline: line.baseline, width: run.width, font: run.font, color: color) }
    }

    /// The slant of synthesised italic: x moves by this much per unit of height (about 11°).
    private static let syntheticItalicSlant: CGFloat = 0.2

    /// `text` set by Core Text in `font` from (`x`, `baseline`), `width` wide; an italic
    /// font without an italic face slanted.
    private func draw(_ text: String, x: Double, baseline: Double, width: Double, font: TipFont, color: RGBAColor) {
        let request = TipFontRequest(
            family: font.namedFamily, size: font.size, weight: font.weight.numericValue, italic: font.italic, monospaced: font.monospaced)
        let ctFont = CoreTextMeasurer.font(for: request)
        let attributes: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key(kCTFontAttributeName as String): ctFont,
            NSAttributedString.Key(kCTForegroundColorAttributeName as String): Self.color(color),
        ]
        let ctLine = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: attributes) as CFAttributedString)
        let natural = CTLineGetTypographicBounds(ctLine, nil, nil, nil)
        let slanted = font.italic && !CTFontGetSymbolicTraits(ctFont).contains(.traitItalic)
        context.saveGState()
        context.textMatrix = slanted ? CGAffineTransform(a: 1, b: 0, c: Self.syntheticItalicSlant, d: 1, tx: 0, ty: 0) : .identity
        context.translateBy(x: CGFloat(x), y: CGFloat(baseline))
        // Core Text draws y up: flip around the baseline.
        context.scaleBy(x: natural > 0 && width > 0 ? CGFloat(width / natural) : 1, y: -1)
        context.textPosition = .zero
        CTLineDraw(ctLine, context)
        context.restoreGState()
    }

    /// The SF Symbol `name`, else the asset image `name`, tinted `color` and fitted in `frame`,
    /// where UIKit has them; elsewhere, or for a name that is neither, the placeholder.
    public mutating func drawIcon(named name: String, in frame: TipRect, color: RGBAColor) {
        #if canImport(UIKit) && !os(watchOS)
        let configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(frame.height))
        if let image = UIImage(systemName: name, withConfiguration: configuration) ?? UIImage(named: name) {
            let tinted = image.withTintColor(UIColor(cgColor: Self.color(color)), renderingMode: .alwaysOriginal)
            let scale = min(CGFloat(frame.width) / max(1, tinted.size.width), CGFloat(frame.height) / max(1, tinted.size.height))
            let fitted = CGSize(width: tinted.size.width * scale, height: tinted.size.height * scale)
            let origin = CGPoint(x: CGFloat(frame.x) + (CGFloat(frame.width) - fitted.width) / 2, y: CGFloat(frame.y) + (CGFloat(frame.height) - fitted.height) / 2)
            UIGraphicsPushContext(context)
            tinted.draw(in: CGRect(origin: origin, size: fitted))
            UIGraphicsPopContext()
            return
        }
        #endif
        drawIconPlaceholder(in: frame, color: color)
    }

    private static func color(_ color: RGBAColor) -> CGColor {
        CGColor(
            srgbRed: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
            alpha: CGFloat(color.alpha) / 255)
    }

    private static func path(_ shape: CanvasShape) -> CGPath {
        switch shape {
        case .roundedRect(let rect, let radius):
            let frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            let corner = min(CGFloat(radius), frame.width / 2, frame.height / 2)
            return CGPath(roundedRect: frame, cornerWidth: corner, cornerHeight: corner, transform: nil)
        case .path(let path):
            let cgPath = CGMutablePath()
            var current = CGPoint.zero
            for command in path.commands {
                switch command {
                case .move(let point):
                    current = CGPoint(x: point.x, y: point.y)
                    cgPath.move(to: current)
                case .line(let point):
                    current = CGPoint(x: point.x, y: point.y)
                    cgPath.addLine(to: current)
                case .quadCurve(let control, let point):
                    current = CGPoint(x: point.x, y: point.y)
                    cgPath.addQuadCurve(to: current, control: CGPoint(x: control.x, y: control.y))
                case .arc(let radius, let clockwise, let point):
                    let end = CGPoint(x: point.x, y: point.y)
                    addSmallArc(to: cgPath, from: current, to: end, radius: CGFloat(radius), clockwise: clockwise)
                    current = end
                case .close:
                    cgPath.closeSubpath()
                }
            }
            return cgPath
        }
    }

    /// The small circular arc from `start` to `end` by its centre (``CircularArc``, tested
    /// with the rest of the engine); Core Graphics' `clockwise` is the other way round in a
    /// y-down space.
    private static func addSmallArc(to path: CGMutablePath, from start: CGPoint, to end: CGPoint, radius: CGFloat, clockwise: Bool) {
        guard let arc = CircularArc.between(
            TipPoint(x: Double(start.x), y: Double(start.y)), TipPoint(x: Double(end.x), y: Double(end.y)),
            radius: Double(radius), clockwise: clockwise)
        else {
            path.addLine(to: end)
            return
        }
        path.addArc(
            center: CGPoint(x: arc.center.x, y: arc.center.y), radius: CGFloat(arc.radius),
            startAngle: CGFloat(arc.startAngle), endAngle: CGFloat(arc.endAngle), clockwise: !clockwise)
    }
}
#endif

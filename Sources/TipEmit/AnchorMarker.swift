#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipLayout
import TipModel

/// The review sheet's mark of a tooltip's anchor: a red circled cross (a ring of radius
/// ``ringRadius`` crossed by arms reaching ``armLength`` from its centre).
///
/// Without an arrow it is centred on the anchor. With one, it stands just beyond the arrow's
/// tip, on the arrow's axis: its arm nearest the tip ends ``clearance`` short of it and points
/// at it, so the marker never covers the arrow however small the arrow is (the drawing never
/// reaches past the tip: the outline is inset so that its stroke, mitered, ends there).
struct AnchorMarker {
    /// The ring's radius.
    static let ringRadius: Double = 2.5
    /// How far each arm reaches from the centre.
    static let armLength: Double = 5
    /// The gap between an arrow's tip and the end of the arm pointing at it.
    static let clearance: Double = 1.5
    /// The width of the ring's and the arms' stroke.
    static let strokeWidth: Double = 1

    /// The centre of the ring and the cross, in the tooltip's coordinates.
    let centre: TipPoint

    /// The marker of `tooltip`'s anchor.
    init(for tooltip: TipTooltip) {
        guard let arrow = tooltip.arrow, let axis = Self.axis(of: arrow) else {
            centre = tooltip.anchor
            return
        }
        let distance = Self.clearance + Self.armLength
        centre = TipPoint(x: tooltip.anchor.x + axis.x * distance, y: tooltip.anchor.y + axis.y * distance)
    }

    /// The unit vector from the middle of the arrow's base towards its apex; nil for an arrow
    /// without height, which has nothing to cover.
    private static func axis(of arrow: TipArrow) -> TipPoint? {
        let dx = arrow.apex.x - (arrow.baseStart.x + arrow.baseEnd.x) / 2
        let dy = arrow.apex.y - (arrow.baseStart.y + arrow.baseEnd.y) / 2
        let length = hypot(dx, dy)
        guard length > 0.001, length.isFinite else { return nil }
        return TipPoint(x: dx / length, y: dy / length)
    }

    /// The area the marker's ink covers: the arms' reach (their ends are cut square) or the
    /// stroked ring's, whichever is larger, around the centre.
    var bounds: TipRect {
        let reach = max(Self.armLength, Self.ringRadius + Self.strokeWidth / 2)
        return TipRect(x: centre.x - reach, y: centre.y - reach, width: 2 * reach, height: 2 * reach)
    }

    /// Writes the marker as a group of its ring and its cross, at `indent`.
    func write(indent: Int, into out: inout OutputBytes) {
        let arm = Self.armLength
        out.openTag("g", indent: indent)
        out.attribute("fill", literal: "none")
        out.attribute("stroke", literal: "#FF3B30")
        out.attribute("stroke-width", Self.strokeWidth)
        out.closeStartTag()
        out.openTag("circle", indent: indent + 2)
        out.attribute("cx", centre.x)
        out.attribute("cy", centre.y)
        out.attribute("r", Self.ringRadius)
        out.closeEmptyTag()
        out.openTag("path", indent: indent + 2)
        out.attribute("d") { out in
            out.append(UInt8(ascii: "M"))
            out.write(point: TipPoint(x: centre.x - arm, y: centre.y))
            out.append(UInt8(ascii: "H"))
            out.write(number: centre.x + arm)
            out.append(UInt8(ascii: "M"))
            out.write(point: TipPoint(x: centre.x, y: centre.y - arm))
            out.append(UInt8(ascii: "V"))
            out.write(number: centre.y + arm)
        }
        out.closeEmptyTag()
        out.closeTag("g", indent: indent)
    }
}

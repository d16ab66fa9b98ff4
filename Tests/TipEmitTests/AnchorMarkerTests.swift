import Testing
import TipLayout
import TipModel
import TipStyle
import TipTestSupport
@testable import TipEmit

/// The sheet's anchor marker never covers a tooltip's arrow, whatever its edge and size (the
/// seed's 7 × 4.5 badge arrow, the default 16 × 8, a 20 × 20 one), and the sheet leaves room
/// for it.
@Suite struct AnchorMarkerTests {
    static let edges: [ArrowEdge] = [.top, .bottom, .left, .right]
    static let arrowSizes: [(width: Double, height: Double)] = [(7, 4.5), (16, 8), (20, 20)]

    private static func tooltip(edge: ArrowEdge, width: Double = 16, height: Double = 8, apexRadius: Double = 0) -> TipTooltip {
        var style = TooltipStyle()
        style.arrow.edge = edge
        style.arrow.width = width
        style.arrow.height = height
        style.arrow.apexRadius = apexRadius
        return Layout.tooltip(named: "T", text: "Anchor", style: style, measurer: HalfEmMeasurer()).tooltip
    }

    /// `point` along the unit vector `axis`.
    private static func along(_ axis: TipPoint, _ point: TipPoint) -> Double { point.x * axis.x + point.y * axis.y }

    @Test(arguments: edges)
    func theMarkerStandsBeyondTheTipOnTheArrowsAxis(edge: ArrowEdge) throws {
        for size in Self.arrowSizes {
            let tooltip = Self.tooltip(edge: edge, width: size.width, height: size.height, apexRadius: 1)
            let arrow = try #require(tooltip.arrow)
            #expect(tooltip.anchor == arrow.apex)
            let axis: TipPoint = switch edge {
            case .top: TipPoint(x: 0, y: -1)
            case .bottom: TipPoint(x: 0, y: 1)
            case .left: TipPoint(x: -1, y: 0)
            default: TipPoint(x: 1, y: 0)
            }
            // The arrow (its base and its tip; the outline is inset, so its ink too) lies on one
            // side of the line through the tip across the axis, the marker's ink on the other.
            let tip = Self.along(axis, arrow.apex)
            #expect(Self.along(axis, arrow.baseStart) < tip && Self.along(axis, arrow.baseEnd) < tip)
            let bounds = AnchorMarker(for: tooltip).bounds
            let corners = [
                TipPoint(x: bounds.minX, y: bounds.minY), TipPoint(x: bounds.maxX, y: bounds.minY),
                TipPoint(x: bounds.minX, y: bounds.maxY), TipPoint(x: bounds.maxX, y: bounds.maxY),
            ]
            let nearest = corners.map { Self.along(axis, $0) }.min() ?? tip
            #expect(abs(nearest - tip - AnchorMarker.clearance) < 1e-9, "\(edge) \(size)")
            // Centred on the axis, so its arm points at the tip.
            let centre = AnchorMarker(for: tooltip).centre
            #expect(abs(Self.along(TipPoint(x: axis.y, y: -axis.x), centre) - Self.along(TipPoint(x: axis.y, y: -axis.x), arrow.apex)) < 1e-9)
        }
    }

    @Test func withoutAnArrowTheMarkerIsCentredOnTheAnchor() {
        let tooltip = Self.tooltip(edge: .none)
        #expect(tooltip.arrow == nil)
        #expect(AnchorMarker(for: tooltip).centre == tooltip.anchor)
    }

    /// Each marker is placed on the sheet below its caption (the gap under the caption's
    /// baseline stays clear) and inside the sheet's margin, whatever the edge.
    @Test(arguments: edges)
    func theSheetLeavesRoomForTheMarker(edge: ArrowEdge) throws {
        let document = LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(Self.tooltip(edge: edge))])
        let sheet = try #require(ParsedSVG(SVGWriter.sheet(document)))
        let placed = try #require(sheet.all("g").compactMap { $0.attributes["transform"] }.first)
        let origin = ParsedSVG.numbers(String(placed.dropFirst("translate(".count).dropLast()))
        let circle = try #require(sheet.all("circle").first)
        let centre = TipPoint(
            x: origin[0] + (Double(circle.attributes["cx"] ?? "") ?? .nan), y: origin[1] + (Double(circle.attributes["cy"] ?? "") ?? .nan))
        let reach = AnchorMarker.armLength
        let texts = sheet.all("text")  // the heading, the caption, then the tooltip's text
        let captionBaseline = try #require(Double(texts[1].attributes["y"] ?? ""))
        let root = try #require(sheet.all("svg").first)
        let width = try #require(Double(root.attributes["width"] ?? "")), height = try #require(Double(root.attributes["height"] ?? ""))
        #expect(centre.y - reach >= captionBaseline + ReviewSheet.captionGap, "\(edge)")
        #expect(centre.x - reach >= ReviewSheet.margin, "\(edge)")
        #expect(centre.x + reach <= width - ReviewSheet.margin && centre.y + reach <= height - ReviewSheet.margin, "\(edge)")
    }
}

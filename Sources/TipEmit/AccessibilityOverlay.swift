import TipLayout
import TipModel

/// The review sheet's picture of what VoiceOver reads and where taps land, drawn over a
/// component when the sheet is asked for it (`--overlay accessibility`, `preview { overlay:
/// accessibility }`): each hit frame (actions, the close button, tappable tags) filled in
/// translucent orange, and each accessibility element's frame outlined in purple with its place
/// in the reading order in a badge at its top-left corner. A component hidden from VoiceOver has
/// no elements, so no badges.
struct AccessibilityOverlay {
    /// The badge's radius.
    static let badgeRadius: Double = 6
    /// The size of the number in a badge.
    static let badgeFontSize: Double = 8

    /// The elements in reading order.
    let elements: [TipAccessibilityElement]
    /// Where taps land.
    let hitFrames: [TipRect]

    /// The overlay of `component`.
    init(for component: ComponentLayout) {
        switch component {
        case .tooltip(let layout):
            let tooltip = layout.tooltip
            elements = tooltip.accessibility.elements
            hitFrames = tooltip.actions.map(\.hitFrame) + (tooltip.closeButton.map { [$0.hitFrame] } ?? [])
        case .tags(let layout):
            elements = layout.group.accessibility.elements
            hitFrames = layout.group.tags.compactMap(\.hitFrame)
        }
    }

    /// The centre of the badge of the element with frame `frame`.
    private static func badgeCentre(of frame: TipRect) -> TipPoint {
        TipPoint(x: frame.minX, y: frame.minY)
    }

    /// What the overlay covers, in component coordinates; nil when it draws nothing.
    var bounds: TipRect? {
        let radius = Self.badgeRadius
        let badges = elements.map { element in
            let centre = Self.badgeCentre(of: element.frame)
            return TipRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
        }
        let rects = hitFrames + elements.map(\.frame) + badges
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { union($0, $1) }
    }

    /// Writes the hit frames, then the elements' outlines, then their badges, at `indent`.
    func write(indent: Int, into out: inout OutputBytes) {
        guard !elements.isEmpty || !hitFrames.isEmpty else { return }
        out.openTag("g", indent: indent)
        out.attribute("class", literal: "accessibility-overlay")
        out.closeStartTag()
        for frame in hitFrames {
            out.openTag("rect", indent: indent + 2)
            SVGStyle.writeBounds(frame, into: &out)
            out.attribute("fill", literal: "#FF9500")
            out.attribute("fill-opacity", 0.2)
            out.attribute("stroke", literal: "#FF9500")
            out.attribute("stroke-width", 0.75)
            out.closeEmptyTag()
        }
        for element in elements {
            out.openTag("rect", indent: indent + 2)
            SVGStyle.writeBounds(element.frame, into: &out)
            out.attribute("fill", literal: "none")
            out.attribute("stroke", literal: "#AF52DE")
            out.attribute("stroke-width", 1)
            out.attribute("stroke-dasharray", literal: "2 1.5")
            out.closeEmptyTag()
        }
        for (index, element) in elements.enumerated() {
            let centre = Self.badgeCentre(of: element.frame)
            out.openTag("circle", indent: indent + 2)
            out.attribute("cx", centre.x)
            out.attribute("cy", centre.y)
            out.attribute("r", Self.badgeRadius)
            out.attribute("fill", literal: "#AF52DE")
            out.closeEmptyTag()
            out.openTag("text", indent: indent + 2)
            out.attribute("x", centre.x)
            out.attribute("y", centre.y + Self.badgeFontSize * 0.35)
            out.attribute("font-family") { SVGStyle.writeFontFamily(nil, into: &$0) }
            out.attribute("font-size", Self.badgeFontSize)
            out.attribute("font-weight", 700)
            out.attribute("text-anchor", literal: "middle")
            out.attribute("fill", literal: "#FFFFFF")
            out.append(UInt8(ascii: ">"))
            out.write(number: Double(index + 1))
            out.write(literal: "</text>\n")
        }
        out.closeTag("g", indent: indent)
    }

    private func union(_ a: TipRect, _ b: TipRect) -> TipRect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return TipRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}

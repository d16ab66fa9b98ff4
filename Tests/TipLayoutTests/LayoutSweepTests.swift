import Testing
import TipEmit
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// Many pseudo-random styles: every coordinate is finite and everything lies in the component.
@Suite struct LayoutSweepTests {
    private let tolerance = 1e-9

    private func randomText(_ random: inout SplitMix64) -> String {
        let alphabet = Array("ab c\nd 新着 ef")
        return String((0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }

    private func maybe(_ range: ClosedRange<Double>, _ random: inout SplitMix64) -> Double? {
        Bool.random(using: &random) ? Double.random(in: range, using: &random) : nil
    }

    private func randomTooltip(_ random: inout SplitMix64) -> (text: String, style: TooltipStyle) {
        (randomText(&random), tooltipStyle { style in
            style.font = FontStyle(size: .random(in: 1...30, using: &random))
            style.padding = EdgeInsets(
                top: .random(in: 0...20, using: &random), left: .random(in: 0...20, using: &random),
                bottom: .random(in: 0...20, using: &random), right: .random(in: 0...20, using: &random)
            )
            style.border = maybe(0.5...6, &random).map { Border(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0)), width: $0) }
            style.cornerRadius = .points(.random(in: 0...40, using: &random))
            style.width = maybe(0...300, &random)
            style.maxWidth = maybe(0...300, &random)
            style.lineSpacing = .random(in: 0...6, using: &random)
            style.numberOfLines = .random(in: 0...3, using: &random)
            style.lineBreakMode = LineBreakMode.allCases.randomElement(using: &random)!
            style.textAlignment = TextAlignment.allCases.randomElement(using: &random)!
            let positions: [ArrowPosition] = [
                .center, .leading(.random(in: -20...200, using: &random)),
                .trailing(.random(in: -20...200, using: &random)), .percent(.random(in: -10...110, using: &random)),
            ]
            style.arrow = ArrowStyle(
                edge: ArrowEdge.allCases.randomElement(using: &random)!,
                position: positions.randomElement(using: &random)!,
                width: .random(in: 0...40, using: &random), height: .random(in: 0...20, using: &random),
                apexRadius: .random(in: 0...10, using: &random)
            )
        })
    }

    private func randomTags(_ random: inout SplitMix64) -> (items: [String], style: TagGroupStyle) {
        let items = (0..<Int.random(in: 0...12, using: &random)).map { _ in randomText(&random) }
        var style = TagGroupStyle()
        style.width = .random(in: 0...400, using: &random)
        let horizontal = Double.random(in: 0...min(40, style.width), using: &random)
        style.padding = EdgeInsets(top: .random(in: 0...20, using: &random), left: horizontal / 2, bottom: .random(in: 0...20, using: &random), right: horizontal / 2)
        style.horizontalSpacing = .random(in: 0...20, using: &random)
        style.verticalSpacing = .random(in: 0...20, using: &random)
        style.rowHeight = maybe(0...50, &random).map(RowHeight.fixed) ?? .auto
        style.alignment = TagAlignment.allCases.randomElement(using: &random)!
        style.direction = LayoutDirection.allCases.randomElement(using: &random)!
        style.maxRows = Bool.random(using: &random) ? Int.random(in: 1...3, using: &random) : nil
        style.tag.font = FontStyle(size: .random(in: 1...30, using: &random))
        style.tag.padding = EdgeInsets(vertical: .random(in: 0...10, using: &random), horizontal: .random(in: 0...20, using: &random))
        return (items, style)
    }

    private func isInside(_ rect: TipRect, _ outer: TipRect) -> Bool {
        [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite)
            && rect.width >= 0 && rect.height >= 0
            && rect.minX >= outer.minX - tolerance && rect.minY >= outer.minY - tolerance
            && rect.maxX <= outer.maxX + tolerance && rect.maxY <= outer.maxY + tolerance
    }

    private func isInside(_ point: TipPoint, _ outer: TipRect) -> Bool {
        isInside(TipRect(x: point.x, y: point.y, width: 0, height: 0), outer)
    }

    @Test func tooltipsStayFiniteAndInside() {
        var random = SplitMix64(state: 20261129)
        for _ in 0..<400 {
            let (text, style) = randomTooltip(&random)
            let tip = Layout.tooltip(named: "T", text: text, style: style, measurer: HalfEmMeasurer()).tooltip
            let component = TipRect(x: 0, y: 0, width: tip.size.width, height: tip.size.height)
            #expect(isInside(tip.bubble.frame, component), "bubble of \(text.debugDescription)")
            #expect(isInside(tip.text.frame, tip.bubble.frame), "text box of \(text.debugDescription)")
            #expect(isInside(tip.anchor, component))
            #expect(points(of: tip.bubble.path).allSatisfy { isInside($0, component) }, "path \(tip.bubble.path.svgData)")
            #expect(tip.text.lines.allSatisfy { [$0.x, $0.baseline, $0.width].allSatisfy(\.isFinite) && $0.x >= tip.text.frame.x - tolerance })
            if let arrow = tip.arrow {
                #expect(arrow.apex == tip.anchor)
                #expect(isInside(arrow.baseStart, component) && isInside(arrow.baseEnd, component))
            } else {
                #expect(style.arrow.edge == .none)
            }
            if style.numberOfLines > 0 {
                #expect(tip.text.lines.count <= style.numberOfLines)
            }
        }
    }

    @Test func tagGroupsStayFiniteAndInside() {
        var random = SplitMix64(state: 42)
        for _ in 0..<400 {
            let (items, style) = randomTags(&random)
            let group = Layout.tagGroup(named: "G", items: items.map { TagItem($0) }, style: style, measurer: HalfEmMeasurer()).group
            let component = TipRect(x: 0, y: 0, width: group.size.width, height: group.size.height)
            let inner = TipRect(
                x: style.padding.left, y: style.padding.top,
                width: max(0, style.width - style.padding.horizontal), height: group.size.height - style.padding.vertical
            )
            #expect(group.size.height.isFinite)
            #expect(group.tags.allSatisfy { isInside($0.frame, inner) && isInside($0.frame, component) }, "\(items)")
            #expect(group.tags.allSatisfy { $0.line.x.isFinite && $0.line.baseline.isFinite && $0.line.width.isFinite })
            // No empty row, rows in order, and every item either shown or counted.
            #expect(Array(Set(group.tags.map(\.row))).sorted() == Array(0..<group.rows))
            #expect(group.tags.map(\.row) == group.tags.map(\.row).sorted())
            #expect(group.itemTags.count + group.hiddenCount == items.count)
            #expect(group.tags.count == group.itemTags.count + (group.hiddenCount > 0 ? 1 : 0))
            if let maxRows = style.maxRows { #expect(group.rows <= maxRows) }
            for row in 0..<group.rows {
                let frames = group.tags.filter { $0.row == row }.map(\.frame).sorted { $0.x < $1.x }
                #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxX <= $1.minX + tolerance }, "overlap in row \(row)")
            }
        }
    }
}

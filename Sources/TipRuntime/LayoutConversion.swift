import TipLayout
import TipStyle

// A decoded component as the layout engine's tree again, for drawing it with the painter
// `tipc` draws with (``ComponentPainter``). The painter reads geometry, colours and text only,
// so the layouts carry the default style.

extension TipTooltip {
    /// The tooltip as the engine's layout tree.
    var layout: TooltipLayout {
        TooltipLayout(
            name: name, size: size.layout, anchor: anchor.layout,
            bubble: BubbleLayout(
                frame: bubble.frame.layout, path: bubble.path.layout, fill: bubble.fill.layout, stroke: bubble.stroke?.layout,
                strokeWidth: bubble.strokeWidth, cornerRadius: bubble.cornerRadius),
            arrow: arrow.map { arrow in
                ArrowLayout(
                    edge: ArrowEdge(rawValue: arrow.edge.rawValue) ?? .none, apex: arrow.apex.layout, width: arrow.width, height: arrow.height,
                    baseStart: arrow.baseStart.layout, baseEnd: arrow.baseEnd.layout, apexRadius: arrow.apexRadius)
            },
            title: title?.layout,
            text: text.layout,
            icon: icon.map { IconLayout(name: $0.name, frame: $0.frame.layout, color: $0.color.layout) },
            actions: actions.map { action in
                ActionLayout(
                    id: action.id, title: action.title, frame: action.frame.layout, fill: action.fill.layout,
                    cornerRadius: action.cornerRadius, textColor: action.textColor.layout, font: action.font.layout,
                    lines: action.lines.map(\.layout))
            },
            closeButton: closeButton.map {
                CloseButtonLayout(frame: $0.frame.layout, glyph: $0.glyph.layout, color: $0.color.layout, lineWidth: $0.lineWidth)
            },
            shadow: shadow.map { Shadow(color: $0.color.layout, radius: $0.radius, x: $0.x, y: $0.y) },
            opacity: opacity,
            behavior: BehaviorLayout(dismiss: behavior.dismiss.map { trigger in
                trigger == .tap ? .tap : .after(seconds: behavior.autoDismissAfter ?? 0)
            }),
            animations: animations,
            style: TooltipStyle())
    }
}

extension TipTextBlock {
    /// The text block as the engine's layout tree.
    var layout: TextBlockLayout {
        TextBlockLayout(
            frame: frame.layout, font: font.layout, color: color.layout,
            alignment: TextAlignment(rawValue: alignment.rawValue) ?? .natural, lineHeight: lineHeight,
            lines: lines.map(\.layout))
    }
}

extension TipLine {
    /// The line as the engine's layout tree.
    var layout: LineLayout { LineLayout(text: text, x: x, baseline: baseline, width: width, runs: runs?.map(\.layout)) }
}

extension TipRun {
    /// The run as the engine's layout tree.
    var layout: RunLayout { RunLayout(text: text, x: x, width: width, font: font.layout) }
}

extension TipTagGroup {
    /// The tag group as the engine's layout tree.
    var layout: TagsLayout {
        TagsLayout(
            name: name, size: size.layout, background: background.layout,
            padding: EdgeInsets(top: padding.top, left: padding.left, bottom: padding.bottom, right: padding.right),
            rows: rows, hiddenCount: hiddenCount,
            tags: tags.map { tag in
                TagLayout(
                    text: tag.text, frame: tag.frame.layout,
                    line: LineLayout(
                        text: tag.text, x: tag.line.x, baseline: tag.line.baseline, width: tag.line.width,
                        runs: tag.line.runs?.map(\.layout)),
                    fill: tag.fill.layout, stroke: tag.stroke?.layout, strokeWidth: tag.strokeWidth, cornerRadius: tag.cornerRadius,
                    textColor: tag.textColor.layout, font: tag.font.layout, row: tag.row, isOverflowCounter: tag.overflow)
            },
            style: TagGroupStyle())
    }
}

extension TipPoint {
    var layout: Point { Point(x: x, y: y) }
}

extension TipSize {
    var layout: Size { Size(width: width, height: height) }
}

extension TipRect {
    var layout: Rect { Rect(x: x, y: y, width: width, height: height) }

    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension TipColor {
    var layout: RGBAColor { RGBAColor(red: r, green: g, blue: b, alpha: a) }
}

extension TipDynamicColor {
    var layout: DynamicColor { DynamicColor(light: light.layout, dark: dark.layout) }
}

extension TipFont {
    var layout: FontInfo {
        FontInfo(
            family: isSystem ? .system : .named(family), size: size, weight: FontWeight(rawValue: weight.rawValue) ?? .regular,
            italic: italic, monospaced: monospaced)
    }
}

extension TipPath {
    /// The path's commands as the layout's: tipc writes only moves, lines, quadratic curves,
    /// circular arcs and closes; a cubic curve or an elliptical arc (which it never writes) is
    /// drawn as a straight line to its end.
    var layout: Path {
        Path(commands.map { command in
            switch command {
            case .move(let point): .move(point.layout)
            case .line(let point): .line(point.layout)
            case .quadCurve(let control, let point): .quadCurve(control: control.layout, to: point.layout)
            case .arc(let radiusX, let radiusY, let rotation, let largeArc, let sweep, let point)
            where radiusX == radiusY && rotation == 0 && !largeArc:
                .arc(radius: radiusX, clockwise: sweep, to: point.layout)
            case .curve(_, _, let point), .arc(_, _, _, _, _, let point): .line(point.layout)
            case .close: .close
            }
        })
    }
}

import TipStyle

// The model at the JSON's precision: every number as ``NumberFormat`` writes it and a reader
// reads it back (thousandths, rounded half away from zero). What the runtime's layout engine
// returns, so that its layouts equal the components of `tipc`'s JSON field for field. The
// writer's tests hold each of these to the bytes it writes: decoding them gives exactly the
// rounded model.

private func rounded(_ value: Double) -> Double { NumberFormat.rounded(value) }

extension TipPoint {
    /// This point as the JSON writes it.
    public func roundedToJSONPrecision() -> TipPoint { TipPoint(x: rounded(x), y: rounded(y)) }
}

extension TipSize {
    /// This size as the JSON writes it.
    public func roundedToJSONPrecision() -> TipSize { TipSize(width: rounded(width), height: rounded(height)) }
}

extension TipRect {
    /// This rectangle as the JSON writes it.
    public func roundedToJSONPrecision() -> TipRect { NumberFormat.rounded(self) }
}

extension TipPath {
    /// This path as the JSON writes it.
    public func roundedToJSONPrecision() -> TipPath {
        TipPath(commands.map { command in
            switch command {
            case .move(let point): .move(point.roundedToJSONPrecision())
            case .line(let point): .line(point.roundedToJSONPrecision())
            case .quadCurve(let control, let point): .quadCurve(control: control.roundedToJSONPrecision(), to: point.roundedToJSONPrecision())
            case .arc(let radius, let clockwise, let point): .arc(radius: rounded(radius), clockwise: clockwise, to: point.roundedToJSONPrecision())
            case .close: .close
            }
        })
    }
}

extension TipFont {
    /// This font as the JSON writes it.
    public func roundedToJSONPrecision() -> TipFont {
        var font = self
        font.size = rounded(size)
        return font
    }
}

extension TipRun {
    /// This run as the JSON writes it.
    public func roundedToJSONPrecision() -> TipRun {
        TipRun(text: text, x: rounded(x), width: rounded(width), font: font.roundedToJSONPrecision())
    }
}

extension TipLine {
    /// This line as the JSON writes it.
    public func roundedToJSONPrecision() -> TipLine {
        TipLine(
            text: text, x: rounded(x), baseline: rounded(baseline), width: rounded(width), measuredWith: measuredWith,
            runs: runs?.map { $0.roundedToJSONPrecision() })
    }
}

extension TipTextBlock {
    /// This text as the JSON writes it.
    public func roundedToJSONPrecision() -> TipTextBlock {
        TipTextBlock(
            frame: frame.roundedToJSONPrecision(), font: font.roundedToJSONPrecision(), color: color, alignment: alignment,
            lineHeight: rounded(lineHeight), lines: lines.map { $0.roundedToJSONPrecision() }, written: written)
    }
}

extension TipBubble {
    /// This bubble as the JSON writes it.
    public func roundedToJSONPrecision() -> TipBubble {
        TipBubble(
            frame: frame.roundedToJSONPrecision(), path: path.roundedToJSONPrecision(), fill: fill, stroke: stroke,
            strokeWidth: rounded(strokeWidth), cornerRadius: rounded(cornerRadius))
    }
}

extension TipArrow {
    /// This arrow as the JSON writes it.
    public func roundedToJSONPrecision() -> TipArrow {
        TipArrow(
            edge: edge, apex: apex.roundedToJSONPrecision(), width: rounded(width), height: rounded(height), apexRadius: rounded(apexRadius),
            baseStart: baseStart.roundedToJSONPrecision(), baseEnd: baseEnd.roundedToJSONPrecision())
    }
}

extension TipIcon {
    /// This icon as the JSON writes it.
    public func roundedToJSONPrecision() -> TipIcon {
        TipIcon(name: name, frame: frame.roundedToJSONPrecision(), color: color)
    }
}

extension TipAction {
    /// This button as the JSON writes it.
    public func roundedToJSONPrecision() -> TipAction {
        TipAction(
            id: id, title: title, frame: frame.roundedToJSONPrecision(), hitFrame: hitFrame.roundedToJSONPrecision(), fill: fill, cornerRadius: rounded(cornerRadius), textColor: textColor,
            font: font.roundedToJSONPrecision(), lines: lines.map { $0.roundedToJSONPrecision() })
    }
}

extension TipCloseButton {
    /// This close button as the JSON writes it.
    public func roundedToJSONPrecision() -> TipCloseButton {
        TipCloseButton(
            frame: frame.roundedToJSONPrecision(), hitFrame: hitFrame.roundedToJSONPrecision(), glyph: glyph.roundedToJSONPrecision(), color: color,
            lineWidth: rounded(lineWidth))
    }
}

extension Shadow {
    /// This shadow as the JSON writes it.
    public func roundedToJSONPrecision() -> Shadow {
        Shadow(color: color, radius: rounded(radius), x: rounded(x), y: rounded(y))
    }
}

extension TipBehavior {
    /// This behaviour as the JSON writes it.
    public func roundedToJSONPrecision() -> TipBehavior {
        TipBehavior(dismiss: dismiss, autoDismissAfter: autoDismissAfter.map(rounded))
    }
}

extension TooltipAnimations {
    /// This motion as the JSON writes it.
    public func roundedToJSONPrecision() -> TooltipAnimations {
        TooltipAnimations(
            appear: appear?.roundedToJSONPrecision(), disappear: disappear?.roundedToJSONPrecision(),
            emphasis: emphasis?.roundedToJSONPrecision(), reducedMotion: reducedMotion?.roundedToJSONPrecision())
    }
}

extension ReducedMotion {
    /// This alternative as the JSON writes it.
    public func roundedToJSONPrecision() -> ReducedMotion {
        ReducedMotion(
            appear: appear?.roundedToJSONPrecision(), disappear: disappear?.roundedToJSONPrecision(),
            emphasis: emphasis?.roundedToJSONPrecision(), declared: declared)
    }
}

extension TooltipTransition {
    /// This transition as the JSON writes it.
    public func roundedToJSONPrecision() -> TooltipTransition {
        TooltipTransition(effects: effects.map { effect in
            TransitionEffect(kind: effect.kind, duration: rounded(effect.duration), scale: effect.scale.map(rounded))
        })
    }
}

extension TooltipEmphasis {
    /// This emphasis as the JSON writes it.
    public func roundedToJSONPrecision() -> TooltipEmphasis {
        var emphasis = self
        emphasis.duration = rounded(duration)
        emphasis.amplitude = rounded(amplitude)
        return emphasis
    }
}

extension TipTooltip {
    /// This tooltip as the JSON writes it.
    public func roundedToJSONPrecision() -> TipTooltip {
        TipTooltip(
            name: name, size: size.roundedToJSONPrecision(), anchor: anchor.roundedToJSONPrecision(), bubble: bubble.roundedToJSONPrecision(),
            arrow: arrow?.roundedToJSONPrecision(), title: title?.roundedToJSONPrecision(), text: text.roundedToJSONPrecision(),
            icon: icon?.roundedToJSONPrecision(), actions: actions.map { $0.roundedToJSONPrecision() },
            closeButton: closeButton?.roundedToJSONPrecision(), shadow: shadow?.roundedToJSONPrecision(), opacity: rounded(opacity),
            behavior: behavior.roundedToJSONPrecision(), animations: animations?.roundedToJSONPrecision(),
            accessibility: accessibility.roundedToJSONPrecision())
    }
}

extension TipAccessibility {
    /// This tree as the JSON writes it.
    public func roundedToJSONPrecision() -> TipAccessibility {
        var rounded = self
        rounded.elements = elements.map { element in
            var element = element
            element.frame = element.frame.roundedToJSONPrecision()
            return element
        }
        return rounded
    }
}

extension EdgeInsets {
    /// These insets as the JSON writes them.
    public func roundedToJSONPrecision() -> EdgeInsets {
        EdgeInsets(top: rounded(top), left: rounded(left), bottom: rounded(bottom), right: rounded(right))
    }
}

extension TipTagLine {
    /// This tag line as the JSON writes it.
    public func roundedToJSONPrecision() -> TipTagLine {
        TipTagLine(
            x: rounded(x), baseline: rounded(baseline), width: rounded(width), measuredWith: measuredWith,
            runs: runs?.map { $0.roundedToJSONPrecision() })
    }
}

extension TipTag {
    /// This tag as the JSON writes it.
    public func roundedToJSONPrecision() -> TipTag {
        TipTag(
            text: text, frame: frame.roundedToJSONPrecision(), hitFrame: hitFrame?.roundedToJSONPrecision(), line: line.roundedToJSONPrecision(),
            fill: fill, stroke: stroke,
            strokeWidth: rounded(strokeWidth), cornerRadius: rounded(cornerRadius), textColor: textColor, font: font.roundedToJSONPrecision(),
            row: row, overflow: overflow)
    }
}

extension TipTagGroup {
    /// This tag group as the JSON writes it.
    public func roundedToJSONPrecision() -> TipTagGroup {
        TipTagGroup(
            name: name, size: size.roundedToJSONPrecision(), background: background, padding: padding.roundedToJSONPrecision(), rows: rows,
            hiddenCount: hiddenCount, tags: tags.map { $0.roundedToJSONPrecision() }, accessibility: accessibility.roundedToJSONPrecision())
    }
}

extension TipComponent {
    /// This component as the JSON writes it.
    public func roundedToJSONPrecision() -> TipComponent {
        switch self {
        case .tooltip(let tooltip): .tooltip(tooltip.roundedToJSONPrecision())
        case .tags(let group): .tags(group.roundedToJSONPrecision())
        }
    }
}

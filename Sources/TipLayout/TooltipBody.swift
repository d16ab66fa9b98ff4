import TipStyle
import TipText

/// What a tooltip's bubble holds — its title above its message, and its icon — measured for
/// the widest its content box may be, then placed in that box once the bubble's width is known.
///
/// **Column.** The title and the message are one column: both wrap at the same width, the
/// column is as wide as the wider of them, and the message starts `title.spacing` below the
/// title's last line. Each keeps its own font, colour and number of lines; both share the
/// tooltip's alignment, line breaking, line spacing and ligatures.
///
/// **Icon.** A `leading` icon stands at the content box's left, `icon.spacing` before the
/// column, which is that much narrower; its centre is on the middle of the first line's
/// capitals (the title's, else the message's: ``TooltipText/firstCapMiddle``), and whichever
/// of icon and column would start above the content box starts at its top, the other moving
/// down. A `top` icon stands at the top, centred across the column, `icon.spacing` above it;
/// the column is at least as wide as the icon.
struct TooltipBody {
    /// The title, when the content has one.
    let title: TooltipText?
    /// The message.
    let message: TooltipText
    /// The title's look: the style's, or the defaults for a title laid out in a style that has
    /// none (an app's title in a style compiled without one).
    let titleStyle: TitleStyle
    let style: TooltipStyle
    /// The room a leading icon takes before the column: its size and spacing (0 without one).
    let leadingIcon: Double

    /// Measures `content` in `style` for a content box at most `maxWidth` wide (nil: unlimited).
    init(_ content: TooltipContent, style: TooltipStyle, maxWidth: Double?, measurer: some TextMeasurer) {
        self.style = style
        titleStyle = style.title ?? TitleStyle(textColor: style.textColor)
        let leadingIcon = style.icon.map { $0.placement == .leading ? $0.size + $0.spacing : 0 } ?? 0
        self.leadingIcon = leadingIcon
        let columnWidth = leadingIcon > 0 ? maxWidth.map { max(0, $0 - leadingIcon) } : maxWidth
        title = content.title.map { [titleStyle] text in
            TooltipText(text, font: titleStyle.font, numberOfLines: titleStyle.numberOfLines, paragraph: style, maxWidth: columnWidth, measurer: measurer)
        }
        message = TooltipText(
            content.text, font: style.font, numberOfLines: style.numberOfLines, paragraph: style, maxWidth: columnWidth, measurer: measurer)
    }

    /// The width the content needs: the leading icon's room and the column's, as wide as the
    /// widest line of the title and the message, and at least a top icon's size.
    var naturalWidth: Double {
        let lines = title.map { max($0.widestLine, message.widestLine) } ?? message.widestLine
        guard let icon = style.icon else { return lines }
        return leadingIcon + max(lines, icon.placement == .top ? icon.size : 0)
    }

    /// The content placed in the content box that starts at `origin` and is `width` wide, and
    /// the height it takes.
    func placed(at origin: Point, width: Double) -> PlacedBody {
        let columnWidth = max(0, width - leadingIcon)
        let (columnOffset, icon, iconBottom) = placedIcon(at: origin, columnWidth: columnWidth)
        var y = origin.y + columnOffset
        let x = origin.x + leadingIcon
        let titleBlock = title.map { title in
            let block = title.block(
                in: Rect(x: x, y: y, width: columnWidth, height: title.height), font: titleStyle.font, color: titleStyle.textColor,
                alignment: style.textAlignment)
            y += title.height + titleStyle.spacing
            return block
        }
        let text = message.block(
            in: Rect(x: x, y: y, width: columnWidth, height: message.height), font: style.font, color: style.textColor,
            alignment: style.textAlignment)
        let height = icon == nil ? columnHeight : max(columnOffset + columnHeight, iconBottom)
        return PlacedBody(title: titleBlock, text: text, icon: icon, height: height)
    }

    /// The height of the title, the space under it and the message, added in that order
    /// (never from coordinates, so that a message alone is exactly its own height).
    var columnHeight: Double {
        title.map { $0.height + titleStyle.spacing + message.height } ?? message.height
    }

    /// The icon placed in the content box at `origin` whose column is `columnWidth` wide, how
    /// far below the box's top the column then starts, and how far below it the icon ends.
    private func placedIcon(at origin: Point, columnWidth: Double) -> (columnOffset: Double, icon: IconLayout?, iconBottom: Double) {
        guard let icon = style.icon else { return (0, nil, 0) }
        let size = icon.size
        let offset: Double, columnOffset: Double, x: Double
        switch icon.placement {
        case .top:
            (offset, columnOffset, x) = (0, size + icon.spacing, origin.x + (columnWidth - size) / 2)
        case .leading:
            let centred = (title ?? message).firstCapMiddle - size / 2
            (offset, columnOffset, x) = (max(0, centred), max(0, -centred), origin.x)
        }
        let frame = Rect(x: x, y: origin.y + offset, width: size, height: size)
        return (columnOffset, IconLayout(name: icon.name, frame: frame, color: icon.color), offset + size)
    }
}

/// A tooltip's content placed in its bubble.
struct PlacedBody {
    let title: TextBlockLayout?
    let text: TextBlockLayout
    let icon: IconLayout?
    /// From the content box's top to the bottom of the lowest thing in it.
    let height: Double
}

import TipModel
import TipStyle
import TipText

/// What a tooltip's bubble holds — its title above its message, its icon, its action buttons,
/// the room of its close button — measured for the widest its content box may be, then placed
/// in that box once the bubble's width is known.
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
///
/// **Close button.** Icon and column — the header — keep clear of the close button's hit area
/// (``CloseButtonGeometry``): they end where it starts, its reserve before the content box's
/// right edge, and the header is at least as tall as the hit area reaches into the box.
///
/// **Actions.** The buttons (``ActionButtons``) span the content box below the header.
struct TooltipBody {
    /// The title, when the content has one.
    let title: TooltipText?
    /// The title as the content writes it, kept in its laid-out block (``TipTextBlock/written``).
    let writtenTitle: String?
    /// The message.
    let message: TooltipText
    /// The action buttons (none when the content has no actions).
    let actions: ActionButtons
    /// The title's look: the style's, or the defaults for a title laid out in a style that has
    /// none (an app's title in a style compiled without one); likewise the actions'.
    let titleStyle: TitleStyle
    let actionStyle: ActionStyle
    /// The icon, its size and spacing never negative (an app may set any).
    let icon: IconStyle?
    let style: TooltipStyle
    /// The room a leading icon takes before the column: its size and spacing (0 without one).
    let leadingIcon: Double
    /// The room the close button takes after the column (0 without one).
    let closeReserve: Double

    /// Measures `content` in `style` for a content box at most `maxWidth` wide (nil: unlimited).
    init(_ content: TooltipContent, style: TooltipStyle, maxWidth: Double?, measurer: some TextMeasurer) {
        self.style = style
        // A title or actions the style was compiled without take the defaults, as heavy as the
        // message's font is drawn (Bold Text).
        let legibility = style.font.legibilityWeight
        var titleStyle = style.title ?? TitleStyle(font: TitleStyle.standardFont.at(.standard, legibility), textColor: style.textColor)
        titleStyle.spacing = nonNegative(titleStyle.spacing)
        self.titleStyle = titleStyle
        actionStyle = style.action ?? ActionStyle(font: ActionStyle.standardFont.at(.standard, legibility), textColor: style.textColor)
        let icon = style.icon.map { icon in
            IconStyle(name: icon.name, size: nonNegative(icon.size), color: icon.color, placement: icon.placement, spacing: nonNegative(icon.spacing))
        }
        self.icon = icon
        let leadingIcon = icon.map { $0.placement == .leading ? $0.size + $0.spacing : 0 } ?? 0
        let closeReserve = style.closeButton?.reserve(padding: style.padding) ?? 0
        self.leadingIcon = leadingIcon
        self.closeReserve = closeReserve
        let aside = leadingIcon + closeReserve
        let columnWidth = aside > 0 ? maxWidth.map { max(0, $0 - aside) } : maxWidth
        writtenTitle = content.title
        title = content.title.map { [titleStyle] text in
            TooltipText(text, font: titleStyle.font, numberOfLines: titleStyle.numberOfLines, paragraph: style, maxWidth: columnWidth, measurer: measurer)
        }
        message = TooltipText(
            content.text, font: style.font, numberOfLines: style.numberOfLines, paragraph: style, maxWidth: columnWidth, measurer: measurer)
        actions = ActionButtons(content.actions, style: actionStyle, ligatures: style.ligatures, maxWidth: maxWidth, measurer: measurer)
    }

    /// The width the content needs in a box at most `maxWidth` wide (nil: unlimited): the
    /// header's — the leading icon's room, the column's (as wide as the widest line of the
    /// title and the message, and at least a top icon's size) and the close button's — or the
    /// actions', whichever is wider.
    func naturalWidth(maxWidth: Double?) -> Double {
        let lines = title.map { max($0.widestLine, message.widestLine) } ?? message.widestLine
        var header = lines
        if let icon { header = leadingIcon + max(lines, icon.placement == .top ? icon.size : 0) }
        if closeReserve > 0 { header += closeReserve }
        return actions.isEmpty ? header : max(header, actions.naturalWidth(maxWidth: maxWidth))
    }

    /// The content placed in the content box that starts at `origin` and is `width` wide, and
    /// the height it takes.
    func placed(at origin: TipPoint, width: Double) -> PlacedBody {
        let columnWidth = max(0, width - leadingIcon - closeReserve)
        let (columnOffset, icon, iconBottom) = placedIcon(at: origin, columnWidth: columnWidth)
        var y = origin.y + columnOffset
        let x = origin.x + leadingIcon
        let titleBlock = title.map { title in
            let block = title.placed(
                in: TipRect(x: x, y: y, width: columnWidth, height: title.height), font: titleStyle.font, color: titleStyle.textColor,
                alignment: style.textAlignment, written: writtenTitle)
            y += title.height + titleStyle.spacing
            return block
        }
        let text = message.placed(
            in: TipRect(x: x, y: y, width: columnWidth, height: message.height), font: style.font, color: style.textColor,
            alignment: style.textAlignment)
        var height = icon == nil ? columnHeight : max(columnOffset + columnHeight, iconBottom)
        var spacing = nonNegative(actionStyle.verticalSpacing)
        if let button = style.closeButton {
            let header = button.minimumHeaderHeight(padding: style.padding)
            height = max(height, header)
            // The first buttons' hit frames reach above them: they start where the close
            // button's ends, not over it.
            spacing = max(spacing, actions.hitOverhang - (height - header))
        }
        guard !actions.isEmpty else { return PlacedBody(title: titleBlock, text: text, icon: icon, actions: [], height: height) }
        let buttons = actions.placed(at: TipPoint(x: origin.x, y: origin.y + height + spacing), width: width)
        return PlacedBody(title: titleBlock, text: text, icon: icon, actions: buttons.buttons, height: height + spacing + buttons.height)
    }

    /// The height of the title, the space under it and the message, added in that order
    /// (never from coordinates, so that a message alone is exactly its own height).
    var columnHeight: Double {
        title.map { $0.height + titleStyle.spacing + message.height } ?? message.height
    }

    /// The icon placed in the content box at `origin` whose column is `columnWidth` wide, how
    /// far below the box's top the column then starts, and how far below it the icon ends.
    private func placedIcon(at origin: TipPoint, columnWidth: Double) -> (columnOffset: Double, icon: TipIcon?, iconBottom: Double) {
        guard let icon else { return (0, nil, 0) }
        let size = icon.size
        let offset: Double, columnOffset: Double, x: Double
        switch icon.placement {
        case .top:
            (offset, columnOffset, x) = (0, size + icon.spacing, origin.x + (columnWidth - size) / 2)
        case .leading:
            let centred = (title ?? message).firstCapMiddle - size / 2
            (offset, columnOffset, x) = (max(0, centred), max(0, -centred), origin.x)
        }
        let frame = TipRect(x: x, y: origin.y + offset, width: size, height: size)
        return (columnOffset, TipIcon(name: icon.name, frame: frame, color: icon.color), offset + size)
    }
}

/// A tooltip's content placed in its bubble.
struct PlacedBody {
    let title: PlacedText?
    let text: PlacedText
    let icon: TipIcon?
    let actions: [TipAction]
    /// From the content box's top to the bottom of the lowest thing in it.
    let height: Double
}

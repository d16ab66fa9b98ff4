import TipStyle
import TipText

/// What a tooltip's bubble holds — its title above its message — measured for the widest its
/// content box may be, then placed in that box once the bubble's width is known.
///
/// The title and the message are one column: both wrap at the same width, the column is as
/// wide as the wider of them, and the message starts `title.spacing` below the title's last
/// line. Each keeps its own font, colour and number of lines; both share the tooltip's
/// alignment, line breaking, line spacing and ligatures.
struct TooltipBody {
    /// The title, when the content has one.
    let title: TooltipText?
    /// The message.
    let message: TooltipText
    /// The title's look: the style's, or the defaults for a title laid out in a style that has
    /// none (an app's title in a style compiled without one).
    let titleStyle: TitleStyle
    let style: TooltipStyle

    /// Measures `content` in `style` for a content box at most `maxWidth` wide (nil: unlimited).
    init(_ content: TooltipContent, style: TooltipStyle, maxWidth: Double?, measurer: some TextMeasurer) {
        self.style = style
        titleStyle = style.title ?? TitleStyle(textColor: style.textColor)
        title = content.title.map { [titleStyle] text in
            TooltipText(text, font: titleStyle.font, numberOfLines: titleStyle.numberOfLines, paragraph: style, maxWidth: maxWidth, measurer: measurer)
        }
        message = TooltipText(
            content.text, font: style.font, numberOfLines: style.numberOfLines, paragraph: style, maxWidth: maxWidth, measurer: measurer)
    }

    /// The width the content needs: the widest line of the title and the message.
    var naturalWidth: Double {
        title.map { max($0.widestLine, message.widestLine) } ?? message.widestLine
    }

    /// The title and the message placed in the content box that starts at `origin` and is
    /// `width` wide, and the height they take.
    func placed(at origin: Point, width: Double) -> PlacedBody {
        var y = origin.y
        let titleBlock = title.map { title in
            let block = title.block(
                in: Rect(x: origin.x, y: y, width: width, height: title.height), font: titleStyle.font, color: titleStyle.textColor,
                alignment: style.textAlignment)
            y += title.height + titleStyle.spacing
            return block
        }
        let text = message.block(
            in: Rect(x: origin.x, y: y, width: width, height: message.height), font: style.font, color: style.textColor,
            alignment: style.textAlignment)
        return PlacedBody(title: titleBlock, text: text, height: columnHeight)
    }

    /// The height of the title, the space under it and the message, added in that order
    /// (never from coordinates, so that a message alone is exactly its own height).
    var columnHeight: Double {
        title.map { $0.height + titleStyle.spacing + message.height } ?? message.height
    }
}

/// A tooltip's content placed in its bubble.
struct PlacedBody {
    let title: TextBlockLayout?
    let text: TextBlockLayout
    /// From the content box's top to the bottom of the last thing in it.
    let height: Double
}

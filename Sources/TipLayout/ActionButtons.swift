import TipModel
import TipStyle
import TipText

/// A tooltip's action buttons, measured for the widest its content box may be, then placed
/// below its text once the box's width is known.
///
/// Each button is its title's width plus the horizontal padding wide — its natural width — and
/// the font's line height plus the vertical padding tall, its title on one line, centred.
/// The buttons go in a **row** when as many buttons as wide as the widest, with the horizontal
/// spacing between them, fit in the content box: they then share its width equally. Otherwise
/// they go in a **column**, each as wide as the content box, the vertical spacing between them —
/// or more, so that each button's 44-point hit frame ends where the next one's starts.
/// A title that does not fit in the widest content box (less the padding) is truncated at its
/// tail with "…". The buttons start the vertical spacing below what stands above them.
struct ActionButtons {
    /// One button before it is placed.
    private struct Measured {
        let action: TooltipAction
        /// The title as shown: whole, or truncated with "…".
        let shown: String
        let textWidth: Double
        /// The text width plus the horizontal padding.
        let width: Double
        let measuredWith: [String]?
    }

    private let buttons: [Measured]
    private let style: ActionStyle
    private let metrics: FontMetrics

    /// Measures `actions` in `style` for a content box at most `maxWidth` wide (nil: unlimited).
    init(_ actions: [TooltipAction], style: ActionStyle, ligatures: Ligatures, maxWidth: Double?, measurer: some TextMeasurer) {
        self.style = style
        let font = style.font.request(ligatures: ligatures)
        metrics = measurer.metrics(of: font)
        let padding = style.padding.horizontal
        buttons = actions.map { action in
            var line = TextLine(text: action.title, width: measurer.width(of: action.title[...], in: font))
            if let maxWidth, line.width + padding > maxWidth {
                line = TextLayout.truncate(action.title, toWidth: max(0, maxWidth - padding), in: font, mode: .tail, measurer: measurer)
            }
            let faces = style.font.family == nil ? nil : measurer.faceNames(of: line.text[...], in: font)
            return Measured(action: action, shown: line.text, textWidth: line.width, width: line.width + padding, measuredWith: faces)
        }
    }

    /// Whether there are no buttons.
    var isEmpty: Bool { buttons.isEmpty }

    /// The widest button's natural width.
    private var widest: Double { buttons.map(\.width).max() ?? 0 }

    /// The width of a row of buttons each as wide as the widest.
    private var rowWidth: Double {
        Double(buttons.count) * widest + Double(buttons.count - 1) * nonNegative(style.horizontalSpacing)
    }

    /// Whether the buttons stand in a row in a content box `width` wide.
    private func fitInARow(_ width: Double) -> Bool {
        rowWidth <= width + TagRowFiller.epsilon
    }

    /// The width the buttons need in a content box at most `maxWidth` wide (nil: unlimited): a
    /// row's when it fits, else the widest button's.
    func naturalWidth(maxWidth: Double?) -> Double {
        (maxWidth.map(fitInARow) ?? true) ? rowWidth : widest
    }

    /// A button's height: its font's line height plus the vertical padding.
    private var buttonHeight: Double { metrics.lineHeight + style.padding.vertical }

    /// How far a button's hit frame reaches above (and below) it: half what its height lacks
    /// of the minimum hit size.
    var hitOverhang: Double { max(0, (TipRect.minimumHitSize - buttonHeight) / 2) }

    /// The buttons placed in a row or a column from `origin`, in a content box `width` wide,
    /// and the height they take.
    func placed(at origin: TipPoint, width: Double) -> (buttons: [TipAction], height: Double) {
        let inRow = fitInARow(width)
        let count = Double(buttons.count)
        let hSpacing = nonNegative(style.horizontalSpacing)
        let vSpacing = max(nonNegative(style.verticalSpacing), TipRect.minimumHitSize - buttonHeight)
        let buttonWidth = inRow ? max(0, (width - (count - 1) * hSpacing) / count) : width
        let laidOut = buttons.indices.map { index in
            let step = Double(index)
            let frame = inRow
                ? TipRect(x: origin.x + step * (buttonWidth + hSpacing), y: origin.y, width: buttonWidth, height: buttonHeight)
                : TipRect(x: origin.x, y: origin.y + step * (buttonHeight + vSpacing), width: buttonWidth, height: buttonHeight)
            return layout(buttons[index], in: frame)
        }
        let height = inRow ? buttonHeight : count * buttonHeight + (count - 1) * vSpacing
        return (laidOut, height)
    }

    /// `button` in `frame`, its title centred across it, its baseline one ascender below the
    /// top padding.
    private func layout(_ button: Measured, in frame: TipRect) -> TipAction {
        let line = TipLine(
            text: button.shown, x: frame.x + (frame.width - button.textWidth) / 2, baseline: frame.y + style.padding.top + metrics.ascender,
            width: button.textWidth, measuredWith: button.measuredWith)
        return TipAction(
            id: button.action.id, title: button.action.title, frame: frame, fill: style.background,
            cornerRadius: style.cornerRadius.radius(width: frame.width, height: frame.height), textColor: style.textColor, font: style.font.info, lines: [line])
    }
}

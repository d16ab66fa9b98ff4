import TipStyle
import TipText

/// The layout pass: pure functions from a component's content and style to absolute geometry.
/// The same functions lay out a compiled component in `tipc` and a runtime string in an app.
public enum Layout {
    /// Lays out the tooltip `name` showing `text` in `style`, measuring the text with
    /// `measurer` (see ``TooltipLayouter`` for the rules).
    public static func tooltip(named name: String, text: String, style: TooltipStyle, measurer: some TextMeasurer) -> TooltipLayout {
        TooltipLayouter.layout(name: name, text: text, style: style, measurer: measurer)
    }

    /// Lays out the tag group `name` of `items` in `style`, measuring the text with `measurer`
    /// (see ``TagLayouter`` for the rules).
    public static func tagGroup(named name: String, items: [String], style: TagGroupStyle, measurer: some TextMeasurer) -> TagsLayout {
        TagLayouter.layout(name: name, items: items, style: style, measurer: measurer)
    }
}

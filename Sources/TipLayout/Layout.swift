import TipModel
import TipStyle
import TipText

/// The layout pass: pure functions from a component's content and style to absolute geometry.
/// The same functions lay out a compiled component in `tipc` and a runtime string in an app.
public enum Layout {
    /// Lays out the tooltip `name` showing `content` in `style` at the content size category
    /// `category` and legibility weight `legibility` (Bold Text), measuring the text with
    /// `measurer` (see ``TooltipLayouter`` for the rules). Only a font that scales with a text
    /// style and the scaled lengths change with the category; every font is one weight heavier
    /// with Bold Text; the layout keeps `style` as given.
    public static func tooltip(
        named name: String, content: TooltipContent, style: TooltipStyle, measurer: some TextMeasurer,
        sizeCategory category: ContentSizeCategory = .standard, legibilityWeight legibility: LegibilityWeight = .regular
    ) -> TooltipLayout {
        var layout = TooltipLayouter.layout(name: name, content: content, style: style.at(category, legibility), measurer: measurer)
        layout.style = style
        return layout
    }

    /// Lays out the tooltip `name` showing the message `text` alone (no title) in `style`: the
    /// ``tooltip(named:content:style:measurer:sizeCategory:legibilityWeight:)`` of that content.
    public static func tooltip(
        named name: String, text: String, style: TooltipStyle, measurer: some TextMeasurer,
        sizeCategory category: ContentSizeCategory = .standard, legibilityWeight legibility: LegibilityWeight = .regular
    ) -> TooltipLayout {
        tooltip(named: name, content: TooltipContent(text: text), style: style, measurer: measurer, sizeCategory: category, legibilityWeight: legibility)
    }

    /// Lays out the tag group `name` of `items` in `style` at the content size category
    /// `category` and legibility weight `legibility` (Bold Text), measuring the text with
    /// `measurer` (see ``TagLayouter`` for the rules). Only a tag font that scales with a text
    /// style and the scaled lengths change with the category; the font is one weight heavier
    /// with Bold Text; the layout keeps `style` as given.
    public static func tagGroup(
        named name: String, items: [TagItem], style: TagGroupStyle, measurer: some TextMeasurer,
        sizeCategory category: ContentSizeCategory = .standard, legibilityWeight legibility: LegibilityWeight = .regular
    ) -> TagsLayout {
        var layout = TagLayouter.layout(name: name, items: items, style: style.at(category, legibility), measurer: measurer)
        layout.style = style
        return layout
    }
}

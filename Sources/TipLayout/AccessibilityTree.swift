import TipModel
import TipStyle

/// What VoiceOver reads of a laid-out component, in reading order (Apple's: a heading first,
/// then the text, then the controls in their visual order):
///
/// - a tooltip: its title (`header`), its message (`staticText`; the file's label instead of
///   the message, if it gives one), its icon (`image`) only when it has a label (else it is
///   decoration), each action (`button`, with its id), the close button (`button`);
/// - a tag group: each tag (`staticText`, or `button` in a tappable group), the `+N` tag last.
///
/// A text is read whole, without its Markdown markers, even where its lines are cut off with
/// "…"; a button's frame is its hit frame. A component hidden from VoiceOver has no elements.
enum AccessibilityTree {
    /// The tree of a tooltip of `content` placed as `tooltip` is, in `style`.
    static func tooltip(_ tooltip: TipTooltip, content: TooltipContent, style: TooltipStyle, plainTitle: String?, plainText: String) -> TipAccessibility {
        let settings = style.accessibility ?? .standardTooltip
        guard !settings.hidden else { return TipAccessibility(elements: [], isHidden: true, onShow: .none) }
        let texts = content.accessibility
        var elements: [TipAccessibilityElement] = []
        if let title = tooltip.title, let plainTitle {
            elements.append(TipAccessibilityElement(role: .header, part: .title, label: plainTitle, frame: title.frame))
        }
        elements.append(TipAccessibilityElement(
            role: .staticText, part: .message, label: texts.label ?? plainText, hint: texts.hint, frame: tooltip.text.frame))
        if let icon = tooltip.icon, let label = texts.iconLabel {
            elements.append(TipAccessibilityElement(role: .image, part: .icon, label: label, hint: texts.iconHint, frame: icon.frame))
        }
        for (action, written) in zip(tooltip.actions, content.actions) {
            elements.append(TipAccessibilityElement(
                role: .button, part: .action, id: action.id, label: written.label ?? action.title, hint: written.hint, frame: action.hitFrame))
        }
        if let closeButton = tooltip.closeButton {
            elements.append(TipAccessibilityElement(
                role: .button, part: .closeButton, label: texts.closeButtonLabel ?? CloseButtonLabels.label(forLanguage: nil),
                frame: closeButton.hitFrame))
        }
        return TipAccessibility(elements: elements, onShow: settings.onShow)
    }

    /// The tree of a tag group whose tags are `tags`, each read as its item says (`items` in
    /// the tags' order; the `+N` tag, which has none, as its text), in `style`.
    static func tags(_ tags: [TipTag], items: [TagItem?], style: TagGroupStyle) -> TipAccessibility {
        guard style.accessibility?.hidden != true else { return TipAccessibility(elements: [], isHidden: true) }
        let elements = tags.indices.map { index in
            let tag = tags[index], item = items[index]
            return TipAccessibilityElement(
                role: style.tappable ? .button : .staticText, part: .tag, index: index, label: item?.label ?? item.map(plain) ?? tag.text,
                hint: item?.hint, frame: tag.hitFrame ?? tag.frame)
        }
        return TipAccessibility(elements: elements)
    }

    /// `item`'s text without its Markdown markers.
    private static func plain(_ item: TagItem) -> String {
        InlineMarkup.mayHaveMarkup(item.text) ? InlineMarkup.styledText(item.text).text : item.text
    }
}

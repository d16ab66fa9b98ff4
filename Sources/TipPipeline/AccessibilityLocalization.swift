import TipLayout
import TipSemantics

/// The texts VoiceOver reads beyond those drawn — labels and hints — as the strings table
/// localizes them, and the close button's label in each locale's language.
enum AccessibilityTextPlace: Hashable {
    case label, hint, iconLabel, iconHint, closeButtonLabel
    case actionLabel(Int), actionHint(Int)
    case itemLabel(Int), itemHint(Int), groupHint

    /// Every accessibility text of `component` that is `localized("key")`, with its key, in
    /// reading order.
    static func keys(of component: ResolvedComponent) -> [(place: AccessibilityTextPlace, key: LocalizedKey)] {
        var keys: [(AccessibilityTextPlace, LocalizedKey?)] = []
        switch component {
        case .tooltip(let tooltip):
            let texts = tooltip.accessibility
            keys += [(.label, texts.label?.key), (.hint, texts.hint?.key), (.iconLabel, texts.iconLabel?.key), (.iconHint, texts.iconHint?.key)]
            for (index, action) in tooltip.actions.enumerated() {
                keys += [(.actionLabel(index), action.accessibility.label?.key), (.actionHint(index), action.accessibility.hint?.key)]
            }
            keys.append((.closeButtonLabel, texts.closeButtonLabel?.key))
        case .tags(let group):
            for (index, item) in group.itemAccessibility.sorted(by: { $0.key < $1.key }) {
                keys += [(.itemLabel(index), item.label?.key), (.itemHint(index), item.hint?.key)]
            }
            keys.append((.groupHint, group.hint?.key))
        }
        return keys.compactMap { place, key in key.map { (place, $0) } }
    }

    /// Puts `text` at this place of `component`.
    func set(_ text: String, in component: inout ResolvedComponent) {
        switch (component, self) {
        case (.tooltip(var tooltip), _):
            set(text, in: &tooltip)
            component = .tooltip(tooltip)
        case (.tags(var group), _):
            set(text, in: &group)
            component = .tags(group)
        }
    }

    private func set(_ text: String, in tooltip: inout ResolvedTooltip) {
        switch self {
        case .label: tooltip.accessibility.label?.text = text
        case .hint: tooltip.accessibility.hint?.text = text
        case .iconLabel: tooltip.accessibility.iconLabel?.text = text
        case .iconHint: tooltip.accessibility.iconHint?.text = text
        case .closeButtonLabel: tooltip.accessibility.closeButtonLabel?.text = text
        case .actionLabel(let index) where tooltip.actions.indices.contains(index): tooltip.actions[index].accessibility.label?.text = text
        case .actionHint(let index) where tooltip.actions.indices.contains(index): tooltip.actions[index].accessibility.hint?.text = text
        default: break
        }
    }

    private func set(_ text: String, in group: inout ResolvedTagGroup) {
        switch self {
        case .itemLabel(let index): group.itemAccessibility[index]?.label?.text = text
        case .itemHint(let index): group.itemAccessibility[index]?.hint?.text = text
        case .groupHint: group.hint?.text = text
        default: break
        }
    }
}

/// The close button's label where a file gives none: "Close" in each locale's language
/// (``CloseButtonLabels``), so that VoiceOver says it as the system's own close buttons do.
enum CloseButtonLabelling {
    /// The indices of the tooltips of `document` with a close button and no label written.
    static func unlabelled(in document: ResolvedDocument) -> [Int] {
        document.components.indices.filter { index in
            guard case .tooltip(let tooltip) = document.components[index] else { return false }
            return tooltip.style.closeButton != nil && tooltip.accessibility.closeButtonLabel == nil
        }
    }

    /// Labels the close buttons of the tooltips at `indices` in the source language, and in each
    /// locale of `outcome` whose language says it otherwise (adding those components to the
    /// locale).
    static func label(_ indices: [Int], of document: inout ResolvedDocument, outcome: inout Localization.Outcome) {
        guard !indices.isEmpty else { return }
        let source = CloseButtonLabels.label(forLanguage: outcome.language(of: nil))
        for index in indices { setLabel(source, in: &document.components[index]) }
        for locale in outcome.locales.indices where outcome.locales[locale].locale != Localization.pseudoLocale {
            let label = CloseButtonLabels.label(forLanguage: outcome.language(of: outcome.locales[locale].locale))
            guard label != source else { continue }
            for index in indices {
                var component = outcome.locales[locale].components[index] ?? document.components[index]
                setLabel(label, in: &component)
                outcome.locales[locale].components[index] = component
            }
        }
    }

    private static func setLabel(_ label: String, in component: inout ResolvedComponent) {
        guard case .tooltip(var tooltip) = component else { return }
        tooltip.accessibility.closeButtonLabel = ResolvedText(.literal(label))
        component = .tooltip(tooltip)
    }
}

import TipSemantics

/// A pseudo-locale, as Xcode's "Accented" and "Double-Length" pseudolanguages are together: each
/// text's letters accented (so that glyphs above and below the line show) and the text
/// repeated, in brackets (so that a cut-off end shows): `Tap here` → `[Ţåþ ĥéŕé Ţåþ ĥéŕé]`.
/// What breaks in German or Finnish, which run about a third to double longer than English,
/// breaks here first.
enum PseudoLocalization {
    /// Every component, every text stretched.
    static func components(of document: ResolvedDocument) -> [Int: ResolvedComponent] {
        var components: [Int: ResolvedComponent] = [:]
        for (index, component) in document.components.enumerated() {
            switch component {
            case .tooltip(var tooltip):
                tooltip.text = stretched(tooltip.text)
                tooltip.title = tooltip.title.map(stretched)
                for index in tooltip.actions.indices {
                    tooltip.actions[index].title = stretched(tooltip.actions[index].title)
                    tooltip.actions[index].accessibility = stretched(tooltip.actions[index].accessibility)
                }
                let texts = tooltip.accessibility
                tooltip.accessibility = ResolvedTooltipAccessibility(
                    label: texts.label.map(stretched), hint: texts.hint.map(stretched), iconLabel: texts.iconLabel.map(stretched),
                    iconHint: texts.iconHint.map(stretched), closeButtonLabel: texts.closeButtonLabel.map(stretched))
                components[index] = .tooltip(tooltip)
            case .tags(var group):
                group.items = group.items.map(stretched)
                group.itemAccessibility = group.itemAccessibility.mapValues(stretched)
                group.hint = group.hint.map(stretched)
                components[index] = .tags(group)
            }
        }
        return components
    }

    /// `text` with its text stretched.
    private static func stretched(_ text: ResolvedText) -> ResolvedText {
        var stretchedText = text
        stretchedText.text = stretched(text.text)
        return stretchedText
    }

    /// `texts` with the label and hint stretched.
    private static func stretched(_ texts: ResolvedAccessibilityText) -> ResolvedAccessibilityText {
        var stretchedTexts = texts
        stretchedTexts.label = texts.label.map(stretched)
        stretchedTexts.hint = texts.hint.map(stretched)
        return stretchedTexts
    }

    /// `text` accented, twice, in brackets; line breaks kept in both halves.
    static func stretched(_ text: String) -> String {
        let accented = String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
        return "[" + accented + " " + accented + "]"
    }

    /// ASCII letters and the accented letters that replace them (Latin-1 Supplement and Latin
    /// Extended-A, which every Latin font has).
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}

import TipSemantics
import TipSyntax

/// The components of a compilation in each locale it is laid out in beyond its source
/// language, with their texts from the strings table.
public struct LocalizedComponents: Sendable {
    /// The locale, as the strings table names it (`ko`, `de`, `zh-Hans`), or
    /// ``Localization/pseudoLocale``.
    public var locale: String
    /// The components whose texts differ from the source language's, by component index, with
    /// those texts.
    public var components: [Int: ResolvedComponent]
}

/// Reads the strings table of a resolved document, puts each `localized("key")`'s source
/// language text in its place, and makes the components of every other locale asked for.
///
/// - The table is read once (``StringTableReader``); a table that cannot be read is E060 at
///   the declaration's path, with the position inside the table when one is known.
/// - A key the table lacks is E061 with a suggestion; `localized` without a table is E062; a
///   key with no source-language text, or with plural or device variations, is E063.
/// - A locale asked for that the table lacks is E064 at the declaration, one in a script tipc
///   cannot lay out yet E065 (``LocaleScript``); a key without a text
///   in a locale is W005, once per key naming every such locale, and that locale shows the
///   source language's text, as iOS does (keys marked not to translate are not reported).
/// - The pseudo-locale (``pseudoLocale``) stretches every text of every component, literal or
///   not (``PseudoLocalization``), so it works for a file with no table too.
public enum Localization {
    /// The name of the pseudo-locale in outputs and captions.
    public static let pseudoLocale = "pseudo"

    /// What localizing a document gave.
    public struct Outcome: Sendable {
        /// The table's source language, nil without a table.
        public var sourceLanguage: String?
        /// The other locales laid out, in order, with their components.
        public var locales: [LocalizedComponents]
        /// The table's files (for `--deps` and `watch`).
        public var files: [String]
        /// Errors and warnings, in the order found.
        public var diagnostics: [Diagnostic]
    }

    /// Localizes `document` in place (the source language's texts) and returns the other
    /// locales: those of `requested` (nil: every locale of the table), then the pseudo-locale
    /// when `pseudo` is set.
    public static func localize(_ document: inout ResolvedDocument, requested: [String]?, pseudo: Bool) -> Outcome {
        var outcome = Outcome(sourceLanguage: nil, locales: [], files: [], diagnostics: [])
        let uses = keyUses(in: document)
        let unlabelledCloseButtons = CloseButtonLabelling.unlabelled(in: document)
        if let spec = document.strings {
            switch StringTableReader.read(path: spec.path) {
            case .success(let table):
                outcome.sourceLanguage = table.sourceLanguage
                outcome.files = table.files
                let locales = chosenLocales(requested, of: table, at: spec.span, diagnostics: &outcome.diagnostics)
                outcome.locales = translate(&document, uses: uses, table: table, locales: locales, diagnostics: &outcome.diagnostics)
            case .failure(let error):
                outcome.diagnostics.append(Diagnostic(.stringsTableUnreadable, LocalizationMessages.unreadable(error), at: spec.span))
            }
        } else {
            for use in uses {
                outcome.diagnostics.append(Diagnostic(.noStringsTable, LocalizationMessages.noTable(use.key.key), at: use.key.span,
                                                      notes: [DiagnosticNote(LocalizationMessages.declareTable)]))
            }
        }
        if outcome.sourceLanguage != nil {
            CloseButtonLabelling.label(unlabelledCloseButtons, of: &document, outcome: &outcome)
        }
        if pseudo {
            outcome.locales.append(LocalizedComponents(locale: pseudoLocale, components: PseudoLocalization.components(of: document)))
        }
        return outcome
    }

    /// Which text of a component a key gives.
    private enum TextPlace {
        /// A tooltip's text (its message).
        case text
        /// A tooltip's title.
        case title
        /// The title of the tooltip's action at this index.
        case action(Int)
        /// The tag item at this index.
        case item(Int)
        /// A label or hint VoiceOver reads.
        case accessibility(AccessibilityTextPlace)
    }

    /// One `localized("key")` of a component: which text it gives.
    private struct KeyUse {
        let component: Int
        let place: TextPlace
        let key: LocalizedKey
    }

    /// Every `localized("key")` of `document`, component by component: a tooltip's title, its
    /// text, then its actions' titles; a group's items in order.
    private static func keyUses(in document: ResolvedDocument) -> [KeyUse] {
        var uses: [KeyUse] = []
        for index in document.components.indices {
            switch document.components[index] {
            case .tooltip(let tooltip):
                if let key = tooltip.titleKey { uses.append(KeyUse(component: index, place: .title, key: key)) }
                if let key = tooltip.localizedKey { uses.append(KeyUse(component: index, place: .text, key: key)) }
                for (action, resolved) in tooltip.actions.enumerated() {
                    if let key = resolved.titleKey { uses.append(KeyUse(component: index, place: .action(action), key: key)) }
                }
            case .tags(let group):
                for (item, key) in group.itemKeys.sorted(by: { $0.key < $1.key }) {
                    uses.append(KeyUse(component: index, place: .item(item), key: key))
                }
            }
            for (place, key) in AccessibilityTextPlace.keys(of: document.components[index]) {
                uses.append(KeyUse(component: index, place: .accessibility(place), key: key))
            }
        }
        return uses
    }

    /// `requested` if the table has each (E064 for one it lacks, left out), else all its
    /// locales; the source language never (it is the default layout). A locale chosen, or the
    /// source language, in a script tipc cannot lay out is E065 (``LocaleScript``).
    private static func chosenLocales(_ requested: [String]?, of table: StringTable, at span: Span, diagnostics: inout [Diagnostic]) -> [String] {
        var chosen: [String] = []
        for locale in requested ?? table.locales where locale != table.sourceLanguage && !chosen.contains(locale) {
            guard table.locales.contains(locale) else {
                let suggestion = Suggestions.suggestion(for: locale, at: span, among: table.locales)
                diagnostics.append(Diagnostic(.unknownLocale, LocalizationMessages.unknownLocale(locale, available: table.locales), at: span,
                                              notes: suggestion.map { [$0.note] } ?? []))
                continue
            }
            chosen.append(locale)
        }
        let layable = table.locales.filter { LocaleScript.reasonCannotLayOut($0) == nil && $0 != table.sourceLanguage }
        for locale in [table.sourceLanguage] + chosen {
            guard let reason = LocaleScript.reasonCannotLayOut(locale) else { continue }
            let note = locale == table.sourceLanguage ? LocalizationMessages.sourceCannotBeLaidOut : LocalizationMessages.layOutOthers(layable)
            diagnostics.append(Diagnostic(.unsupportedLocale, LocalizationMessages.cannotLayOut(locale, reason: reason), at: span,
                                          notes: [DiagnosticNote(note)]))
        }
        return chosen.filter { LocaleScript.reasonCannotLayOut($0) == nil }
    }

    /// Puts the source texts into `document` and returns the components of each locale.
    private static func translate(
        _ document: inout ResolvedDocument, uses: [KeyUse], table: StringTable, locales: [String], diagnostics: inout [Diagnostic]
    ) -> [LocalizedComponents] {
        var localized = locales.map { LocalizedComponents(locale: $0, components: [:]) }
        for use in uses {
            guard let entry = table.entry(for: use.key.key) else {
                let suggestion = Suggestions.suggestion(for: use.key.key, at: use.key.span, among: table.keys)
                diagnostics.append(Diagnostic(
                    .unknownStringsKey, LocalizationMessages.unknownKey(use.key.key), at: use.key.span,
                    notes: suggestion.map { [$0.note] } ?? []))
                continue
            }
            guard let source = text(entry, in: table.sourceLanguage, use: use, diagnostics: &diagnostics) else { continue }
            checkMarkup(source, of: use, in: table.sourceLanguage, diagnostics: &diagnostics)
            set(source, for: use, in: &document.components[use.component])
            var missing: [String] = []
            for index in localized.indices {
                let locale = localized[index].locale
                var text = source
                switch entry.value(in: locale) {
                case .text(let translated, _)?:
                    text = translated
                    checkMarkup(translated, of: use, in: locale, diagnostics: &diagnostics)
                case .variations(let kinds)?:
                    diagnostics.append(Diagnostic(.unusableString, LocalizationMessages.variations(use.key.key, kinds: kinds, locale: locale), at: use.key.span))
                case nil where entry.shouldTranslate: missing.append(locale)
                case nil: break
                }
                var component = localized[index].components[use.component] ?? document.components[use.component]
                set(text, for: use, in: &component)
                localized[index].components[use.component] = component
            }
            if !missing.isEmpty {
                diagnostics.append(Diagnostic(.missingTranslation, LocalizationMessages.missingTranslation(use.key.key, locales: missing), at: use.key.span))
            }
        }
        return localized
    }

    /// Reports the mistakes in the inline Markdown of `text`, the text `use` gives in
    /// `locale`, at its key (``MarkupChecks``); action titles, labels and hints have none (they
    /// are plain).
    private static func checkMarkup(_ text: String, of use: KeyUse, in locale: String, diagnostics: inout [Diagnostic]) {
        switch use.place {
        case .action, .accessibility: return
        case .text, .title, .item: break
        }
        if let diagnostic = MarkupChecks.diagnostic(of: text, key: use.key, locale: locale) { diagnostics.append(diagnostic) }
    }

    /// The text of `entry` in the source language, or nil after E063.
    private static func text(_ entry: StringEntry, in locale: String, use: KeyUse, diagnostics: inout [Diagnostic]) -> String? {
        switch entry.value(in: locale) {
        case .text(let text, _)?:
            return text
        case .variations(let kinds)?:
            diagnostics.append(Diagnostic(.unusableString, LocalizationMessages.variations(use.key.key, kinds: kinds, locale: locale), at: use.key.span))
        case nil:
            diagnostics.append(Diagnostic(.unusableString, LocalizationMessages.noSourceText(use.key.key, locale: locale), at: use.key.span))
        }
        return nil
    }

    private static func set(_ text: String, for use: KeyUse, in component: inout ResolvedComponent) {
        if case .accessibility(let place) = use.place { return place.set(text, in: &component) }
        switch (component, use.place) {
        case (.tooltip(var tooltip), .text):
            tooltip.text = text
            component = .tooltip(tooltip)
        case (.tooltip(var tooltip), .title):
            tooltip.title = text
            component = .tooltip(tooltip)
        case (.tooltip(var tooltip), .action(let action)) where tooltip.actions.indices.contains(action):
            tooltip.actions[action].title = text
            component = .tooltip(tooltip)
        case (.tags(var group), .item(let item)) where group.items.indices.contains(item):
            group.items[item] = text
            component = .tags(group)
        default:
            break
        }
    }
}

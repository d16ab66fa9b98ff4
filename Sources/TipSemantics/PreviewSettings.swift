import TipStyle
import TipSyntax

/// What the main file's `preview { … }` asks the review sheet to show, and the JSON to lay out
/// in full: each component at these content size categories (the default one when nothing
/// else is asked), in these appearances and legibility weights.
public struct PreviewSettings: Sendable, Equatable {
    /// The content size categories, smallest first, each once.
    public var sizeCategories: [ContentSizeCategory]
    /// The appearances, light first, each once.
    public var appearances: [Appearance]
    /// The legibility weights, regular first, each once: with ``LegibilityWeight/bold`` the
    /// sheet shows each component with Bold Text too.
    public var legibilityWeights: [LegibilityWeight]
    /// What the sheet draws over each component, each once.
    public var overlays: [SheetOverlay] = []
    /// The locales of the strings table to lay out beside its source language, in order; nil:
    /// all of them.
    public var locales: [String]?

    /// Settings showing `sizeCategories` in `appearances`, `legibilityWeights` and `locales`.
    public init(
        sizeCategories: [ContentSizeCategory] = [.standard], appearances: [Appearance] = [.light],
        legibilityWeights: [LegibilityWeight] = [.regular], locales: [String]? = nil
    ) {
        self.sizeCategories = Array(Set(sizeCategories)).sorted()
        self.appearances = Appearance.allCases.filter(appearances.contains)
        self.legibilityWeights = LegibilityWeight.allCases.filter(legibilityWeights.contains)
        self.locales = locales
    }

    /// What a file without `preview` shows.
    public static let standard = PreviewSettings()
}

/// Checks the `preview` declarations of every loaded file and reads the main file's.
///
/// Members: `sizeCategories: NAME, …` (a category's SwiftUI name, the HIG's `AX1`…`AX5`, or
/// `all`), `appearances: light, dark` (any of the four), `legibilityWeights: regular, bold`
/// (either or both), `overlay: accessibility` (what VoiceOver reads and where taps land) and
/// `locales: "ko", "ja"` (of the strings table; all of them when not written). An unknown member is E020, an unknown category E023 (each with a suggestion); a
/// member written twice is W003 (the last wins); a second `preview` in one file is E025.
/// Only the main file's preview counts: a file's preview shows that file.
enum PreviewDeclarations {
    private static let members = ["sizeCategories", "appearances", "legibilityWeights", "overlay", "locales"]

    /// The main file's settings, every file's declarations checked.
    static func settings(graph: ImportGraph, main: FileID, log: inout DiagnosticLog) -> PreviewSettings {
        var mainSettings = PreviewSettings.standard
        for file in graph.finishOrder {
            var first: PreviewDeclaration?
            for declaration in graph.previews(in: file) {
                if let first {
                    log.report(.duplicateName, SemanticMessages.duplicatePreview, at: declaration.keyword,
                               notes: [DiagnosticNote(SemanticMessages.firstDeclaredHere, at: first.keyword)])
                    continue
                }
                first = declaration
                let settings = check(declaration, log: &log)
                if file == main { mainSettings = settings }
            }
        }
        return mainSettings
    }

    private static func check(_ declaration: PreviewDeclaration, log: inout DiagnosticLog) -> PreviewSettings {
        var settings = PreviewSettings.standard
        var written: [String: Span] = [:]
        for member in declaration.body.members {
            guard case .property(let property) = member, property.pathList.count == 1, members.contains(property.pathList[0].name) else {
                let name: Identifier = switch member {
                case .block(let block): block.name
                case .property(let property): property.pathList[0]
                }
                log.report(.unknownProperty, SemanticMessages.unknownMember(name.name, of: "preview"), at: name.span,
                           suggesting: Suggestions.suggestion(for: name.name, at: name.span, among: members))
                continue
            }
            let name = property.pathList[0]
            if let first = written[name.name] {
                log.report(.duplicateProperty, SemanticMessages.duplicateProperty(name.name), at: name.span,
                           notes: [DiagnosticNote(SemanticMessages.firstDeclaredHere, at: first)])
            }
            written[name.name] = name.span
            switch name.name {
            case "appearances":
                if let appearances = names(property.value, of: Appearance.allCases, what: "an appearance", property: "appearances", log: &log) {
                    settings.appearances = appearances
                }
            case "legibilityWeights":
                if let weights = names(
                    property.value, of: LegibilityWeight.allCases, what: "a legibility weight", property: "legibilityWeights", log: &log
                ) {
                    settings.legibilityWeights = weights
                }
            case "overlay":
                if let overlays = names(property.value, of: SheetOverlay.allCases, what: "an overlay", property: "overlay", log: &log) {
                    settings.overlays = overlays
                }
            case "locales":
                if let locales = strings(property.value, log: &log) { settings.locales = locales }
            default:
                if let categories = sizeCategories(property.value, log: &log) {
                    settings.sizeCategories = Array(Set(categories)).sorted()
                }
            }
        }
        return settings
    }

    /// `"STRING", …`: locale names as the strings table spells them (`"ko"`, `"zh-Hans"`), each once.
    private static func strings(_ value: Value, log: inout DiagnosticLog) -> [String]? {
        guard let terms = singleTerms(of: value, expected: "a locale string (`\"ko\"`)", log: &log, { kind in
            if case .string(let text) = kind { text } else { nil }
        }) else { return nil }
        var found: [String] = []
        for (text, _) in terms where !found.contains(text) { found.append(text) }
        return found
    }

    /// `NAME, …`, each one of `cases` by its name, in the order of `cases`, each once.
    private static func names<Case: RawRepresentable & Equatable>(
        _ value: Value, of cases: [Case], what: String, property: String, log: inout DiagnosticLog
    ) -> [Case]? where Case.RawValue == String {
        guard let terms = singleTerms(of: value, expected: what, log: &log, identifier) else { return nil }
        var found: [Case] = []
        for (name, span) in terms {
            guard let value = cases.first(where: { $0.rawValue == name }) else {
                log.report(.unknownEnumValue, SemanticMessages.unknownEnumValue(name, property: property), at: span,
                           suggesting: Suggestions.suggestion(for: name, at: span, among: cases.map(\.rawValue)))
                return nil
            }
            found.append(value)
        }
        return cases.filter(found.contains)
    }

    /// `NAME, …` or `all`: each element one name.
    private static func sizeCategories(_ value: Value, log: inout DiagnosticLog) -> [ContentSizeCategory]? {
        guard let terms = singleTerms(of: value, expected: "a content size category", log: &log, identifier) else { return nil }
        var categories: [ContentSizeCategory] = []
        let names = ContentSizeCategory.allCases.map(\.rawValue) + ContentSizeCategory.allCases.compactMap { $0.accessibilityLevel.map { "AX\($0)" } }
        for (name, span) in terms {
            if name == "all", value.elementList.count == 1 { return ContentSizeCategory.allCases }
            guard let category = ContentSizeCategory(name: name) else {
                log.report(.unknownEnumValue, SemanticMessages.unknownSizeCategory(name), at: span,
                           suggesting: Suggestions.suggestion(for: name, at: span, among: names + ["all"]))
                return nil
            }
            categories.append(category)
        }
        return categories
    }

    /// Each element of `value` as the one term `read` accepts, with its span; nil after E040
    /// at the first element that is not one (`expected` says what it should be).
    private static func singleTerms<Read>(
        of value: Value, expected: String, log: inout DiagnosticLog, _ read: (TermKind) -> Read?
    ) -> [(Read, Span)]? {
        var terms: [(Read, Span)] = []
        for element in value.elementList {
            guard element.termList.count == 1, let accepted = read(element.termList[0].kind) else {
                let term = element.termList.first
                log.report(.typeMismatch, SemanticMessages.typeMismatch(expected: expected, found: term?.kind ?? .list([])),
                           at: term?.span ?? element.span)
                return nil
            }
            terms.append((accepted, element.termList[0].span))
        }
        return terms
    }

    /// The name an identifier term is.
    private static func identifier(_ kind: TermKind) -> String? {
        if case .identifier(let name) = kind { name } else { nil }
    }
}

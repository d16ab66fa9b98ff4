import TipLayout
import TipSemantics
import TipStyle
import TipSyntax

/// The accessibility checks of every variant of a component — each locale, text size,
/// legibility weight and appearance — before the app runs:
///
/// - W011 and W012: contrast of texts and of the graphics that must be seen, in every
///   appearance (``ContrastChecks``), from the colours alone;
/// - W013: hit areas too small or overlapping (``HitAreaChecks``), on the laid-out variants
///   the variant checks read;
/// - W016: labels that say nothing (``LabelChecks``), from each locale's texts.
///
/// Each is reported at the component's name, naming the variant: the locale, the text size
/// and the appearance, where the finding depends on them. By default only the worst variant of
/// each check, part and locale of a component is reported — the most contrast missing, the
/// most points lacking or overlapping — with how many others fail; with ``everyVariant``,
/// every one.
struct AccessibilityChecks: Sendable {
    /// One finding of component `component`.
    private struct Located: Sendable {
        let component: Int
        let finding: AccessibilityFinding
    }

    /// Whether every failing variant is reported, not only the worst.
    let everyVariant: Bool
    private var found: [Located] = []

    init(everyVariant: Bool) {
        self.everyVariant = everyVariant
    }

    /// Checks the colours and labels of every component of `document`, in the source language
    /// and in each locale of `localized` whose texts differ; the graphics, whose colours no
    /// locale changes, in the source language only.
    mutating func inspect(_ document: ResolvedDocument, localized: Localization.Outcome?) {
        var ratios = ContrastRatioCache()
        for (index, component) in document.components.enumerated() {
            inspect(component, index: index, locale: localized?.sourceLanguage, graphics: true, ratios: &ratios)
        }
        for locale in localized?.locales ?? [] {
            for (index, component) in locale.components.sorted(by: { $0.key < $1.key }) {
                inspect(component, index: index, locale: locale.locale, graphics: false, ratios: &ratios)
            }
        }
    }

    private mutating func inspect(
        _ component: ResolvedComponent, index: Int, locale: String?, graphics: Bool, ratios: inout ContrastRatioCache
    ) {
        let categories = component.scales ? ContentSizeCategory.allCases : [.standard]
        let findings = ContrastChecks.findings(of: component, at: categories, graphics: graphics, cache: &ratios)
            + LabelChecks.findings(of: component)
        add(findings, component: index, locale: locale)
    }

    /// Checks the hit areas of `layout`, component `index` laid out in `locale` at `category`
    /// and `legibility`.
    mutating func inspect(
        _ layout: ComponentLayout, index: Int, locale: String?, category: ContentSizeCategory, legibility: LegibilityWeight
    ) {
        var findings = HitAreaChecks.findings(of: HitAreaChecks.targets(of: layout.model))
        for position in findings.indices {
            findings[position].variant.category = category
            findings[position].variant.legibility = legibility
        }
        add(findings, component: index, locale: locale)
    }

    private mutating func add(_ findings: [AccessibilityFinding], component: Int, locale: String?) {
        for var finding in findings {
            finding.variant.locale = locale
            found.append(Located(component: component, finding: finding))
        }
    }

    /// Takes the findings of `other` after those of this one.
    mutating func append(_ other: AccessibilityChecks) {
        found += other.found
    }

    private struct Key: Hashable {
        let component: Int
        let check: DiagnosticCode
        let locale: String?
        let part: String
    }

    /// The warnings, in component order, then check, locale (in the order laid out) and part:
    /// each one's worst variant (or every one).
    func diagnostics(for components: [ResolvedComponent]) -> [Diagnostic] {
        var localeRanks: [String?: Int] = [:]
        var partRanks: [Key: Int] = [:]
        for located in found {
            let finding = located.finding
            if localeRanks[finding.variant.locale] == nil { localeRanks[finding.variant.locale] = localeRanks.count }
            let key = Key(component: located.component, check: finding.check, locale: finding.variant.locale, part: finding.part)
            if partRanks[key] == nil { partRanks[key] = partRanks.count }
        }
        let groups = Dictionary(grouping: found.indices) {
            Key(component: found[$0].component, check: found[$0].finding.check, locale: found[$0].finding.variant.locale, part: found[$0].finding.part)
        }
        func order(_ key: Key) -> (Int, String, Int, Int) {
            (key.component, key.check.rawValue, localeRanks[key.locale] ?? 0, partRanks[key] ?? 0)
        }
        var diagnostics: [Diagnostic] = []
        // Each key's place worked out once, not at every comparison.
        for (key, _) in groups.keys.map({ ($0, order($0)) }).sorted(by: { $0.1 < $1.1 }) {
            let group = groups[key, default: []].sorted {
                let left = found[$0].finding.variant.rank, right = found[$1].finding.variant.rank
                return (left.0, left.1, left.2, $0) < (right.0, right.1, right.2, $1)
            }.map { found[$0].finding }
            // The first of the worst: the default text size, then the others from the smallest,
            // regular before Bold Text, then appearances in order.
            let reported = everyVariant ? group : group.max { $0.measure < $1.measure }.map { [$0] } ?? []
            let component = components[key.component]
            for finding in reported {
                let message = VariantMessages.finding(
                    component.name, finding.problem(), locale: finding.variant.locale, category: finding.variant.category,
                    legibility: finding.variant.legibility, others: everyVariant ? 0 : group.count - 1)
                diagnostics.append(Diagnostic(finding.check, message, at: component.nameSpan))
            }
        }
        return diagnostics
    }
}

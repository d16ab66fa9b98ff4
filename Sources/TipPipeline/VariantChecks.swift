import TipLayout
import TipSemantics
import TipStyle
import TipSyntax
import TipText

/// The checks made on every laid-out variant of a component — each locale, each content size
/// category, with Bold Text off and on — before the app runs:
///
/// - W006: a tooltip's text (or title) does not fit its `numberOfLines` (it is truncated or
///   clipped);
/// - W007: a tag group's `maxRows` hides tags (in the `+N` tag);
/// - W008: a component is wider or taller than its `budget`;
/// - W010: a tooltip's action title is truncated to fit its button;
/// - W017: a tag is wider than its group (its text is cut with "…").
///
/// W006 and W007 report what the sheet does not show: a variant that is cut while the
/// component as designed — the source language at the default text size, Bold Text off — is not (a text
/// truncated or tags counted in `+N` there are what the file asks for). W008, W010 and W017
/// report every variant, the default one too (no property asks for a truncated action or tag).
///
/// Each is reported at the component's name, naming the locale (as the strings table names it),
/// the content size category (Apple's names) and Bold Text where it is on. By default only the
/// worst variant of each check of each component in each locale is reported — the most lines cut
/// off, tags hidden or points over — with how many others in that locale fail; with
/// ``everyVariant``, every one.
///
/// The same layouts feed the hit-area check of ``accessibility`` (W013): a tag group whose tags
/// are tappable has checks too.
struct VariantChecks: Sendable {
    /// One variant that fails a check.
    private struct Finding: Sendable {
        let component: Int
        let check: DiagnosticCode
        /// What part of the component the check is about, when the check looks at several
        /// (W006: the title or the text), each reported on its own.
        let part: String
        /// What the message says is wrong, after the component's name.
        let problem: String
        /// How far off it is, to find the worst (lines cut off, tags hidden, points over).
        let measure: Double
        let locale: String?
        let category: ContentSizeCategory
        let legibility: LegibilityWeight
        /// Whether it is the component as designed: the source language at the default size,
        /// Bold Text off.
        let isDefault: Bool
    }

    /// Whether every failing variant is reported, not only each check's worst.
    var everyVariant = false
    private var findings: [Finding] = []
    /// The accessibility checks (W011–W013, W016), which read the same layouts.
    var accessibility: AccessibilityChecks

    init(everyVariant: Bool) {
        self.everyVariant = everyVariant
        accessibility = AccessibilityChecks(everyVariant: everyVariant)
    }

    /// Which layouts of a component its checks read.
    enum Scope: Sendable {
        /// None: it has nothing to check.
        case none
        /// The design's alone — the source language at the default size — where its arrow goes
        /// (W009): an arrow off the centre is its only check.
        case design
        /// Every variant: each locale, each legibility weight and, when its fonts or lengths scale, each
        /// content size category.
        case everyVariant
    }

    /// Which layouts of `component` its checks read (so that only those are laid out).
    static func scope(of component: ResolvedComponent) -> Scope {
        switch component {
        case .tooltip(let tooltip):
            let style = tooltip.style
            if style.numberOfLines > 0 || style.title.map({ $0.numberOfLines > 0 }) == true || style.budget != nil
                || !tooltip.actions.isEmpty {
                return .everyVariant
            }
            return style.arrow.edge != .none && style.arrow.position != .center ? .design : .none
        case .tags:
            // Any tag may be wider than its group in some variant (W017).
            return .everyVariant
        }
    }

    /// Checks `layout`, component `index` (`component`) laid out in `locale` (nil: the source
    /// language, or the only one) at `category` and `legibility`; `isSource` when the locale is
    /// the source language.
    mutating func inspect(
        _ layout: ComponentLayout, of component: ResolvedComponent, index: Int, locale: String?, isSource: Bool,
        category: ContentSizeCategory, legibility: LegibilityWeight
    ) {
        let isDefault = isSource && category == .standard && legibility == .regular
        func found(_ check: DiagnosticCode, _ problem: String, measure: Double, part: String = "") {
            findings.append(Finding(
                component: index, check: check, part: part, problem: problem, measure: measure, locale: locale, category: category,
                legibility: legibility, isDefault: isDefault))
        }
        accessibility.inspect(layout, index: index, locale: locale, category: category, legibility: legibility)
        switch (layout, component) {
        case (.tooltip(let layout), _):
            let tooltip = layout.tooltip
            let texts = [("title", tooltip.title, layout.titleLinesNeeded), ("text", tooltip.text, layout.textLinesNeeded)]
            for (part, text, needed) in texts {
                guard let text, let needed, needed > text.lines.count else { continue }
                let shown = text.lines.count
                found(.textCut, VariantMessages.textCut(part, needs: needed, shows: shown), measure: Double(needed - shown), part: part)
            }
            let truncated = tooltip.actions.filter(\.isTruncated)
            if !truncated.isEmpty {
                let shown = truncated.map { (id: $0.id, title: $0.title, shown: $0.lines.first?.text ?? "") }
                // How much is cut: the characters of the titles the buttons do not show.
                let cut = shown.reduce(0) { $0 + max(0, $1.title.count - ($1.shown.count - 1)) }
                found(.actionTitleCut, VariantMessages.actionTitlesCut(shown.map { ($0.id, $0.shown) }), measure: Double(cut))
            }
        case (.tags(let layout), _):
            let tags = layout.group
            if tags.hiddenCount > 0 {
                found(.tagsHidden, VariantMessages.tagsHidden(tags.hiddenCount, rows: tags.rows), measure: Double(tags.hiddenCount))
            }
            let cut = tags.cutTags
            if !cut.isEmpty {
                found(.tagCut, VariantMessages.tagsCut(cut.map(\.text)), measure: Double(cut.count))
            }
        }
        // Where the arrow goes is the design's, not a variant's: reported for the default only.
        if case .tooltip(let tooltip) = layout, case .tooltip(let resolved) = component, isDefault,
           let arrow = tooltip.arrowAlongEdge, abs(arrow.placed - arrow.requested) >= 0.5 {
            let distance = abs(arrow.placed - arrow.requested)
            found(.arrowMoved, VariantMessages.arrowMoved(resolved.style.arrow.position, by: distance, cornerRadius: resolved.style.cornerRadius),
                  measure: distance)
        }
        let budget: SizeBudget? = switch component {
        case .tooltip(let tooltip): tooltip.style.budget
        case .tags(let group): group.style.budget
        }
        if let budget {
            let size = layout.size
            let over = [(budget.width.map { size.width - $0 }, "wide", size.width), (budget.height.map { size.height - $0 }, "tall", size.height)]
            for (excess, dimension, actual) in over {
                guard let excess, excess > 0.0005 else { continue }
                found(.overBudget, VariantMessages.overBudget(dimension, actual: actual, limit: actual - excess), measure: excess)
            }
        }
    }

    /// Takes the findings of `other` after those of this one.
    mutating func append(_ other: VariantChecks) {
        findings += other.findings
        accessibility.append(other.accessibility)
    }

    /// The warnings, in component order: each check's worst variant in each locale (or every one).
    func diagnostics(for components: [ResolvedComponent]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let groups = Dictionary(grouping: findings.indices) {
            FindingKey(component: findings[$0].component, check: findings[$0].check, part: findings[$0].part)
        }
        for key in groups.keys.sorted(by: { ($0.component, $0.check, $0.part) < ($1.component, $1.check, $1.part) }) {
            let group = groups[key, default: []].map { findings[$0] }
            if [.textCut, .tagsHidden].contains(key.check), group.contains(where: \.isDefault) { continue }
            let (name, span) = Self.name(of: components[key.component])
            // In each locale, the first of the worst: categories from the smallest (a build
            // inspects the default category first, a check in order: both agree here).
            for locale in Self.byLocale(Self.ordered(group)) {
                let reported = everyVariant ? locale : locale.max { $0.measure < $1.measure }.map { [$0] } ?? []
                for finding in reported {
                    let others = everyVariant ? 0 : locale.count - 1
                    let message = finding.check == .arrowMoved
                        ? VariantMessages.designFinding(name, finding.problem)
                        : VariantMessages.finding(
                            name, finding.problem, locale: finding.locale, category: finding.category, legibility: finding.legibility,
                            others: others)
                    diagnostics.append(Diagnostic(finding.check, message, at: span))
                }
            }
        }
        return diagnostics + accessibility.diagnostics(for: components)
    }

    /// `ordered` (ordered by locale) cut where the locale changes: each locale's findings.
    private static func byLocale(_ ordered: [Finding]) -> [ArraySlice<Finding>] {
        var locales: [ArraySlice<Finding>] = []
        var start = ordered.startIndex
        for index in ordered.indices.dropFirst() where ordered[index].locale != ordered[index - 1].locale {
            locales.append(ordered[start..<index])
            start = index
        }
        if start < ordered.endIndex { locales.append(ordered[start...]) }
        return locales
    }

    /// `findings` (of one component and check) by locale, in the order the locales were laid
    /// out, then by category from the smallest, then regular before Bold Text.
    private static func ordered(_ findings: [Finding]) -> [Finding] {
        var localeRanks: [String?: Int] = [:]
        for finding in findings where localeRanks[finding.locale] == nil { localeRanks[finding.locale] = localeRanks.count }
        return findings.indices.sorted { a, b in
            let left = findings[a], right = findings[b]
            return (localeRanks[left.locale] ?? 0, left.category, left.legibility, a)
                < (localeRanks[right.locale] ?? 0, right.category, right.legibility, b)
        }.map { findings[$0] }
    }

    private struct FindingKey: Hashable {
        let component: Int
        let check: DiagnosticCode
        let part: String
    }

    private static func name(of component: ResolvedComponent) -> (String, Span) {
        switch component {
        case .tooltip(let tooltip): (tooltip.name, tooltip.nameSpan)
        case .tags(let group): (group.name, group.nameSpan)
        }
    }
}

import TipLayout
import TipParallel
import TipSemantics
import TipStyle
import TipSyntax
import TipText

extension ResolvedDocument {
    /// Lays out every component at the default content size category, measuring text with
    /// `measurer`; components keep their declaration order. Each is laid out from its content
    /// and style alone (``Layout``). A component whose fonts or lengths scale is laid out at every other
    /// category too: in full at the categories of `fullCategories`, elsewhere only its size is
    /// kept, where it differs.
    ///
    /// Each locale of `localized` is laid out the same way, its components only. Every layout
    /// measures its text in its locale's language (``Localization/Outcome/language(of:)``): the
    /// components in the table's source language, each locale's in its own.
    ///
    /// With `maximumThreads` above 1, the components are laid out on that many cores at most,
    /// in pieces of consecutive components joined in order: the layout is the serial one.
    public func layout(
        measurer: some TextMeasurer, fullCategories: Set<ContentSizeCategory> = [], localized: Localization.Outcome? = nil,
        maximumThreads: Int = 1, legibility: LegibilityWeight = .regular
    ) -> LayoutDocument {
        var checks = VariantChecks(everyVariant: false)
        return layout(
            measurer: measurer, fullCategories: fullCategories, localized: localized, maximumThreads: maximumThreads, legibility: legibility,
            checks: &checks)
    }

    /// ``layout(measurer:fullCategories:localized:maximumThreads:legibility:)``, checking every
    /// variant of the components that have checks as it lays them out (``VariantChecks``; the
    /// findings of each piece are joined in order, so the warnings are those of one thread).
    func layout(
        measurer: some TextMeasurer, fullCategories: Set<ContentSizeCategory>, localized: Localization.Outcome?,
        maximumThreads: Int, legibility: LegibilityWeight = .regular, checks: inout VariantChecks
    ) -> LayoutDocument {
        let layouter = ComponentLayouter(measurer: measurer, fullCategories: fullCategories, localized: localized, legibility: legibility)
        let chunks = ParallelWork.chunks(
            of: components.count, minimumChunk: Self.componentsPerPiece,
            maximumChunks: maximumThreads > 1 ? ParallelWork.pieces(forThreads: maximumThreads) : 1)
        let everyVariant = checks.everyVariant
        var sizeCategories: [Int: SizeCategoryVariants] = [:]
        let (standards, pieces) = ParallelWork.map(
            count: components.count, in: chunks, state: { LaidOutPiece(checks: VariantChecks(everyVariant: everyVariant)) }
        ) { [components] index, piece in
            let (standard, variants) = layouter.laidOut(
                components[index], index: index, locale: localized?.sourceLanguage, isSource: true, checks: &piece.checks)
            if !variants.isEmpty { piece.sizeCategories[index] = variants }
            return standard
        }
        for piece in pieces {
            sizeCategories.merge(piece.sizeCategories) { first, _ in first }
            checks.append(piece.checks)
        }
        var localizations: [LocaleLayouts] = []
        for locale in localized?.locales ?? [] {
            var components: [Int: LocaleLayouts.Component] = [:]
            for (index, component) in locale.components.sorted(by: { $0.key < $1.key }) {
                let (standard, variants) = layouter.laidOut(component, index: index, locale: locale.locale, isSource: false, checks: &checks)
                components[index] = LocaleLayouts.Component(layout: standard, sizeCategories: variants)
            }
            localizations.append(LocaleLayouts(locale: locale.locale, components: components))
        }
        return LayoutDocument(
            source: source, components: standards, fonts: fontDeclarations, sizeCategories: sizeCategories,
            sourceLanguage: localized?.sourceLanguage, localizations: localizations)
    }

    /// The fewest components a thread of its own lays out: below that, starting it costs more
    /// than it saves.
    static let componentsPerPiece = 256

    /// Checks every variant of the components that have checks, laying out only those
    /// variants their checks read (``VariantChecks/Scope``): what `tipc check` and the
    /// language server run, without a layout of the whole document. The variants are laid out
    /// on all cores, in pieces of consecutive components whose findings are joined in order,
    /// so the warnings are those of one thread.
    func checkVariants(measurer: some TextMeasurer, localized: Localization.Outcome?, checks: inout VariantChecks) {
        var jobs: [VariantCheckJob] = []
        func add(_ component: ResolvedComponent, index: Int, locale: String?, isSource: Bool) {
            let categories: [ContentSizeCategory] = switch VariantChecks.scope(of: component) {
            case .none: []
            case .design: isSource ? [.standard] : []
            case .everyVariant: component.scales ? ContentSizeCategory.allCases : [.standard]
            }
            if !categories.isEmpty {
                jobs.append(VariantCheckJob(locale: locale, isSource: isSource, index: index, component: component, categories: categories))
            }
        }
        for (index, component) in components.enumerated() {
            add(component, index: index, locale: localized?.sourceLanguage, isSource: true)
        }
        for locale in localized?.locales ?? [] {
            for (index, component) in locale.components.sorted(by: { $0.key < $1.key }) {
                add(component, index: index, locale: locale.locale, isSource: false)
            }
        }
        let pieces = ParallelWork.chunks(of: jobs.count, minimumChunk: 8, maximumChunks: ParallelWork.pieces(forThreads: ParallelWork.coreCount))
        let everyVariant = checks.everyVariant
        let found = ParallelWork.map(pieces) { [jobs] range in
            var piece = VariantChecks(everyVariant: everyVariant)
            for job in jobs[range] {
                let measurer = LanguageMeasurer(measurer, language: localized?.language(of: job.locale))
                for category in job.categories {
                    for legibility in LegibilityWeight.allCases {
                        piece.inspect(job.component.layout(measurer: measurer, at: category, legibility), of: job.component, index: job.index,
                                      locale: job.locale, isSource: job.isSource, category: category, legibility: legibility)
                    }
                }
            }
            return piece
        }
        for piece in found { checks.append(piece) }
    }

    /// The families declared with files, each file relative to the main file's folder.
    var fontDeclarations: [DeclaredFontFamily] {
        let folder = RelativePath.folder(of: source)
        return fonts.filter { !$0.files.isEmpty }.map { family in
            DeclaredFontFamily(
                family: family.name,
                faces: family.files.map { DeclaredFontFamily.Face(weight: $0.weight, file: RelativePath.of($0.path, from: folder), index: $0.faceIndex) },
                fallbacks: family.fallbacks)
        }
    }
}

/// How ``ResolvedDocument/layout(measurer:fullCategories:localized:maximumThreads:checks:)``
/// lays out one component: in its locale's language, at one legibility weight, with its
/// variants, each checked as it is laid out when the component has checks — and, laid out at
/// the regular weight, its variants with Bold Text too, for the checks alone.
private struct ComponentLayouter<Measurer: TextMeasurer>: Sendable {
    let measurer: Measurer
    let fullCategories: Set<ContentSizeCategory>
    let localized: Localization.Outcome?
    let legibility: LegibilityWeight

    func laidOut(
        _ component: ResolvedComponent, index: Int, locale: String?, isSource: Bool, checks: inout VariantChecks
    ) -> (ComponentLayout, SizeCategoryVariants) {
        let scope = VariantChecks.scope(of: component)
        let measurer = LanguageMeasurer(measurer, language: localized?.language(of: locale))
        func inspect(_ layout: ComponentLayout, at category: ContentSizeCategory, _ legibility: LegibilityWeight) {
            checks.inspect(layout, of: component, index: index, locale: locale, isSource: isSource, category: category, legibility: legibility)
        }
        let laidOut = component.layouts(measurer: measurer, fullCategories: fullCategories, legibility: legibility) { category, layout in
            if scope != .none { inspect(layout, at: category, legibility) }
        }
        if scope == .everyVariant && legibility == .regular {
            for category in component.scales ? ContentSizeCategory.allCases : [.standard] {
                inspect(component.layout(measurer: measurer, at: category, .bold), at: category, .bold)
            }
        }
        return laidOut
    }
}

/// The size-category variants of a piece of consecutive components, and what their checks
/// found.
private struct LaidOutPiece: Sendable {
    var sizeCategories: [Int: SizeCategoryVariants] = [:]
    var checks: VariantChecks
}

/// One component in one locale, and the content size categories a check lays it out at (each
/// with Bold Text off and on).
private struct VariantCheckJob: Sendable {
    let locale: String?
    let isSource: Bool
    let index: Int
    let component: ResolvedComponent
    let categories: [ContentSizeCategory]
}

extension ResolvedComponent {
    /// The component at the default category, and its variants at the others, at `legibility`,
    /// each handed to `inspect` as it is laid out.
    func layouts(
        measurer: some TextMeasurer, fullCategories: Set<ContentSizeCategory>, legibility: LegibilityWeight,
        inspect: (ContentSizeCategory, ComponentLayout) -> Void = { _, _ in }
    ) -> (ComponentLayout, SizeCategoryVariants) {
        let standard = layout(measurer: measurer, at: .standard, legibility)
        inspect(.standard, standard)
        let variants = SizeCategoryVariants.of(standard, scales: scales, full: fullCategories) { category in
            let laidOut = layout(measurer: measurer, at: category, legibility)
            inspect(category, laidOut)
            return laidOut
        }
        return (standard, variants)
    }

    /// The component laid out at `category` and `legibility`.
    func layout(measurer: some TextMeasurer, at category: ContentSizeCategory, _ legibility: LegibilityWeight) -> ComponentLayout {
        switch self {
        case .tooltip(let tooltip):
            .tooltip(Layout.tooltip(
                named: tooltip.name, content: tooltip.content, style: tooltip.style, measurer: measurer, sizeCategory: category,
                legibilityWeight: legibility))
        case .tags(let group):
            .tags(Layout.tagGroup(
                named: group.name, items: group.tagItems, style: group.style, measurer: measurer, sizeCategory: category,
                legibilityWeight: legibility))
        }
    }

    /// Whether its fonts or lengths scale with the content size category.
    var scales: Bool {
        switch self {
        case .tooltip(let tooltip): tooltip.style.scales
        case .tags(let group): group.style.scales
        }
    }
}

extension ResolvedTooltip {
    /// What the tooltip shows — title, text and actions — and what VoiceOver reads of it, as
    /// the layout takes it.
    public var content: TooltipContent {
        TooltipContent(
            title: title, text: text,
            actions: actions.map { TooltipAction(id: $0.id, title: $0.title, label: $0.accessibility.label?.text, hint: $0.accessibility.hint?.text) },
            accessibility: TooltipAccessibilityText(
                label: accessibility.label?.text, hint: accessibility.hint?.text, iconLabel: accessibility.iconLabel?.text,
                iconHint: accessibility.iconHint?.text, closeButtonLabel: accessibility.closeButtonLabel?.text))
    }
}

extension ResolvedTagGroup {
    /// The items as the layout takes them: each text, with its label, and its hint or the
    /// group's.
    public var tagItems: [TagItem] {
        items.indices.map { index in
            let written = itemAccessibility[index]
            return TagItem(items[index], label: written?.label?.text, hint: written?.hint?.text ?? hint?.text)
        }
    }
}

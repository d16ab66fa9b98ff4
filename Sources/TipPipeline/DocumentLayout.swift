import TipLayout
import TipStyle
import TipSemantics
import TipText

extension ResolvedDocument {
    /// Lays out every component at the default content size category, measuring text with
    /// `measurer`; components keep their declaration order. Each is laid out from its content
    /// and style alone (``Layout``). A component whose fonts scale is laid out at every other
    /// category too: in full at the categories of `fullCategories`, elsewhere only its size is
    /// kept, where it differs.
    public func layout(measurer: some TextMeasurer, fullCategories: Set<ContentSizeCategory> = []) -> LayoutDocument {
        var sizeCategories: [Int: SizeCategoryVariants] = [:]
        let laidOut = components.enumerated().map { index, component -> ComponentLayout in
            let standard = component.layout(measurer: measurer, at: .standard)
            let variants = SizeCategoryVariants.of(standard, scales: component.scales, full: fullCategories) {
                component.layout(measurer: measurer, at: $0)
            }
            if !variants.isEmpty { sizeCategories[index] = variants }
            return standard
        }
        return LayoutDocument(source: source, components: laidOut, fonts: fontDeclarations, sizeCategories: sizeCategories)
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

extension ResolvedComponent {
    /// The component laid out at `category`.
    func layout(measurer: some TextMeasurer, at category: ContentSizeCategory) -> ComponentLayout {
        switch self {
        case .tooltip(let tooltip):
            .tooltip(Layout.tooltip(named: tooltip.name, text: tooltip.text, style: tooltip.style, measurer: measurer, sizeCategory: category))
        case .tags(let group):
            .tags(Layout.tagGroup(named: group.name, items: group.items, style: group.style, measurer: measurer, sizeCategory: category))
        }
    }

    /// Whether its fonts scale with the content size category.
    var scales: Bool {
        switch self {
        case .tooltip(let tooltip): tooltip.style.font.scales
        case .tags(let group): group.style.tag.font.scales
        }
    }
}

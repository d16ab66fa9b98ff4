import TipLayout
import TipStyle
import TipSemantics
import TipText

extension ResolvedDocument {
    /// Lays out every component, measuring text with `measurer`; components keep their
    /// declaration order. Each is laid out from its content and style alone (``Layout``).
    public func layout(measurer: some TextMeasurer) -> LayoutDocument {
        let laidOut = components.map { component -> ComponentLayout in
            switch component {
            case .tooltip(let tooltip):
                .tooltip(Layout.tooltip(named: tooltip.name, text: tooltip.text, style: tooltip.style, measurer: measurer))
            case .tags(let group):
                .tags(Layout.tagGroup(named: group.name, items: group.items, style: group.style, measurer: measurer))
            }
        }
        return LayoutDocument(source: source, components: laidOut, fonts: fontDeclarations)
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

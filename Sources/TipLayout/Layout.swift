import TipSemantics
import TipText

/// The layout pass: a pure function from the resolved document to absolute geometry.
public enum Layout {
    /// Lays out every component of `document`, measuring text with `measurer`. Components keep
    /// their declaration order.
    public static func layout(_ document: ResolvedDocument, measurer: some TextMeasurer) -> LayoutDocument {
        let components = document.components.map { component -> ComponentLayout in
            switch component {
            case .tooltip(let spec): .tooltip(TooltipLayouter.layout(spec, measurer: measurer))
            case .tags(let spec): .tags(TagLayouter.layout(spec, measurer: measurer))
            }
        }
        return LayoutDocument(source: document.source, components: components)
    }
}

import TipLayout
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
        return LayoutDocument(source: source, components: laidOut)
    }
}

import TipLayout
import TipModel

/// A component the SVG writer draws: the model apps read (``TipComponent``), or the compiler's
/// layout holding it (``ComponentLayout``), drawn without a copy of the model. What a drawing
/// needs of it is its model tooltip or tag group, its name and its size.
protocol DrawnComponent {
    /// `tooltip` of the model tooltip, or `tags` of the model tag group.
    func visit<Result>(tooltip: (TipTooltip) -> Result, tags: (TipTagGroup) -> Result) -> Result
    /// The component's name.
    var name: String { get }
    /// The component's size.
    var size: TipSize { get }
}

extension TipComponent: DrawnComponent {
    func visit<Result>(tooltip: (TipTooltip) -> Result, tags: (TipTagGroup) -> Result) -> Result {
        switch self {
        case .tooltip(let model): tooltip(model)
        case .tags(let model): tags(model)
        }
    }
}

extension ComponentLayout: DrawnComponent {
    func visit<Result>(tooltip: (TipTooltip) -> Result, tags: (TipTagGroup) -> Result) -> Result {
        switch self {
        case .tooltip(let layout): tooltip(layout.tooltip)
        case .tags(let layout): tags(layout.group)
        }
    }
}

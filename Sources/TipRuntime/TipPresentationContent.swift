import TipLayout

/// What a presenter shows: a tooltip it lays out from a style and its text, placed afresh —
/// flipped, shifted and re-aimed — wherever the target goes; or a component laid out already,
/// placed as it is (``TooltipPlacement/origin(ofFixed:anchor:edge:target:bounds:margin:insets:)``:
/// no flip, no re-aim, since that needs a new layout).
public struct TipPresentationContent: Sendable {
    private enum Source: Sendable {
        case tooltip(TipTooltipStyle, title: String?, text: String, actions: [TipTooltipAction], language: String?, engine: TipLayoutEngine)
        case component(@Sendable (TipSizeCategory) -> TipComponent)
    }

    private let source: Source

    /// The tooltip of `style` showing `text` under `title` with `actions`, laid out and placed by
    /// `engine` at each situation's text size and legibility weight
    /// (``TipLayoutEngine/place(_:title:text:actions:target:in:margin:insets:avoiding:sizeCategory:legibilityWeight:language:)``).
    public static func tooltip(
        _ style: TipTooltipStyle, title: String? = nil, text: String, actions: [TipTooltipAction] = [], language: String? = nil,
        engine: TipLayoutEngine = TipLayoutEngine()
    ) -> TipPresentationContent {
        TipPresentationContent(source: .tooltip(style, title: title, text: text, actions: actions, language: language, engine: engine))
    }

    /// `component`, as laid out, at every text size and weight.
    public static func component(_ component: TipComponent) -> TipPresentationContent {
        TipPresentationContent(source: .component { _ in component })
    }

    /// The component `layout` gives for the situation's text size: laid out by the app, again
    /// whenever the text size changes (an app that lays out for Bold Text too reads the
    /// weight itself).
    public static func component(layout: @escaping @Sendable (TipSizeCategory) -> TipComponent) -> TipPresentationContent {
        TipPresentationContent(source: .component(layout))
    }

    /// The component placed for `situation`, afresh.
    public func placed(in situation: TipPresentationSituation) -> TipPlacedComponent {
        switch source {
        case let .tooltip(style, title, text, actions, language, engine):
            let placement = engine.place(
                style, title: title, text: text, actions: actions, target: situation.target, in: situation.bounds, margin: situation.margin,
                insets: situation.insets, avoiding: situation.avoiding, sizeCategory: situation.sizeCategory,
                legibilityWeight: situation.legibilityWeight, language: language)
            return TipPlacedComponent(frame: placement.frame, component: .tooltip(placement.tooltip))
        case .component(let layout):
            let component = layout(situation.sizeCategory)
            let origin: TipPoint
            switch component {
            case .tooltip(let tooltip):
                origin = TooltipPlacement.origin(
                    ofFixed: tooltip.size, anchor: tooltip.anchor, edge: tooltip.arrow?.edge ?? .none, target: situation.target,
                    bounds: situation.bounds, margin: situation.margin, insets: situation.insets)
            case .tags(let group):
                origin = TooltipPlacement.origin(
                    ofFixed: group.size, anchor: TipPoint(x: 0, y: 0), edge: .none, target: situation.target, bounds: situation.bounds,
                    margin: situation.margin, insets: situation.insets)
            }
            return TipPlacedComponent(frame: TipRect(origin: origin, size: component.size).roundedToJSONPrecision(), component: component)
        }
    }
}

import TipStyle

/// A component's style as `tipc` compiled it: the component it belongs to and every property
/// after inheritance and defaults (in points and sRGB). Change a property first to restyle.
public struct TipCompiledStyle<Properties: Hashable & Sendable>: Hashable, Sendable {
    /// The name of the component compiled with this style; a layout made with it carries it.
    public var componentName: String
    /// The properties.
    public var properties: Properties

    /// A style for the component `componentName`.
    public init(componentName: String, properties: Properties) {
        self.componentName = componentName
        self.properties = properties
    }
}

/// A tooltip's compiled style (``TooltipStyle``): lay out new text in it with
/// ``TipLayoutEngine/layout(_:title:text:actions:sizeCategory:legibilityWeight:language:)``.
public typealias TipTooltipStyle = TipCompiledStyle<TooltipStyle>

/// A tag group's compiled style (``TagGroupStyle``, with the style of each tag): lay out new
/// items in it with ``TipLayoutEngine/layout(_:items:sizeCategory:language:)``.
public typealias TipTagStyle = TipCompiledStyle<TagGroupStyle>

/// The resolved style of one component of a document, of the component's kind.
public enum TipComponentStyle: Hashable, Sendable {
    /// A tooltip's style.
    case tooltip(TooltipStyle)
    /// A tag group's style.
    case tags(TagGroupStyle)
}

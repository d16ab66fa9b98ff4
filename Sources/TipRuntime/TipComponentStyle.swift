import TipLayout
import TipStyle

// The style values an app reads and changes, under their own names. Those whose names Apple's
// frameworks also use (SwiftUI's `TextAlignment`, `LayoutDirection`, `EdgeInsets`) are
// reached through ``TipStyleValue`` instead, so that an app importing both never meets an
// ambiguous name.
@_exported import struct TipStyle.TooltipStyle
@_exported import struct TipStyle.TagGroupStyle
@_exported import struct TipStyle.TagStyle
@_exported import struct TipStyle.FontStyle
@_exported import struct TipStyle.ArrowStyle
@_exported import struct TipStyle.RGBAColor
@_exported import struct TipStyle.Border
@_exported import struct TipStyle.Shadow
@_exported import struct TipStyle.DeclaredFontFamily
@_exported import enum TipStyle.FontWeight
@_exported import enum TipStyle.LineBreakMode
@_exported import enum TipStyle.LineBreakStrategy
@_exported import enum TipStyle.Ligatures
@_exported import enum TipStyle.ArrowEdge
@_exported import enum TipStyle.ArrowPosition
@_exported import enum TipStyle.DismissTrigger
@_exported import enum TipStyle.RowHeight
@_exported import enum TipStyle.TagAlignment
@_exported import struct TipStyle.TitleStyle
@_exported import struct TipStyle.IconStyle
@_exported import enum TipStyle.IconPlacement
@_exported import struct TipStyle.ActionStyle
@_exported import struct TipStyle.CloseButtonStyle
@_exported import struct TipStyle.TooltipAnimations
@_exported import struct TipStyle.TooltipTransition
@_exported import struct TipStyle.TransitionEffect
@_exported import struct TipStyle.TooltipEmphasis
@_exported import enum TipStyle.AnimationRepeat

/// An action of a tooltip to lay out: the id the app answers it by and its button's title
/// (TipLayout's `TooltipAction`).
public typealias TipTooltipAction = TipLayout.TooltipAction

/// The style values whose names Apple's frameworks use too: `TipStyleValue.TextAlignment`,
/// `TipStyleValue.LayoutDirection`, `TipStyleValue.EdgeInsets`.
public enum TipStyleValue {
    /// Horizontal alignment of a tooltip's lines.
    public typealias TextAlignment = TipStyle.TextAlignment
    /// Order of the tags in a row.
    public typealias LayoutDirection = TipStyle.LayoutDirection
    /// Insets on four edges, in points.
    public typealias EdgeInsets = TipStyle.EdgeInsets
}

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
/// ``TipLayoutEngine/layout(_:title:text:actions:sizeCategory:language:)``.
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

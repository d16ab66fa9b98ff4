import TipLayout
import TipStyle

// What an app sees of TipRuntime beside its own engine, resources and adapters, documented
// here once. The layout model — the one definition of the JSON that `tipc` writes — is TipModel's,
// re-exported under its own `Tip…` names: each concept is one type, whichever module made it,
// and none takes a name of SwiftUI's or Core Graphics' (`Path`, `Point`, `Rect`, `Layout`).

@_exported import struct TipModel.TipDocument
@_exported import enum TipModel.TipComponent
@_exported import enum TipModel.TipComponentStyle
@_exported import struct TipModel.TipCompiledStyle
@_exported import typealias TipModel.TipTooltipStyle
@_exported import typealias TipModel.TipTagStyle
@_exported import struct TipModel.TipSizeCategoryVariants
@_exported import struct TipModel.TipLocalization
@_exported import typealias TipModel.TipSizeCategory
@_exported import typealias TipModel.TipTextStyle
@_exported import struct TipModel.TipTooltip
@_exported import struct TipModel.TipBubble
@_exported import struct TipModel.TipArrow
@_exported import struct TipModel.TipTextBlock
@_exported import struct TipModel.TipLine
@_exported import struct TipModel.TipRun
@_exported import struct TipModel.TipFont
@_exported import struct TipModel.TipIcon
@_exported import struct TipModel.TipAction
@_exported import struct TipModel.TipCloseButton
@_exported import struct TipModel.TipBehavior
@_exported import enum TipModel.TipDismissTrigger
@_exported import struct TipModel.TipTagGroup
@_exported import struct TipModel.TipTag
@_exported import struct TipModel.TipTagLine
@_exported import struct TipModel.TipPoint
@_exported import struct TipModel.TipSize
@_exported import struct TipModel.TipRect
@_exported import struct TipModel.TipPath
@_exported import enum TipModel.TipPathCommand
@_exported import struct TipModel.CircularArc
@_exported import enum TipModel.TipRuntimeError
@_exported import struct TipModel.TipAccessibility
@_exported import struct TipModel.TipAccessibilityElement

// The style values an app reads and changes, under their own names. Those whose names Apple's
// frameworks also use (SwiftUI's `TextAlignment`, `LayoutDirection`, `EdgeInsets`) are
// reached through ``TipStyleValue`` and the aliases below instead, so that an app importing
// both never meets an ambiguous name.
@_exported import struct TipStyle.TooltipStyle
@_exported import struct TipStyle.TagGroupStyle
@_exported import struct TipStyle.TagStyle
@_exported import struct TipStyle.FontStyle
@_exported import struct TipStyle.ArrowStyle
@_exported import struct TipStyle.RGBAColor
@_exported import struct TipStyle.DynamicColor
@_exported import struct TipStyle.Border
@_exported import struct TipStyle.Shadow
@_exported import struct TipStyle.DeclaredFontFamily
@_exported import enum TipStyle.Appearance
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
@_exported import struct TipStyle.ReducedMotion
@_exported import enum TipStyle.AccessibilityOnShow

/// An sRGB colour with 8-bit channels, written `#RRGGBBAA` (TipStyle's ``RGBAColor``).
public typealias TipColor = RGBAColor
/// A colour in light and dark appearance (TipStyle's ``DynamicColor``).
public typealias TipDynamicColor = DynamicColor
/// The user's appearance, light or dark: `UIUserInterfaceStyle`, SwiftUI's `ColorScheme`.
public typealias TipAppearance = Appearance
/// A drop shadow: `CALayer.shadowColor`, `shadowRadius`, `shadowOffset` (``Shadow``).
public typealias TipShadow = Shadow
/// How heavy the user wants text: `UITraitCollection.legibilityWeight`, SwiftUI's
/// `legibilityWeight` (``LegibilityWeight``; `.bold` with Bold Text on).
public typealias TipLegibilityWeight = LegibilityWeight
/// UIKit's font weights, lightest first (``FontWeight``).
public typealias TipFontWeight = FontWeight
/// The bubble edge an arrow stands on (``ArrowEdge``).
public typealias TipArrowEdge = ArrowEdge
/// `NSTextAlignment`: how a text's lines sit in its box (TipStyle's `TextAlignment`).
public typealias TipTextAlignment = TipStyle.TextAlignment
/// Insets on four edges, in points (TipStyle's `EdgeInsets`).
public typealias TipInsets = TipStyle.EdgeInsets

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

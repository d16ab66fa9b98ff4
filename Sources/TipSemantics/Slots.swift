import TipStyle
import TipSyntax

/// A typed value stored in one slot (`padding.top`, `tag.font.size`, `borderColor`, …).
enum SlotValue: Hashable, Sendable {
    case number(Double)
    /// A size written `scaled(N[, relativeTo: STYLE])`: N points at Large, scaling with the
    /// text style (body unless written) as `UIFontMetrics.scaledValue(for:)` does.
    case scaled(Double, TextStyle)
    case integer(Int)
    case string(String)
    case strings([String])
    /// `text: localized("key")`.
    case localized(LocalizedKey)
    /// `items` of which some are `localized("key")` or `item(…)`.
    case items([ItemContent])
    /// A tooltip's `actions`, in order.
    case actions([ActionContent])
    /// `appear` or `disappear`; nil: `none`.
    case transition(TooltipTransition?)
    /// `emphasis`; nil: `none`.
    case emphasis(TooltipEmphasis?)
    case color(DynamicColor)
    /// An enumerated value, as written (validated against its property's list).
    case keyword(String)
    case position(ArrowPosition)
    case rowHeight(RowHeight)
    case dismiss([DismissTrigger])
    /// Whether an optional feature (the shadow) is on.
    case enabled(Bool)
    /// A value written with an error (already reported): the property counts as written, so
    /// that no "missing required property" follows, and the default or inherited value is used.
    case invalid
}

/// Where a slot's value was written: used for warnings and notes about inherited values.
struct SlotOrigin: Equatable, Sendable {
    /// Index of the declaration in the ``SymbolTable``.
    let declaration: Int
    /// The top-level property the write belongs to (`arrow` for `arrow { width: 7 }`), as its
    /// index in ``PropertyTable/topLevel``.
    let property: Int
    /// The span of the property as written.
    let span: Span
}

/// One write of a value into a slot, produced where the property is written.
struct SlotWrite: Sendable {
    let key: SlotKey
    let value: SlotValue
    let origin: SlotOrigin
}

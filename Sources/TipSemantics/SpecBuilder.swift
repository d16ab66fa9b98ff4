import TipStyle
import TipSyntax

/// Builds the resolved specs from effective slots, taking the language's defaults (the spec
/// initialisers) for every slot that nothing in the chain wrote.
enum SpecBuilder {
    /// The shadow used for the parts of `shadow { … }` left out: 25 % black, blur 4, 2 points down.
    static let defaultShadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x40), radius: 4, x: 0, y: 2)
    /// A border colour written without a colour (as CALayer's default `borderColor`).
    static let defaultBorderColor = RGBAColor(red: 0, green: 0, blue: 0)

    /// A tooltip from its effective slots (`text` defaults to empty; its absence is reported).
    static func tooltip(name: Identifier, slots: SlotMap) -> TooltipSpec {
        var spec = TooltipSpec(name: name.name, nameSpan: name.span, text: slots.string(.text) ?? "")
        spec.font = font(slots, in: .component, default: spec.font)
        spec.textColor = slots.color(.textColor) ?? spec.textColor
        spec.textAlignment = slots.keyword(.textAlignment, as: TextAlignment.self) ?? spec.textAlignment
        spec.numberOfLines = slots.integer(.numberOfLines) ?? spec.numberOfLines
        spec.lineBreakMode = slots.keyword(.lineBreakMode, as: LineBreakMode.self) ?? spec.lineBreakMode
        spec.lineBreakStrategy = slots.keyword(.lineBreakStrategy, as: LineBreakStrategy.self) ?? spec.lineBreakStrategy
        spec.lineSpacing = slots.number(.lineSpacing) ?? spec.lineSpacing
        spec.background = slots.color(.background) ?? spec.background
        spec.border = border(slots, in: .component, default: spec.border)
        spec.cornerRadius = slots.number(.cornerRadius) ?? spec.cornerRadius
        spec.padding = padding(slots, in: .component, default: spec.padding)
        spec.width = slots.number(.width) ?? spec.width
        spec.maxWidth = slots.number(.maxWidth) ?? spec.maxWidth
        spec.arrow = arrow(slots, default: spec.arrow)
        if slots.enabled(.shadow) == true {
            spec.shadow = Shadow(
                color: slots.color(.shadowColor) ?? defaultShadow.color,
                radius: slots.number(.shadowRadius) ?? defaultShadow.radius,
                x: slots.number(.shadowX) ?? defaultShadow.x,
                y: slots.number(.shadowY) ?? defaultShadow.y)
        }
        spec.opacity = slots.number(.opacity) ?? spec.opacity
        if case .dismiss(let triggers)? = slots[.dismiss] { spec.dismiss = triggers }
        return spec
    }

    /// A tag group from its effective slots (`items` defaults to empty; its absence is reported).
    static func tags(name: Identifier, slots: SlotMap) -> TagsSpec {
        var spec = TagsSpec(name: name.name, nameSpan: name.span, items: slots.strings(.items) ?? [])
        spec.width = slots.number(.width) ?? spec.width
        spec.horizontalSpacing = slots.number(.spacingHorizontal) ?? spec.horizontalSpacing
        spec.verticalSpacing = slots.number(.spacingVertical) ?? spec.verticalSpacing
        if case .rowHeight(let height)? = slots[.rowHeight] { spec.rowHeight = height }
        spec.alignment = slots.keyword(.alignment, as: TagAlignment.self) ?? spec.alignment
        spec.direction = slots.keyword(.direction, as: LayoutDirection.self) ?? spec.direction
        spec.maxRows = slots.integer(.maxRows) ?? spec.maxRows
        spec.padding = padding(slots, in: .component, default: spec.padding)
        spec.background = slots.color(.background) ?? spec.background
        var tag = spec.tag
        tag.font = font(slots, in: .tag, default: tag.font)
        tag.textColor = slots.color(.textColor, in: .tag) ?? tag.textColor
        tag.background = slots.color(.background, in: .tag) ?? tag.background
        tag.border = border(slots, in: .tag, default: tag.border)
        tag.cornerRadius = slots.number(.cornerRadius, in: .tag) ?? tag.cornerRadius
        tag.padding = padding(slots, in: .tag, default: tag.padding)
        spec.tag = tag
        return spec
    }

    private static func font(_ slots: SlotMap, in scope: SlotScope, default base: FontSpec) -> FontSpec {
        FontSpec(
            family: slots.string(.fontFamily, in: scope).map(FontSpec.family(named:)) ?? base.family,
            size: slots.number(.fontSize, in: scope) ?? base.size,
            weight: slots.keyword(.fontWeight, in: scope, as: FontWeight.self) ?? base.weight)
    }

    /// The border from `borderColor` and `borderWidth` over the default; a width of 0 is none.
    private static func border(_ slots: SlotMap, in scope: SlotScope, default base: Border?) -> Border? {
        let width = slots.number(.borderWidth, in: scope) ?? base?.width ?? 0
        let color = slots.color(.borderColor, in: scope) ?? base?.color ?? defaultBorderColor
        return width > 0 ? Border(color: color, width: width) : nil
    }

    private static func padding(_ slots: SlotMap, in scope: SlotScope, default base: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: slots.number(.paddingTop, in: scope) ?? base.top,
            left: slots.number(.paddingLeft, in: scope) ?? base.left,
            bottom: slots.number(.paddingBottom, in: scope) ?? base.bottom,
            right: slots.number(.paddingRight, in: scope) ?? base.right)
    }

    private static func arrow(_ slots: SlotMap, default base: ArrowSpec) -> ArrowSpec {
        var position = base.position
        if case .position(let written)? = slots[.arrowPosition] { position = written }
        return ArrowSpec(
            edge: slots.keyword(.arrowEdge, as: ArrowEdge.self) ?? base.edge,
            position: position,
            width: slots.number(.arrowWidth) ?? base.width,
            height: slots.number(.arrowHeight) ?? base.height,
            apexRadius: slots.number(.arrowApexRadius) ?? base.apexRadius)
    }
}

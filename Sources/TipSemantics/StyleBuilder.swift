import TipStyle
import TipSyntax

/// Builds the resolved components from effective slots, taking the language's defaults (the
/// style initialisers of TipStyle) for every slot that nothing in the chain wrote.
enum StyleBuilder {
    /// A tooltip from its effective slots (`text` defaults to empty; its absence is reported),
    /// in `style`: ``tooltipStyle(_:)`` of these slots, or of slots of an equal
    /// ``TooltipLook``.
    static func tooltip(name: Identifier, slots: SlotMap, style: TooltipStyle) -> ResolvedTooltip {
        ResolvedTooltip(
            name: name.name, nameSpan: name.span, content: textContent(slots, in: .component) ?? .literal(""),
            title: textContent(slots, in: .title), actions: actions(slots),
            accessibility: ResolvedTooltipAccessibility(
                label: text(slots, .accessibilityLabel), hint: text(slots, .accessibilityHint), iconLabel: text(slots, .iconLabel),
                iconHint: text(slots, .iconHint), closeButtonLabel: text(slots, .accessibilityCloseButtonLabel)),
            style: style)
    }

    /// The style of a tooltip from its effective slots. With a title, the message's font starts
    /// from `subheadline` instead of the language's 17-point default, so that a tooltip without
    /// one keeps its look.
    static func tooltipStyle(_ slots: SlotMap) -> TooltipStyle {
        var style = TooltipStyle.Properties()
        let hasTitle = textContent(slots, in: .title) != nil
        style.font = font(slots, in: .component, default: hasTitle ? TitleStyle.messageFont : style.font)
        style.textColor = slots.color(.textColor) ?? style.textColor
        if hasTitle {
            style.title = TitleStyle(
                font: font(slots, in: .title, default: TitleStyle.standardFont),
                textColor: slots.color(.textColor, in: .title) ?? style.textColor,
                numberOfLines: slots.integer(.numberOfLines, in: .title) ?? 0,
                spacing: slots.number(.titleSpacing) ?? TitleStyle.standardSpacing)
        }
        style.icon = icon(slots, textColor: style.textColor)
        if !actions(slots).isEmpty { style.action = action(slots, textColor: style.textColor) }
        if slots.enabled(.closeButton) == true { style.closeButton = CloseButtonStyle(color: style.textColor) }
        style.animations = animations(slots)
        style.accessibility = accessibility(slots)
        style.textAlignment = slots.keyword(.textAlignment, as: TextAlignment.self) ?? style.textAlignment
        style.numberOfLines = slots.integer(.numberOfLines) ?? style.numberOfLines
        style.lineBreakMode = slots.keyword(.lineBreakMode, as: LineBreakMode.self) ?? style.lineBreakMode
        style.lineBreakStrategy = slots.keyword(.lineBreakStrategy, as: LineBreakStrategy.self) ?? style.lineBreakStrategy
        style.ligatures = slots.keyword(.ligatures, as: Ligatures.self) ?? style.ligatures
        style.lineSpacing = slots.number(.lineSpacing) ?? style.lineSpacing
        style.background = slots.color(.background) ?? style.background
        style.border = border(slots, in: .component, default: style.border)
        style.cornerRadius = slots.cornerRadius() ?? style.cornerRadius
        style.padding = padding(slots, in: .component, default: style.padding)
        style.width = slots.number(.width) ?? style.width
        style.maxWidth = slots.number(.maxWidth) ?? style.maxWidth
        style.arrow = arrow(slots, default: style.arrow)
        if slots.enabled(.shadow) == true {
            let base = TooltipStyle.standardShadow
            style.shadow = Shadow(
                color: slots.color(.shadowColor) ?? base.color,
                radius: slots.number(.shadowRadius) ?? base.radius,
                x: slots.number(.shadowX) ?? base.x,
                y: slots.number(.shadowY) ?? base.y)
        }
        style.opacity = slots.number(.opacity) ?? style.opacity
        if case .dismiss(let triggers)? = slots[.dismiss] { style.dismiss = triggers }
        style.budget = budget(slots)
        style.scaledLengths = scaledLengths(slots, icon: style.icon, font: style.font)
        return TooltipStyle(style)
    }

    /// The sizes written `scaled(…)`; and an icon whose size is not written scales with the
    /// message's font, as an SF Symbol configured with that font's text style does. Kept out of
    /// line: inlined, it makes ``tooltipStyle(_:)`` too large for the slot readers to be inlined
    /// into it, which costs more than the call.
    @inline(never)
    private static func scaledLengths(_ slots: SlotMap, icon: IconStyle?, font: FontStyle) -> ScaledLengths? {
        var styles = slots.scaledLengths()
        if icon != nil, slots[.iconSize] == nil, let textStyle = font.relativeTo { styles[SlotKey(.iconSize, in: .component).name] = textStyle }
        return ScaledLengths(styles, among: TooltipStyle.scalableLengths)
    }

    /// What a tooltip's style (``tooltipStyle(_:)``) is made of, short of building it: the
    /// declaration it inherits from, the values it writes itself but its content's, and whether
    /// it has a title and actions — its content (the message, the title's text, the actions)
    /// enters the style only by being there. Tooltips of equal looks have equal styles.
    struct TooltipLook: Equatable, Sendable {
        /// One value the tooltip writes itself, by its key's ``SlotKey/index``.
        struct Write: Equatable, Sendable {
            let key: Int
            let value: SlotValue
        }

        let parent: Int?
        let writes: [Write]
        let hasTitle: Bool
        let hasActions: Bool

        /// The look of a tooltip that inherits from `parent`, writes `ownWrites` itself and whose
        /// effective slots are `slots`.
        init(parent: Int?, ownWrites: some Sequence<SlotWrite>, slots: SlotMap) {
            self.parent = parent
            var writes: [Write] = []  // most tooltips write their content alone: nothing to keep
            for write in ownWrites where !StyleBuilder.isTooltipContent(write.key) {
                writes.append(Write(key: write.key.index, value: write.value))
            }
            self.writes = writes
            hasTitle = textContent(slots, in: .title) != nil
            hasActions = !actions(slots).isEmpty
        }
    }

    /// Whether `key` is one a tooltip's content is written in: its texts, its actions, and
    /// what VoiceOver reads beyond them.
    private static func isTooltipContent(_ key: SlotKey) -> Bool {
        switch (key.scope, key.slot) {
        case (.component, .text), (.title, .text), (.component, .actions), (.component, .accessibilityLabel), (.component, .accessibilityHint),
             (.component, .accessibilityCloseButtonLabel), (.component, .iconLabel), (.component, .iconHint):
            true
        default:
            false
        }
    }

    /// The action buttons written, if any.
    private static func actions(_ slots: SlotMap) -> [ActionContent] {
        if case .actions(let list)? = slots[.actions] { list } else { [] }
    }

    /// The icon, when it is on and has a name (one without is reported); its colour defaults
    /// to the text's.
    private static func icon(_ slots: SlotMap, textColor: DynamicColor) -> IconStyle? {
        guard slots.enabled(.icon) == true, let name = slots.string(.iconName) else { return nil }
        return IconStyle(
            name: name, size: slots.number(.iconSize) ?? IconStyle.standardSize, color: slots.color(.iconColor) ?? textColor,
            placement: slots.keyword(.iconPlacement, as: IconPlacement.self) ?? .leading,
            spacing: slots.number(.iconSpacing) ?? IconStyle.standardSpacing)
    }

    /// The style of every action button, from the `action { … }` block over the defaults; the
    /// text colour defaults to the tooltip's.
    private static func action(_ slots: SlotMap, textColor: DynamicColor) -> ActionStyle {
        let base = ActionStyle(textColor: textColor)
        return ActionStyle(
            font: font(slots, in: .action, default: base.font), textColor: slots.color(.textColor, in: .action) ?? textColor,
            background: slots.color(.background, in: .action) ?? base.background,
            cornerRadius: slots.cornerRadius(in: .action) ?? base.cornerRadius,
            padding: padding(slots, in: .action, default: base.padding),
            horizontalSpacing: slots.number(.spacingHorizontal, in: .action) ?? base.horizontalSpacing,
            verticalSpacing: slots.number(.spacingVertical, in: .action) ?? base.verticalSpacing)
    }

    /// The animations written, nil when none is (or each is `none`), with the Reduce Motion
    /// alternative when the file declares one (any member of `reducedMotion { … }` written).
    private static func animations(_ slots: SlotMap) -> TooltipAnimations? {
        var animations = TooltipAnimations()
        if case .transition(let transition)? = slots[.appear] { animations.appear = transition }
        if case .transition(let transition)? = slots[.disappear] { animations.disappear = transition }
        if case .emphasis(let emphasis)? = slots[.emphasis] { animations.emphasis = emphasis }
        guard !animations.isEmpty else { return nil }
        let reduced = [slots[.reducedMotionAppear], slots[.reducedMotionDisappear], slots[.reducedMotionEmphasis]]
        if reduced.contains(where: { $0 != nil }) {
            var motion = ReducedMotion(declared: true)
            if case .transition(let transition)? = reduced[0] { motion.appear = transition }
            if case .transition(let transition)? = reduced[1] { motion.disappear = transition }
            if case .emphasis(let emphasis)? = reduced[2] { motion.emphasis = emphasis }
            animations.reducedMotion = motion
        }
        return animations
    }

    /// The accessibility settings written, nil when none is (the defaults then apply).
    private static func accessibility(_ slots: SlotMap) -> AccessibilityStyle? {
        let hidden = slots.enabled(.accessibilityHidden), onShow = slots.keyword(.accessibilityOnShow, as: AccessibilityOnShow.self)
        guard hidden != nil || onShow != nil else { return nil }
        let standard = AccessibilityStyle.standardTooltip
        let written = AccessibilityStyle(hidden: hidden ?? standard.hidden, onShow: onShow ?? standard.onShow)
        return written == standard ? nil : written
    }

    /// A label's or hint's text written in `slot`, if one is.
    private static func text(_ slots: SlotMap, _ slot: Slot) -> ResolvedText? {
        switch slots[slot] {
        case .localized(let key)?: ResolvedText(.localized(key))
        case .string(let text)?: ResolvedText(.literal(text))
        default: nil
        }
    }

    /// The text written in `scope` (the message, or the title), if one is.
    private static func textContent(_ slots: SlotMap, in scope: SlotScope) -> TextContent? {
        switch slots[.text, in: scope] {
        case .localized(let key)?: .localized(key)
        case .string(let text)?: .literal(text)
        default: nil
        }
    }

    /// A tag group from its effective slots (`items` defaults to empty; its absence is reported).
    static func tags(name: Identifier, slots: SlotMap) -> ResolvedTagGroup {
        var style = TagGroupStyle()
        style.width = slots.number(.width) ?? style.width
        style.horizontalSpacing = slots.number(.spacingHorizontal) ?? style.horizontalSpacing
        style.verticalSpacing = slots.number(.spacingVertical) ?? style.verticalSpacing
        if case .rowHeight(let height)? = slots[.rowHeight] { style.rowHeight = height }
        style.alignment = slots.keyword(.alignment, as: TagAlignment.self) ?? style.alignment
        style.direction = slots.keyword(.direction, as: LayoutDirection.self) ?? style.direction
        style.maxRows = slots.integer(.maxRows) ?? style.maxRows
        style.padding = padding(slots, in: .component, default: style.padding)
        style.background = slots.color(.background) ?? style.background
        var tag = style.tag
        tag.font = font(slots, in: .tag, default: tag.font)
        tag.ligatures = slots.keyword(.ligatures, in: .tag, as: Ligatures.self) ?? tag.ligatures
        tag.textColor = slots.color(.textColor, in: .tag) ?? tag.textColor
        tag.background = slots.color(.background, in: .tag) ?? tag.background
        tag.border = border(slots, in: .tag, default: tag.border)
        tag.cornerRadius = slots.cornerRadius(in: .tag) ?? tag.cornerRadius
        tag.padding = padding(slots, in: .tag, default: tag.padding)
        style.tag = tag
        style.budget = budget(slots)
        style.tappable = slots.enabled(.tappable) ?? style.tappable
        style.scaledLengths = ScaledLengths(slots.scaledLengths(), among: TagGroupStyle.scalableLengths)
        if slots.enabled(.accessibilityHidden) == true { style.accessibility = AccessibilityStyle(hidden: true, onShow: .none) }
        let items: [ItemContent] = if case .items(let items)? = slots[.items] {
            items
        } else {
            (slots.strings(.items) ?? []).map { ItemContent(text: .literal($0)) }
        }
        let hint = text(slots, .accessibilityHint).map { resolved in resolved.key.map(TextContent.localized) ?? .literal(resolved.text) }
        return ResolvedTagGroup(name: name.name, nameSpan: name.span, contents: items, hint: hint, style: style)
    }

    /// The budget its members write, nil when none does or `budget: none` came after them.
    private static func budget(_ slots: SlotMap) -> SizeBudget? {
        let width = slots.number(.budgetWidth), height = slots.number(.budgetHeight)
        guard width != nil || height != nil, slots.enabled(.budget) != false else { return nil }
        return SizeBudget(width: width, height: height)
    }

    private static func font(_ slots: SlotMap, in scope: SlotScope, default base: FontStyle) -> FontStyle {
        let relativeTo = slots.keyword(.fontRelativeTo, in: scope, as: FontScaling.self).map(\.style) ?? base.relativeTo
        return FontStyle(
            family: slots.string(.fontFamily, in: scope).map(FontStyle.family(named:)) ?? base.family,
            size: slots.number(.fontSize, in: scope) ?? base.size,
            weight: slots.keyword(.fontWeight, in: scope, as: FontWeight.self) ?? base.weight,
            relativeTo: relativeTo)
    }

    /// `font.relativeTo` as written: a text style, or `none`.
    private enum FontScaling: RawRepresentable {
        case none
        case style(TextStyle)

        init?(rawValue: String) {
            if rawValue == "none" { self = .none } else if let style = TextStyle(rawValue: rawValue) { self = .style(style) } else { return nil }
        }

        var rawValue: String {
            switch self {
            case .none: "none"
            case .style(let style): style.rawValue
            }
        }

        var style: TextStyle? {
            if case .style(let style) = self { style } else { nil }
        }
    }

    /// The border from `borderColor` and `borderWidth` over the default; a width of 0 is none.
    private static func border(_ slots: SlotMap, in scope: SlotScope, default base: Border?) -> Border? {
        let width = slots.number(.borderWidth, in: scope) ?? base?.width ?? 0
        let color = slots.color(.borderColor, in: scope) ?? base?.color ?? TooltipStyle.standardBorderColor
        return width > 0 ? Border(color: color, width: width) : nil
    }

    private static func padding(_ slots: SlotMap, in scope: SlotScope, default base: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: slots.number(.paddingTop, in: scope) ?? base.top,
            left: slots.number(.paddingLeft, in: scope) ?? base.left,
            bottom: slots.number(.paddingBottom, in: scope) ?? base.bottom,
            right: slots.number(.paddingRight, in: scope) ?? base.right)
    }

    private static func arrow(_ slots: SlotMap, default base: ArrowStyle) -> ArrowStyle {
        var position = base.position
        if case .position(let written)? = slots[.arrowPosition] { position = written }
        return ArrowStyle(
            edge: slots.keyword(.arrowEdge, as: ArrowEdge.self) ?? base.edge,
            position: position,
            width: slots.number(.arrowWidth) ?? base.width,
            height: slots.number(.arrowHeight) ?? base.height,
            apexRadius: slots.number(.arrowApexRadius) ?? base.apexRadius)
    }
}

/// What a property write fills, relative to the block whose values it sets: a longhand value
/// (`textColor`, `font.size`, `padding.top`), or a shorthand or block property itself (`font`,
/// `padding`, `tag`), which is written only when its value has an error — the property then
/// still counts as written. Every place of the catalogue has exactly one slot (see
/// ``PropertyCatalogue``); shorthands fill longhand slots (`padding: 8 16` fills the four
/// `padding.*` slots).
enum Slot: Int, CaseIterable, Sendable {
    case text, title, titleSpacing
    case icon, iconName, iconSize, iconColor, iconPlacement, iconSpacing, iconLabel, iconHint
    case actions, action, closeButton
    case appear, disappear, emphasis
    case reducedMotion, reducedMotionAppear, reducedMotionDisappear, reducedMotionEmphasis
    case font, fontFamily, fontSize, fontWeight, fontRelativeTo
    case textColor, textAlignment, numberOfLines, lineBreakMode, lineBreakStrategy, ligatures, lineSpacing
    case background
    case border, borderColor, borderWidth
    case cornerRadius
    case padding, paddingTop, paddingLeft, paddingBottom, paddingRight
    case width, maxWidth
    case arrow, arrowEdge, arrowPosition, arrowWidth, arrowHeight, arrowApexRadius
    case shadow, shadowColor, shadowRadius, shadowX, shadowY
    case opacity, dismiss
    case items
    case spacing, spacingHorizontal, spacingVertical
    case rowHeight, alignment, direction, maxRows
    case tag
    case budget, budgetWidth, budgetHeight
    case tappable
    case accessibility, accessibilityLabel, accessibilityHint, accessibilityHidden, accessibilityOnShow, accessibilityCloseButtonLabel

    /// The number of slots.
    static let count = allCases.count

    /// The slot whose ``path`` is `path`, if any.
    init?(path: String) {
        guard let slot = Self.byPath[path] else { return nil }
        self = slot
    }

    /// Every slot by its path, made once.
    private static let byPath = Dictionary(uniqueKeysWithValues: allCases.map { ($0.path, $0) })

    /// The slot's path relative to its block, as the catalogue spells it.
    var path: String {
        switch self {
        case .text: "text"
        case .title: "title"
        case .titleSpacing: "titleSpacing"
        case .icon: "icon"
        case .iconName: "icon.name"
        case .iconSize: "icon.size"
        case .iconColor: "icon.color"
        case .iconPlacement: "icon.placement"
        case .iconSpacing: "icon.spacing"
        case .iconLabel: "icon.label"
        case .iconHint: "icon.hint"
        case .actions: "actions"
        case .action: "action"
        case .closeButton: "closeButton"
        case .appear: "appear"
        case .disappear: "disappear"
        case .emphasis: "emphasis"
        case .reducedMotion: "reducedMotion"
        case .reducedMotionAppear: "reducedMotion.appear"
        case .reducedMotionDisappear: "reducedMotion.disappear"
        case .reducedMotionEmphasis: "reducedMotion.emphasis"
        case .font: "font"
        case .fontFamily: "font.family"
        case .fontSize: "font.size"
        case .fontWeight: "font.weight"
        case .fontRelativeTo: "font.relativeTo"
        case .textColor: "textColor"
        case .textAlignment: "textAlignment"
        case .numberOfLines: "numberOfLines"
        case .lineBreakMode: "lineBreakMode"
        case .lineBreakStrategy: "lineBreakStrategy"
        case .ligatures: "ligatures"
        case .lineSpacing: "lineSpacing"
        case .background: "background"
        case .border: "border"
        case .borderColor: "borderColor"
        case .borderWidth: "borderWidth"
        case .cornerRadius: "cornerRadius"
        case .padding: "padding"
        case .paddingTop: "padding.top"
        case .paddingLeft: "padding.left"
        case .paddingBottom: "padding.bottom"
        case .paddingRight: "padding.right"
        case .width: "width"
        case .maxWidth: "maxWidth"
        case .arrow: "arrow"
        case .arrowEdge: "arrow.edge"
        case .arrowPosition: "arrow.position"
        case .arrowWidth: "arrow.width"
        case .arrowHeight: "arrow.height"
        case .arrowApexRadius: "arrow.apexRadius"
        case .shadow: "shadow"
        case .shadowColor: "shadow.color"
        case .shadowRadius: "shadow.radius"
        case .shadowX: "shadow.x"
        case .shadowY: "shadow.y"
        case .opacity: "opacity"
        case .dismiss: "dismiss"
        case .items: "items"
        case .spacing: "spacing"
        case .spacingHorizontal: "spacing.horizontal"
        case .spacingVertical: "spacing.vertical"
        case .rowHeight: "rowHeight"
        case .alignment: "alignment"
        case .direction: "direction"
        case .maxRows: "maxRows"
        case .tag: "tag"
        case .budget: "budget"
        case .budgetWidth: "budget.width"
        case .budgetHeight: "budget.height"
        case .tappable: "tappable"
        case .accessibility: "accessibility"
        case .accessibilityLabel: "accessibility.label"
        case .accessibilityHint: "accessibility.hint"
        case .accessibilityHidden: "accessibility.hidden"
        case .accessibilityOnShow: "accessibility.onShow"
        case .accessibilityCloseButtonLabel: "accessibility.closeButtonLabel"
        }
    }
}

/// Whose slots a property fills: the component's own, or those of a block written for a part
/// of it — a tag group's `tag { … }`, a tooltip's `title { … }` and `action { … }` — which have
/// slots of the same names: `tag.font.size` is ``Slot/fontSize`` in ``tag``.
enum SlotScope: Int, Sendable, CaseIterable {
    case component = 0
    case tag = 1
    case title = 2
    case action = 3

    /// The scope of the members of a block whose members are marked `kinds`
    /// (``PropertyValueType/memberKinds``).
    init?(members kinds: PropertyKinds) {
        switch kinds {
        case .tagBlock: self = .tag
        case .titleBlock: self = .title
        case .actionBlock: self = .action
        default: return nil
        }
    }
}

/// A slot of one scope. Keys are numbered densely (``index``), so that one declaration's slots
/// fit in one array.
struct SlotKey: Hashable, Sendable {
    let scope: SlotScope
    let slot: Slot

    init(_ slot: Slot, in scope: SlotScope) {
        self.slot = slot
        self.scope = scope
    }

    /// The number of scopes.
    private static let scopeCount = SlotScope.allCases.count
    /// The number of keys: each slot in each scope.
    static let count = scopeCount * Slot.count

    /// The key's number, `0 ..< count`: the slot's scopes side by side.
    var index: Int { Self.scopeCount * slot.rawValue + scope.rawValue }

    /// The property's name from the component: the slot's path, after the block of its scope
    /// (`tag.padding.top`).
    var name: String {
        switch scope {
        case .component: slot.path
        case .tag: "tag." + slot.path
        case .title: "title." + slot.path
        case .action: "action." + slot.path
        }
    }
}

import TipStyle
/// Where a property may be written to have an effect.
public struct PropertyKinds: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// At the top level of a `tooltip`.
    public static let tooltip = PropertyKinds(rawValue: 1)
    /// At the top level of a `tags` group.
    public static let tags = PropertyKinds(rawValue: 2)
    /// Inside a group's `tag { … }` block.
    public static let tagBlock = PropertyKinds(rawValue: 4)
    /// Inside a tooltip's `title { … }` block.
    public static let titleBlock = PropertyKinds(rawValue: 8)
    /// Inside a tooltip's `action { … }` block.
    public static let actionBlock = PropertyKinds(rawValue: 16)
    /// Every place.
    public static let all: PropertyKinds = [.tooltip, .tags, .tagBlock, .titleBlock, .actionBlock]
}

/// The type of value a property takes (drives conversion, hover text and completion).
public enum PropertyValueType: Hashable, Sendable {
    /// A string literal.
    case string
    /// A text: a string or `localized("key")` (a label or hint VoiceOver reads).
    case text
    /// A text (a string or `localized("key")`), or the block `title { text; font; textColor;
    /// numberOfLines }` holding the title properties.
    case title
    /// A list of strings: `["a", "b"]` (or `"a", "b"`).
    case stringList
    /// A list of actions, each a text or `action(TEXT, id: "…")`, or `none`.
    case actions
    /// `true` or `false`.
    case boolean
    /// A colour: `#RGB[A]`, `#RRGGBB[AA]`, `rgb(…)`, `rgba(…)`, a named colour or a constant.
    case color
    /// Points (a number with no unit or `pt`), ≥ 0.
    case size
    /// Points, > 0 (font sizes).
    case positiveSize
    /// Points ≥ 0 that may scale with Dynamic Type: a number, or `scaled(N[, relativeTo: STYLE])`.
    case scalableSize
    /// Points > 0 that may scale with Dynamic Type: a number, or `scaled(N[, relativeTo: STYLE])`.
    case scalablePositiveSize
    /// Points, any sign (shadow offsets).
    case offset
    /// A whole number with this minimum.
    case integer(minimum: Int)
    /// A number 0 … 1.
    case fraction
    /// One identifier of this list.
    case keyword([String])
    /// `SIZE [WEIGHT]`, `"Family" SIZE [WEIGHT]`, or the block `font { family; size; weight }`.
    case font
    /// `COLOUR WIDTH` or `none`.
    case border
    /// `ALL`, `VERTICAL HORIZONTAL`, or the block `padding { top; left; bottom; right }`.
    case padding
    /// `BOTH` or `HORIZONTAL VERTICAL`.
    case spacing
    /// `auto` or points.
    case rowHeight
    /// Points, or `capsule` (half the shorter side).
    case cornerRadius
    /// `EDGE [POSITION]` or the block `arrow { edge; position; width; height; apexRadius }`.
    case arrow
    /// `center`, `leading(P)`, `trailing(P)` or `N%`.
    case arrowPosition
    /// `none` or the block `shadow { color; radius; x; y }`.
    case shadow
    /// A list of `tap` and `after(DURATION)`, or `none`.
    case dismiss
    /// `none`, or effects joined with `+`: `fade(DURATION)`, `scale(FACTOR[, DURATION])`.
    case transition
    /// `none`, or `pulse`, `bounce`, `float`, each optionally `(DURATION, repeat: COUNT | forever)`.
    case emphasis
    /// The block `tag { … }` holding the tag properties.
    case tagBlock
    /// The block `action { … }` holding the properties of every action button.
    case actionBlock
    /// `none` or the block `budget { width; height }`.
    case budget
    /// `none`, an image's name, or the block `icon { name; size; color; placement; spacing }`.
    case icon
    /// The block `accessibility { label; hint; hidden; onShow; closeButtonLabel }`.
    case accessibility
    /// The block `reducedMotion { appear; disappear; emphasis }`.
    case reducedMotion

    /// Whether writing the block or one of its members turns the property on (over an
    /// inherited `none`): `shadow`, `budget` and `icon`.
    var isSwitchedOnByItsBlock: Bool { self == .shadow || self == .budget || self == .icon }

    /// For a block whose members are top-level properties written for a part of the component
    /// (`tag { … }`, `title { … }`, `action { … }`), the kind that marks those properties; nil
    /// for the others.
    public var memberKinds: PropertyKinds? {
        switch self {
        case .tagBlock: .tagBlock
        case .title: .titleBlock
        case .actionBlock: .actionBlock
        default: nil
        }
    }

    /// How the type is described to users ("expected a colour").
    public var description: String {
        switch self {
        case .string: "a string"
        case .text: "a text (a string or `localized(\"key\")`)"
        case .title: "a text, or a `title { … }` block"
        case .stringList: "a list of strings"
        case .actions: "a list of texts and `action(TEXT, id: \"…\")`, or `none`"
        case .boolean: "`true` or `false`"
        case .color: "a colour"
        case .size: "a size in points"
        case .positiveSize: "a size in points greater than 0"
        case .scalableSize: "a size in points, or `scaled(N[, relativeTo: STYLE])`"
        case .scalablePositiveSize: "a size in points greater than 0, or `scaled(N[, relativeTo: STYLE])`"
        case .offset: "an offset in points"
        case .integer(let minimum): "a whole number ≥ \(minimum)"
        case .fraction: "a number from 0 to 1"
        case .keyword(let values): "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
        case .font: "a font (`[\"Family\"] SIZE [WEIGHT] [relativeTo(STYLE)]` or `[\"Family\"] STYLE [WEIGHT]`)"
        case .border: "a border (`COLOUR WIDTH` or `none`)"
        case .padding: "padding (`ALL` or `VERTICAL HORIZONTAL`, each points or `scaled(N)`)"
        case .spacing: "spacing (`BOTH` or `HORIZONTAL VERTICAL`, each points or `scaled(N)`)"
        case .rowHeight: "`auto` or a size in points"
        case .cornerRadius: "a size in points, `scaled(N[, relativeTo: STYLE])`, or `capsule`"
        case .arrow: "an arrow (`EDGE [POSITION]`)"
        case .arrowPosition: "`center`, `leading(P)`, `trailing(P)` or a percentage"
        case .shadow: "`none` or a `shadow { … }` block"
        case .budget: "`none` or a `budget { width; height }` block"
        case .icon: "`none`, an SF Symbol or asset name, or an `icon { … }` block"
        case .dismiss: "a list of `tap` and `after(DURATION)`"
        case .transition: "`none`, or `fade([DURATION])` and `scale(FACTOR[, DURATION])` joined with `+`"
        case .emphasis: "`none`, `pulse`, `bounce` or `float`, each optionally `(DURATION, repeat: COUNT | forever)`"
        case .tagBlock: "a `tag { … }` block"
        case .actionBlock: "an `action { … }` block"
        case .accessibility: "an `accessibility { … }` block"
        case .reducedMotion: "a `reducedMotion { … }` block"
        }
    }
}

/// One entry of the property catalogue.
public struct PropertyInfo: Sendable {
    /// The name as written.
    public let name: String
    /// Where it has an effect. Members of a block carry the kinds of their block.
    public let kinds: PropertyKinds
    /// The value it takes.
    public let type: PropertyValueType
    /// The default in each place, as the resolver applies it.
    public let defaultValue: PropertyDefault
    /// A one-line meaning.
    public let summary: String
    /// Sub-properties for the block form (`arrow { … }`); empty for plain properties.
    public let members: [PropertyInfo]

    /// Creates a catalogue entry.
    public init(
        _ name: String, _ kinds: PropertyKinds, _ type: PropertyValueType, default defaultValue: PropertyDefault,
        _ summary: String, members: [PropertyInfo] = []
    ) {
        self.name = name
        self.kinds = kinds
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
        self.members = members
    }

    /// Whether the property can be written as a block `name { … }`.
    public var isBlock: Bool { !members.isEmpty || type.memberKinds != nil }

    /// The member called `name`, if any.
    public func member(named name: String) -> PropertyInfo? { members.first { $0.name == name } }
}

/// The catalogue of every property of the language (language.md "Properties"). Defaults are
/// read from the style initialisers of TipStyle, the values the resolver starts from.
public enum PropertyTable {
    /// Font weights, lightest first.
    public static let fontWeights = FontWeight.allCases.map(\.rawValue)
    /// UIKit's text styles, largest first.
    public static let textStyles = TextStyle.allCases.map(\.rawValue)

    private static let tooltip = TooltipStyle()
    private static let group = TagGroupStyle()
    private static let tag = group.tag
    private static let title = TitleStyle(textColor: tooltip.textColor)
    private static let action = ActionStyle(textColor: tooltip.textColor)
    /// A default that is the tooltip's own value of a property.
    private static func tooltips(_ property: String) -> PropertyDefault.Value { .described("the tooltip's \(property)") }

    private static let font = PropertyInfo(
        "font", fontKinds, .font,
        default: PropertyDefault(tooltip: .font(tooltip.font), tag: .font(tag.font), title: .font(title.font), action: .font(action.font)),
        "the text's font (under a `title`, the message's starts from `subheadline`)",
        members: [
            PropertyInfo(
                "family", fontKinds, .string,
                default: PropertyDefault(
                    tooltip: .family(tooltip.font.family), tag: .family(tag.font.family), title: .family(title.font.family),
                    action: .family(action.font.family)),
                "font family name"),
            PropertyInfo(
                "size", fontKinds, .positiveSize,
                default: PropertyDefault(
                    tooltip: .number(tooltip.font.size), tag: .number(tag.font.size), title: .number(title.font.size),
                    action: .number(action.font.size)),
                "point size"),
            PropertyInfo(
                "weight", fontKinds, .keyword(fontWeights),
                default: PropertyDefault(
                    tooltip: .keyword(tooltip.font.weight), tag: .keyword(tag.font.weight), title: .keyword(title.font.weight),
                    action: .keyword(action.font.weight)),
                "UIKit font weight"),
            PropertyInfo(
                "relativeTo", fontKinds, .keyword(["none"] + textStyles),
                default: PropertyDefault(
                    tooltip: .textStyle(tooltip.font.relativeTo), tag: .textStyle(tag.font.relativeTo), title: .textStyle(title.font.relativeTo),
                    action: .textStyle(action.font.relativeTo)),
                "the text style whose Dynamic Type scaling the size follows, as UIFontMetrics scales it; none: a fixed size"),
        ])

    /// Where a `font` is written: a tooltip (its message), a tag, a title, an action button.
    private static let fontKinds: PropertyKinds = [.tooltip, .tagBlock, .titleBlock, .actionBlock]

    private static let padding: PropertyInfo = {
        let kinds: PropertyKinds = [.tooltip, .tags, .tagBlock, .actionBlock]
        return PropertyInfo(
            "padding", kinds, .padding,
            default: PropertyDefault(
                tooltip: .insets(tooltip.padding), tags: .insets(group.padding), tag: .insets(tag.padding), action: .insets(action.padding)),
            "insets between the edge and the content",
            members: EdgeInsets.namedSides.map { side in
                PropertyInfo(
                    side.name, kinds, .scalableSize,
                    default: PropertyDefault(
                        tooltip: .number(tooltip.padding[keyPath: side.keyPath]), tags: .number(group.padding[keyPath: side.keyPath]),
                        tag: .number(tag.padding[keyPath: side.keyPath]), action: .number(action.padding[keyPath: side.keyPath])),
                    "\(side.name) inset")
            })
    }()

    private static let arrow = PropertyInfo(
        "arrow", .tooltip, .arrow, default: PropertyDefault(tooltip: .arrow(tooltip.arrow)), "the arrow pointing at the anchor",
        members: [
            PropertyInfo(
                "edge", .tooltip, .keyword(ArrowEdge.allCases.map(\.rawValue)), default: PropertyDefault(tooltip: .keyword(tooltip.arrow.edge)),
                "edge the arrow stands on"),
            PropertyInfo(
                "position", .tooltip, .arrowPosition, default: PropertyDefault(tooltip: .position(tooltip.arrow.position)),
                "where along the edge"),
            PropertyInfo("width", .tooltip, .scalableSize, default: PropertyDefault(tooltip: .number(tooltip.arrow.width)), "length of the arrow's base"),
            PropertyInfo("height", .tooltip, .scalableSize, default: PropertyDefault(tooltip: .number(tooltip.arrow.height)), "distance from base to apex"),
            PropertyInfo("apexRadius", .tooltip, .scalableSize, default: PropertyDefault(tooltip: .number(tooltip.arrow.apexRadius)), "rounding of the apex"),
        ])

    /// The shadow's members default to the standard shadow: writing one turns the shadow on.
    private static let shadow: PropertyInfo = {
        let standard = TooltipStyle.standardShadow
        return PropertyInfo(
            "shadow", .tooltip, .shadow, default: PropertyDefault(tooltip: .shadow(tooltip.shadow)), "drop shadow",
            members: [
                PropertyInfo("color", .tooltip, .color, default: PropertyDefault(tooltip: .color(standard.color)), "shadow colour"),
                PropertyInfo("radius", .tooltip, .size, default: PropertyDefault(tooltip: .number(standard.radius)), "blur radius"),
                PropertyInfo("x", .tooltip, .offset, default: PropertyDefault(tooltip: .number(standard.x)), "horizontal offset"),
                PropertyInfo("y", .tooltip, .offset, default: PropertyDefault(tooltip: .number(standard.y)), "vertical offset"),
            ])
    }()

    /// The image beside or above the text; writing it or a member turns it on.
    private static let icon = PropertyInfo(
        "icon", .tooltip, .icon, default: PropertyDefault(tooltip: .described("none")),
        "an image the app draws (an SF Symbol or asset name) beside or above the text",
        members: [
            PropertyInfo("name", .tooltip, .string, default: PropertyDefault(tooltip: required), "the SF Symbol or asset name"),
            PropertyInfo(
                "size", .tooltip, .scalablePositiveSize, default: PropertyDefault(tooltip: .number(IconStyle.standardSize)),
                "the side of its square frame; unless written, it scales with the message's text style when the message's font does, as an SF Symbol in that font"),
            PropertyInfo("color", .tooltip, .color, default: PropertyDefault(tooltip: tooltips("textColor")), "the tint of a template image"),
            PropertyInfo(
                "placement", .tooltip, .keyword(IconPlacement.allCases.map(\.rawValue)), default: PropertyDefault(tooltip: .keyword(IconPlacement.leading)),
                "before the text, centred on its first line's capitals, or above it, centred"),
            PropertyInfo("spacing", .tooltip, .scalableSize, default: PropertyDefault(tooltip: .number(IconStyle.standardSpacing)), "between the icon and the text"),
            PropertyInfo(
                "label", .tooltip, .text, default: PropertyDefault(tooltip: .described("none: decoration, not read")),
                "what VoiceOver says for the icon; a labelled icon is read as an image"),
            PropertyInfo("hint", .tooltip, .text, default: PropertyDefault(tooltip: .described("none")), "what VoiceOver says after the icon's label"),
        ])

    /// What VoiceOver reads of a component beyond its drawn texts, and what showing it does.
    private static let accessibility = PropertyInfo(
        "accessibility", [.tooltip, .tags], .accessibility,
        default: PropertyDefault(tooltip: .described("read, announced when shown"), tags: .described("read")),
        "what VoiceOver reads beyond the drawn texts, and what showing the component does (see accessibility.md)",
        members: [
            PropertyInfo("label", .tooltip, .text, default: PropertyDefault(tooltip: .described("the message")), "what VoiceOver says instead of the message"),
            PropertyInfo(
                "hint", [.tooltip, .tags], .text, default: PropertyDefault(tooltip: .described("none"), tags: .described("none")),
                "what VoiceOver says after the message (after each tag of a group)"),
            PropertyInfo(
                "hidden", [.tooltip, .tags], .boolean, default: PropertyDefault(tooltip: .written("false"), tags: .written("false")),
                "whether VoiceOver leaves the component out"),
            PropertyInfo(
                "onShow", .tooltip, .keyword(AccessibilityOnShow.allCases.map(\.rawValue)),
                default: PropertyDefault(tooltip: .keyword(AccessibilityStyle.standardTooltip.onShow)),
                "what showing the tooltip tells VoiceOver: `announce` speaks it, `focus` moves to it, `none` neither"),
            PropertyInfo(
                "closeButtonLabel", .tooltip, .text, default: PropertyDefault(tooltip: .described("\"Close\" in the locale's language")),
                "what VoiceOver says for the close button"),
        ])

    /// The size a component may take in every locale and text size: the build warns (W008)
    /// where it takes more.
    private static let budget = PropertyInfo(
        "budget", [.tooltip, .tags], .budget, default: PropertyDefault(tooltip: .described("none"), tags: .described("none")),
        "the largest size, checked in every locale and text size (W008)",
        members: [
            PropertyInfo("width", [.tooltip, .tags], .positiveSize, default: PropertyDefault(tooltip: .described("any"), tags: .described("any")),
                         "the widest the component may be"),
            PropertyInfo("height", [.tooltip, .tags], .positiveSize, default: PropertyDefault(tooltip: .described("any"), tags: .described("any")),
                         "the tallest the component may be"),
        ])

    /// The border colour that applies when only a width is written: the border's own, else the
    /// standard one.
    private static func borderColor(_ border: Border?) -> PropertyDefault.Value {
        .color(border?.color ?? TooltipStyle.standardBorderColor)
    }

    private static let required = PropertyDefault.Value.described("required")

    /// Every top-level property, in the order of language.md.
    public static let topLevel: [PropertyInfo] = [
        PropertyInfo(
            "text", [.tooltip, .titleBlock], .string, default: PropertyDefault(tooltip: required, title: .described("none: no title")),
            "the tooltip's text (its message); in `title { … }`, the title's"),
        PropertyInfo(
            "title", .tooltip, .title, default: PropertyDefault(tooltip: .described("none")),
            "the title above the text, with its own `font`, `textColor` and `numberOfLines`"),
        PropertyInfo(
            "titleSpacing", .tooltip, .scalableSize, default: PropertyDefault(tooltip: .number(TitleStyle.standardSpacing)),
            "space between the title and the text"),
        icon,
        font,
        PropertyInfo(
            "textColor", [.tooltip, .tagBlock, .titleBlock, .actionBlock], .color,
            default: PropertyDefault(
                tooltip: .color(tooltip.textColor), tag: .color(tag.textColor), title: tooltips("textColor"), action: tooltips("textColor")),
            "colour of the text"),
        PropertyInfo(
            "textAlignment", .tooltip, .keyword(TextAlignment.allCases.map(\.rawValue)),
            default: PropertyDefault(tooltip: .keyword(tooltip.textAlignment)), "horizontal alignment of the lines"),
        PropertyInfo(
            "numberOfLines", [.tooltip, .titleBlock], .integer(minimum: 0),
            default: PropertyDefault(tooltip: .integer(tooltip.numberOfLines), title: .integer(title.numberOfLines)),
            "maximum number of lines; 0 is unlimited"),
        PropertyInfo(
            "lineBreakMode", .tooltip, .keyword(LineBreakMode.allCases.map(\.rawValue)),
            default: PropertyDefault(tooltip: .keyword(tooltip.lineBreakMode)), "how lines break and truncate"),
        PropertyInfo(
            "lineBreakStrategy", .tooltip, .keyword(LineBreakStrategy.allCases.map(\.rawValue)),
            default: PropertyDefault(tooltip: .keyword(tooltip.lineBreakStrategy)),
            "as UILabel's: `standard` keeps Hangul words whole and a last line of one word takes one more; `pushOut` or `hangulWordPriority` does one of the two, `none` neither"),
        PropertyInfo(
            "ligatures", [.tooltip, .tagBlock], .keyword(Ligatures.allCases.map(\.rawValue)),
            default: PropertyDefault(tooltip: .keyword(tooltip.ligatures), tag: .keyword(tag.ligatures)),
            "Whether standard and contextual ligatures (OpenType `liga`, `clig`) apply: `normal` (the default, as in UIKit) or `none`; required ligatures apply either way."),
        PropertyInfo("lineSpacing", .tooltip, .scalableSize, default: PropertyDefault(tooltip: .number(tooltip.lineSpacing)), "extra space between lines"),
        PropertyInfo(
            "background", [.tooltip, .tags, .tagBlock, .actionBlock], .color,
            default: PropertyDefault(
                tooltip: .color(tooltip.background), tags: .color(group.background), tag: .color(tag.background),
                action: .color(action.background)),
            "fill colour"),
        PropertyInfo(
            "border", [.tooltip, .tagBlock], .border, default: PropertyDefault(tooltip: .border(tooltip.border), tag: .border(tag.border)),
            "stroke colour and width"),
        PropertyInfo(
            "borderColor", [.tooltip, .tagBlock], .color,
            default: PropertyDefault(tooltip: borderColor(tooltip.border), tag: borderColor(tag.border)), "stroke colour"),
        PropertyInfo(
            "borderWidth", [.tooltip, .tagBlock], .size,
            default: PropertyDefault(tooltip: .number(tooltip.border?.width ?? 0), tag: .number(tag.border?.width ?? 0)),
            "stroke width; 0 is no border"),
        PropertyInfo(
            "cornerRadius", [.tooltip, .tagBlock, .actionBlock], .cornerRadius,
            default: PropertyDefault(
                tooltip: .cornerRadius(tooltip.cornerRadius), tag: .cornerRadius(tag.cornerRadius), action: .cornerRadius(action.cornerRadius)),
            "corner rounding"),
        padding,
        PropertyInfo(
            "width", [.tooltip, .tags], .size,
            default: PropertyDefault(tooltip: .optional(tooltip.width, absent: "hug the text", PropertyDefault.Value.number), tags: .number(group.width)),
            "fixed width"),
        PropertyInfo(
            "maxWidth", .tooltip, .size, default: PropertyDefault(tooltip: .optional(tooltip.maxWidth, absent: "no limit", PropertyDefault.Value.number)),
            "widest the bubble grows before the text wraps"),
        arrow,
        shadow,
        PropertyInfo("opacity", .tooltip, .fraction, default: PropertyDefault(tooltip: .number(tooltip.opacity)), "opacity of the whole tooltip"),
        PropertyInfo("dismiss", .tooltip, .dismiss, default: PropertyDefault(tooltip: .dismiss(tooltip.dismiss)), "what dismisses the tooltip"),
        PropertyInfo(
            "actions", .tooltip, .actions, default: PropertyDefault(tooltip: .described("none")),
            "buttons below the text, at most \(ActionStyle.maximumCount): a text, or `action(TEXT, id: \"…\")` to name the id the app gets"),
        PropertyInfo("action", .tooltip, .actionBlock, default: .none, "the style of every action button"),
        PropertyInfo(
            "appear", .tooltip, .transition, default: PropertyDefault(tooltip: .written("none")),
            "how the tooltip comes in (its effects run together, each over its duration: 0.25s unless one is written)"),
        PropertyInfo("disappear", .tooltip, .transition, default: PropertyDefault(tooltip: .written("none")), "how the tooltip goes away"),
        PropertyInfo(
            "emphasis", .tooltip, .emphasis, default: PropertyDefault(tooltip: .written("none")),
            "how the tooltip draws attention while it shows (1s, 0.8s, 2s a cycle; forever unless `repeat:` says)"),
        PropertyInfo(
            "reducedMotion", .tooltip, .reducedMotion, default: PropertyDefault(tooltip: .described("each transition a cross-fade, no emphasis")),
            "how the tooltip moves when Reduce Motion is on",
            members: [
                PropertyInfo("appear", .tooltip, .transition, default: PropertyDefault(tooltip: .described("a fade as long as `appear`")), "how it comes in"),
                PropertyInfo(
                    "disappear", .tooltip, .transition, default: PropertyDefault(tooltip: .described("a fade as long as `disappear`")), "how it goes away"),
                PropertyInfo("emphasis", .tooltip, .emphasis, default: PropertyDefault(tooltip: .written("none")), "how it draws attention"),
            ]),
        PropertyInfo(
            "closeButton", .tooltip, .boolean, default: PropertyDefault(tooltip: .written("false")),
            "a close button in the bubble's trailing top corner (a 44 × 44 hit area, a 12-point ×)"),
        PropertyInfo(
            "items", .tags, .stringList, default: PropertyDefault(tags: required),
            "the tags' texts, each a text or `item(TEXT, label: …, hint: …)`"),
        PropertyInfo(
            "spacing", [.tags, .actionBlock], .spacing,
            default: PropertyDefault(
                tags: .spacing(horizontal: group.horizontalSpacing, vertical: group.verticalSpacing),
                action: .spacing(horizontal: action.horizontalSpacing, vertical: action.verticalSpacing)),
            "space between tags (action buttons) and between rows (and above the first row of buttons)"),
        PropertyInfo("rowHeight", .tags, .rowHeight, default: PropertyDefault(tags: .rowHeight(group.rowHeight)), "height of each row (`auto`: the tags' line height plus their vertical padding)"),
        PropertyInfo(
            "alignment", .tags, .keyword(TagAlignment.allCases.map(\.rawValue)), default: PropertyDefault(tags: .keyword(group.alignment)),
            "alignment of each row"),
        PropertyInfo(
            "direction", .tags, .keyword(LayoutDirection.allCases.map(\.rawValue)), default: PropertyDefault(tags: .keyword(group.direction)),
            "order of tags in a row"),
        PropertyInfo(
            "maxRows", .tags, .integer(minimum: 1), default: PropertyDefault(tags: .optional(group.maxRows, absent: "unlimited", PropertyDefault.Value.integer)),
            "rows shown; hidden tags become `+N`"),
        PropertyInfo("tag", .tags, .tagBlock, default: .none, "the style of every tag"),
        PropertyInfo(
            "tappable", .tags, .boolean, default: PropertyDefault(tags: .written("false")),
            "whether a tag is something to tap: a button to VoiceOver, with a hit area of at least 44 × 44 (rows then stand at least 44 points apart, top to top)"),
        budget,
        accessibility,
    ]

    /// The properties allowed inside `tag { … }`.
    public static let tagMembers: [PropertyInfo] = topLevel.filter { $0.kinds.contains(.tagBlock) }
    /// The properties allowed inside `title { … }`.
    public static let titleMembers: [PropertyInfo] = topLevel.filter { $0.kinds.contains(.titleBlock) }
    /// The properties allowed inside `action { … }`.
    public static let actionMembers: [PropertyInfo] = topLevel.filter { $0.kinds.contains(.actionBlock) }

    /// The top-level property called `name`, if any.
    public static func property(named name: String) -> PropertyInfo? { topLevel.first { $0.name == name } }

    /// The members of a block property (the `tag` block's members are ``tagMembers``, the
    /// `title` block's ``titleMembers``, the `action` block's ``actionMembers``).
    public static func members(of property: PropertyInfo) -> [PropertyInfo] {
        switch property.type.memberKinds {
        case .tagBlock?: tagMembers
        case .titleBlock?: titleMembers
        case .actionBlock?: actionMembers
        default: property.members
        }
    }

    /// Every identifier that has a meaning in a value: enum values, font weights, the value
    /// keywords `auto`, `none`, `tap`, and the animations' names and `forever`. Constants may
    /// not shadow these (nor colour names).
    public static let valueKeywords: [String] = {
        var words: [String] = []
        func add(_ property: PropertyInfo) {
            if case .keyword(let values) = property.type {
                for value in values where !words.contains(value) { words.append(value) }
            }
            property.members.forEach(add)
        }
        topLevel.forEach(add)
        let animations = TransitionEffect.Kind.allCases.map(\.rawValue) + TooltipEmphasis.Kind.allCases.map(\.rawValue) + ["forever"]
        for word in ["center", "auto", "none", "tap"] + animations where !words.contains(word) { words.append(word) }
        return words
    }()
}

import TipStyle

/// A property's default in each place it can be written, taken from the style initialisers of
/// TipStyle (``TooltipStyle``, ``TagGroupStyle``, ``TagStyle``) — the values the resolver
/// applies — and spelled as a user would write them. Hover, completion and
/// `docs/language.md` show ``description``.
public struct PropertyDefault: Sendable, Equatable {
    /// The default in one place.
    public enum Value: Sendable, Equatable {
        /// A value as the language writes it: writing it changes nothing (`white`, `8 16`, `auto`).
        case written(String)
        /// A default no value spells (`required`, `hug the text`).
        case described(String)

        /// The text shown for it.
        public var text: String {
            switch self {
            case .written(let text), .described(let text): text
            }
        }
    }

    /// One place (``PropertyKinds/tooltip``, ``PropertyKinds/tags``, ``PropertyKinds/tagBlock``,
    /// ``PropertyKinds/titleBlock`` or ``PropertyKinds/actionBlock``) and its default, in that
    /// order.
    public let places: [(place: PropertyKinds, value: Value)]

    /// A default per place; a place given `nil` has none (the property does not apply there).
    public init(tooltip: Value? = nil, tags: Value? = nil, tag: Value? = nil, title: Value? = nil, action: Value? = nil) {
        places = [(PropertyKinds.tooltip, tooltip), (.tags, tags), (.tagBlock, tag), (.titleBlock, title), (.actionBlock, action)].compactMap { place, value in
            value.map { (place, $0) }
        }
    }

    /// No default: a block (`tag { … }`) that only holds other properties.
    public static let none = PropertyDefault()

    /// The default where the property is written at `place`, if it applies there.
    public func value(at place: PropertyKinds) -> Value? {
        places.first { $0.place == place }?.value
    }

    /// The defaults as one line: `8` when every place has the same one, else each place's
    /// default with the places it holds in: `white (tooltip), black (tag)`. Empty for ``none``.
    public var description: String {
        var groups: [(value: Value, labels: [String])] = []
        for (place, value) in places {
            if let index = groups.firstIndex(where: { $0.value == value }) {
                groups[index].labels.append(Self.label(place))
            } else {
                groups.append((value, [Self.label(place)]))
            }
        }
        if groups.count == 1 { return groups[0].value.text }
        return groups.map { "\($0.value.text) (\($0.labels.joined(separator: ", ")))" }.joined(separator: ", ")
    }

    public static func == (lhs: PropertyDefault, rhs: PropertyDefault) -> Bool {
        lhs.places.elementsEqual(rhs.places) { $0.place == $1.place && $0.value == $1.value }
    }

    private static func label(_ place: PropertyKinds) -> String {
        switch place {
        case .tooltip: "tooltip"
        case .tags: "tags"
        case .titleBlock: "title"
        case .actionBlock: "action"
        default: "tag"
        }
    }
}

/// Style values spelled as the language writes them, for ``PropertyDefault``.
extension PropertyDefault.Value {
    /// A number without a trailing `.0`.
    static func number(_ value: Double) -> Self { .written(SemanticMessages.format(value)) }

    /// A whole number.
    static func integer(_ value: Int) -> Self { .written(String(value)) }

    /// An enumerated value by its name.
    static func keyword<Keyword: RawRepresentable<String>>(_ value: Keyword) -> Self { .written(value.rawValue) }

    /// A colour by its UIKit name when it has one, else as `#RRGGBBAA`, or as
    /// `color(light: …, dark: …)` (with its increased-contrast values where they differ) when
    /// the appearances differ.
    static func color(_ value: DynamicColor) -> Self {
        if let name = NamedColors.all.first(where: { $0.color == value })?.name { return .written(name) }
        guard value.isDynamic else { return .written(value.light.hex) }
        var written = "color(light: \(value.light.hex), dark: \(value.dark.hex)"
        if value.lightIncreasedContrast != value.light { written += ", lightIncreasedContrast: \(value.lightIncreasedContrast.hex)" }
        if value.darkIncreasedContrast != value.dark { written += ", darkIncreasedContrast: \(value.darkIncreasedContrast.hex)" }
        return .written(written + ")")
    }

    /// A font as its shorthand: `17 regular`, `"Brand" 15 bold`, `15 regular relativeTo(body)`,
    /// or a text style's name (`headline`, `subheadline semibold`) for a font at its style's size.
    static func font(_ font: FontStyle) -> Self {
        var size = SemanticMessages.format(font.size) + " " + font.weight.rawValue
        if let style = font.relativeTo {
            if font.size == style.size(at: .standard) {
                size = font.weight == style.weight ? style.rawValue : style.rawValue + " " + font.weight.rawValue
            } else {
                size += " relativeTo(\(style.rawValue))"
            }
        }
        return .written(font.family.map { "\"\($0)\" " + size } ?? size)
    }

    /// The text style a size scales with, or `none`.
    static func textStyle(_ style: TextStyle?) -> Self { .written(style?.rawValue ?? "none") }

    /// A font family: its name, or the system font.
    static func family(_ family: String?) -> Self {
        family.map { .written("\"\($0)\"") } ?? .described(FontStyle.systemFamilyName)
    }

    /// A border as its shorthand (`gray 1`), or `none`.
    static func border(_ border: Border?) -> Self {
        guard let border else { return .written("none") }
        return .written(color(border.color).text + " " + SemanticMessages.format(border.width))
    }

    /// Insets as the shortest shorthand: `0`, `8 16`, or the block's members.
    static func insets(_ insets: EdgeInsets) -> Self {
        let (top, left, bottom, right) = (insets.top, insets.left, insets.bottom, insets.right)
        if top == bottom, left == right {
            return .written(top == left ? SemanticMessages.format(top) : "\(SemanticMessages.format(top)) \(SemanticMessages.format(left))")
        }
        let members = [("top", top), ("left", left), ("bottom", bottom), ("right", right)]
        return .described(members.map { "\($0.0) \(SemanticMessages.format($0.1))" }.joined(separator: ", "))
    }

    /// Spacing as its shorthand: `8`, or `HORIZONTAL VERTICAL`.
    static func spacing(horizontal: Double, vertical: Double) -> Self {
        let text = SemanticMessages.format(horizontal)
        return .written(horizontal == vertical ? text : text + " " + SemanticMessages.format(vertical))
    }

    /// An arrow position: `center`, `leading(20)`, `trailing(20)`, `30%`.
    static func position(_ position: ArrowPosition) -> Self {
        switch position {
        case .center: .written("center")
        case .leading(let points): .written("leading(\(SemanticMessages.format(points)))")
        case .trailing(let points): .written("trailing(\(SemanticMessages.format(points)))")
        case .percent(let percent): .written(SemanticMessages.format(percent) + "%")
        }
    }

    /// The arrow in words: edge, position, and base × height.
    static func arrow(_ arrow: ArrowStyle) -> Self {
        let size = "\(SemanticMessages.format(arrow.width)) × \(SemanticMessages.format(arrow.height))"
        return .described("\(arrow.edge.rawValue) \(position(arrow.position).text), \(size)")
    }

    /// A corner radius: points or `capsule`.
    static func cornerRadius(_ radius: CornerRadius) -> Self {
        switch radius {
        case .points(let points): number(points)
        case .capsule: .written("capsule")
        }
    }

    /// A row height: `auto` or points.
    static func rowHeight(_ height: RowHeight) -> Self {
        switch height {
        case .auto: .written("auto")
        case .fixed(let points): number(points)
        }
    }

    /// Dismiss triggers: `none`, or the list as written (`tap, after(4s)`).
    static func dismiss(_ triggers: [DismissTrigger]) -> Self {
        guard !triggers.isEmpty else { return .written("none") }
        return .written(triggers.map { trigger in
            switch trigger {
            case .tap: "tap"
            case .after(let seconds): "after(\(SemanticMessages.format(seconds))s)"
            }
        }.joined(separator: ", "))
    }

    /// A shadow in words, or `none`.
    static func shadow(_ shadow: Shadow?) -> Self {
        guard let shadow else { return .written("none") }
        let offset = "\(SemanticMessages.format(shadow.x)), \(SemanticMessages.format(shadow.y))"
        return .described("\(color(shadow.color).text), radius \(SemanticMessages.format(shadow.radius)), offset \(offset)")
    }

    /// An optional value: the value, or what its absence means.
    static func optional<Wrapped>(_ value: Wrapped?, absent: String, _ spell: (Wrapped) -> Self) -> Self {
        value.map(spell) ?? .described(absent)
    }
}

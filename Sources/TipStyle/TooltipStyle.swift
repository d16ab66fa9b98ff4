/// Everything about a tooltip but its text, after inheritance and defaults: the input of the
/// tooltip layout, in `tipc` and in apps. Lengths are in points. ``init()`` holds the
/// language's defaults (docs/language.md, "Properties").
///
/// A value whose members (``Properties``, read and written as if they were its own,
/// `style.font`) live in one shared, immutable box, so a copy — into a layout, a resolved
/// component, another component of the same look — is one reference, and a tooltip style is
/// held once however many components share it. Equal boxes compare equal without reading them.
@dynamicMemberLookup
public struct TooltipStyle: Hashable, Sendable, Codable {
    /// The members of a tooltip style.
    public struct Properties: Hashable, Sendable, Codable {
        public var font: FontStyle
        public var textColor: DynamicColor
        public var textAlignment: TextAlignment
        /// The most lines shown; 0 is unlimited.
        public var numberOfLines: Int
        public var lineBreakMode: LineBreakMode
        public var lineBreakStrategy: LineBreakStrategy
        public var ligatures: Ligatures
        /// Extra space between lines.
        public var lineSpacing: Double
        public var background: DynamicColor
        /// The bubble's stroke; nil is none.
        public var border: Border?
        public var cornerRadius: CornerRadius
        /// Between the bubble's edge (inside the border) and the text.
        public var padding: EdgeInsets
        /// The bubble's fixed width; nil hugs the text.
        public var width: Double?
        /// The widest the bubble grows while hugging the text; nil is no limit.
        public var maxWidth: Double?
        public var arrow: ArrowStyle
        /// nil is none.
        public var shadow: Shadow?
        /// 0…1.
        public var opacity: Double
        /// What dismisses the tooltip, in the order written; empty is nothing.
        public var dismiss: [DismissTrigger]
        /// The size the tooltip may take in every locale and text size (checked by the build);
        /// nil: none.
        public var budget: SizeBudget?
        /// The title's look; nil: the tooltip has no title (and its style in the JSON no `title`).
        public var title: TitleStyle?
        /// The icon beside or above the text; nil: none.
        public var icon: IconStyle?
        /// The look of every action button; nil: the tooltip has no actions.
        public var action: ActionStyle?
        /// The close button; nil: none.
        public var closeButton: CloseButtonStyle?
        /// How it appears, disappears and draws attention; nil: it does not move.
        public var animations: TooltipAnimations?
        /// Whether VoiceOver reads it and what showing it does; nil: the defaults
        /// (``AccessibilityStyle/standardTooltip``).
        public var accessibility: AccessibilityStyle?
        /// The lengths that scale with Dynamic Type (of ``TooltipStyle/scalableLengths``), at
        /// their size at Large; nil: every length keeps its points.
        public var scaledLengths: ScaledLengths?

        /// The language's defaults: 17 pt system font in white on a deep blue
        /// (``TooltipStyle/standardBackground``), wrapped at words,
        /// corner radius 8, padding `8 16`, hugging the text, a 16 × 8 arrow at the bottom centre.
        public init() {
            font = .standard
            textColor = DynamicColor(RGBAColor(red: 255, green: 255, blue: 255))
            textAlignment = .natural
            numberOfLines = 0
            lineBreakMode = .wordWrap
            lineBreakStrategy = .standard
            ligatures = .normal
            lineSpacing = 0
            background = TooltipStyle.standardBackground
            border = nil
            cornerRadius = 8
            padding = EdgeInsets(vertical: 8, horizontal: 16)
            width = nil
            maxWidth = nil
            arrow = ArrowStyle()
            shadow = nil
            opacity = 1
            dismiss = []
            budget = nil
            title = nil
            icon = nil
            action = nil
            closeButton = nil
            animations = nil
            accessibility = nil
            scaledLengths = nil
        }
    }

    /// The box holding the members, shared by every copy; never written (a write makes a new
    /// one), so that reading it needs no copy and no two threads ever see it change.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline
        let properties: Properties

        @usableFromInline
        init(_ properties: Properties) {
            self.properties = properties
        }
    }

    @usableFromInline
    var storage: Storage

    /// The language's defaults (``Properties/init()``).
    public init() {
        storage = Storage(Properties())
    }

    /// A style of these members: what builds a style member by member builds its
    /// ``Properties`` first, then makes it a style once.
    public init(_ properties: Properties) {
        storage = Storage(properties)
    }

    /// All its members at once.
    public var properties: Properties {
        storage.properties
    }

    /// A member, read in place, or written into a new storage (the others keep theirs).
    @inlinable
    public subscript<Value>(dynamicMember member: WritableKeyPath<Properties, Value>) -> Value {
        get { storage.properties[keyPath: member] }
        set {
            var properties = storage.properties
            properties[keyPath: member] = newValue
            storage = Storage(properties)
        }
    }

    public static func == (left: TooltipStyle, right: TooltipStyle) -> Bool {
        left.storage === right.storage || left.storage.properties == right.storage.properties
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.properties)
    }

    /// The identity of its storage: the same for a value and its copies until one is written
    /// (then they are equal without comparing their members), and unique among living values.
    public var storageIdentity: ObjectIdentifier {
        ObjectIdentifier(storage)
    }

    public init(from decoder: Decoder) throws {
        storage = Storage(try Properties(from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        try storage.properties.encode(to: encoder)
    }

    /// Whether a font or a length of the tooltip scales with the content size category (then
    /// its layout differs from one text size to another).
    public var scales: Bool {
        self.font.scales || self.title?.font.scales == true || self.action?.font.scales == true || self.scaledLengths != nil
    }

    /// The style at the content size category `category` with text drawn as `legibility`
    /// says: each font and each scaled length at its size there, every font one weight heavier
    /// with Bold Text, everything else as it is.
    public func at(_ category: ContentSizeCategory, _ legibility: LegibilityWeight = .regular) -> TooltipStyle {
        guard scales || legibility == .bold else { return self }
        var sized = properties
        sized.font = sized.font.at(category, legibility)
        if let title = sized.title { sized.title?.font = title.font.at(category, legibility) }
        if let action = sized.action { sized.action?.font = action.font.at(category, legibility) }
        if let lengths = sized.scaledLengths { lengths.apply(to: &sized, Self.scalableLengths, at: category) }
        return TooltipStyle(sized)
    }

    /// The lengths of a tooltip that may scale with Dynamic Type, by the names of the
    /// properties that write them: padding, spacing, corner radii, the arrow's and the icon's sizes.
    public static let scalableLengths: [ScalableLength<Properties>] = {
        let own: [ScalableLength<Properties>] = ScalableLength.padding("padding", \.padding) + [
            ScalableLength("cornerRadius", \.cornerRadius), ScalableLength("lineSpacing", \.lineSpacing),
            ScalableLength("arrow.width", \.arrow.width), ScalableLength("arrow.height", \.arrow.height),
            ScalableLength("arrow.apexRadius", \.arrow.apexRadius),
        ]
        let parts: [ScalableLength<Properties>] = [
            ScalableLength("titleSpacing", in: \.title, \TitleStyle.spacing), ScalableLength("icon.size", in: \.icon, \IconStyle.size),
            ScalableLength("icon.spacing", in: \.icon, \IconStyle.spacing),
        ]
        return own + parts + ActionStyle.scalableLengths.map { ScalableLength("action." + $0.name, in: \.action, $0) }
    }()

    /// The shadow that `shadow { … }` starts from, for the members it leaves out: 25 % black,
    /// blur 4, 2 points down.
    public static let standardShadow = Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x40)), radius: 4, x: 0, y: 2)
    /// The stroke colour of a border written without one (CALayer's default `borderColor`).
    public static let standardBorderColor = DynamicColor(RGBAColor(red: 0, green: 0, blue: 0))
    /// The default background: a blue deep enough that white text keeps 4.5:1 on it in every
    /// appearance, and on an action's default fill (``ActionStyle/standardBackground``, white
    /// at 20 %) too — `#0040DD` (UIKit's `systemBlue` with Increase Contrast, in light) in
    /// light, `#0A48DC` in dark, `#0036B8` and `#0040DD` with Increase Contrast. UIKit's own
    /// `systemBlue` keeps white text at 4.02:1 in light and 3.65:1 in dark.
    public static let standardBackground = DynamicColor(
        light: RGBAColor(red: 0x00, green: 0x40, blue: 0xDD), dark: RGBAColor(red: 0x0A, green: 0x48, blue: 0xDC),
        lightIncreasedContrast: RGBAColor(red: 0x00, green: 0x36, blue: 0xB8), darkIncreasedContrast: RGBAColor(red: 0x00, green: 0x40, blue: 0xDD))
}

/// The arrow ("tip") of a tooltip. Lengths are in points.
public struct ArrowStyle: Hashable, Sendable, Codable {
    /// The bubble's edge it stands on (`none`: no arrow).
    public var edge: ArrowEdge
    /// Where along the edge.
    public var position: ArrowPosition
    /// Length of the base along the edge.
    public var width: Double
    /// Distance from the base to the apex.
    public var height: Double
    /// Rounding of the apex (0 is sharp).
    public var apexRadius: Double

    /// Creates an arrow; the defaults are the language's: bottom centre, 16 × 8, sharp.
    public init(edge: ArrowEdge = .bottom, position: ArrowPosition = .center, width: Double = 16, height: Double = 8, apexRadius: Double = 0) {
        self.edge = edge
        self.position = position
        self.width = width
        self.height = height
        self.apexRadius = apexRadius
    }
}

import TipLayout
import TipModel
import TipStyle
import TipText

/// Seeded random documents laid out by the layout pass: every part a tooltip or a tag group can
/// have, in random styles, with texts that are hard to write (quotes, backslashes, control
/// characters, line separators, emoji, CJK, inline Markdown), numbers at every scale, colours
/// that differ between appearances, faces reported by a font file's measurer, and variants at
/// other text sizes and in other locales.
public struct RandomLayouts {
    private var random: SplitMix64
    private let builtin = BuiltinTextMeasurer()
    private let withFontFile: FontTextMeasurer

    /// A generator whose documents are fixed by `seed`.
    public init(seed: UInt64) throws {
        random = SplitMix64(state: seed)
        let face = try FontFace(data: Repository.bytes("Tests/Fixtures/Fonts/DejaVuSans-subset.ttf"))
        withFontFile = FontTextMeasurer(families: [FontFamily(name: "Brand", faces: [(400, face)])])
    }

    /// A document of `count` components, some with variants at other text sizes and in a second
    /// locale.
    public mutating func document(components count: Int) -> LayoutDocument {
        var components: [ComponentLayout] = []
        var variants: [Int: SizeCategoryVariants] = [:]
        var german: [Int: LocaleLayouts.Component] = [:]
        for index in 0..<count {
            let make = component(named: "C\(index)")
            components.append(make(.standard))
            if chance(0.2) {
                let full = Set(ContentSizeCategory.allCases.filter { $0 != .standard && chance(0.2) })
                variants[index] = SizeCategoryVariants.of(components[index], scales: true, full: full, layout: make.callAsFunction)
            }
            if chance(0.2) {
                let translated = make.relaidOut(in: &self)
                german[index] = LocaleLayouts.Component(
                    layout: translated(.standard),
                    sizeCategories: SizeCategoryVariants.of(translated(.standard), scales: chance(0.5), full: [.xSmall], layout: translated.callAsFunction))
            }
        }
        return LayoutDocument(
            source: "random.tip", components: components, sizeCategories: variants,
            sourceLanguage: chance(0.5) ? "en" : nil, localizations: german.isEmpty ? [] : [LocaleLayouts(locale: "de", components: german)])
    }

    /// A random component called `name`: its style and content, laid out at any text size.
    private mutating func component(named name: String) -> RandomComponent {
        let measurer: any TextMeasurer = chance(0.3) ? withFontFile : builtin
        if chance(0.6) {
            let (content, style) = tooltip()
            return RandomComponent(name: name, measurer: measurer, kind: .tooltip(content, style))
        }
        let (items, style) = tags()
        return RandomComponent(name: name, measurer: measurer, kind: .tags(items, style))
    }

    /// A component of the generator's, by its style and content.
    private struct RandomComponent {
        enum Kind {
            case tooltip(TooltipContent, TooltipStyle)
            case tags([TagItem], TagGroupStyle)
        }

        let name: String
        let measurer: any TextMeasurer
        let kind: Kind

        /// The component laid out at `category`.
        func callAsFunction(_ category: ContentSizeCategory) -> ComponentLayout {
            switch kind {
            case .tooltip(let content, let style):
                .tooltip(Layout.tooltip(named: name, content: content, style: style, measurer: measurer, sizeCategory: category))
            case .tags(let items, let style):
                .tags(Layout.tagGroup(named: name, items: items, style: style, measurer: measurer, sizeCategory: category))
            }
        }

        /// The same component with other texts, as in another locale: the same title, actions
        /// and number of items, each with new words.
        func relaidOut(in layouts: inout RandomLayouts) -> RandomComponent {
            let kind: Kind = switch self.kind {
            case .tooltip(let content, let style):
                .tooltip(TooltipContent(
                    title: content.title.map { _ in layouts.text() }, text: layouts.text(),
                    actions: content.actions.map { TooltipAction(id: $0.id, title: layouts.text(nonEmpty: true), label: $0.label.map { _ in layouts.text() }) },
                    accessibility: content.accessibility), style)
            case .tags(let items, let style):
                .tags(items.map { TagItem(layouts.text(), label: $0.label, hint: $0.hint) }, style)
            }
            return RandomComponent(name: name, measurer: measurer, kind: kind)
        }
    }

    private mutating func tooltip() -> (TooltipContent, TooltipStyle) {
        var style = TooltipStyle()
        style.font = font()
        style.textColor = color()
        style.background = color()
        style.padding = insets()
        style.border = chance(0.4) ? Border(color: color(), width: number(0...6)) : nil
        style.cornerRadius = cornerRadius(0...40)
        style.width = chance(0.3) ? number(0...400) : nil
        style.maxWidth = chance(0.5) ? number(0...400) : nil
        style.lineSpacing = number(0...6)
        style.numberOfLines = Int.random(in: 0...3, using: &random)
        style.lineBreakMode = LineBreakMode.allCases.randomElement(using: &random)!
        style.textAlignment = TextAlignment.allCases.randomElement(using: &random)!
        let positions: [ArrowPosition] = [.center, .leading(number(-20...200)), .trailing(number(-20...200)), .percent(number(-10...110))]
        style.arrow = ArrowStyle(
            edge: ArrowEdge.allCases.randomElement(using: &random)!, position: positions.randomElement(using: &random)!,
            width: number(0...40), height: number(0...20), apexRadius: number(0...10))
        style.shadow = chance(0.4) ? Shadow(color: color(), radius: number(0...20), x: number(-10...10), y: number(-10...10)) : nil
        style.opacity = number(0...1)
        style.dismiss = [[], [.tap], [.after(seconds: number(0.5...60))], [.after(seconds: number(0.5...60)), .tap]].randomElement(using: &random)!
        if chance(0.3) {
            style.title = TitleStyle(font: font(), textColor: color(), numberOfLines: Int.random(in: 0...2, using: &random), spacing: number(0...12))
        }
        if chance(0.3) {
            style.icon = IconStyle(
                name: text(nonEmpty: true), size: number(0...40), color: color(), placement: chance(0.5) ? .leading : .top, spacing: number(0...12))
        }
        if chance(0.3) {
            style.action = ActionStyle(
                font: font(), textColor: color(), background: color(), cornerRadius: cornerRadius(0...20), padding: insets(),
                horizontalSpacing: number(0...12), verticalSpacing: number(0...12))
        }
        if chance(0.3) {
            style.closeButton = CloseButtonStyle(hitSize: number(0...60), glyphSize: number(0...30), lineWidth: number(0...4), color: color())
        }
        if chance(0.3) { style.animations = animations() }
        let actions = (0..<(chance(0.3) ? Int.random(in: 1...3, using: &random) : 0)).map { _ in
            TooltipAction(id: text(nonEmpty: true), title: text(nonEmpty: true), label: maybeText(), hint: maybeText())
        }
        if chance(0.3) {
            style.accessibility = AccessibilityStyle(hidden: chance(0.2), onShow: AccessibilityOnShow.allCases.randomElement(using: &random)!)
        }
        let accessibility = TooltipAccessibilityText(
            label: maybeText(), hint: maybeText(), iconLabel: maybeText(), iconHint: maybeText(), closeButtonLabel: maybeText())
        style.scaledLengths = scaledLengths(TooltipStyle.scalableLengths)
        return (
            TooltipContent(title: style.title != nil || chance(0.1) ? text() : nil, text: text(), actions: actions, accessibility: accessibility),
            style
        )
    }

    private mutating func tags() -> ([TagItem], TagGroupStyle) {
        var style = TagGroupStyle()
        style.width = number(0...400)
        style.padding = insets()
        style.background = color()
        style.horizontalSpacing = number(0...20)
        style.verticalSpacing = number(0...20)
        style.rowHeight = chance(0.3) ? .fixed(number(0...50)) : .auto
        style.alignment = TagAlignment.allCases.randomElement(using: &random)!
        style.direction = LayoutDirection.allCases.randomElement(using: &random)!
        style.maxRows = chance(0.4) ? Int.random(in: 1...3, using: &random) : nil
        style.tag.font = font()
        style.tag.textColor = color()
        style.tag.background = color()
        style.tag.border = chance(0.4) ? Border(color: color(), width: number(0...3)) : nil
        style.tag.cornerRadius = cornerRadius(0...20)
        style.tag.padding = insets()
        style.tappable = chance(0.4)
        if chance(0.2) { style.accessibility = AccessibilityStyle(hidden: true, onShow: .none) }
        style.scaledLengths = scaledLengths(TagGroupStyle.scalableLengths)
        return ((0..<Int.random(in: 0...12, using: &random)).map { _ in TagItem(text(), label: maybeText(), hint: maybeText()) }, style)
    }

    private mutating func animations() -> TooltipAnimations {
        func transition(_ random: inout SplitMix64) -> TooltipTransition {
            TooltipTransition(effects: [
                TransitionEffect(kind: .fade, duration: random.next(in: 0...2)),
                TransitionEffect(kind: .scale, duration: random.next(in: 0...2), scale: random.next(in: 0...2)),
            ])
        }
        let emphasis = TooltipEmphasis(
            kind: TooltipEmphasis.Kind.allCases.randomElement(using: &random)!, duration: number(0.1...5),
            repeatCount: chance(0.5) ? .forever : .times(Int.random(in: 1...5, using: &random)))
        let reduced = ReducedMotion(appear: chance(0.5) ? transition(&random) : nil, emphasis: chance(0.3) ? emphasis : nil, declared: true)
        return TooltipAnimations(
            appear: chance(0.7) ? transition(&random) : nil, disappear: chance(0.7) ? transition(&random) : nil,
            emphasis: chance(0.7) ? emphasis : nil, reducedMotion: chance(0.3) ? reduced : nil)
    }

    /// A font of the system or of the font file's family, scaling with a text style or not,
    /// in any weight.
    private mutating func font() -> FontStyle {
        var font = chance(0.3) ? FontStyle(textStyle: TextStyle.allCases.randomElement(using: &random)!) : FontStyle(size: number(1...40))
        font.weight = FontWeight.allCases.randomElement(using: &random)!
        if chance(0.3) { font.family = "Brand" }
        return font
    }

    /// The same colour in every appearance, one of its own in dark, or in each appearance.
    private mutating func color() -> DynamicColor {
        func rgba(_ random: inout SplitMix64) -> RGBAColor {
            func channel() -> UInt8 { UInt8.random(in: 0...255, using: &random) }
            return RGBAColor(red: channel(), green: channel(), blue: channel(), alpha: channel())
        }
        let light = rgba(&random)
        switch Int.random(in: 0...2, using: &random) {
        case 0: return DynamicColor(light)
        case 1: return DynamicColor(light: light, dark: rgba(&random))
        default:
            return DynamicColor(
                light: light, dark: rgba(&random), lightIncreasedContrast: chance(0.7) ? rgba(&random) : nil,
                darkIncreasedContrast: chance(0.7) ? rgba(&random) : nil)
        }
    }

    private mutating func insets() -> EdgeInsets {
        EdgeInsets(top: number(0...20), left: number(0...20), bottom: number(0...20), right: number(0...20))
    }

    /// Words from an alphabet of what is hard to lay out and to write; starting with a letter
    /// where the language asks for one (an action's id and title, an icon's name).
    private mutating func text(nonEmpty: Bool = false) -> String {
        let pieces = [
            "a", "bb", "word", " ", " ", "\n", "\"", "\\", "/", "\u{1}", "\t", "\u{7F}", "\u{2028}", "👩‍👩‍👧", "新着", "한국어", "**bold**",
            "*it*", "`code`", "AV", "…", "é", "ﬁ",
        ]
        let words = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        return nonEmpty ? "w" + words : words
    }

    /// A text, or nil as often.
    private mutating func maybeText() -> String? {
        chance(0.5) ? text() : nil
    }

    /// A number in `range`: mostly with many decimals, sometimes whole or a half.
    /// Points in `range`, or now and then a capsule.
    /// Some of `lengths`, each following a text style, in a third of the styles.
    private mutating func scaledLengths<Root>(_ lengths: [ScalableLength<Root>]) -> ScaledLengths? {
        guard chance(0.3) else { return nil }
        var styles: [String: TextStyle] = [:]
        for length in lengths where chance(0.3) { styles[length.name] = TextStyle.allCases.randomElement(using: &random)! }
        return ScaledLengths(styles)
    }

    private mutating func cornerRadius(_ range: ClosedRange<Double>) -> CornerRadius {
        chance(0.2) ? .capsule : .points(number(range))
    }

    private mutating func number(_ range: ClosedRange<Double>) -> Double {
        let value = random.next(in: range)
        switch Int.random(in: 0...5, using: &random) {
        case 0: return value.rounded()
        case 1: return (value * 2).rounded() / 2
        default: return value
        }
    }

    private mutating func chance(_ probability: Double) -> Bool {
        random.next(in: 0...1) < probability
    }
}

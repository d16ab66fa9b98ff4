import TipSemantics
import TipStyle
import TipSyntax

/// The contrast checks of a component's colours, in each appearance:
///
/// - W011: a text — title, message, action titles, tags' text — against what lies under it
///   has less contrast than its point size and weight need at that text size
///   (``ContrastRatio/minimumForText(pointSize:weight:)``, for each run of its inline
///   Markdown: a text is held to its strictest run);
/// - W012: the close button's "×", or an icon that has a label, against the bubble has less
///   than ``ContrastRatio/nonTextMinimum``.
///
/// Colours are composited as they are drawn: a text over its own fill (an action's button, a
/// tag) over the bubble (a tag group's background) at the tooltip's opacity, over the backdrop
/// — what the app shows behind the component, the appearance's `systemBackground`. The
/// colours' values do not depend on the layout, so nothing is laid out.
enum ContrastChecks {
    /// The backdrop in `appearance`: `systemBackground`.
    static func backdrop(in appearance: Appearance) -> SRGBColor {
        backdrops[appearance] ?? SRGBColor(RGBAColor(red: 255, green: 255, blue: 255))
    }

    /// `systemBackground` in each appearance, looked up once.
    private static let backdrops: [Appearance: SRGBColor] = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { appearance in
        (appearance, SRGBColor(NamedColors.color(named: "systemBackground")?.resolved(for: appearance) ?? RGBAColor(red: 255, green: 255, blue: 255)))
    })

    /// What `layers` (the topmost first) show in `appearance`, inside a component of `opacity`,
    /// over the backdrop.
    static func shown(_ layers: [DynamicColor], opacity: Double, in appearance: Appearance) -> SRGBColor {
        var inside = SRGBColor.composite(fromTop: layers.map { SRGBColor($0.resolved(for: appearance)) })
        inside.alpha *= min(max(opacity, 0), 1)
        return inside.composited(over: backdrop(in: appearance))
    }

    /// The contrast of `foreground` drawn over `layers` (the topmost first) in `appearance`.
    static func ratio(of foreground: DynamicColor, over layers: [DynamicColor], opacity: Double, in appearance: Appearance) -> ContrastRatio {
        ContrastRatio(
            between: shown([foreground] + layers, opacity: opacity, in: appearance), and: shown(layers, opacity: opacity, in: appearance))
    }

    /// The least contrast `texts` need in `font` at `category`: that of their strictest run
    /// (strong runs are bold; runs of white space alone are not read).
    static func minimum(for texts: [String], font: FontStyle, at category: ContentSizeCategory) -> ContrastRatio {
        minimum(weights: runWeights(of: texts, font: font), font: font, at: category)
    }

    /// The least contrast runs of `weights` need in `font` at `category`: the strictest.
    private static func minimum(weights: Set<FontWeight>, font: FontStyle, at category: ContentSizeCategory) -> ContrastRatio {
        let size = font.size(at: category)
        return weights.map { ContrastRatio.minimumForText(pointSize: size, weight: $0) }.max()
            ?? ContrastRatio.minimumForText(pointSize: size, weight: font.weight)
    }

    /// The weights the runs of `texts` are drawn in, in `font` (a strong run is bold).
    private static func runWeights(of texts: [String], font: FontStyle) -> Set<FontWeight> {
        var weights: Set<FontWeight> = []
        for text in texts {
            let styled = InlineMarkup.styledText(text)
            let bytes = Array(styled.text.utf8)
            for run in styled.runs where !bytes[run.range].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) {
                let bold = run.style.contains(.strong) && font.weight.numericValue < FontWeight.bold.numericValue
                weights.insert(bold ? .bold : font.weight)
            }
        }
        return weights
    }

    /// What a text of `texts` in `font` needs at each text size.
    private static func requirement(of texts: [String], font: FontStyle) -> (ContentSizeCategory) -> ContrastRatio {
        let weights = runWeights(of: texts, font: font)
        return { minimum(weights: weights, font: font, at: $0) }
    }

    /// One text or graphic to check: its colour, what lies under it, the least contrast it
    /// needs, and how the message names it.
    private struct Check {
        let code: DiagnosticCode
        let part: String
        let color: DynamicColor
        let layers: [DynamicColor]
        /// The least contrast it needs at a text size.
        let minimum: (ContentSizeCategory) -> ContrastRatio
        /// The message's words for the ratio, the variant's look (``AccessibilityVariant/look``)
        /// and the minimum.
        let problem: @Sendable (_ ratio: ContrastRatio, _ look: String, _ minimum: ContrastRatio) -> String
    }

    /// The findings of `component` at each of `categories`, in every appearance; the graphics
    /// (W012), which do not depend on the text size, only with `graphics`. Ratios come from
    /// `cache`, and those it lacks go into it.
    static func findings(
        of component: ResolvedComponent, at categories: [ContentSizeCategory], graphics: Bool, cache: inout ContrastRatioCache
    ) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        let opacity: Double
        switch component {
        case .tooltip(let tooltip): opacity = tooltip.style.opacity
        case .tags: opacity = 1
        }
        // The colours are the same at every text size: each ratio is taken once.
        for check in texts(of: component) {
            let ratios = cache.ratios(of: check.color, over: check.layers, opacity: opacity)
            for category in categories {
                findings += failures(of: check, ratios: ratios, minimum: check.minimum(category), variant: AccessibilityVariant(category: category))
            }
        }
        if graphics, case .tooltip(let tooltip) = component {
            for check in self.graphics(of: tooltip) {
                let ratios = cache.ratios(of: check.color, over: check.layers, opacity: opacity)
                findings += failures(of: check, ratios: ratios, minimum: check.minimum(.standard), variant: AccessibilityVariant())
            }
        }
        return findings
    }

    /// `check`, whose ratio in each appearance (in ``Appearance`` order) is `ratios`, in each
    /// appearance where it is below `minimum`.
    private static func failures(
        of check: Check, ratios: [ContrastRatio], minimum: ContrastRatio, variant: AccessibilityVariant
    ) -> [AccessibilityFinding] {
        zip(Appearance.allCases, ratios).compactMap { appearance, ratio in
            guard !ratio.meets(minimum) else { return nil }
            var found = variant
            found.appearance = appearance
            let (problem, look) = (check.problem, found.look)
            return AccessibilityFinding(
                check: check.code, part: check.part, problem: { problem(ratio, look, minimum) },
                measure: minimum.value - ratio.value, variant: found)
        }
    }

    /// The texts of `component`.
    private static func texts(of component: ResolvedComponent) -> [Check] {
        switch component {
        case .tooltip(let tooltip):
            let style = tooltip.style, bubble = [style.background]
            var checks: [Check] = []
            if let title = tooltip.title, let titleStyle = style.title {
                checks.append(Check(
                    code: .lowTextContrast, part: "title", color: titleStyle.textColor, layers: bubble,
                    minimum: requirement(of: [title], font: titleStyle.font)) {
                        AccessibilityMessages.textContrast("its title is", $0, on: "its bubble", $1, needs: $2)
                    })
            }
            checks.append(Check(
                code: .lowTextContrast, part: "text", color: style.textColor, layers: bubble,
                minimum: requirement(of: [tooltip.text], font: style.font)) {
                    AccessibilityMessages.textContrast("its text is", $0, on: "its bubble", $1, needs: $2)
                })
            if let action = style.action, !tooltip.actions.isEmpty {
                checks.append(Check(
                    code: .lowTextContrast, part: "actions", color: action.textColor, layers: [action.background, style.background],
                    minimum: requirement(of: tooltip.actions.map(\.title), font: action.font)) {
                        AccessibilityMessages.textContrast(
                            tooltip.actions.count == 1 ? "its action's title is" : "its actions' titles are", $0,
                            on: tooltip.actions.count == 1 ? "its button" : "their buttons", $1, needs: $2)
                    })
            }
            return checks
        case .tags(let group):
            let tag = group.style.tag
            return [Check(
                code: .lowTextContrast, part: "tags", color: tag.textColor, layers: [tag.background, group.style.background],
                minimum: requirement(of: group.items, font: tag.font)) {
                    AccessibilityMessages.textContrast("its tags' text is", $0, on: "the tags", $1, needs: $2)
                }]
        }
    }

    /// The graphics of `tooltip` that must be seen: its close button's "×" and its icon when
    /// it has a label.
    private static func graphics(of tooltip: ResolvedTooltip) -> [Check] {
        let style = tooltip.style
        var checks: [Check] = []
        if let closeButton = style.closeButton {
            checks.append(Check(
                code: .lowGraphicContrast, part: "closeButton", color: closeButton.color, layers: [style.background],
                minimum: { _ in .nonTextMinimum }) {
                    AccessibilityMessages.textContrast("its close button's “×” is", $0, on: "its bubble", $1, needs: $2)
                })
        }
        if let icon = style.icon, tooltip.accessibility.iconLabel != nil {
            checks.append(Check(
                code: .lowGraphicContrast, part: "icon", color: icon.color, layers: [style.background], minimum: { _ in .nonTextMinimum }) {
                    AccessibilityMessages.textContrast("its icon `\(icon.name)` is", $0, on: "its bubble", $1, needs: $2)
                })
        }
        return checks
    }
}

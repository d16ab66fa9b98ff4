import TipModel
import TipStyle

/// The words of the accessibility checks of every variant (W011–W013, W016).
enum AccessibilityMessages {
    /// "its text is 2.28:1 on its bubble in light, needs 4.5:1".
    static func textContrast(_ subject: String, _ ratio: ContrastRatio, on ground: String, _ look: String, needs minimum: ContrastRatio) -> String {
        "\(subject) \(ratio) on \(ground) \(look), needs \(self.minimum(minimum))"
    }

    /// A required ratio as the guidelines write it: `4.5:1`, `3:1`.
    static func minimum(_ ratio: ContrastRatio) -> String { "\(SizeFormat.points(ratio.value)):1" }

    /// "in light", "in dark with increased contrast" (``AccessibilityVariant/look``).
    static func appearance(_ appearance: Appearance) -> String {
        switch appearance {
        case .light: "in light"
        case .dark: "in dark"
        case .lightIncreasedContrast: "in light with increased contrast"
        case .darkIncreasedContrast: "in dark with increased contrast"
        }
    }

    /// "its action `learnMore`".
    static func action(_ id: String) -> String { "its action `\(id)`" }

    /// "its tag “Swift”".
    static func tag(_ text: String) -> String { "its tag “\(text)”" }

    static func hitAreaTooSmall(_ part: String, width: Double, height: Double) -> String {
        let minimum = SizeFormat.points(TipRect.minimumHitSize)
        return "the hit area of \(part) is \(SizeFormat.points(width)) × \(SizeFormat.points(height)) points, under the \(minimum) × \(minimum) a control needs"
    }

    static func hitAreasOverlap(_ first: String, _ second: String, by depth: Double, others: Int) -> String {
        let more = others == 0 ? "" : " (and \(others) more \(others == 1 ? "pair" : "pairs"))"
        return "the hit areas of \(first) and \(second) overlap by \(points(depth))\(more): a tap there may reach either"
    }

    /// "1 point", "6.5 points".
    static func points(_ value: Double) -> String {
        let written = SizeFormat.points(value)
        return written == "1" ? "1 point" : "\(written) points"
    }

    static func emptyLabel(_ name: String) -> String {
        "\(name) is empty: VoiceOver has nothing to say for it"
    }

    static func titleWithoutLetters(_ name: String, title: String) -> String {
        "the title of \(name), “\(title)”, has no letters and it has no label: VoiceOver reads a symbol's name or nothing (add `label:`)"
    }
}

import TipStyle

/// The words of the variant checks (W006–W010, W017).
enum VariantMessages {
    /// `part` is `text` or `title`.
    static func textCut(_ part: String, needs lines: Int, shows shown: Int) -> String {
        "its \(part) needs \(lines) lines but shows \(shown) (`\(part == "title" ? "title.numberOfLines" : "numberOfLines")`), so the rest is cut off"
    }

    /// Each truncated action as its id and the title it shows.
    static func actionTitlesCut(_ actions: [(id: String, shown: String)]) -> String {
        let list = actions.map { "`\($0.id)` shows “\($0.shown)”" }.joined(separator: ", ")
        return "the title of \(actions.count == 1 ? "its action" : "its actions") \(list): the bubble is too narrow for the button"
    }

    /// Each cut tag as the text it shows.
    static func tagsCut(_ shown: [String]) -> String {
        let list = shown.map { "“\($0)”" }.joined(separator: ", ")
        return "\(shown.count == 1 ? "its tag" : "its tags") \(list) \(shown.count == 1 ? "is" : "are") cut off: wider than the group (`width`)"
    }

    static func tagsHidden(_ hidden: Int, rows: Int) -> String {
        "its \(rows) \(rows == 1 ? "row" : "rows") (`maxRows`) hide \(hidden) \(hidden == 1 ? "tag" : "tags") in the `+\(hidden)` tag"
    }

    static func arrowMoved(_ position: ArrowPosition, by distance: Double, cornerRadius: CornerRadius) -> String {
        "its arrow is moved \(SizeFormat.points(distance)) points from where `\(written(position))` puts it, "
            + "to keep clear of the rounded corners (cornerRadius \(written(cornerRadius)))"
    }

    /// `radius` as a `.tip` file writes it.
    static func written(_ radius: CornerRadius) -> String {
        switch radius {
        case .points(let points): SizeFormat.points(points)
        case .capsule: "capsule"
        }
    }

    /// `position` as a `.tip` file writes it.
    static func written(_ position: ArrowPosition) -> String {
        switch position {
        case .center: "center"
        case .leading(let points): "leading(\(SizeFormat.points(points)))"
        case .trailing(let points): "trailing(\(SizeFormat.points(points)))"
        case .percent(let percent): "\(SizeFormat.points(percent))%"
        }
    }

    /// The message of a finding about the component as designed (no variant to name).
    static func designFinding(_ name: String, _ problem: String) -> String { "`\(name)`: \(problem)" }

    static func overBudget(_ dimension: String, actual: Double, limit: Double) -> String {
        "it is \(SizeFormat.points(actual)) points \(dimension), over its budget of \(SizeFormat.points(limit))"
    }

    /// "`Name` in `de` at text size AX3 (`accessibilityExtraLarge`) with Bold Text: PROBLEM;
    /// 4 more variants fail too".
    static func finding(
        _ name: String, _ problem: String, locale: String?, category: ContentSizeCategory?, legibility: LegibilityWeight = .regular,
        others: Int
    ) -> String {
        "`\(name)`\(place(locale: locale, category: category, legibility: legibility)): \(problem)\(more(others))"
    }

    /// " in `de` at text size AX3 (`accessibilityExtraLarge`) with Bold Text": the locale, when
    /// there is one, then the text size, when there is one, then Bold Text when it is on.
    static func place(locale: String?, category: ContentSizeCategory?, legibility: LegibilityWeight = .regular) -> String {
        var place = ""
        if let locale { place += locale == Localization.pseudoLocale ? " in the pseudo-locale" : " in `\(locale)`" }
        if let category {
            place += category == .standard
                ? " at the default text size (large)"
                : " at text size \(category.shortName) (`\(category.uiKitName)`)"
        }
        if legibility == .bold { place += " with Bold Text" }
        return place
    }

    /// "; 4 more variants fail too (--every-variant lists them)", or nothing for none.
    static func more(_ others: Int) -> String {
        others == 0 ? "" : "; \(others) more \(others == 1 ? "variant fails" : "variants fail") too (--every-variant lists them)"
    }
}

/// Points as messages write them: at most one decimal.
enum SizeFormat {
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

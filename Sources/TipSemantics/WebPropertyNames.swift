import TipSyntax

/// Property names as CSS, web frameworks and SwiftUI write them, with what `.tip` calls the same
/// property: `background-color` and `backgroundColor` are `background`, `border-radius` is
/// `cornerRadius`, `font-size` is `font.size`, `color` is `textColor`. Any other hyphenated
/// name is tried in camel case (`max-width` → `maxWidth`).
enum WebPropertyNames {
    /// The `.tip` property for `name`, when `name` is a habit and the property's first part is
    /// one of `members` (the names the block has); nil otherwise.
    static func tipName(for name: String, among members: some Sequence<String>) -> String? {
        guard let path = known[name] ?? HyphenatedName.camelCased(name),
              let head = path.split(separator: ".").first else { return nil }
        return members.contains(String(head)) ? path : nil
    }

    /// The names whose `.tip` property is not their camel case.
    private static let known: [String: String] = [
        "color": "textColor", "foregroundColor": "textColor", "foregroundStyle": "textColor",
        "background-color": "background", "backgroundColor": "background",
        "border-radius": "cornerRadius", "borderRadius": "cornerRadius",
        "font-size": "font.size", "fontSize": "font.size",
        "font-weight": "font.weight", "fontWeight": "font.weight",
        "font-family": "font.family", "fontFamily": "font.family",
        "text-align": "textAlignment", "textAlign": "textAlignment",
        "line-clamp": "numberOfLines",
    ]
}

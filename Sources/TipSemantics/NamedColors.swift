import TipStyle
/// UIKit's named colours, each with its four values — light, dark, light with Increase Contrast,
/// dark with Increase Contrast — (iPhone, the base interface level), as
/// `UIColor.resolvedColor(with:)` gives them on iOS 15–18 for a trait collection of that
/// `userInterfaceStyle` and `accessibilityContrast` (`.high` for the increased values).
///
/// Where the values come from:
/// - The classic `UIColor` class colours use UIKit's component values (`lightGray` is white 2/3,
///   `#AAAAAA`; `green` is `#00FF00`; `orange` is `(1, 0.5, 0)`, `#FF8000`), not CSS's, and adapt
///   neither to dark mode nor to Increase Contrast (Apple, "Standard colors": "the fixed-shade
///   colors don't adapt", https://developer.apple.com/documentation/uikit/standard-colors); so are
///   `darkText` and `lightText` (https://developer.apple.com/documentation/uikit/uicolor/darktext).
/// - The system colours and grays, all four values: Apple's Human Interface Guidelines, Color ›
///   Specifications, "iOS, iPadOS system colors" and "system gray colors", columns Default and
///   Accessible, light and dark (the revision of 2023, unchanged in its change log until June
///   2025; https://developer.apple.com/design/human-interface-guidelines/color). Flutter's
///   `CupertinoColors` (`color`, `darkColor`, `highContrastColor`, `darkHighContrastColor`;
///   https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/colors.dart)
///   and OpenSwiftUI's `DefaultSystemColorDefinition_PhoneTV` (SwiftUI's built-in table, audited
///   for iOS 18; https://github.com/OpenSwiftUIProject/OpenSwiftUI, `SystemColors.swift`)
///   repeat them, with these disagreements, each settled for the HIG:
///   - `systemBrown` light is `#A2845E` as in Flutter, OpenSwiftUI and the HIG's macOS table (its
///     iOS table says `#A5845E`);
///   - `systemMint` dark is the HIG's corrected `#66D4CF` (December 2022; Flutter and OpenSwiftUI
///     have `#63E6E2`), and with Increase Contrast it stays `#66D4CF` (the HIG and Flutter;
///     OpenSwiftUI keeps `#63E6E2`);
///   - `systemYellow` light with Increase Contrast is `#B25000` (the HIG's iOS table and
///     OpenSwiftUI; Flutter has `#A05A00`, the HIG's macOS value);
///   - `systemTeal` with Increase Contrast is `#008299` light and `#5DE6FF` dark (the HIG and
///     OpenSwiftUI; Flutter's teal is still the iOS 13 one, `#5AC8FA`, whose increased values are
///     today's `systemCyan`'s);
///   - `systemCyan` dark with Increase Contrast is `#70D7FF` (the HIG and Flutter; OpenSwiftUI has
///     `#0AD7FF`).
/// - The label, separator, fill and background colours, for which the HIG gives no numbers:
///   runtime dumps of `resolvedColor(with:)` (https://zenn.dev/kyome/articles/7a9ea6881cd3b0,
///   https://gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53) and Flutter's
///   `CupertinoColors`, which agree; `quaternaryLabel` dark is 16 % (two of three sources), `link`
///   dark is `#0984FF`, not `systemBlue`'s, and `quaternarySystemFill` dark is `#767680`. Their
///   increased values are Flutter's, the one source that lists them: the same components with
///   more alpha (`secondaryLabel` 68 %, `tertiaryLabel` and `placeholderText` 38 %,
///   `quaternaryLabel` 26 % light and 24 % dark, `separator` 37 % light and 68 % dark, the fills
///   28/44 %, 24/40 %, 20/32 % and 16/26 % light/dark), and the secondary and tertiary
///   backgrounds moving to the increased `systemGray6` and `systemGray5`; `label`, `link`,
///   `opaqueSeparator`, `systemBackground` and the primary grouped background's dark value do
///   not change. Flutter truncates each alpha to 8 bits (`0.38 × 255 = 96.9` is 96 there); these
///   round it, as the dumps of the standard values do (97). OpenSwiftUI's table of SwiftUI's
///   fills agrees with every fill's alpha but one: `quaternarySystemFill` light with Increase
///   Contrast is 12 % there, 16 % here (Flutter's, which names UIKit's colour; SwiftUI's fills
///   differ from UIKit's elsewhere too, `tertiarySystemFill` light being `#787880` there); its
///   secondary and tertiary content styles are SwiftUI's own, not UIKit's label colours.
///
/// The iOS 26 Human Interface Guidelines list new values for most accent colours; no source yet
/// shows UIKit resolving to them, so these are the iOS 15–18 ones.
public enum NamedColors {
    /// Every named colour in a fixed order (the order suggestions and listings use).
    public static let all: [(name: String, color: DynamicColor)] = [
        ("white", fixed(0xFFFFFF)),
        ("black", fixed(0x000000)),
        ("clear", .clear),
        ("gray", fixed(0x808080)),
        ("lightGray", fixed(0xAAAAAA)),
        ("darkGray", fixed(0x555555)),
        ("red", fixed(0xFF0000)),
        ("green", fixed(0x00FF00)),
        ("blue", fixed(0x0000FF)),
        ("cyan", fixed(0x00FFFF)),
        ("yellow", fixed(0xFFFF00)),
        ("magenta", fixed(0xFF00FF)),
        ("orange", fixed(0xFF8000)),
        ("purple", fixed(0x800080)),
        ("brown", fixed(0x996633)),
        ("darkText", fixed(0x000000)),
        ("lightText", fixed(0xFFFFFF, opacity: 153)),
        ("systemRed", dynamic(0xFF3B30FF, 0xFF453AFF, increased: 0xD70015FF, 0xFF6961FF)),
        ("systemOrange", dynamic(0xFF9500FF, 0xFF9F0AFF, increased: 0xC93400FF, 0xFFB340FF)),
        ("systemYellow", dynamic(0xFFCC00FF, 0xFFD60AFF, increased: 0xB25000FF, 0xFFD426FF)),
        ("systemGreen", dynamic(0x34C759FF, 0x30D158FF, increased: 0x248A3DFF, 0x30DB5BFF)),
        ("systemMint", dynamic(0x00C7BEFF, 0x66D4CFFF, increased: 0x0C817BFF, 0x66D4CFFF)),
        ("systemTeal", dynamic(0x30B0C7FF, 0x40C8E0FF, increased: 0x008299FF, 0x5DE6FFFF)),
        ("systemCyan", dynamic(0x32ADE6FF, 0x64D2FFFF, increased: 0x0071A4FF, 0x70D7FFFF)),
        ("systemBlue", dynamic(0x007AFFFF, 0x0A84FFFF, increased: 0x0040DDFF, 0x409CFFFF)),
        ("systemIndigo", dynamic(0x5856D6FF, 0x5E5CE6FF, increased: 0x3634A3FF, 0x7D7AFFFF)),
        ("systemPurple", dynamic(0xAF52DEFF, 0xBF5AF2FF, increased: 0x8944ABFF, 0xDA8FFFFF)),
        ("systemPink", dynamic(0xFF2D55FF, 0xFF375FFF, increased: 0xD30F45FF, 0xFF6482FF)),
        ("systemBrown", dynamic(0xA2845EFF, 0xAC8E68FF, increased: 0x7F6545FF, 0xB59469FF)),
        ("systemGray", dynamic(0x8E8E93FF, 0x8E8E93FF, increased: 0x6C6C70FF, 0xAEAEB2FF)),
        ("systemGray2", dynamic(0xAEAEB2FF, 0x636366FF, increased: 0x8E8E93FF, 0x7C7C80FF)),
        ("systemGray3", dynamic(0xC7C7CCFF, 0x48484AFF, increased: 0xAEAEB2FF, 0x545456FF)),
        ("systemGray4", dynamic(0xD1D1D6FF, 0x3A3A3CFF, increased: 0xBCBCC0FF, 0x444446FF)),
        ("systemGray5", dynamic(0xE5E5EAFF, 0x2C2C2EFF, increased: 0xD8D8DCFF, 0x363638FF)),
        ("systemGray6", dynamic(0xF2F2F7FF, 0x1C1C1EFF, increased: 0xEBEBF0FF, 0x242426FF)),
        ("label", dynamic(0x000000FF, 0xFFFFFFFF, increased: 0x000000FF, 0xFFFFFFFF)),
        ("secondaryLabel", dynamic(0x3C3C4399, 0xEBEBF599, increased: 0x3C3C43AD, 0xEBEBF5AD)),
        ("tertiaryLabel", dynamic(0x3C3C434D, 0xEBEBF54D, increased: 0x3C3C4361, 0xEBEBF561)),
        ("quaternaryLabel", dynamic(0x3C3C432E, 0xEBEBF529, increased: 0x3C3C4342, 0xEBEBF53D)),
        ("placeholderText", dynamic(0x3C3C434D, 0xEBEBF54D, increased: 0x3C3C4361, 0xEBEBF561)),
        ("link", dynamic(0x007AFFFF, 0x0984FFFF, increased: 0x007AFFFF, 0x0984FFFF)),
        ("separator", dynamic(0x3C3C434A, 0x54545899, increased: 0x3C3C435E, 0x545458AD)),
        ("opaqueSeparator", dynamic(0xC6C6C8FF, 0x38383AFF, increased: 0xC6C6C8FF, 0x38383AFF)),
        ("systemBackground", dynamic(0xFFFFFFFF, 0x000000FF, increased: 0xFFFFFFFF, 0x000000FF)),
        ("secondarySystemBackground", dynamic(0xF2F2F7FF, 0x1C1C1EFF, increased: 0xEBEBF0FF, 0x242426FF)),
        ("tertiarySystemBackground", dynamic(0xFFFFFFFF, 0x2C2C2EFF, increased: 0xFFFFFFFF, 0x363638FF)),
        ("systemGroupedBackground", dynamic(0xF2F2F7FF, 0x000000FF, increased: 0xEBEBF0FF, 0x000000FF)),
        ("secondarySystemGroupedBackground", dynamic(0xFFFFFFFF, 0x1C1C1EFF, increased: 0xFFFFFFFF, 0x242426FF)),
        ("tertiarySystemGroupedBackground", dynamic(0xF2F2F7FF, 0x2C2C2EFF, increased: 0xEBEBF0FF, 0x363638FF)),
        ("systemFill", dynamic(0x78788033, 0x7878805C, increased: 0x78788047, 0x78788070)),
        ("secondarySystemFill", dynamic(0x78788029, 0x78788052, increased: 0x7878803D, 0x78788066)),
        ("tertiarySystemFill", dynamic(0x7676801F, 0x7676803D, increased: 0x76768033, 0x76768052)),
        ("quaternarySystemFill", dynamic(0x74748014, 0x7676802E, increased: 0x74748029, 0x76768042)),
    ]

    /// The names, in the order of ``all``.
    public static let names: [String] = all.map(\.name)

    private static let table: [String: DynamicColor] = Dictionary(all.map { ($0.name, $0.color) }) { first, _ in first }

    /// The colour called `name`, if UIKit has one.
    public static func color(named name: String) -> DynamicColor? { table[name] }

    /// The same colour in both appearances, from `0xRRGGBB` and an 8-bit alpha.
    private static func fixed(_ hex: UInt32, opacity alpha: UInt8 = 255) -> DynamicColor {
        DynamicColor(rgb(hex, alpha: alpha))
    }

    /// A colour of UIKit's with its values in light and dark appearance, then in light and dark
    /// with Increase Contrast on, each `0xRRGGBBAA`.
    private static func dynamic(_ light: UInt32, _ dark: UInt32, increased lightIncreased: UInt32, _ darkIncreased: UInt32) -> DynamicColor {
        DynamicColor(light: rgba(light), dark: rgba(dark), lightIncreasedContrast: rgba(lightIncreased), darkIncreasedContrast: rgba(darkIncreased))
    }

    private static func rgba(_ hex: UInt32) -> RGBAColor {
        rgb(hex >> 8, alpha: UInt8(hex & 0xFF))
    }

    private static func rgb(_ hex: UInt32, alpha: UInt8) -> RGBAColor {
        RGBAColor(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }
}

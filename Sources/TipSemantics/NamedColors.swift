import TipStyle
/// UIKit's named colours, each with its light and its dark value (iPhone, default contrast, the
/// base interface level), as `UIColor.resolvedColor(with:)` gives them on iOS 15–18.
///
/// Where the values come from:
/// - The classic `UIColor` class colours use UIKit's component values (`lightGray` is white 2/3,
///   `#AAAAAA`; `green` is `#00FF00`; `orange` is `(1, 0.5, 0)`, `#FF8000`), not CSS's, and do not
///   adapt to dark mode (Apple, "Standard colors": "the fixed-shade colors don't adapt",
///   https://developer.apple.com/documentation/uikit/standard-colors); so are `darkText` and
///   `lightText` (https://developer.apple.com/documentation/uikit/uicolor/darktext).
/// - The system colours and grays: Apple's Human Interface Guidelines, Color › Specifications,
///   "iOS, iPadOS system colors" and "system gray colors" (the revision of 2023, unchanged in
///   its change log until June 2025; https://developer.apple.com/design/human-interface-guidelines/color),
///   which Flutter's `CupertinoColors` and OpenSwiftUI's `SystemColors` (audited for iOS 18)
///   repeat. Two of them disagree between sources: `systemBrown` light is `#A2845E` as in
///   Flutter, OpenSwiftUI and the HIG's macOS table (its iOS table says `#A5845E`), and
///   `systemMint` dark is the HIG's corrected `#66D4CF` (December 2022; Flutter has `#63E6E2`).
/// - The label, separator, fill and background colours, for which the HIG gives no numbers:
///   runtime dumps of `resolvedColor(with:)` (https://zenn.dev/kyome/articles/7a9ea6881cd3b0,
///   https://gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53) and Flutter's
///   `CupertinoColors` (https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/colors.dart),
///   which agree; `quaternaryLabel` dark is 16 % (two of three sources), `link` dark is
///   `#0984FF`, not `systemBlue`'s, and `quaternarySystemFill` dark is `#767680`.
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
        ("systemRed", pair(0xFF3B30, 0xFF453A)),
        ("systemOrange", pair(0xFF9500, 0xFF9F0A)),
        ("systemYellow", pair(0xFFCC00, 0xFFD60A)),
        ("systemGreen", pair(0x34C759, 0x30D158)),
        ("systemMint", pair(0x00C7BE, 0x66D4CF)),
        ("systemTeal", pair(0x30B0C7, 0x40C8E0)),
        ("systemCyan", pair(0x32ADE6, 0x64D2FF)),
        ("systemBlue", pair(0x007AFF, 0x0A84FF)),
        ("systemIndigo", pair(0x5856D6, 0x5E5CE6)),
        ("systemPurple", pair(0xAF52DE, 0xBF5AF2)),
        ("systemPink", pair(0xFF2D55, 0xFF375F)),
        ("systemBrown", pair(0xA2845E, 0xAC8E68)),
        ("systemGray", pair(0x8E8E93, 0x8E8E93)),
        ("systemGray2", pair(0xAEAEB2, 0x636366)),
        ("systemGray3", pair(0xC7C7CC, 0x48484A)),
        ("systemGray4", pair(0xD1D1D6, 0x3A3A3C)),
        ("systemGray5", pair(0xE5E5EA, 0x2C2C2E)),
        ("systemGray6", pair(0xF2F2F7, 0x1C1C1E)),
        ("label", pair(0x000000, 0xFFFFFF)),
        ("secondaryLabel", pair(0x3C3C43, 0xEBEBF5, opacity: 153)),
        ("tertiaryLabel", pair(0x3C3C43, 0xEBEBF5, opacity: 77)),
        ("quaternaryLabel", pair(0x3C3C43, 0xEBEBF5, opacity: 46, dark: 41)),
        ("placeholderText", pair(0x3C3C43, 0xEBEBF5, opacity: 77)),
        ("link", pair(0x007AFF, 0x0984FF)),
        ("separator", pair(0x3C3C43, 0x545458, opacity: 74, dark: 153)),
        ("opaqueSeparator", pair(0xC6C6C8, 0x38383A)),
        ("systemBackground", pair(0xFFFFFF, 0x000000)),
        ("secondarySystemBackground", pair(0xF2F2F7, 0x1C1C1E)),
        ("tertiarySystemBackground", pair(0xFFFFFF, 0x2C2C2E)),
        ("systemGroupedBackground", pair(0xF2F2F7, 0x000000)),
        ("secondarySystemGroupedBackground", pair(0xFFFFFF, 0x1C1C1E)),
        ("tertiarySystemGroupedBackground", pair(0xF2F2F7, 0x2C2C2E)),
        ("systemFill", pair(0x787880, 0x787880, opacity: 51, dark: 92)),
        ("secondarySystemFill", pair(0x787880, 0x787880, opacity: 41, dark: 82)),
        ("tertiarySystemFill", pair(0x767680, 0x767680, opacity: 31, dark: 61)),
        ("quaternarySystemFill", pair(0x747480, 0x767680, opacity: 20, dark: 46)),
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

    /// `light` in light appearance and `dark` in dark, with 8-bit alphas (the dark one the
    /// light one's unless given).
    private static func pair(_ light: UInt32, _ dark: UInt32, opacity alpha: UInt8 = 255, dark darkAlpha: UInt8? = nil) -> DynamicColor {
        DynamicColor(light: rgb(light, alpha: alpha), dark: rgb(dark, alpha: darkAlpha ?? alpha))
    }

    private static func rgb(_ hex: UInt32, alpha: UInt8) -> RGBAColor {
        RGBAColor(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }
}

import TipStyle
/// UIKit's named colours with their light-mode sRGB values.
///
/// The classic `UIColor` class colours use UIKit's component values (`lightGray` is white 2/3,
/// `#AAAAAA`; `green` is `#00FF00`; `orange` is `(1, 0.5, 0)`, `#FF8000`), not CSS's. The system
/// and semantic colours are the iOS light-mode, default-contrast values.
public enum NamedColors {
    /// Every named colour in a fixed order (the order suggestions and listings use).
    public static let all: [(name: String, color: RGBAColor)] = [
        ("white", rgb(0xFFFFFF)),
        ("black", rgb(0x000000)),
        ("clear", .clear),
        ("gray", rgb(0x808080)),
        ("lightGray", rgb(0xAAAAAA)),
        ("darkGray", rgb(0x555555)),
        ("red", rgb(0xFF0000)),
        ("green", rgb(0x00FF00)),
        ("blue", rgb(0x0000FF)),
        ("cyan", rgb(0x00FFFF)),
        ("yellow", rgb(0xFFFF00)),
        ("magenta", rgb(0xFF00FF)),
        ("orange", rgb(0xFF8000)),
        ("purple", rgb(0x800080)),
        ("brown", rgb(0x996633)),
        ("systemRed", rgb(0xFF3B30)),
        ("systemOrange", rgb(0xFF9500)),
        ("systemYellow", rgb(0xFFCC00)),
        ("systemGreen", rgb(0x34C759)),
        ("systemMint", rgb(0x00C7BE)),
        ("systemTeal", rgb(0x30B0C7)),
        ("systemCyan", rgb(0x32ADE6)),
        ("systemBlue", rgb(0x007AFF)),
        ("systemIndigo", rgb(0x5856D6)),
        ("systemPurple", rgb(0xAF52DE)),
        ("systemPink", rgb(0xFF2D55)),
        ("systemBrown", rgb(0xA2845E)),
        ("systemGray", rgb(0x8E8E93)),
        ("systemGray2", rgb(0xAEAEB2)),
        ("systemGray3", rgb(0xC7C7CC)),
        ("systemGray4", rgb(0xD1D1D6)),
        ("systemGray5", rgb(0xE5E5EA)),
        ("systemGray6", rgb(0xF2F2F7)),
        ("label", rgb(0x000000)),
        ("secondaryLabel", rgb(0x3C3C43, opacity: 0.6)),
        ("tertiaryLabel", rgb(0x3C3C43, opacity: 0.3)),
        ("quaternaryLabel", rgb(0x3C3C43, opacity: 0.18)),
        ("placeholderText", rgb(0x3C3C43, opacity: 0.3)),
        ("link", rgb(0x007AFF)),
        ("separator", rgb(0x3C3C43, opacity: 0.29)),
        ("opaqueSeparator", rgb(0xC6C6C8)),
        ("systemBackground", rgb(0xFFFFFF)),
        ("secondarySystemBackground", rgb(0xF2F2F7)),
        ("tertiarySystemBackground", rgb(0xFFFFFF)),
        ("systemGroupedBackground", rgb(0xF2F2F7)),
        ("secondarySystemGroupedBackground", rgb(0xFFFFFF)),
        ("tertiarySystemGroupedBackground", rgb(0xF2F2F7)),
        ("systemFill", rgb(0x787880, opacity: 0.2)),
        ("secondarySystemFill", rgb(0x787880, opacity: 0.16)),
        ("tertiarySystemFill", rgb(0x767680, opacity: 0.12)),
        ("quaternarySystemFill", rgb(0x747480, opacity: 0.08)),
    ]

    /// The names, in the order of ``all``.
    public static let names: [String] = all.map(\.name)

    private static let table: [String: RGBAColor] = Dictionary(all.map { ($0.name, $0.color) }) { first, _ in first }

    /// The colour called `name`, if UIKit has one.
    public static func color(named name: String) -> RGBAColor? { table[name] }

    /// A colour from `0xRRGGBB` and an opacity 0…1 (rounded to the nearest 8-bit alpha).
    private static func rgb(_ hex: UInt32, opacity: Double = 1) -> RGBAColor {
        RGBAColor(
            red: UInt8((hex >> 16) & 0xFF),
            green: UInt8((hex >> 8) & 0xFF),
            blue: UInt8(hex & 0xFF),
            alpha: UInt8((opacity * 255).rounded())
        )
    }
}

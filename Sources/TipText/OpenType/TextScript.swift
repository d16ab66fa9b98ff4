/// The writing system of a run of text, as far as kerning needs it: it picks the GPOS script
/// whose `kern` feature applies, as HarfBuzz does after guessing a buffer's script from its
/// first character that is not Common or Inherited.
///
/// The classification covers the scripts of the compiler's audience (Latin, Greek, Cyrillic,
/// Hangul, kana, Han) by code-point blocks; everything else counts as common.
public enum TextScript: Hashable, Sendable {
    /// Digits, punctuation, symbols, emoji, and scripts not classified here.
    case common
    /// Latin letters.
    case latin
    /// Greek letters.
    case greek
    /// Cyrillic letters.
    case cyrillic
    /// Hangul jamo and syllables.
    case hangul
    /// Hiragana and katakana (one OpenType script).
    case kana
    /// Han ideographs.
    case han

    /// The OpenType script tag, or nil for common text (HarfBuzz then uses `DFLT`).
    public var openTypeTag: String? {
        switch self {
        case .common: nil
        case .latin: "latn"
        case .greek: "grek"
        case .cyrillic: "cyrl"
        case .hangul: "hang"
        case .kana: "kana"
        case .han: "hani"
        }
    }

    private static let blocks: [(ClosedRange<UInt32>, TextScript)] = [
        (0x41...0x5A, .latin), (0x61...0x7A, .latin), (0xAA...0xAA, .latin), (0xBA...0xBA, .latin),
        (0xC0...0xD6, .latin), (0xD8...0xF6, .latin), (0xF8...0x24F, .latin), (0x1E00...0x1EFF, .latin),
        (0x2C60...0x2C7F, .latin), (0xA720...0xA7FF, .latin), (0xFF21...0xFF3A, .latin), (0xFF41...0xFF5A, .latin),
        (0x370...0x373, .greek), (0x376...0x377, .greek), (0x37B...0x37D, .greek), (0x386...0x386, .greek),
        (0x388...0x3FF, .greek), (0x1F00...0x1FFF, .greek),
        (0x400...0x52F, .cyrillic), (0x1C80...0x1C8F, .cyrillic), (0x2DE0...0x2DFF, .cyrillic), (0xA640...0xA69F, .cyrillic),
        (0x1100...0x11FF, .hangul), (0x3131...0x318E, .hangul), (0xA960...0xA97F, .hangul),
        (0xAC00...0xD7A3, .hangul), (0xD7B0...0xD7FF, .hangul), (0xFFA0...0xFFDC, .hangul),
        (0x3041...0x3096, .kana), (0x309D...0x309F, .kana), (0x30A1...0x30FA, .kana), (0x30FD...0x30FF, .kana),
        (0x31F0...0x31FF, .kana), (0x32D0...0x32FE, .kana), (0x3300...0x3357, .kana), (0xFF66...0xFF6F, .kana),
        (0xFF71...0xFF9D, .kana), (0x1B000...0x1B16F, .kana),
        (0x2E80...0x2FDF, .han), (0x3005...0x3005, .han), (0x3007...0x3007, .han), (0x3021...0x3029, .han),
        (0x3038...0x303B, .han), (0x3400...0x4DBF, .han), (0x4E00...0x9FFF, .han), (0xF900...0xFAFF, .han),
        (0x20000...0x3134F, .han),
    ]

    /// The script of `scalar` (common if not classified).
    public init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x41 {
            self = .common
            return
        }
        self = Self.blocks.first { $0.0.contains(value) }?.1 ?? .common
    }

    /// The script of the first classified scalar of `scalars`, or common.
    public static func guess(_ scalars: some Sequence<Unicode.Scalar>) -> TextScript {
        for scalar in scalars {
            let script = TextScript(scalar)
            if script != .common { return script }
        }
        return .common
    }
}

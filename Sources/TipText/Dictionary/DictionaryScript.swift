/// A script whose words are not separated by spaces, broken into words with a dictionary as
/// ICU's break engines do (Line_Break SA, complex context, of these four scripts; SA text of
/// other scripts breaks only where UAX #14's other rules allow).
///
/// The raw value is the one ``UnicodeTables/dictionaryScripts`` gives the script's scalars.
enum DictionaryScript: UInt8, Sendable {
    case thai = 1
    case lao = 2
    case khmer = 3
    case myanmar = 4

    /// What ``UnicodeTables/dictionaryScripts`` adds for a mark.
    private static let markFlag: UInt8 = 8

    /// The script whose engine breaks `scalar` and whether it is a mark (which never starts a
    /// word), or nil.
    static func of(_ scalar: Unicode.Scalar) -> (script: DictionaryScript, isMark: Bool)? {
        let value = UnicodeTables.dictionaryScripts.value(of: scalar)
        guard let script = DictionaryScript(rawValue: value & (markFlag - 1)) else { return nil }
        return (script, value & markFlag != 0)
    }

    /// Whether `value` may be a letter of one of the dictionaries, all of which lie in U+0E00–U+17FF
    /// (Thai, Lao, Tibetan, Myanmar, … Khmer): one comparison. Text with no such scalar is never
    /// looked up in a dictionary, and would find no word there (a run of Myanmar Extended-A or -B
    /// letters alone is one word).
    @inline(__always)
    static func mayHold(_ value: UInt32) -> Bool {
        value &- 0x0E00 < 0x0A00
    }

    /// The script's word list, decoded on first use.
    var words: DictionaryWordList {
        switch self {
        case .thai: .thai
        case .lao: .lao
        case .khmer: .khmer
        case .myanmar: .myanmar
        }
    }

    /// Whether a run of `length` scalars is too short for two words, and so stays whole (Thai
    /// needs more than four, the others four).
    func isTooShortForTwoWords(_ length: Int) -> Bool {
        self == .thai ? length <= 4 : length < 4
    }

    /// Whether a word may end with `scalar`, one of the script's: not before a Thai or Lao
    /// vowel written before its consonant, Thai MAI HAN-AKAT, or the Khmer COENG.
    func canEndWord(_ scalar: UInt32) -> Bool {
        switch self {
        case .thai: scalar != 0x0E31 && !(0x0E40...0x0E44).contains(scalar)
        case .lao: !(0x0EC0...0x0EC4).contains(scalar)
        case .khmer: scalar != 0x17D2
        case .myanmar: true
        }
    }

    /// Whether a word may start with `scalar`: a consonant (or independent vowel), or a vowel
    /// written before its consonant.
    func canBeginWord(_ scalar: UInt32) -> Bool {
        switch self {
        case .thai: (0x0E01...0x0E2E).contains(scalar) || (0x0E40...0x0E44).contains(scalar)
        case .lao: (0x0E81...0x0EAE).contains(scalar) || (0x0EDC...0x0EDD).contains(scalar) || (0x0EC0...0x0EC4).contains(scalar)
        case .khmer: (0x1780...0x17B3).contains(scalar)
        case .myanmar: (0x1000...0x102A).contains(scalar)
        }
    }

    /// Text that starts no word joins a word before it only if that word is shorter than this.
    var rootCombineThreshold: Int { self == .khmer ? 10 : 3 }

    /// Text that shares at least this many letters with a dictionary word joins no word before it.
    var prefixCombineThreshold: Int { self == .khmer ? 5 : 3 }

    /// Whether the Thai PAIYANNOI (abbreviation) and MAIYAMOK (repetition) signs join the word
    /// before them when no dictionary word starts with them.
    var joinsSuffixes: Bool { self == .thai }
}

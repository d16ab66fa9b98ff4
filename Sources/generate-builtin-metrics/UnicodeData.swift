import Foundation

/// A set of code points U+0000…U+10FFFF, one flag per code point.
struct CodePointSet {
    private var members = [Bool](repeating: false, count: 0x11_0000)

    /// Whether `code` is in the set (false past U+10FFFF).
    func contains(_ code: UInt32) -> Bool {
        code < 0x11_0000 && members[Int(code)]
    }

    /// Adds the code points of `range` (clamped to U+10FFFF).
    mutating func insert(_ range: ClosedRange<UInt32>) {
        guard range.lowerBound < 0x11_0000 else { return }
        for code in range.lowerBound...min(range.upperBound, 0x10_FFFF) { members[Int(code)] = true }
    }
}

/// The code point classes the fallback rules need, from the Unicode Character Database.
struct CodePointClasses {
    /// Zero advance: general categories Mn, Me, Cc; Default_Ignorable_Code_Point;
    /// Emoji_Modifier.
    let zeroWidth: CodePointSet
    /// Emoji_Presentation (regional indicators are checked first, see ``regionalIndicators``).
    let emojiPresentation: CodePointSet
    /// U+1F1E6…U+1F1FF, half an em each.
    let regionalIndicators: CodePointSet
    /// East_Asian_Width W or F.
    let wide: CodePointSet

    /// Reads `extracted/DerivedGeneralCategory.txt`, `DerivedCoreProperties.txt`,
    /// `emoji/emoji-data.txt` and `EastAsianWidth.txt` under `directory`.
    init(ucdDirectory directory: String) throws(GeneratorError) {
        var zeroWidth = try Self.read("\(directory)/extracted/DerivedGeneralCategory.txt", values: ["Mn", "Me", "Cc"])
        for range in try UCDFile(path: "\(directory)/DerivedCoreProperties.txt").ranges(with: ["Default_Ignorable_Code_Point"]) {
            zeroWidth.insert(range)
        }
        let emoji = try UCDFile(path: "\(directory)/emoji/emoji-data.txt")
        for range in emoji.ranges(with: ["Emoji_Modifier"]) { zeroWidth.insert(range) }
        self.zeroWidth = zeroWidth
        emojiPresentation = Self.set(of: emoji.ranges(with: ["Emoji_Presentation"]))
        regionalIndicators = Self.set(of: [0x1F1E6...0x1F1FF])
        wide = try Self.read("\(directory)/EastAsianWidth.txt", values: ["W", "F"])
    }

    private static func read(_ path: String, values: Set<String>) throws(GeneratorError) -> CodePointSet {
        set(of: try UCDFile(path: path).ranges(with: values))
    }

    private static func set(of ranges: [ClosedRange<UInt32>]) -> CodePointSet {
        var set = CodePointSet()
        for range in ranges { set.insert(range) }
        return set
    }
}

/// The data lines of a UCD-style file: `code` or `first..last`, `;`, value, `# comment`.
struct UCDFile {
    /// Each line's code points and its second field.
    let entries: [(codes: ClosedRange<UInt32>, value: String)]

    /// Reads and parses the file at `path`.
    init(path: String) throws(GeneratorError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .missingInput(path: path, hint: "install the Debian package unicode-data or pass --ucd DIR")
        }
        var entries: [(codes: ClosedRange<UInt32>, value: String)] = []
        for (index, rawLine) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.prefix { $0 != "#" }.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !content.isEmpty else { continue }
            let fields = content.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let bounds = fields[0].components(separatedBy: "..")
            guard fields.count >= 2, bounds.count <= 2,
                  let first = UInt32(bounds[0], radix: 16), let last = UInt32(bounds[bounds.count - 1], radix: 16),
                  first <= last else {
                throw .malformedUnicodeData(path: path, line: index + 1)
            }
            entries.append((first...last, fields[1]))
        }
        self.entries = entries
    }

    /// The code point ranges whose value is one of `values`, in file order.
    func ranges(with values: Set<String>) -> [ClosedRange<UInt32>] {
        entries.filter { values.contains($0.value) }.map(\.codes)
    }
}

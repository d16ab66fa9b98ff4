import TipEmit

/// LSP `TextEdit`s applied to a text as an editor applies them: ranges in UTF-16 positions of
/// the original text, applied from the last to the first.
enum AppliedEdits {
    /// `text` with `edits` applied; nil when an edit is malformed or out of the text.
    static func apply(_ edits: [JSON], to text: String) -> String? {
        var utf16 = Array(text.utf16)
        let lineStarts = [0] + utf16.indices.filter { utf16[$0] == UInt16(UInt8(ascii: "\n")) }.map { $0 + 1 }
        func offset(_ position: JSON?) -> Int? {
            guard let line = position?["line"]?.integerValue, let character = position?["character"]?.integerValue,
                  line < lineStarts.count else { return nil }
            return lineStarts[line] + character
        }
        var replacements: [(range: Range<Int>, text: [UInt16])] = []
        for edit in edits {
            guard let start = offset(edit["range"]?["start"]), let end = offset(edit["range"]?["end"]),
                  start <= end, end <= utf16.count, let newText = edit["newText"]?.stringValue else { return nil }
            replacements.append((start..<end, Array(newText.utf16)))
        }
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            utf16.replaceSubrange(replacement.range, with: replacement.text)
        }
        return String(decoding: utf16, as: UTF16.self)
    }
}

import TipEmit

/// Why a `didChange` notification was refused; its changes were not applied.
struct ChangeRejection: Error, Hashable, Sendable {
    /// What was wrong, for the user.
    let reason: String
}

/// The `contentChanges` of a `didChange` (LSP `TextDocumentContentChangeEvent[]`), applied in
/// order, each to the text the previous ones left.
///
/// A change without a `range` (or with `"range": null`) replaces the whole text. A change with
/// one replaces that range, given in UTF-16 positions. The whole notification is refused when a
/// change has no string `text`, or a range that is not `{start, end}` with an integer `line` and
/// `character` each, or that has a negative line or character, a start after its end (compared
/// as written), or a line at or past the text's number of lines (`a\n` has two lines, 0 and 1).
/// A character past the end of its line means the end of the line, as LSP says; one inside a
/// surrogate pair means the start of that character. `rangeLength` is ignored.
enum ContentChanges {
    /// `text` with every change of `json` applied; throws, having applied nothing, on the first
    /// invalid change.
    static func apply(_ json: JSON?, to text: DocumentText) throws(ChangeRejection) -> DocumentText {
        guard let changes = json?.arrayValue else { throw ChangeRejection(reason: "`contentChanges` is missing or not an array") }
        var text = text
        for (index, change) in changes.enumerated() {
            let label = "change \(index + 1) of \(changes.count)"
            guard let replacement = change["text"]?.stringValue else {
                throw ChangeRejection(reason: "\(label) has no string `text`")
            }
            switch change["range"] {
            case nil, .null?:
                text = DocumentText(bytes: Array(replacement.utf8))
            case let range?:
                let bytes = try byteRange(of: range, in: text, label: label)
                text.replace(bytes, with: Array(replacement.utf8))
            }
        }
        return text
    }

    /// The bytes a valid range covers in `text`.
    private static func byteRange(of json: JSON, in text: DocumentText, label: String) throws(ChangeRejection) -> Range<Int> {
        let start = try position(json["start"], named: "start", in: text, label: label)
        let end = try position(json["end"], named: "end", in: text, label: label)
        guard start <= end else {
            throw ChangeRejection(reason: "\(label): the range's start (\(describe(start))) is after its end (\(describe(end)))")
        }
        let startOffset = UTF16Positions.offset(of: start, inText: text)
        return startOffset..<max(startOffset, UTF16Positions.offset(of: end, inText: text))
    }

    private static func position(_ json: JSON?, named name: String, in text: DocumentText, label: String) throws(ChangeRejection) -> TextPosition {
        var fields: [Int] = []
        for field in ["line", "character"] {
            guard let value = json?[field]?.integerValue else {
                throw ChangeRejection(reason: "\(label): the range's \(name) has no integer `\(field)`")
            }
            guard value >= 0 else { throw ChangeRejection(reason: "\(label): the range's \(name) has a negative \(field) (\(value))") }
            fields.append(value)
        }
        let position = TextPosition(line: fields[0], character: fields[1])
        let lineCount = text.lineStarts.count
        guard position.line < lineCount else {
            throw ChangeRejection(reason:
                "\(label): the range's \(name) is on line \(position.line), past the end of the document (lines 0 to \(lineCount - 1))")
        }
        return position
    }

    private static func describe(_ position: TextPosition) -> String {
        "line \(position.line), character \(position.character)"
    }
}

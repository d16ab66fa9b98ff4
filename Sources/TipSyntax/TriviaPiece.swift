/// A piece of what lies between two tokens of the ``ConcreteSyntaxTree``: blanks, line ends
/// and comments, by byte range. The pieces of a gap cover it exactly, so that the tokens and
/// their trivia spell the whole file.
public struct TriviaPiece: Hashable, Sendable {
    /// What the piece is.
    public enum Kind: Hashable, Sendable {
        /// Spaces and tabs.
        case blanks
        /// The byte order mark at the start of the file.
        case byteOrderMark
        /// This many line ends in a row (LF, CRLF or CR each count one).
        case lineBreaks(Int)
        /// `// …` up to (not including) its line end.
        case lineComment
        /// `/* … */`, nesting; `spansLines` when it holds a line end (it then separates
        /// statements, as a line end does).
        case blockComment(spansLines: Bool)
    }

    /// What the piece is.
    public let kind: Kind
    /// Its bytes in the file.
    public let range: Range<Int>

    /// Whether the piece is a comment.
    public var isComment: Bool {
        switch kind {
        case .lineComment, .blockComment: true
        default: false
        }
    }

    /// Whether the piece ends a line: line ends, and a block comment holding one.
    public var breaksLine: Bool {
        switch kind {
        case .lineBreaks, .blockComment(spansLines: true): true
        default: false
        }
    }

    /// The pieces of `bytes[start..<end]`, a gap between two tokens (where the lexer found
    /// nothing but blanks, line ends and comments).
    public static func pieces(of bytes: [UInt8], from start: Int, to end: Int) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        var index = start
        while index < end {
            let pieceStart = index
            let byte = bytes[index]
            let kind: Kind
            if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                var breaks = 0
                while index < end, bytes[index] == UInt8(ascii: "\r") || bytes[index] == UInt8(ascii: "\n") {
                    let isCRLF = bytes[index] == UInt8(ascii: "\r") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "\n")
                    index += isCRLF ? 2 : 1
                    breaks += 1
                }
                kind = .lineBreaks(breaks)
            } else if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                kind = .lineComment
            } else if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
                index = blockCommentEnd(bytes, from: index, to: end)
                let spansLines = bytes[pieceStart..<index].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
                kind = .blockComment(spansLines: spansLines)
            } else if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), end >= 3 {
                index = 3
                kind = .byteOrderMark
            } else {
                // Blanks (anything else the lexer let through between tokens is kept with them).
                while index < end, !startsOtherPiece(bytes, at: index, end: end) { index += 1 }
                kind = .blanks
            }
            pieces.append(TriviaPiece(kind: kind, range: pieceStart..<index))
        }
        return pieces
    }

    /// Whether a line end or a comment starts at `index`.
    private static func startsOtherPiece(_ bytes: [UInt8], at index: Int, end: Int) -> Bool {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") { return true }
        guard byte == UInt8(ascii: "/"), index + 1 < end else { return false }
        return bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
    }

    /// The offset just past the `*/` that closes the nesting `/*` comment at `start` (or `end`).
    private static func blockCommentEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var depth = 0
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return end
    }
}

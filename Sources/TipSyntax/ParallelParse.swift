import TipParallel

/// Parses a long file in parts, at once, with the outcome of parsing it in one go.
///
/// The text is cut at lines that start a top-level declaration (`import`, `let`, `style`,
/// `tooltip` or `tags` at the start of a line, then a blank), and each part is lexed and parsed
/// on its own, its tokens and spans at their offsets in the whole text. A part that ends at a
/// cut is kept only when it has no diagnostic: its parser then reached the cut with every
/// declaration, block, string and comment closed, which is where the parse of the whole text
/// stands there too, in the state of a parser starting at the cut. From the first part that has
/// a diagnostic, the rest of the text is parsed again as one part.
enum ParallelParse {
    /// Texts shorter than two parts of this size are parsed in one part: below it, a thread
    /// costs more than it saves.
    static let minimumPartSize = 128 << 10

    /// The declarations, tokens and diagnostics (lexer's and parser's, unsorted) of a text or
    /// part of it.
    struct Outcome: Sendable {
        let declarations: [Declaration]
        let tokens: TokenList
        let diagnostics: [Diagnostic]
    }

    /// Parses `file` in at most `maximumParts` parts, none smaller than `minimumPartSize` bytes
    /// but the last; with `keepingTokens`, the outcome holds its tokens.
    static func parse(
        _ file: SourceFile, keepingTokens: Bool, maximumParts: Int, minimumPartSize: Int = minimumPartSize
    ) -> Outcome {
        let starts = partStarts(in: file.bytes, maximumParts: maximumParts, minimumPartSize: minimumPartSize)
        let ranges = starts.indices.map { starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : file.bytes.count) }
        var parts = ParallelWork.map(ranges) { parse(file, part: $0, keepingTokens: keepingTokens) }
        if let broken = parts.dropLast().firstIndex(where: { !$0.diagnostics.isEmpty }) {
            parts[broken...] = [parse(file, part: ranges[broken].lowerBound..<file.bytes.count, keepingTokens: keepingTokens)]
        }
        guard parts.count > 1 else { return parts[0] }
        return Outcome(
            declarations: parts.flatMap(\.declarations),
            tokens: keepingTokens ? TokenList(joining: parts.map(\.tokens), bytes: file.bytes) : TokenList(),
            diagnostics: parts.flatMap(\.diagnostics))
    }

    /// Lexes and parses the bytes of `file` in `part`, which starts at 0 or at a cut.
    private static func parse(_ file: SourceFile, part: Range<Int>, keepingTokens: Bool) -> Outcome {
        var parser = SyntaxParser(bytes: file.bytes, file: file.id, range: part, keepingTokens: keepingTokens)
        let declarations = parser.parseDocument()
        return Outcome(
            declarations: declarations, tokens: parser.keptTokens(), diagnostics: parser.scanner.diagnostics + parser.diagnostics)
    }

    /// Where each part starts: 0, then a cut at or after the start of each even share of the
    /// text (at most `maximumParts` shares, none smaller than `minimumPartSize`), while there
    /// is one.
    static func partStarts(in bytes: [UInt8], maximumParts: Int, minimumPartSize: Int) -> [Int] {
        var starts = [0]
        let shares = ParallelWork.chunks(of: bytes.count, minimumChunk: minimumPartSize, maximumChunks: maximumParts)
        for share in shares.dropFirst() {
            guard let cut = cut(in: bytes, from: max(share.lowerBound, starts[starts.count - 1] + 1)) else { break }
            starts.append(cut)
        }
        return starts
    }

    /// The first offset at or after `offset` that starts a line beginning with a declaration
    /// keyword and a blank.
    private static func cut(in bytes: [UInt8], from offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            guard bytes[index - 1] == UInt8(ascii: "\n") else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, ByteClass.of(bytes[end]) == .letter { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t"),
               let keyword = Keyword(spelling: bytes, from: index, to: end), keyword.startsDeclaration {
                return index
            }
            index = end + 1
        }
        return nil
    }
}

/// The tokens of one file, ending with ``TokenKind/endOfFile``, as the lexer produced them.
///
/// Stored compactly — each token's kind and byte range, with the decoded values of strings and
/// numbers in a side table — so that keeping the tokens of a long file costs a few words per
/// token and no `String`s. A ``Token`` is built when it is read: an identifier's name and a
/// colour's digits from the file's bytes. Read ``kind(at:)`` and ``range(at:)`` where the
/// value is not needed. A file lexed in parts (``ParallelParse``) keeps each part's tokens as
/// they are, one segment per part, so that joining them copies nothing.
public struct TokenList: RandomAccessCollection, Equatable, Sendable {
    /// The tokens of one part of the text, with the values of its strings and numbers.
    private struct Segment: Sendable {
        let lexed: ArraySlice<LexedToken>
        let literals: [TokenValue]
        /// The position in the list of the segment's first token.
        let first: Int
    }

    private let segments: [Segment]
    private let bytes: [UInt8]
    public let endIndex: Int

    /// The tokens `lexed` of `bytes`, with the lexer's decoded `literals`.
    init(lexed: [LexedToken], literals: [TokenValue], bytes: [UInt8]) {
        self.init(segments: [Segment(lexed: lexed[...], literals: literals, first: 0)], bytes: bytes)
    }

    /// The tokens of consecutive parts of one text, `bytes`, as one list: the end-of-file token
    /// of every part but the last is dropped.
    init(joining parts: [TokenList], bytes: [UInt8]) {
        var segments: [Segment] = []
        var count = 0
        for (index, part) in parts.enumerated() {
            for segment in part.segments {
                let lexed = index == parts.count - 1 ? segment.lexed : segment.lexed.dropLast()
                segments.append(Segment(lexed: lexed, literals: segment.literals, first: count))
                count += lexed.count
            }
        }
        self.init(segments: segments, bytes: bytes)
    }

    private init(segments: [Segment], bytes: [UInt8]) {
        self.segments = segments
        self.bytes = bytes
        endIndex = segments.last.map { $0.first + $0.lexed.count } ?? 0
    }

    /// No tokens (not even the end-of-file token).
    public init() {
        self.init(segments: [], bytes: [])
    }

    public var startIndex: Int { 0 }

    /// The token at `position`, with its value.
    public subscript(position: Int) -> Token {
        let segment = segmentIndex(of: position)
        let token = lexed(at: position, in: segment)
        let value: TokenValue = switch token.kind {
        case .identifier: .text(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
        case .hexColor: .text(String(decoding: bytes[(token.start + 1)..<token.end], as: UTF8.self))
        case .string, .number: segments[segment].literals[Int(token.literal)]
        default: .none
        }
        return Token(token.kind, start: token.start, end: token.end, value: value)
    }

    /// The kind of the token at `position`.
    public func kind(at position: Int) -> TokenKind { lexed(at: position).kind }

    /// The byte range of the token at `position`.
    public func range(at position: Int) -> Range<Int> {
        let token = lexed(at: position)
        return token.start..<token.end
    }

    /// The position of the first token that ends after `offset` (``endIndex`` if none): the
    /// token containing `offset`, or else the first one after it.
    public func firstPosition(endingAfter offset: Int) -> Int {
        var low = 0, high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if lexed(at: middle).end > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether both lists hold the same tokens with the same values.
    public static func == (lhs: TokenList, rhs: TokenList) -> Bool { lhs.elementsEqual(rhs) }

    private func lexed(at position: Int) -> LexedToken {
        lexed(at: position, in: segmentIndex(of: position))
    }

    /// The token at `position`, which is in segment `segment`.
    private func lexed(at position: Int, in segment: Int) -> LexedToken {
        let tokens = segments[segment].lexed
        return tokens[tokens.startIndex + position - segments[segment].first]
    }

    /// The index of the segment holding `position` (there are as many as parts, one per core at
    /// most).
    private func segmentIndex(of position: Int) -> Int {
        var index = segments.count - 1
        while index > 0, segments[index].first > position { index -= 1 }
        return index
    }
}

/// Reads the inline Markdown of a text — `**strong**`, `*emphasis*`, `` `code` `` and the
/// escapes `\*`, `` \` ``, `\\` — into a ``StyledText``.
///
/// - `` ` `` opens code, which the next `` ` `` closes; everything between is the code's own
///   text, as written (no markers, no escapes: `` `a*b\c` `` shows `a*b\c`). Code takes the
///   strong and emphasis around it.
/// - A run of `*` opens or closes: one `*` emphasis, two strong, three both (`***a***`; with
///   one of the two open, `***` closes it and opens the other). Spans nest (`**a *b* c**`),
///   but must close in the reverse order of opening: `**a *b** c*` is
///   ``InlineMarkupError/Kind/crossing(marker:innerMarker:innerOffset:)``. Four or more `*` in
///   a row are an error; a run of `*` with white space (or the text's end) on both sides is
///   text (`2 * 3`).
/// - `\` before `*`, `` ` `` or `\` is that character as text; before anything else it is a
///   backslash.
/// - A span still open at the end is ``InlineMarkupError/Kind/unclosed(marker:)``, at its
///   marker (the outermost of several).
public enum InlineMarkup {
    private static let asterisk: Unicode.Scalar = "*"
    private static let backtick: Unicode.Scalar = "`"
    private static let backslash: Unicode.Scalar = "\\"

    /// Whether `text` may hold markup: whether it has a `*`, `` ` `` or `\` byte. Text without
    /// one is plain, and need not be read. Every text laid out is asked this, so its bytes are
    /// read eight at a time: a word holds one of the three when it has a zero byte once XORed
    /// with it repeated (the usual, exact test of a word for a zero byte).
    public static func mayHaveMarkup(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
            func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self)
                if hasZeroByte(word ^ (ones &* 0x2A)) || hasZeroByte(word ^ (ones &* 0x60)) || hasZeroByte(word ^ (ones &* 0x5C)) {
                    return true
                }
                offset += 8
            }
            return bytes[offset...].contains { $0 == 0x2A || $0 == 0x60 || $0 == 0x5C }
        }
    }

    /// `text` read, or the first mistake in its markup.
    public static func parse(_ text: String) -> Result<StyledText, InlineMarkupError> {
        guard mayHaveMarkup(text) else { return .success(StyledText(plain: text)) }
        var reader = Reader(Array(text.unicodeScalars))
        do {
            try reader.read()
        } catch {
            return .failure(error)
        }
        return .success(reader.styled)
    }

    /// `text` read; a text whose markup has a mistake is shown as written, in one plain run
    /// (what the runtime does with a string `tipc` never checked).
    public static func styledText(_ text: String) -> StyledText {
        (try? parse(text).get()) ?? StyledText(plain: text)
    }

    /// One pass over a text's scalars.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var output = String.UnicodeScalarView()
        var outputBytes = 0
        var runs: [StyledText.Run] = []
        /// The open spans, outermost first: strong or emphasis, where its marker starts, and
        /// the marker as written.
        var open: [(style: InlineStyle, offset: Int, marker: String)] = []

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var styled: StyledText { StyledText(text: String(output), runs: runs) }

        var style: InlineStyle { open.reduce(into: []) { $0.formUnion($1.style) } }

        mutating func read() throws(InlineMarkupError) {
            while index < scalars.count {
                let scalar = scalars[index]
                switch scalar {
                case backslash where index + 1 < scalars.count && [asterisk, backtick, backslash].contains(scalars[index + 1]):
                    append(scalars[index + 1], in: style)
                    index += 2
                case backtick:
                    try readCode()
                case asterisk:
                    try readAsterisks()
                default:
                    append(scalar, in: style)
                    index += 1
                }
            }
            if let outermost = open.first {
                throw InlineMarkupError(.unclosed(marker: outermost.marker), offset: outermost.offset, length: outermost.marker.unicodeScalars.count)
            }
        }

        /// Code from the `` ` `` at ``index`` to the next one.
        mutating func readCode() throws(InlineMarkupError) {
            guard let close = scalars[(index + 1)...].firstIndex(of: backtick) else {
                throw InlineMarkupError(.unclosed(marker: "`"), offset: index, length: 1)
            }
            let codeStyle = style.union(.code)
            for scalar in scalars[(index + 1)..<close] { append(scalar, in: codeStyle) }
            index = close + 1
        }

        /// The run of `*` at ``index``: text, or markers that close and open spans.
        mutating func readAsterisks() throws(InlineMarkupError) {
            var end = index
            while end < scalars.count && scalars[end] == asterisk { end += 1 }
            let count = end - index
            let spaceBefore = index == 0 || scalars[index - 1].properties.isWhitespace
            let spaceAfter = end == scalars.count || scalars[end].properties.isWhitespace
            defer { index = end }
            if spaceBefore && spaceAfter {
                for _ in 0..<count { append(asterisk, in: style) }
                return
            }
            switch count {
            case 1: try toggle(.emphasis, marker: "*")
            case 2: try toggle(.strong, marker: "**")
            case 3: try toggleBoth()
            default: throw InlineMarkupError(.tooManyAsterisks(count: count), offset: index, length: count)
            }
        }

        /// `***`: closes both spans if both are open; closes the open one and opens the other;
        /// or opens both.
        mutating func toggleBoth() throws(InlineMarkupError) {
            switch open.count {
            case 2:
                open.removeAll()
            case 1:
                let other: InlineStyle = open[0].style == .strong ? .emphasis : .strong
                open = [(other, index, "***")]
            default:
                open = [(.strong, index, "***"), (.emphasis, index, "***")]
            }
        }

        /// Closes the span of `spanStyle` if it is the innermost open, opens one if none is
        /// open; a span open inside it is a crossing.
        mutating func toggle(_ spanStyle: InlineStyle, marker: String) throws(InlineMarkupError) {
            guard let position = open.firstIndex(where: { $0.style == spanStyle }) else {
                open.append((spanStyle, index, marker))
                return
            }
            guard position == open.count - 1 else {
                let inner = open[position + 1]
                throw InlineMarkupError(
                    .crossing(marker: marker, innerMarker: inner.marker, innerOffset: inner.offset),
                    offset: index, length: marker.unicodeScalars.count)
            }
            open.removeLast()
        }

        /// Adds `scalar` to the output in `runStyle`, extending the last run if it has that
        /// style.
        mutating func append(_ scalar: Unicode.Scalar, in runStyle: InlineStyle) {
            let start = outputBytes
            output.append(scalar)
            outputBytes += UTF8.width(scalar)
            if let last = runs.last, last.style == runStyle, last.range.upperBound == start {
                runs[runs.count - 1].range = last.range.lowerBound..<outputBytes
            } else {
                runs.append(StyledText.Run(range: start..<outputBytes, style: runStyle))
            }
        }
    }
}

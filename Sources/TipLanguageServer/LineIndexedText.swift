import TipSyntax

/// UTF-8 text with the offset of every line's start (`lineStarts[0] == 0`; LF, CRLF and a lone
/// CR end a line, as in ``SourceFile``): a parsed file, or an open document being edited.
protocol LineIndexedText {
    /// The text.
    var bytes: [UInt8] { get }
    /// The offset of the first byte of every line.
    var lineStarts: [Int] { get }
}

extension SourceFile: LineIndexedText {}

extension LineIndexedText {
    /// The offset where line `line`'s text ends, before its CR, LF or CRLF.
    func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        let start = lineStarts[line]
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return end
    }
}

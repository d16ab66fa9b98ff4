/// The comments before a lexeme that starts an output line (a statement, a list element, a
/// closing bracket), sorted by where they go: the end of the previous line, lines of their
/// own, or inline before the lexeme. Blank lines are remembered so that one is kept where the
/// source had one or more.
struct LeadingComments {
    /// One output line of comments.
    struct Line {
        /// Whether a blank line preceded it in the source.
        let blankBefore: Bool
        /// Its comments joined by a space.
        let text: String
    }

    /// Comments on the previous lexeme's line in the source: printed at the end of that line.
    private(set) var endOfPreviousLine: [String] = []
    /// Whether those comments were written before a `;` that ended the previous statement.
    private(set) var endOfPreviousLinePrecedesSeparator = false
    /// Comments on lines of their own.
    private(set) var ownLines: [Line] = []
    /// Whether a blank line preceded the lexeme's line (after the last comment line, if any).
    private(set) var blankBeforeLexeme = false
    /// Comments on the lexeme's own line, before it.
    private(set) var inline: [String] = []

    /// Whether the comments need a line end somewhere (so the enclosing group must break).
    var needsLineBreak: Bool { !endOfPreviousLine.isEmpty || !ownLines.isEmpty }

    /// A run of comments with no line end between them, and the line ends before it.
    private struct SourceLine {
        var breaksBefore: Int
        var comments: [CommentText]
        var isClosed: Bool
        var precedesSeparator = false
    }

    /// Sorts `trivia`. `afterCode` is false at the start of the file, where a first comment is
    /// on a line of its own. `beforeCode` is false at the end of the file, where comments after
    /// the last line end are on lines of their own too.
    init(_ trivia: [Trivia], afterCode: Bool, beforeCode: Bool = true) {
        let (lines, breaksAfterLastLine) = Self.sourceLines(trivia, afterCode: afterCode, beforeCode: beforeCode)
        for (index, line) in lines.enumerated() {
            let texts = line.comments.map(\.text)
            if !line.isClosed {
                inline = texts
                blankBeforeLexeme = line.breaksBefore >= 2
            } else if index == 0 && line.breaksBefore == 0 {
                endOfPreviousLine = texts
                endOfPreviousLinePrecedesSeparator = line.precedesSeparator
            } else {
                ownLines.append(Line(blankBefore: line.breaksBefore >= 2, text: texts.joined(separator: " ")))
            }
        }
        if lines.last?.isClosed ?? true { blankBeforeLexeme = breaksAfterLastLine >= 2 }
    }

    /// Splits `trivia` into lines of comments. A comment spanning lines ends its line, and
    /// counts as a line end when nothing else separates it from what follows.
    private static func sourceLines(_ trivia: [Trivia], afterCode: Bool, beforeCode: Bool)
        -> (lines: [SourceLine], breaksAfterLastLine: Int)
    {
        var lines: [SourceLine] = []
        var current = SourceLine(breaksBefore: 0, comments: [], isClosed: true)
        var breaks = 0
        var afterSpanningComment = false
        func closeCurrent() {
            if !current.comments.isEmpty { lines.append(current) }
            current.comments = []
            current.precedesSeparator = false
        }
        for item in trivia {
            switch item {
            case .lineBreaks(let count):
                closeCurrent()
                breaks += count
            case .comment(let comment):
                if current.comments.isEmpty {
                    current.breaksBefore = afterSpanningComment ? max(breaks, 1) : breaks
                    breaks = 0
                    afterSpanningComment = false
                }
                current.comments.append(comment)
                if comment.spansLines {
                    closeCurrent()
                    afterSpanningComment = true
                }
            case .separator:
                // Comments between a statement and its `;` end that statement's line.
                if lines.isEmpty && current.breaksBefore == 0 && !current.comments.isEmpty {
                    current.precedesSeparator = true
                    closeCurrent()
                }
            }
        }
        if !current.comments.isEmpty {
            current.isClosed = !beforeCode
            lines.append(current)
        }
        if !afterCode, !lines.isEmpty { lines[0].breaksBefore = max(lines[0].breaksBefore, 1) }
        return (lines, afterSpanningComment ? max(breaks, 1) : breaks)
    }
}

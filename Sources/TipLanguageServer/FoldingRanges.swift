import TipEmit
import TipSyntax

/// `textDocument/foldingRange`: from the concrete syntax tree, so that a broken file folds
/// too. Every block and list over several lines folds up to the line before its closer (which
/// stays visible; an unclosed one folds to its last token); a run of `//` comment lines (not
/// counting a comment after code on its line), a block comment over several lines, and a run
/// of imports over several lines fold as a whole.
enum FoldingRanges {
    /// One range, in 0-based lines.
    private struct Range: Comparable {
        let start: Int
        let end: Int
        /// The LSP `FoldingRangeKind`, if any: `comment` or `imports`.
        let kind: String?

        static func < (lhs: Range, rhs: Range) -> Bool {
            (lhs.start, lhs.end, lhs.kind ?? "") < (rhs.start, rhs.end, rhs.kind ?? "")
        }

        var json: JSON {
            guard let kind else { return ["startLine": .integer(start), "endLine": .integer(end)] }
            return ["startLine": .integer(start), "endLine": .integer(end), "kind": .string(kind)]
        }
    }

    /// The `FoldingRange[]` of `tree`'s file, sorted by line.
    static func ranges(in tree: ConcreteSyntaxTree) -> JSON {
        var ranges: [Range] = []
        let file = tree.file
        func line(_ position: Int) -> Int { file.lineIndex(of: tree.tokens.range(at: position).lowerBound) }
        func add(_ start: Int, _ end: Int, kind: String? = nil) {
            if end > start { ranges.append(Range(start: start, end: end, kind: kind)) }
        }
        func bracket(open: Int, close: Int?, last: Int) {
            if let close { add(line(open), line(close) - 1) } else { add(line(open), line(last)) }
        }
        func visit(_ statements: [SyntaxStatement]) {
            for statement in statements { statement.nodes.forEach(visit) }
        }
        func visit(_ node: SyntaxNode) {
            switch node {
            case .token:
                break
            case .group(let group):
                bracket(open: group.open, close: group.close, last: node.lastToken)
                group.elements.joined().forEach(visit)
            case .block(let block):
                bracket(open: block.open, close: block.close, last: node.lastToken)
                visit(block.statements)
            }
        }
        visit(tree.statements)
        addImports(tree, line: line, add: { add($0, $1, kind: "imports") })
        for position in tree.tokens.indices where tree.tokens.kind(at: position) != .newline {
            for run in commentRuns(tree.leadingTrivia(of: position), followsToken: tree.triviaStart(of: position) > 0) {
                add(file.lineIndex(of: run.lowerBound), file.lineIndex(of: run.upperBound - 1), kind: "comment")
            }
        }
        return .array(ranges.sorted().map(\.json))
    }

    /// Runs of top-level `import` statements in a row.
    private static func addImports(_ tree: ConcreteSyntaxTree, line: (Int) -> Int, add: (Int, Int) -> Void) {
        var run: (first: Int, last: Int)?
        for statement in tree.statements {
            if let first = statement.firstToken, let last = statement.lastToken, tree.tokens.kind(at: first) == .keyword(.import) {
                run = (run?.first ?? first, last)
            } else if let ended = run {
                add(line(ended.first), line(ended.last))
                run = nil
            }
        }
        if let run { add(line(run.first), line(run.last)) }
    }

    /// The byte ranges of the comment runs in one gap (after a token when `followsToken`):
    /// `//` comments on lines that follow one another (one line end, and nothing but blanks,
    /// between them), and each block comment. A `//` comment after the token on its line
    /// belongs to that line's code, not to the run below it.
    private static func commentRuns(_ trivia: [TriviaPiece], followsToken: Bool) -> [Swift.Range<Int>] {
        var runs: [Swift.Range<Int>] = []
        var lineRun: Swift.Range<Int>?
        var breaksSinceComment = 0
        var onTheTokensLine = followsToken
        for piece in trivia {
            switch piece.kind {
            case .lineComment where onTheTokensLine:
                break
            case .lineComment:
                if let run = lineRun, breaksSinceComment <= 1 {
                    lineRun = run.lowerBound..<piece.range.upperBound
                } else {
                    if let run = lineRun { runs.append(run) }
                    lineRun = piece.range
                }
                breaksSinceComment = 0
            case .blanks, .byteOrderMark:
                break
            case .lineBreaks(let count):
                breaksSinceComment += count
                onTheTokensLine = false
            case .blockComment:
                if let run = lineRun { runs.append(run) }
                lineRun = nil
                breaksSinceComment = 0
                runs.append(piece.range)
            }
        }
        if let lineRun { runs.append(lineRun) }
        return runs
    }
}

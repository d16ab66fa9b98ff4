/// The lossless shape of a file: statements made of tokens, bracketed groups and blocks, over
/// the lexer's tokens, for the tools that work on the text as written — the formatter, the
/// language server's cursor context and folding, code actions. Every token but the line ends
/// is in the tree exactly once; the line ends, blanks and comments before a token are its
/// ``leadingTrivia(of:)``; so the tree, read in order, spells the file byte for byte.
///
/// It is built for any text, broken or not, without the parser: a bracket left open stays
/// open (its `close` is nil) and a closer that matches nothing is a token of its statement
/// (``isBalanced`` tells). Like the parser, a declaration (`style`, `tooltip`, `tags`, `let`
/// followed by a name, or `font "Name" {` on a line of its own) at the start of a statement
/// inside an unclosed block closes every block.
/// The shape is generic — a statement is a run of nodes that may end with a block — so a
/// declaration kind added later has a shape without changes here.
public struct ConcreteSyntaxTree: Sendable {
    /// The file.
    public let file: SourceFile
    /// Its tokens, as the lexer produced them; nodes refer to them by position.
    public let tokens: TokenList
    /// The top-level statements in order.
    public let statements: [SyntaxStatement]
    /// The position of the end-of-file token (its trivia is what follows the last statement).
    public let endOfFile: Int
    /// Whether every bracket is closed by its match and no closer is left over.
    public let isBalanced: Bool

    /// The tree of `file`, lexed as `tokens` (by ``Lexer/tokenize(_:)`` or ``ParsedFile``).
    public init(file: SourceFile, tokens: TokenList) {
        self.file = file
        self.tokens = tokens
        var builder = TreeBuilder(tokens: tokens, buildsNodes: true)
        statements = builder.topLevel()
        endOfFile = builder.position
        isBalanced = builder.isBalanced
    }

    /// The blanks, line ends and comments between the token at `position` and the token of the
    /// tree before it (the start of the file for the first).
    public func leadingTrivia(of position: Int) -> [TriviaPiece] {
        TriviaPiece.pieces(of: file.bytes, from: triviaStart(of: position), to: tokens.range(at: position).lowerBound)
    }

    /// Where the trivia before the token at `position` starts: the end of the previous token
    /// that is not a line end.
    public func triviaStart(of position: Int) -> Int {
        var previous = position - 1
        while previous >= 0, tokens.kind(at: previous) == .newline { previous -= 1 }
        return previous >= 0 ? tokens.range(at: previous).upperBound : 0
    }

    /// The source text of the token at `position`, as written.
    public func text(of position: Int) -> String {
        String(decoding: file.bytes[tokens.range(at: position)], as: UTF8.self)
    }
}

/// One statement: a declaration, a property, an import, or a nested block's header and block.
public struct SyntaxStatement: Sendable {
    /// Its nodes in order; a block, if any, is last. Empty only for a lone `;`.
    public let nodes: [SyntaxNode]
    /// The position of the `;` that ends it, if one does.
    public let semicolon: Int?

    /// The block the statement ends with, if any (`style A { … }`, `arrow { … }`).
    public var block: SyntaxBlock? {
        if case .block(let block) = nodes.last { return block }
        return nil
    }

    /// The position of its first token (its `;` for a lone `;`).
    public var firstToken: Int? { nodes.first?.firstToken ?? semicolon }

    /// The position of its last token (its `;` when it has one).
    public var lastToken: Int? { semicolon ?? nodes.last?.lastToken }
}

/// A piece of a statement.
public indirect enum SyntaxNode: Sendable {
    /// One token, by position.
    case token(Int)
    /// `( … )` or `[ … ]`.
    case group(SyntaxGroup)
    /// `{ … }`.
    case block(SyntaxBlock)

    /// The position of the node's first token.
    public var firstToken: Int {
        switch self {
        case .token(let position): position
        case .group(let group): group.open
        case .block(let block): block.open
        }
    }

    /// The position of the node's last token: its closer, or the last token inside an unclosed
    /// bracket (the opener when it holds nothing).
    public var lastToken: Int {
        switch self {
        case .token(let position): position
        case .group(let group):
            group.close ?? max(group.open, group.commas.last ?? group.open, group.elements.last?.last?.lastToken ?? group.open)
        case .block(let block): block.close ?? block.statements.last?.lastToken ?? block.open
        }
    }
}

/// Comma-separated elements between `(` and `)` or `[` and `]`.
public struct SyntaxGroup: Sendable {
    /// The opener's position.
    public let open: Int
    /// The elements, each a run of nodes (empty where two commas, or an opener and a comma,
    /// have nothing between them). A trailing comma is followed by no element.
    public let elements: [[SyntaxNode]]
    /// The positions of the commas: one after each element but the last, and one more for a
    /// trailing comma.
    public let commas: [Int]
    /// The closer's position; nil when the text ends, or a `}` comes, before it.
    public let close: Int?
}

/// Statements between `{` and `}`.
public struct SyntaxBlock: Sendable {
    /// The `{` position.
    public let open: Int
    /// The statements inside.
    public let statements: [SyntaxStatement]
    /// The `}` position; nil when the block is not closed.
    public let close: Int?
}

/// The top-level statements of a file, found without building their nodes (a pass that
/// allocates nothing per token), each one built when asked: the editor's view of a long file,
/// where a request needs only the statement at the cursor. The statements are those of
/// ``ConcreteSyntaxTree``, by the same rules.
public struct TopLevelStatements: Sendable {
    /// The file's tokens.
    public let tokens: TokenList
    /// The position of each top-level statement's first token, in order.
    public let starts: [Int]

    /// The statements of `tokens` (the lexer's, ending with the end-of-file token).
    public init(tokens: TokenList) {
        self.tokens = tokens
        var builder = TreeBuilder(tokens: tokens, buildsNodes: false)
        _ = builder.topLevel()
        starts = builder.topLevelStarts
    }

    /// The statement at `index` of ``starts``, built.
    public func statement(_ index: Int) -> SyntaxStatement {
        var builder = TreeBuilder(tokens: tokens, buildsNodes: true, startingAt: starts[index])
        return builder.topLevelStatement()
    }

    /// The index of the last statement that starts at or before token `position`, if any.
    public func index(atOrBefore position: Int) -> Int? {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}

/// Reads the tokens into statements, skipping line ends (trivia) and noting where one was
/// skipped, since a line end separates statements. Without `buildsNodes` it only finds where
/// the top-level statements start.
private struct TreeBuilder {
    let tokens: TokenList
    let buildsNodes: Bool
    /// The position of the current token (never a line end).
    private(set) var position: Int
    /// The position of the last token taken (-1 before the first).
    private var previous = -1
    /// Whether a line end lies between the previous token and the current one.
    private var followsLineBreak = false
    /// How many brackets are open.
    private var depth = 0
    private(set) var isBalanced = true
    /// The first token of each top-level statement read by ``topLevel()``.
    private(set) var topLevelStarts: [Int] = []

    init(tokens: TokenList, buildsNodes: Bool = true, startingAt start: Int = 0) {
        self.tokens = tokens
        self.buildsNodes = buildsNodes
        position = start
        skipLineEnds()
    }

    private var current: TokenKind { position < tokens.count ? tokens.kind(at: position) : .endOfFile }

    private mutating func advance() {
        previous = position
        position += 1
        followsLineBreak = false
        skipLineEnds()
    }

    private mutating func skipLineEnds() {
        while position < tokens.count, tokens.kind(at: position) == .newline {
            position += 1
            followsLineBreak = true
        }
    }

    /// The top-level statements (none without `buildsNodes`).
    mutating func topLevel() -> [SyntaxStatement] {
        var statements: [SyntaxStatement] = []
        while current != .endOfFile {
            topLevelStarts.append(position)
            let statement = topLevelStatement()
            if buildsNodes { statements.append(statement) }
        }
        return statements
    }

    /// One top-level statement; a `}` that closes nothing is a statement of its own.
    mutating func topLevelStatement() -> SyntaxStatement {
        guard current == .rightBrace else { return statement() }
        isBalanced = false
        let brace = position
        advance()
        return SyntaxStatement(nodes: [.token(brace)], semicolon: nil)
    }

    /// One statement: nodes up to a `;` (taken), a line end not after a comma and not before a
    /// `{`, a `}` or the end of the file (not taken), or just after its block.
    private mutating func statement() -> SyntaxStatement {
        var nodes: [SyntaxNode] = []
        var isEmpty = true
        while true {
            switch current {
            case .semicolon:
                let semicolon = position
                advance()
                return SyntaxStatement(nodes: nodes, semicolon: semicolon)
            case .rightBrace, .endOfFile:
                return SyntaxStatement(nodes: nodes, semicolon: nil)
            default:
                break
            }
            if !isEmpty, followsLineBreak, current != .leftBrace, tokens.kind(at: previous) != .comma {
                return SyntaxStatement(nodes: nodes, semicolon: nil)
            }
            let opensBlock = current == .leftBrace && depth < Parser.maximumNestingDepth
            if let node = node() { nodes.append(node) }
            isEmpty = false
            if opensBlock { return SyntaxStatement(nodes: nodes, semicolon: nil) }
        }
    }

    /// The node at the current token; nil without `buildsNodes`.
    private mutating func node() -> SyntaxNode? {
        let kind = current
        guard kind.isOpener, depth < Parser.maximumNestingDepth else {
            // A closer that matches nothing, or an opener nested too deep to be valid.
            if kind.isCloser || kind.isOpener { isBalanced = false }
            let token = position
            advance()
            return buildsNodes ? .token(token) : nil
        }
        depth += 1
        defer { depth -= 1 }
        if kind == .leftBrace {
            let block = block()
            return buildsNodes ? .block(block) : nil
        }
        let group = group(closedBy: kind == .leftParen ? .rightParen : .rightBracket)
        return buildsNodes ? .group(group) : nil
    }

    private mutating func block() -> SyntaxBlock {
        let open = position
        advance()
        var statements: [SyntaxStatement] = []
        while current != .rightBrace, current != .endOfFile, !startsDeclaration {
            let statement = statement()
            if buildsNodes { statements.append(statement) }
        }
        guard current == .rightBrace else {
            isBalanced = false
            return SyntaxBlock(open: open, statements: statements, close: nil)
        }
        let close = position
        advance()
        return SyntaxBlock(open: open, statements: statements, close: close)
    }

    /// Whether a declaration starts here, which closes every open block, as the parser does: a
    /// declaration keyword other than `import` followed by an identifier, or `font "Name" {` at
    /// the start of a line.
    private var startsDeclaration: Bool {
        guard position + 1 < tokens.count else { return false }
        if case .keyword(let keyword) = current, keyword.startsDeclaration, keyword != .import {
            return tokens.kind(at: position + 1) == .identifier
        }
        return current == .identifier && followsLineBreak && tokens.kind(at: position + 1) == .string
            && position + 2 < tokens.count && tokens.kind(at: position + 2) == .leftBrace && tokens[position].text == "font"
    }

    private mutating func group(closedBy closer: TokenKind) -> SyntaxGroup {
        let open = position
        advance()
        var elements: [[SyntaxNode]] = []
        var commas: [Int] = []
        var element: [SyntaxNode] = []
        var elementStarted = false
        while current != closer, current != .rightBrace, current != .endOfFile {
            if current == .comma {
                if buildsNodes {
                    elements.append(element)
                    commas.append(position)
                }
                element = []
                elementStarted = false
                advance()
                continue
            }
            elementStarted = true
            if let node = node() { element.append(node) }
        }
        if elementStarted, buildsNodes { elements.append(element) }
        guard current == closer else {
            isBalanced = false
            return SyntaxGroup(open: open, elements: elements, commas: commas, close: nil)
        }
        let close = position
        advance()
        return SyntaxGroup(open: open, elements: elements, commas: commas, close: close)
    }
}

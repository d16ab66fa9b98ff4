import TipSyntax

/// The shape of a file as the formatter sees it: statements made of tokens, bracketed groups
/// and blocks. It is generic on purpose: any statement (`import`, `let`, `style … { }`, a
/// property, a nested block, or a declaration kind added later) is a run of nodes that may end
/// with a block, so a new kind of declaration formats sensibly without changes here.
struct SourceShape {
    /// Top-level statements in order.
    let statements: [Statement]
    /// Index of the end-of-file lexeme (it carries the comments after the last statement).
    let end: Int
}

/// One statement: a declaration, a property or a nested block. Top-level commas (in
/// `dismiss: tap, after(4s)`) are ``ShapeNode/token(_:)`` nodes.
struct Statement {
    /// Its nodes in order; a block, if any, is last.
    let nodes: [ShapeNode]

    /// Whether the statement ends with a block (`style A { … }`, `arrow { … }`).
    var endsWithBlock: Bool {
        if case .block = nodes.last { return true }
        return false
    }
}

/// A piece of a statement.
indirect enum ShapeNode {
    /// One lexeme, by index.
    case token(Int)
    /// `( … )` or `[ … ]`.
    case group(BracketGroup)
    /// `{ … }`.
    case block(BlockShape)

    /// The index of the node's first lexeme.
    var firstLexeme: Int {
        switch self {
        case .token(let index): index
        case .group(let group): group.open
        case .block(let block): block.open
        }
    }

    /// The index of the node's last lexeme.
    var lastLexeme: Int {
        switch self {
        case .token(let index): index
        case .group(let group): group.close
        case .block(let block): block.close
        }
    }
}

/// Comma-separated elements between `(` and `)` or `[` and `]` (trailing comma removed).
struct BracketGroup {
    /// The opener's lexeme index.
    let open: Int
    /// The elements, each a run of nodes.
    let elements: [[ShapeNode]]
    /// The lexeme index of the comma after each element but the last.
    let commas: [Int]
    /// The closer's lexeme index.
    let close: Int
}

/// Statements between `{` and `}`.
struct BlockShape {
    /// The `{` lexeme index.
    let open: Int
    /// The statements inside.
    let statements: [Statement]
    /// The `}` lexeme index.
    let close: Int
}

/// Reads the ``SourceShape`` of a lexeme stream taken from a file without syntax errors.
/// Nesting is bounded by the parser's limit, so the recursion here is bounded too.
struct ShapeReader {
    private let lexemes: [Lexeme]
    private var position = 0

    /// Reads `lexemes` (which end with the end-of-file lexeme); nil if they do not have the
    /// shape of a valid file.
    static func read(_ lexemes: [Lexeme]) -> SourceShape? {
        guard lexemes.last?.kind == .endOfFile else { return nil }
        var reader = ShapeReader(lexemes: lexemes)
        guard let statements = reader.statements(closedBy: .endOfFile) else { return nil }
        return SourceShape(statements: statements, end: reader.position)
    }

    private init(lexemes: [Lexeme]) { self.lexemes = lexemes }

    private var current: Lexeme { lexemes[position] }

    /// Statements up to (not consuming) `closer`: `}` for a block, end of file at top level.
    private mutating func statements(closedBy closer: TokenKind) -> [Statement]? {
        var statements: [Statement] = []
        while current.kind != closer {
            guard current.kind != .endOfFile, current.kind != .rightBrace, let statement = statement() else { return nil }
            statements.append(statement)
        }
        return statements
    }

    /// One statement: nodes up to a separator (`;` or a line end not after a comma and not
    /// before a `{`), a `}`, the end of the file, or just after its block.
    private mutating func statement() -> Statement? {
        var nodes: [ShapeNode] = []
        repeat {
            guard let node = node() else { return nil }
            nodes.append(node)
            if case .block = node { break }
        } while !endsStatement()
        return Statement(nodes: nodes)
    }

    /// Whether the statement being read ends before the current lexeme.
    private func endsStatement() -> Bool {
        switch current.kind {
        case .endOfFile, .rightBrace: return true
        case .leftBrace: return false
        default: return current.followsSeparator && lexemes[position - 1].kind != .comma
        }
    }

    private mutating func node() -> ShapeNode? {
        switch current.kind {
        case .leftBrace:
            let open = position
            position += 1
            guard let statements = statements(closedBy: .rightBrace) else { return nil }
            let close = position
            position += 1
            return .block(BlockShape(open: open, statements: statements, close: close))
        case .leftParen:
            return group(closedBy: .rightParen)
        case .leftBracket:
            return group(closedBy: .rightBracket)
        case .rightParen, .rightBracket, .rightBrace, .endOfFile:
            return nil
        default:
            position += 1
            return .token(position - 1)
        }
    }

    private mutating func group(closedBy closer: TokenKind) -> ShapeNode? {
        let open = position
        position += 1
        var elements: [[ShapeNode]] = []
        var commas: [Int] = []
        while current.kind != closer {
            var element: [ShapeNode] = []
            while current.kind != closer, current.kind != .comma {
                guard let node = node() else { return nil }
                element.append(node)
            }
            guard !element.isEmpty else { return nil }
            elements.append(element)
            if current.kind == .comma {
                commas.append(position)
                position += 1
            }
        }
        guard commas.count == max(0, elements.count - 1) else { return nil }
        let close = position
        position += 1
        return .group(BracketGroup(open: open, elements: elements, commas: commas, close: close))
    }
}

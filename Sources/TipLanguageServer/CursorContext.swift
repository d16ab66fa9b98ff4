import TipSyntax

/// What the text before a position is in the middle of, found from the concrete syntax tree
/// (not the parser's), so that it works on the broken text of a file being typed.
enum CursorContext: Hashable, Sendable {
    /// At the start of a top-level statement.
    case declarationStart
    /// After `style`, `tooltip` or `tags`: the new declaration's name.
    case declarationName(DeclarationKind)
    /// After `Kind Name :`: the parent's name.
    case parentName(kind: DeclarationKind, declaring: String?)
    /// In an `import` statement.
    case importPath
    /// After `let name =`.
    case constantValue
    /// At a member name in a block (after `name.` the path includes `name`).
    case memberName(BlockPath)
    /// In the value of the property that the path's last name names.
    case value(BlockPath)
    /// In a string, a comment, a number, or text that fits none of the above.
    case none

    /// The context at byte `offset` of `bytes`, whose top-level statements are `statements`. An
    /// identifier or keyword that ends at `offset` is the word being typed and is not part of
    /// the context.
    static func at(_ offset: Int, in statements: TopLevelStatements, bytes: [UInt8]) -> CursorContext {
        let tokens = statements.tokens
        // The tokens before `limit` end before `offset`; the one at it, if it starts before
        // `offset`, reaches it.
        var limit = tokens.firstPosition(endingAfter: offset - 1)
        if limit < tokens.count, tokens.kind(at: limit) != .endOfFile, tokens.range(at: limit).lowerBound < offset {
            let token = tokens[limit]
            if token.end > offset || token.kind == .string, !token.isName { return inside(token, at: limit, in: statements) }
            if !token.isName { limit += 1 }
        }
        let gapStart = limit > 0 ? tokens.range(at: limit - 1).upperBound : 0
        let gapEnd = limit < tokens.count && tokens[limit].isName && tokens[limit].start < offset ? tokens[limit].start : offset
        let gap = TriviaPiece.pieces(of: bytes, from: gapStart, to: max(gapStart, min(gapEnd, bytes.count)))
        if gap.contains(where: \.isComment) { return .none }
        let place = StatementPlace(before: limit, in: statements)
        return classify(place.statement, path: place.path, atTopLevel: place.atTopLevel)
    }

    /// Inside a token that is not a name (a string, a number, a colour): only an import's string
    /// has a context.
    private static func inside(_ token: Token, at position: Int, in statements: TopLevelStatements) -> CursorContext {
        guard token.kind == .string else { return .none }
        let place = StatementPlace(before: position, in: statements)
        return place.atTopLevel && place.statement.first?.kind == .keyword(.import) ? .importPath : .none
    }

    private static func classify(_ statement: [Token], path: BlockPath?, atTopLevel: Bool) -> CursorContext {
        if atTopLevel { return classifyTopLevel(statement) }
        guard let path else { return .none }
        guard let first = statement.first else { return .memberName(path) }
        guard first.isName else { return .none }
        var names = [first.name]
        var index = 1
        while index + 1 < statement.count, statement[index].kind == .dot, statement[index + 1].isName {
            names.append(statement[index + 1].name)
            index += 2
        }
        if index == statement.count - 1, statement[index].kind == .dot { return .memberName(path.appending(names)) }
        if index < statement.count, statement[index].kind == .colon { return .value(path.appending(names)) }
        return .none
    }

    private static func classifyTopLevel(_ statement: [Token]) -> CursorContext {
        guard let first = statement.first else { return .declarationStart }
        switch first.kind {
        case .keyword(.import):
            return .importPath
        case .keyword(.let):
            return statement.contains { $0.kind == .equals } ? .constantValue : .none
        case .keyword(let keyword):
            guard let kind = DeclarationKind(rawValue: keyword.rawValue) else { return .none }
            if statement.count == 1 { return .declarationName(kind) }
            guard statement.contains(where: { $0.kind == .colon }) else { return .none }
            let name = statement[1].kind == .identifier ? statement[1].text : nil
            return .parentName(kind: kind, declaring: name)
        default:
            return .none
        }
    }
}

/// Where a position is in the concrete syntax tree: the blocks around it and the tokens of its
/// statement before it.
private struct StatementPlace {
    /// What a `{` belongs to.
    private enum Label {
        case declaration(DeclarationKind)
        case block(String)
        case other
    }

    /// The tokens of the statement the position is in, before the position.
    private(set) var statement: [Token] = []
    /// The block path of the innermost block, nil when a block belongs to nothing known.
    private(set) var path: BlockPath?
    /// Whether the position is outside every block.
    private(set) var atTopLevel = true

    /// The place just before the token at `limit`: after the last token of the tree before it.
    /// Only the top-level statement around it is built.
    init(before limit: Int, in topLevel: TopLevelStatements) {
        let tokens = topLevel.tokens
        var last = limit - 1
        var lineBreak = false
        while last >= 0, tokens.kind(at: last) == .newline {
            last -= 1
            lineBreak = true
        }
        guard last >= 0, let index = topLevel.index(atOrBefore: last) else { return }
        var labels: [Label] = []
        var statements = [topLevel.statement(index)]
        while let statement = statements.last(where: { ($0.firstToken ?? .max) <= last }) {
            guard let node = statement.nodes.first(where: { $0.firstToken <= last && last <= $0.lastToken }) else {
                break  // `last` is the statement's `;`: a new statement starts
            }
            if case .block(let block) = node, last != block.close {
                labels.append(Self.label(of: statement, before: block.open, in: tokens))
                guard last != block.open else { break }  // just inside the block: a new statement starts
                statements = block.statements
                continue
            }
            let inGroup = if case .group(let group) = node { last != group.close } else { false }
            let ended = tokens.kind(at: last) == .rightBrace || (lineBreak && !inGroup && tokens.kind(at: last) != .comma)
            if !ended, let first = statement.firstToken {
                self.statement = (first...last).filter { tokens.kind(at: $0) != .newline }.map { tokens[$0] }
            }
            break
        }
        atTopLevel = labels.isEmpty
        path = Self.path(of: labels)
    }

    /// The block path of a chain of block labels: a declaration, then named blocks.
    private static func path(of labels: [Label]) -> BlockPath? {
        guard case .declaration(let kind)? = labels.first else { return nil }
        var blocks: [String] = []
        for label in labels.dropFirst() {
            guard case .block(let name) = label else { return nil }
            blocks.append(name)
        }
        return BlockPath(kind: kind, blocks: blocks)
    }

    /// What the tokens of `statement` before its block's `{` (at `open`) make it open:
    /// `Kind Name [: Parent]`, a block `name`, or other.
    private static func label(of statement: SyntaxStatement, before open: Int, in tokens: TokenList) -> Label {
        guard let first = statement.firstToken, first < open else { return .other }
        let header = (first..<open).filter { tokens.kind(at: $0) != .newline }.map { tokens[$0] }
        guard let head = header.first else { return .other }
        if case .keyword(let keyword) = head.kind, let kind = DeclarationKind(rawValue: keyword.rawValue) {
            return .declaration(kind)
        }
        return header.count == 1 && head.isName ? .block(head.name) : .other
    }
}

extension Token {
    /// Whether the token can be a name: an identifier or a keyword (`tag { … }`).
    var isName: Bool {
        switch kind {
        case .identifier, .keyword: true
        default: false
        }
    }

    /// The name an identifier or keyword spells.
    var name: String {
        if case .keyword(let keyword) = kind { return keyword.rawValue }
        return text
    }
}

import TipSyntax

/// What the text before a position is in the middle of, found from the tokens and the open
/// braces alone, so that it works on the broken text of a file being typed.
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

    /// The context at byte `offset` of `bytes`, lexed as `tokens`. An identifier or keyword that
    /// ends at `offset` is the word being typed and is not part of the context.
    static func at(_ offset: Int, tokens: TokenList, bytes: [UInt8]) -> CursorContext {
        // The tokens before `limit` end before `offset`; the one at it, if it starts before
        // `offset`, reaches it.
        var limit = tokens.firstPosition(endingAfter: offset - 1)
        if limit < tokens.count, tokens.kind(at: limit) != .endOfFile, tokens.range(at: limit).lowerBound < offset {
            let token = tokens[limit]
            if token.end > offset || token.kind == .string, !token.isName { return inside(token, tokens: tokens, limit: limit) }
            if !token.isName { limit += 1 }
        }
        let gapStart = limit > 0 ? tokens[limit - 1].end : 0
        let gapEnd = limit < tokens.count && tokens[limit].isName && tokens[limit].start < offset ? tokens[limit].start : offset
        if containsComment(bytes, from: gapStart, to: gapEnd) { return .none }
        let scan = BraceScan(tokens: tokens, limit: limit)
        return classify(Array(tokens[scan.statementStart..<limit]), path: scan.path, atTopLevel: scan.atTopLevel)
    }

    /// Inside a token that is not a name (a string, a number, a colour): only an import's string
    /// has a context.
    private static func inside(_ token: Token, tokens: TokenList, limit: Int) -> CursorContext {
        guard token.kind == .string else { return .none }
        let scan = BraceScan(tokens: tokens, limit: limit)
        let statement = tokens[scan.statementStart..<limit]
        return scan.atTopLevel && statement.first?.kind == .keyword(.import) ? .importPath : .none
    }

    /// Whether `bytes[start..<end]` (whitespace and comments between tokens) holds a comment.
    private static func containsComment(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard start + 1 < end, end <= bytes.count else { return false }
        for index in start..<(end - 1) where bytes[index] == UInt8(ascii: "/") {
            if bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") { return true }
        }
        return false
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

/// The open brackets before a position and where the statement the position is in starts.
private struct BraceScan {
    /// An open bracket: what it is, what opened it (for `{`), where its current statement starts.
    private struct Frame {
        let opener: TokenKind?
        let label: Label
        var statementStart: Int
    }

    /// What a `{` belongs to.
    private enum Label {
        case declaration(DeclarationKind)
        case block(String)
        case other
    }

    /// Index of the first token of the statement the position is in.
    private(set) var statementStart = 0
    /// The block path of the innermost `{`, nil when a brace belongs to nothing known.
    private(set) var path: BlockPath?
    /// Whether the position is outside every brace.
    private(set) var atTopLevel = true

    init(tokens: TokenList, limit: Int) {
        var stack = [Frame(opener: nil, label: .other, statementStart: 0)]
        for index in 0..<limit {
            let kind = tokens.kind(at: index)
            let top = stack.count - 1
            let atStatementStart = stack[top].opener != .leftParen && stack[top].opener != .leftBracket
                && stack[top].statementStart == index
            switch kind {
            case .keyword(let keyword)
            where keyword.startsDeclaration && keyword != .import && atStatementStart && stack.count > 1
                && index + 1 < tokens.count && tokens.kind(at: index + 1) == .identifier:
                // A declaration inside an unclosed block: the parser closes the block here too.
                stack = [Frame(opener: nil, label: .other, statementStart: index)]
            case .leftBrace:
                let label = Self.label(of: tokens[stack[top].statementStart..<index])
                stack.append(Frame(opener: .leftBrace, label: label, statementStart: index + 1))
            case .leftParen, .leftBracket:
                stack.append(Frame(opener: kind, label: .other, statementStart: index + 1))
            case .rightBrace:
                while stack.count > 1, stack[stack.count - 1].opener != .leftBrace { stack.removeLast() }
                if stack.count > 1 { stack.removeLast() }
                stack[stack.count - 1].statementStart = index + 1
            case .rightParen, .rightBracket:
                let opener: TokenKind = kind == .rightParen ? .leftParen : .leftBracket
                if stack[top].opener == opener { stack.removeLast() }
            case .newline, .semicolon:
                if stack[top].opener == nil || stack[top].opener == .leftBrace { stack[top].statementStart = index + 1 }
            default:
                break
            }
        }
        let braces = stack.filter { $0.opener == nil || $0.opener == .leftBrace }
        statementStart = braces[braces.count - 1].statementStart
        atTopLevel = braces.count == 1
        path = Self.path(of: braces.dropFirst().map(\.label))
    }

    /// The block path of a chain of brace labels: a declaration, then named blocks.
    private static func path(of labels: [Label]) -> BlockPath? {
        guard case .declaration(let kind)? = labels.first else { return nil }
        var blocks: [String] = []
        for label in labels.dropFirst() {
            guard case .block(let name) = label else { return nil }
            blocks.append(name)
        }
        return BlockPath(kind: kind, blocks: blocks)
    }

    /// What the statement before a `{` opens: `Kind Name [: Parent]`, a block `name`, or other.
    private static func label(of statement: Slice<TokenList>) -> Label {
        guard let first = statement.first else { return .other }
        if case .keyword(let keyword) = first.kind, let kind = DeclarationKind(rawValue: keyword.rawValue) {
            return .declaration(kind)
        }
        return statement.count == 1 && first.isName ? .block(first.name) : .other
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

import Testing
import TipSyntax
import TipTestSupport

/// The concrete syntax tree: lossless on every file, valid or broken, and shaped as the
/// statements, groups and blocks of the text.
@Suite struct ConcreteSyntaxTreeTests {
    static func tree(_ text: String) -> ConcreteSyntaxTree {
        let file = SourceFile(id: FileID(0), path: "t.tip", text: text)
        return ConcreteSyntaxTree(file: file, tokens: Lexer.tokenize(file).tokens)
    }

    /// The positions of the tree's tokens, in the order the tree holds them.
    static func positions(_ tree: ConcreteSyntaxTree) -> [Int] {
        tree.statements.flatMap(positions) + [tree.endOfFile]
    }

    /// The positions of a statement's tokens, in the order the tree holds them.
    static func positions(_ root: SyntaxStatement) -> [Int] {
        func statement(_ statement: SyntaxStatement) -> [Int] {
            statement.nodes.flatMap(tokens) + (statement.semicolon.map { [$0] } ?? [])
        }
        func tokens(_ node: SyntaxNode) -> [Int] {
            switch node {
            case .token(let position):
                return [position]
            case .group(let group):
                // Elements and commas interleave: element 0, comma 0, element 1, …
                var result = [group.open]
                for index in 0..<max(group.elements.count, group.commas.count) {
                    if index < group.elements.count { result += group.elements[index].flatMap(tokens) }
                    if index < group.commas.count { result.append(group.commas[index]) }
                }
                return result + (group.close.map { [$0] } ?? [])
            case .block(let block):
                return [block.open] + block.statements.flatMap(statement) + (block.close.map { [$0] } ?? [])
            }
        }
        return statement(root)
    }

    /// The text spelled by the tree: each token's trivia, then the token.
    static func spelled(_ tree: ConcreteSyntaxTree) -> [UInt8] {
        let bytes = tree.file.bytes
        var result: [UInt8] = []
        for position in positions(tree) {
            for piece in tree.leadingTrivia(of: position) { result += bytes[piece.range] }
            result += bytes[tree.tokens.range(at: position)]
        }
        return result
    }

    /// A statement's tokens as written, joined by spaces (groups and blocks flattened).
    static func words(_ tree: ConcreteSyntaxTree, _ statement: SyntaxStatement) -> String {
        guard let first = statement.firstToken, let last = statement.lastToken else { return "" }
        return (first...last).filter { tree.tokens.kind(at: $0) != .newline }.map(tree.text(of:)).joined(separator: " ")
    }

    @Test func everyFileIsSpelledByItsTreeByteForByte() throws {
        let folders = [
            "samples", "samples/shared", "samples/PluginDemo/Sources/DemoTips/Tips", "Tests/Fixtures/syntax/valid",
            "Tests/Fixtures/syntax/errors", "Tests/Fixtures/format", "Tests/Fixtures/diagnostics", "Tests/Fixtures/diagnostics/support",
            "Tests/Fixtures/semantics", "Tests/Fixtures/regressions", "Tests/Fixtures/lsp", "Tests/Fixtures/lsp/shared",
        ]
        var checked = 0
        for path in folders.flatMap({ Repository.files(in: $0, endingWith: ".tip") }) {
            let bytes = try Repository.bytes(path)
            let tree = Self.tree(String(decoding: bytes, as: UTF8.self))
            #expect(Self.spelled(tree) == tree.file.bytes, "\(path)")
            let inTree = Self.positions(tree)
            #expect(Set(inTree).count == inTree.count, "\(path): a token is in the tree twice")
            let notLineEnds = tree.tokens.indices.filter { tree.tokens.kind(at: $0) != .newline }
            #expect(inTree.sorted() == notLineEnds, "\(path): the tree misses tokens")
            let topLevel = TopLevelStatements(tokens: tree.tokens)
            #expect(topLevel.starts == tree.statements.compactMap(\.firstToken), "\(path)")
            for index in topLevel.starts.indices {
                #expect(Self.positions(topLevel.statement(index)) == Self.positions(tree.statements[index]), "\(path): statement \(index)")
            }
            checked += 1
        }
        #expect(checked >= 35, "only \(checked) files were read")
    }

    @Test func brokenTextIsSpelledToo() {
        for text in ["tooltip A {\n text: \"x\"\n", "}} ) ]", "a: [1, (2, {\n", "/* open comment", "\u{FEFF}// c\r\n;;", ""] {
            let tree = Self.tree(text)
            #expect(Self.spelled(tree) == Array(text.utf8), "\(text.debugDescription)")
            let topLevel = TopLevelStatements(tokens: tree.tokens)
            #expect(topLevel.starts.indices.map { Self.positions(topLevel.statement($0)) } == tree.statements.map(Self.positions))
        }
    }

    @Test func lineEndsAndSemicolonsSeparateStatements() {
        let tree = Self.tree("style A { a: 1; b: 2\n  c: 3 }\nlet x = 4\n")
        #expect(tree.statements.count == 2)
        let block = tree.statements[0].block
        #expect(block?.statements.map { Self.words(tree, $0) } == ["a : 1 ;", "b : 2", "c : 3"])
        #expect(block?.statements.map { $0.semicolon != nil } == [true, false, false])
        #expect(Self.words(tree, tree.statements[1]) == "let x = 4")
        #expect(tree.isBalanced)
    }

    @Test func aStatementGoesOnAfterACommaAndBeforeABrace() {
        let tree = Self.tree("tooltip A\n{\n  dismiss: tap,\n    after(4s)\n}\n")
        #expect(tree.statements.count == 1)
        #expect(tree.statements[0].nodes.count == 3, "`tooltip`, `A` and the block")
        let inner = tree.statements[0].block?.statements ?? []
        #expect(inner.map { Self.words(tree, $0) } == ["dismiss : tap , after ( 4s )"])
    }

    @Test func groupsKeepTheirElementsAndCommas() {
        let tree = Self.tree("items: [\"a\", \"b\",]\nf: x(1, , 2)\n")
        guard case .group(let list)? = tree.statements[0].nodes.last, case .group(let call)? = tree.statements[1].nodes.last else {
            Issue.record("no groups")
            return
        }
        #expect(list.elements.map(\.count) == [1, 1])
        #expect(list.commas.count == 2, "the trailing comma is kept")
        #expect(call.elements.map(\.count) == [1, 0, 1])
        #expect(list.close != nil && call.close != nil)
    }

    @Test func anUnclosedBlockStaysOpenAndADeclarationClosesIt() {
        let tree = Self.tree("tooltip A {\n  text: \"x\"\n  arrow {\ntooltip B { text: \"y\" }\n")
        #expect(tree.statements.count == 2)
        let outer = tree.statements[0].block
        #expect(outer?.close == nil)
        #expect(outer?.statements.last?.block?.close == nil)
        #expect(tree.statements[1].block?.close != nil)
        #expect(!tree.isBalanced)
    }

    @Test func aFontDeclarationClosesTheBlocksLeftOpenToo() {
        let tree = Self.tree("style A {\n  x: 1\nfont \"Brand\" { regular: \"b.ttf\" }\ntooltip T { text: \"t\" }\n")
        #expect(tree.statements.count == 3, "style, font and tooltip, as the parser reads them")
        #expect(tree.statements[0].block?.close == nil)
        let inBlock = Self.tree("tags B {\n  font: \"Brand\" 15\n}\n")
        #expect(inBlock.statements.count == 1, "`font:` as a property is not a declaration")
    }

    @Test func strayClosersAreTokensOfTheirStatement() {
        let tree = Self.tree("}\nstyle A { a: 1) }\n")
        #expect(tree.statements.count == 2)
        #expect(Self.words(tree, tree.statements[0]) == "}")
        #expect(tree.statements[1].block?.statements.map { Self.words(tree, $0) } == ["a : 1 )"])
        #expect(!tree.isBalanced)
    }

    @Test func aBraceClosesTheGroupsLeftOpenInItsBlock() {
        let tree = Self.tree("style A { items: [\"a\", (\"b\" }\nlet x = 1\n")
        #expect(tree.statements.count == 2)
        guard case .group(let list)? = tree.statements[0].block?.statements.first?.nodes.last else {
            Issue.record("no list")
            return
        }
        #expect(list.close == nil)
        #expect(tree.statements[0].block?.close != nil)
        let open = Self.tree("a: [1, 2,\n")
        let comma = open.tokens.indices.last { open.tokens.kind(at: $0) == .comma }
        #expect(open.statements[0].nodes.last?.lastToken == comma, "an open list ends at its last comma")
    }

    @Test func theTopLevelStatementAroundAToken() {
        let tree = Self.tree("import \"a.tip\"\nstyle A { a: 1 }\n\nlet x = 2\n")
        let topLevel = TopLevelStatements(tokens: tree.tokens)
        #expect(topLevel.starts.count == 3)
        #expect(topLevel.index(atOrBefore: 0) == 0)
        #expect(topLevel.index(atOrBefore: topLevel.starts[1] + 3) == 1)
        #expect(topLevel.index(atOrBefore: tree.endOfFile) == 2)
        #expect(TopLevelStatements(tokens: Self.tree("").tokens).index(atOrBefore: 0) == nil)
    }

    @Test func nestingPastTheParsersLimitIsFlat() {
        let depth = Parser.maximumNestingDepth + 10
        let text = "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let tree = Self.tree(text)
        #expect(Self.spelled(tree) == Array(text.utf8))
        #expect(!tree.isBalanced)
    }

    @Test func triviaPiecesCoverTheGap() {
        let text = "\u{FEFF} a /* x\n y */ // z\r\n\n\tb"
        let tree = Self.tree(text)
        #expect(tree.statements.count == 2, "a comment over two lines separates statements")
        let kinds = tree.leadingTrivia(of: tree.statements[1].nodes[0].firstToken).map(\.kind)
        #expect(kinds == [.blanks, .blockComment(spansLines: true), .blanks, .lineComment, .lineBreaks(2), .blanks])
        #expect(tree.leadingTrivia(of: 0).map(\.kind) == [.byteOrderMark, .blanks])
    }
}

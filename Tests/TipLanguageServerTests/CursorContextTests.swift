import Testing
import TipSyntax
@testable import TipLanguageServer

/// The context at the end of a text being typed, read from the top-level statement around it.
@Suite struct CursorContextTests {
    static func context(atEndOf text: String) -> CursorContext {
        let file = SourceFile(id: FileID(0), path: "t.tip", text: text)
        return CursorContext.at(file.bytes.count, in: TopLevelStatements(tokens: Lexer.tokenize(file).tokens), bytes: file.bytes)
    }

    static let tooltip = BlockPath(kind: .tooltip, blocks: [])

    @Test func statementStarts() {
        #expect(Self.context(atEndOf: "") == .declarationStart)
        #expect(Self.context(atEndOf: "tooltip A { text: \"x\" }\n") == .declarationStart)
        #expect(Self.context(atEndOf: "}\n") == .declarationStart, "after a stray brace")
        #expect(Self.context(atEndOf: "tooltip A {\n    ") == .memberName(Self.tooltip))
        #expect(Self.context(atEndOf: "tooltip A { text: \"x\"; ") == .memberName(Self.tooltip))
        #expect(Self.context(atEndOf: "tooltip A { padding { top: 1 }\n    ") == .memberName(Self.tooltip))
        #expect(Self.context(atEndOf: "tooltip A\n{\n    ") == .memberName(Self.tooltip), "a brace on the next line")
    }

    @Test func theWordBeingTypedIsNotPartOfTheContext() {
        #expect(Self.context(atEndOf: "tooltip A {\n    corn") == .memberName(Self.tooltip))
        #expect(Self.context(atEndOf: "to") == .declarationStart)
        #expect(Self.context(atEndOf: "tags B {\n    alignment: cen") == .value(BlockPath(kind: .tags, blocks: ["alignment"])))
    }

    @Test func blocksAndDottedPaths() {
        #expect(Self.context(atEndOf: "tooltip A {\n    arrow { edge: top; ") == .memberName(BlockPath(kind: .tooltip, blocks: ["arrow"])))
        #expect(Self.context(atEndOf: "tooltip A { arrow.") == .memberName(BlockPath(kind: .tooltip, blocks: ["arrow"])))
        #expect(Self.context(atEndOf: "tooltip A { arrow.edge: ") == .value(BlockPath(kind: .tooltip, blocks: ["arrow", "edge"])))
        #expect(Self.context(atEndOf: "tags B { tag { font { ") == .memberName(BlockPath(kind: .tags, blocks: ["tag", "font"])))
    }

    @Test func valuesGoOnAfterACommaAndInsideBrackets() {
        #expect(Self.context(atEndOf: "tooltip A {\n    dismiss: tap,\n        ") == .value(BlockPath(kind: .tooltip, blocks: ["dismiss"])))
        #expect(Self.context(atEndOf: "tags B { items: [\"a\",\n    ") == .value(BlockPath(kind: .tags, blocks: ["items"])))
        #expect(Self.context(atEndOf: "tags B {\n    items: [\"a\"]\n    ") == .memberName(BlockPath(kind: .tags, blocks: [])))
    }

    @Test func aDeclarationClosesTheBlocksLeftOpen() {
        #expect(Self.context(atEndOf: "tooltip A {\n    arrow {\ntags B {\n    ") == .memberName(BlockPath(kind: .tags, blocks: [])))
        #expect(Self.context(atEndOf: "tooltip A {\n    arrow {\nstyle S : ") == .parentName(kind: .style, declaring: "S"))
    }

    @Test func topLevelStatements() {
        #expect(Self.context(atEndOf: "style ") == .declarationName(.style))
        #expect(Self.context(atEndOf: "tags T : ") == .parentName(kind: .tags, declaring: "T"))
        #expect(Self.context(atEndOf: "let a = ") == .constantValue)
        #expect(Self.context(atEndOf: "import \"sha") == .importPath)
    }

    @Test func commentsStringsAndNumbersHaveNone() {
        #expect(Self.context(atEndOf: "tooltip A { /* c") == CursorContext.none)
        #expect(Self.context(atEndOf: "tooltip A { // c") == CursorContext.none)
        #expect(Self.context(atEndOf: "tooltip A { text: \"x") == CursorContext.none)
    }
}

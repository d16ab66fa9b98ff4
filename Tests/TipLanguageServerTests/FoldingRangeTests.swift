import Testing
import TipEmit
import TipSyntax
@testable import TipLanguageServer

/// `textDocument/foldingRange`, from the concrete syntax tree.
@Suite struct FoldingRangeTests {
    /// The ranges of `text` as `start-end kind` strings.
    static func ranges(_ text: String) -> [String] {
        let file = SourceFile(id: FileID(0), path: "t.tip", text: text)
        let json = FoldingRanges.ranges(in: ConcreteSyntaxTree(file: file, tokens: Lexer.tokenize(file).tokens))
        return (json.arrayValue ?? []).map { range in
            let lines = "\(range["startLine"]?.integerValue ?? -1)-\(range["endLine"]?.integerValue ?? -1)"
            return range["kind"]?.stringValue.map { lines + " " + $0 } ?? lines
        }
    }

    @Test func blocksAndListsFoldUpToTheLineBeforeTheirCloser() {
        let text = """
            tooltip A {
                text: "x"
                arrow {
                    edge: top
                }
            }
            tags B {
                items: [
                    "a",
                    "b",
                ]
                tag { font: 15 }
            }

            """
        #expect(Self.ranges(text) == ["0-4", "2-3", "6-11", "7-9"])
    }

    @Test func commentsAndImportsFoldAsRuns() {
        let text = """
            import "a.tip"
            import "b.tip"
            // one
            // two

            // alone
            /* a
               b */
            let x = 1 // end

            """
        #expect(Self.ranges(text) == ["0-1 imports", "2-3 comment", "6-7 comment"])
    }

    @Test func aBlankLineWithSpacesEndsACommentRun() {
        #expect(Self.ranges("// a\n// b\n   \n// c\n// d\nlet x = 1\n") == ["0-1 comment", "3-4 comment"])
    }

    @Test func anUnclosedBlockFoldsToItsLastToken() {
        #expect(Self.ranges("tooltip A {\n    text: \"x\"\n    arrow {\n        edge: top\n") == ["0-3", "2-3"])
    }

    @Test func theServerAnswersWithTheRanges() throws {
        let client = LanguageClient()
        #expect(try client.initialize()["capabilities"]?["foldingRangeProvider"] == .bool(true))
        let uri = "file:///tmp/folding.tip"
        client.open(uri, "tooltip A {\n    text: \"x\"\n}\n")
        let result = try client.request("textDocument/foldingRange", ["textDocument": ["uri": .string(uri)]])["result"]
        #expect(result == [["startLine": 0, "endLine": 1]])
        _ = try client.finish()
    }
}

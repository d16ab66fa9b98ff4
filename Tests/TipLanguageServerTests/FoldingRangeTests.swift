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

    @Test func everyKindOfBlockAndCallFolds() {
        #expect(Self.ranges("font \"B\" {\n    regular: \"b.ttf\"\n}\npreview {\n    locales: \"ko\"\n}\n") == ["0-1", "3-4"])
        #expect(Self.ranges("tooltip A {\n    dismiss: tap, after(\n        4s\n    )\n}\n") == ["0-3", "1-2"])
        #expect(Self.ranges("let c = color(\n    light: white,\n    dark: black\n)\n") == ["0-2"])
    }

    @Test func commentsFoldInsideBlocksAndAtTheEnd() {
        #expect(Self.ranges("tooltip A {\n    // one\n    // two\n    text: \"x\"\n}\n") == ["0-3", "1-2 comment"])
        #expect(Self.ranges("let x = 1\n// a\n// b\n") == ["1-2 comment"])
        #expect(Self.ranges("// a\r\n// b\r\nlet x = 1\r\n") == ["0-1 comment"])
        #expect(Self.ranges("/* a\n/* nested\n*/\n*/\nlet x = 1\n") == ["0-3 comment"])
    }

    @Test func aCommentAfterCodeOnItsLineIsNotPartOfTheRunBelow() {
        #expect(Self.ranges("tooltip A {\n    text: \"x\" // a\n    // b\n    // c\n}\n") == ["0-3", "2-3 comment"])
        #expect(Self.ranges("let x = 1 // a\n// b\nlet y = 2\n").isEmpty)
    }

    @Test func importsWithCommentsAndBlankLinesBetweenAreOneRun() {
        #expect(Self.ranges("import \"a.tip\"\n// c\nimport \"b.tip\"\n\nimport \"c.tip\"\nlet x = 1\n") == ["0-4 imports"])
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

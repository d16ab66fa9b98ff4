import Testing
import TipFormat

/// The canonical layout, rule by rule: each input is formatted and compared with the text the
/// rule prescribes.
@Suite struct LayoutRuleTests {
    @Test func spacingIsCanonical() {
        #expect(FormatTestSupport.format("style A:B{x:1}") == "style A : B { x: 1 }\n")
        #expect(FormatTestSupport.format("let   a=rgb( 1 ,2,3 )") == "let a = rgb(1, 2, 3)\n")
        #expect(FormatTestSupport.format("tooltip T {\n  arrow . edge :top\n}") == "tooltip T {\n    arrow.edge: top\n}\n")
        #expect(FormatTestSupport.format("tooltip T {\n\tdismiss:tap,after(4s)\n}") == "tooltip T {\n    dismiss: tap, after(4s)\n}\n")
        #expect(FormatTestSupport.format("tooltip T {\n  disappear:fade(0.2s)+scale(0.8)\n}") == "tooltip T {\n    disappear: fade(0.2s) + scale(0.8)\n}\n")
    }

    @Test func tokensKeepTheirSpelling() {
        let source = "tooltip T {\n    text: \"a\\u{41}\\t\\\"b\\\"\"\n    width: 4.50pt\n    opacity: 0.9\n    background: #abc\n}\n"
        #expect(FormatTestSupport.format(source) == source)
    }

    @Test func aBlockWrittenOnOneLineStaysOnOneLineWhenItFits() {
        let source = "tooltip T {\n    arrow { edge: bottom; position: center }\n}\n"
        #expect(FormatTestSupport.format(source) == source)
        #expect(FormatTestSupport.format("tooltip T { text: \"x\" }") == "tooltip T { text: \"x\" }\n")
        #expect(FormatTestSupport.format("style E {}") == "style E {}\n")
        #expect(FormatTestSupport.format("style E {\n}") == "style E {}\n")
    }

    @Test func aBlockWrittenOnSeveralLinesKeepsOneMemberPerLine() {
        #expect(FormatTestSupport.format("tooltip T {\n text: \"x\" }") == "tooltip T {\n    text: \"x\"\n}\n")
        #expect(FormatTestSupport.format("tooltip T {\n a: 1; b: 2\n}") == "tooltip T {\n    a: 1\n    b: 2\n}\n")
    }

    @Test func aOneLineBlockTooWideForTheLineIsBroken() {
        let members = (1...12).map { "width\($0): \($0)" }.joined(separator: "; ")
        let formatted = FormatTestSupport.format("style S { \(members) }")
        let expected = "style S {\n" + (1...12).map { "    width\($0): \($0)\n" }.joined() + "}\n"
        #expect(formatted == expected)
    }

    @Test func listsGoOnOneLineWhenTheyFit() {
        #expect(FormatTestSupport.format("let a = [\n  1,\n  2,\n]") == "let a = [1, 2]\n")
        #expect(FormatTestSupport.format("let a = [ ]") == "let a = []\n")
        #expect(FormatTestSupport.format("let a = f(\n)") == "let a = f()\n")
    }

    @Test func longListsTakeOneElementPerLineWithATrailingComma() {
        let items = (1...12).map { "\"item number \($0)\"" }
        let formatted = FormatTestSupport.format("let a = [\(items.joined(separator: ", "))]")
        #expect(formatted == "let a = [\n" + items.map { "    \($0),\n" }.joined() + "]\n")
    }

    @Test func nestedListsBreakFromTheOutside() {
        let inner = "[\"" + String(repeating: "x", count: 40) + "\", \"y\"]"
        let formatted = FormatTestSupport.format("let a = [\(inner), \(inner)]")
        #expect(formatted == "let a = [\n    \(inner),\n    \(inner),\n]\n")
    }

    @Test func aLongCommaSeparatedValueContinuesOnIndentedLines() {
        let calls = (1...8).map { "after(\($0)000ms)" }
        let formatted = FormatTestSupport.format("tooltip T {\n    dismiss: \(calls.joined(separator: ", "))\n}")
        let expected = "tooltip T {\n    dismiss: after(1000ms),\n" + calls.dropFirst().map { "        \($0)" }.joined(separator: ",\n") + "\n}\n"
        #expect(formatted == expected)
    }

    @Test func blankLinesAreKeptCollapsedAndAddedBetweenDeclarationsWithBlocks() {
        let source = "\n\nlet a = 1\nlet b = 2\n\n\n\nlet c = 3\nstyle S {\n\n    x: 1\n\n\n    y: 2\n\n}\ntooltip T { text: \"t\" }\n\n\n"
        let expected = "let a = 1\nlet b = 2\n\nlet c = 3\n\nstyle S {\n    x: 1\n\n    y: 2\n}\n\ntooltip T { text: \"t\" }\n"
        #expect(FormatTestSupport.format(source) == expected)
    }

    @Test func statementsOnOneLineAreSplit() {
        #expect(FormatTestSupport.format("import \"a.tip\"; import \"b.tip\";;") == "import \"a.tip\"\nimport \"b.tip\"\n")
        #expect(FormatTestSupport.format("style A {} style B {}") == "style A {}\n\nstyle B {}\n")
    }

    @Test func theHeaderBraceJoinsItsLine() {
        #expect(FormatTestSupport.format("tooltip T : S\n{\n    text: \"x\"\n}") == "tooltip T : S {\n    text: \"x\"\n}\n")
    }

    @Test func lineEndsBecomeLFAndTheByteOrderMarkIsDropped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a = 1\r\n// c\r\rlet b = 2\r\n".utf8)
        let formatted = Formatter.format(FormatTestSupport.source(bytes: bytes))
        #expect(formatted == "let a = 1\n// c\n\nlet b = 2\n")
    }

    @Test func emptyFilesStayEmptyAndCommentOnlyFilesKeepTheirComments() {
        #expect(FormatTestSupport.format("") == "")
        #expect(FormatTestSupport.format(" \n\n\t\n") == "")
        #expect(FormatTestSupport.format("\n// only\n\n\n/* two */") == "// only\n\n/* two */\n")
    }

    @Test func filesWithSyntaxErrorsAreNotFormatted() {
        #expect(FormatTestSupport.format("style {") == nil)
        #expect(FormatTestSupport.format("let a = \"unterminated\n") == nil)
        #expect(FormatTestSupport.format("/* open") == nil)
        #expect(FormatTestSupport.format("let a = 12px") == nil)
    }

    @Test func semanticErrorsDoNotPreventFormatting() {
        #expect(FormatTestSupport.format("tooltip T{textColor:whit}") == "tooltip T { textColor: whit }\n")
    }
}

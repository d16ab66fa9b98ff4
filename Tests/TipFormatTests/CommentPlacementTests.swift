import Testing
import TipFormat

/// Every comment survives formatting, in its place: on its own line, at the end of a line,
/// or inline between tokens.
@Suite struct CommentPlacementTests {
    @Test func commentsOnTheirOwnLinesKeepTheirLinesAndIndentation() {
        let source = "// file\n\n/* block\n   over lines */\nstyle S {\n  // first\n\n  x: 1\n      // before the brace\n}\n// end\n"
        let expected = "// file\n\n/* block\n   over lines */\nstyle S {\n    // first\n\n    x: 1\n    // before the brace\n}\n// end\n"
        #expect(FormatTestSupport.format(source) == expected)
    }

    @Test func endOfLineCommentsGetTwoSpaces() {
        let source = "let a = 1        // one\nstyle S {\n    x: 1 /* x */\n    y: 2\n    arrow { edge: top }// arrow\n}\n"
        let expected = "let a = 1  // one\n\nstyle S {\n    x: 1  /* x */\n    y: 2\n    arrow { edge: top }  // arrow\n}\n"
        #expect(FormatTestSupport.format(source) == expected)
    }

    /// As gofmt: the comments of consecutive lines start in one column, two spaces after the
    /// longest code of the run, whatever each line's indentation.
    @Test func endOfLineCommentsOfConsecutiveLinesAreAligned() {
        let source = "style S {  // the style\n    x: 1 /* x */\n    arrow { edge: top }// arrow\n}   // closed\n"
        let expected = """
            style S {                // the style
                x: 1                 /* x */
                arrow { edge: top }  // arrow
            }                        // closed

            """
        #expect(FormatTestSupport.format(source) == expected)
        #expect(FormatTestSupport.format(expected) == expected)
    }

    /// A blank line, a line without a comment at its end, and a comment on a line of its own
    /// each end a run; each run is aligned on its own.
    @Test func aLineWithoutAnEndOfLineCommentEndsTheRun() {
        let source = """
            let a = 1 // one
            let bb = 22 // two

            let ccc = 333 // three
            let d = 4
            let eeee = 4444 // four
            // on its own
            let f = 5 // five
            let ggggg = 55555 // six

            """
        let expected = """
            let a = 1    // one
            let bb = 22  // two

            let ccc = 333  // three
            let d = 4
            let eeee = 4444  // four
            // on its own
            let f = 5          // five
            let ggggg = 55555  // six

            """
        #expect(FormatTestSupport.format(source) == expected)
    }

    /// Columns count Unicode scalars, as diagnostics do: `新着` is two columns.
    @Test func alignmentCountsUnicodeScalars() {
        let source = "tooltip T {\n    text: \"新着\" // new\n    width: 120 // fixed\n}\n"
        let expected = "tooltip T {\n    text: \"新着\"  // new\n    width: 120  // fixed\n}\n"
        #expect(FormatTestSupport.format(source) == expected)
    }

    /// A block comment over several lines at a line's end joins the run above it and ends it.
    @Test func aCommentOverSeveralLinesEndsTheRunAfterIt() {
        let source = "let a = 1 // one\nlet bb = 22 /* two\n  lines */\nlet c = 3 // three\nlet d = 4444 // four\n"
        let expected = "let a = 1    // one\nlet bb = 22  /* two\n  lines */\nlet c = 3     // three\nlet d = 4444  // four\n"
        #expect(FormatTestSupport.format(source) == expected)
        #expect(FormatTestSupport.format(expected) == expected)
    }

    @Test func inlineBlockCommentsStayBetweenTheirTokens() {
        let source = "style S { x: /* a */ 1 /* b */; y: rgb(/* r */ 1, 2, 3 /* c */) }\n"
        #expect(FormatTestSupport.format(source) == source)
    }

    @Test func nestedBlockCommentsAreKeptWhole() {
        let source = "/* outer /* inner */ still outer */\nlet a = 1\n"
        #expect(FormatTestSupport.format(source) == source)
    }

    @Test func aCommentInsideAListKeepsItBroken() {
        let source = "let a = [\n    1,  // one\n    // two comes next\n    2,\n    /* last */\n]\n"
        #expect(FormatTestSupport.format(source) == source)
        #expect(FormatTestSupport.format("let a = [1, // one\n2]") == "let a = [\n    1,  // one\n    2,\n]\n")
    }

    @Test func aCommentAfterAContinuationCommaKeepsTheValueBroken() {
        let source = "tooltip T {\n    dismiss: tap,  // first\n        after(4s)\n}\n"
        #expect(FormatTestSupport.format(source) == source)
    }

    @Test func aCommentBeforeAHeaderBraceMovesToTheEndOfItsLine() {
        #expect(FormatTestSupport.format("style S // why\n{\n    x: 1\n}") == "style S {  // why\n    x: 1\n}\n")
    }

    @Test func commentsInsideEmptyBlocksAndListsStay() {
        #expect(FormatTestSupport.format("style S { /* later */ }") == "style S { /* later */ }\n")
        #expect(FormatTestSupport.format("style S {\n    // later\n}") == "style S {\n    // later\n}\n")
        #expect(FormatTestSupport.format("let a = [ // none yet\n]") == "let a = [  // none yet\n]\n")
    }

    @Test func trailingBlanksInsideCommentsAreRemoved() {
        #expect(FormatTestSupport.format("// a   \n/* b  \n c\t*/\nlet a = 1") == "// a\n/* b\n c\t*/\nlet a = 1\n")
    }
}

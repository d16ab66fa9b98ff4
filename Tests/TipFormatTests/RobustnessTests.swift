import Testing
@testable import TipFormat
import TipSyntax

/// Input the formatter must survive: deep nesting, very long blocks, and declaration kinds it
/// has never seen.
@Suite struct RobustnessTests {
    @Test func nestingBeyondTheParsersLimitIsASyntaxErrorNotACrash() {
        let deep = "let a = " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(FormatTestSupport.format(deep) == nil)
        let blocks = "style S " + String(repeating: "a { ", count: 100_000) + String(repeating: "} ", count: 100_000)
        #expect(FormatTestSupport.format(blocks) == nil)
    }

    @Test func nestingWithinTheLimitFormats() throws {
        let depth = Parser.maximumNestingDepth - 1
        let source = "let a = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let formatted = try #require(FormatTestSupport.format(source))
        #expect(FormatTestSupport.format(formatted) == formatted)
        #expect(FormatTestSupport.structure(FormatTestSupport.source(formatted)) == FormatTestSupport.structure(FormatTestSupport.source(source)))
    }

    @Test func aVeryLongBlockFormats() throws {
        let members = (0..<50_000).map { "p\($0):\($0)" }
        let formatted = try #require(FormatTestSupport.format("style S {\n" + members.joined(separator: "\n") + "\n}"))
        #expect(formatted == "style S {\n" + (0..<50_000).map { "    p\($0): \($0)\n" }.joined() + "}\n")
    }

    /// A declaration kind the parser does not know yet (`font "Family" { … }`) is laid out by
    /// the generic rules: its header tokens, then its block.
    @Test func anUnknownDeclarationKindFormatsLikeTheOthers() {
        let oneLine = FormatTestSupport.source("font \"Inter\"{regular:\"Inter.ttf\";bold : \"Inter-Bold.ttf\"}")
        #expect(Formatter.layout(oneLine) == "font \"Inter\" { regular: \"Inter.ttf\"; bold: \"Inter-Bold.ttf\" }\n")
        let lines = FormatTestSupport.source("let a = 1\nfont \"Inter\" // files\n{\n  regular: \"Inter.ttf\"\n}")
        #expect(Formatter.layout(lines) == "let a = 1\n\nfont \"Inter\" {  // files\n    regular: \"Inter.ttf\"\n}\n")
    }
}

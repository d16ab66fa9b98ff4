import Testing
import TipStyle

@Suite struct InlineMarkupTests {
    /// The runs of `markdown` as (text, style) pairs.
    private func runs(_ markdown: String) throws -> [(String, InlineStyle)] {
        let styled = try InlineMarkup.parse(markdown).get()
        let bytes = Array(styled.text.utf8)
        return styled.runs.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.style) }
    }

    private func error(_ markdown: String) -> InlineMarkupError? {
        if case .failure(let error) = InlineMarkup.parse(markdown) { error } else { nil }
    }

    @Test func markersStyleTheirRunsAndVanish() throws {
        let result = try runs("a **b** *c* `d` e")
        #expect(result.map(\.0) == ["a ", "b", " ", "c", " ", "d", " e"])
        #expect(result.map(\.1) == [[], .strong, [], .emphasis, [], .code, []])
        #expect(try InlineMarkup.parse("a **b** *c* `d` e").get().text == "a b c d e")
    }

    @Test func plainTextIsOneRunAndIsNotRead() throws {
        #expect(!InlineMarkup.mayHaveMarkup("Tap here, 안녕!"))
        #expect(InlineMarkup.mayHaveMarkup("2 * 3") && InlineMarkup.mayHaveMarkup("a`b") && InlineMarkup.mayHaveMarkup("C:\\x"))
        let plain = try InlineMarkup.parse("Tap here").get()
        #expect(plain == StyledText(plain: "Tap here") && plain.isPlain)
        #expect(try InlineMarkup.parse("").get().runs.isEmpty)
    }

    /// The bytes are read a word at a time: a marker is found at every offset of a long text,
    /// and the bytes next to the markers' (`)`, `+`, `_`, `a`, `[`, `]`, and `*` with bit 7 set
    /// in UTF-8's continuation bytes) are not taken for one.
    @Test func aMarkerIsFoundAtEveryOffset() {
        let neighbours = "+)_a[]ª\u{AA}\u{12A}\u{160}ࠪ"  // U+012A and U+0160 hold 0xAA and 0xA0 bytes
        #expect(!InlineMarkup.mayHaveMarkup(String(repeating: neighbours, count: 3)))
        for marker in ["*", "`", "\\"] {
            for offset in 0..<40 {
                let text = String(repeating: "x", count: offset) + marker + String(repeating: "y", count: 39 - offset)
                #expect(InlineMarkup.mayHaveMarkup(text), "\(marker) at \(offset)")
            }
        }
    }

    @Test func spansNestAndThreeAsterisksAreBoth() throws {
        #expect(try runs("***a***").map(\.1) == [[.strong, .emphasis]])
        #expect(try runs("**a *b* c**").map(\.1) == [.strong, [.strong, .emphasis], .strong])
        #expect(try runs("*a **b** c*").map(\.1) == [.emphasis, [.strong, .emphasis], .emphasis])
        #expect(try runs("**`x` y**").map(\.1) == [[.strong, .code], .strong])
        // With one span open, `***` closes it and opens the other.
        #expect(try runs("*a ***b**").map(\.0) == ["a ", "b"])
        #expect(try runs("*a ***b**").map(\.1) == [.emphasis, .strong])
    }

    @Test func escapesShowTheCharacterAndOtherBackslashesStay() throws {
        #expect(try InlineMarkup.parse(#"\*not\* \`code\` \\"#).get().text == #"*not* `code` \"#)
        #expect(try InlineMarkup.parse(#"C:\path\n"#).get().text == #"C:\path\n"#)
        #expect(try InlineMarkup.parse(#"end\"#).get().text == #"end\"#)
        #expect(try runs(#"a\***b**"#).map(\.0) == ["a*", "b"])
    }

    @Test func codeIsTakenAsWritten() throws {
        let result = try runs(#"`a*b\c**`"#)
        #expect(result.map(\.0) == [#"a*b\c**"#])
        #expect(result.map(\.1) == [.code])
    }

    @Test func asterisksBetweenSpacesAreText() throws {
        #expect(try InlineMarkup.parse("2 * 3 ** 4 * 5").get() == StyledText(plain: "2 * 3 ** 4 * 5"))
        #expect(try InlineMarkup.parse("* list").get() == StyledText(plain: "* list"))
    }

    @Test func unclosedMarkersAreErrorsAtTheMarker() {
        #expect(error("ab **cd") == InlineMarkupError(.unclosed(marker: "**"), offset: 3, length: 2))
        #expect(error("*a") == InlineMarkupError(.unclosed(marker: "*"), offset: 0, length: 1))
        #expect(error("x `y") == InlineMarkupError(.unclosed(marker: "`"), offset: 2, length: 1))
        #expect(error("***a") == InlineMarkupError(.unclosed(marker: "***"), offset: 0, length: 3))
        // The outermost of two open spans.
        #expect(error("é **a *b") == InlineMarkupError(.unclosed(marker: "**"), offset: 2, length: 2))
    }

    @Test func crossingMarkersAreErrorsAtTheCloser() {
        #expect(error("**a *b** c*") == InlineMarkupError(.crossing(marker: "**", innerMarker: "*", innerOffset: 4), offset: 6, length: 2))
        #expect(error("*a **b* c**") == InlineMarkupError(.crossing(marker: "*", innerMarker: "**", innerOffset: 3), offset: 6, length: 1))
    }

    @Test func fourAsterisksAreAnError() {
        #expect(error("a ****b") == InlineMarkupError(.tooManyAsterisks(count: 4), offset: 2, length: 4))
    }

    @Test func aMistakeShowsTheTextAsWritten() {
        #expect(InlineMarkup.styledText("**a *b") == StyledText(plain: "**a *b"))
    }

    @Test func runsCoverTheTextAndNeighboursDiffer() throws {
        for markdown in ["**a**b*c*`d`", "x***y***z", "**a** **b**", "é**ü**한*글*"] {
            let styled = try InlineMarkup.parse(markdown).get()
            #expect(styled.runs.first?.range.lowerBound == 0)
            #expect(styled.runs.last?.range.upperBound == styled.text.utf8.count)
            for (left, right) in zip(styled.runs, styled.runs.dropFirst()) {
                #expect(left.range.upperBound == right.range.lowerBound && left.style != right.style, "\(markdown)")
            }
        }
    }
}

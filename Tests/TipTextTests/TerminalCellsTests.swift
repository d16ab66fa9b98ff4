import Testing
@testable import TipText

/// Terminal cells as terminals count them (the `wcwidth` convention, from East_Asian_Width).
@Suite struct TerminalCellsTests {
    @Test(arguments: [
        ("a", 1), (" ", 1), ("é", 1), ("Ω", 1), ("…", 1),
        ("한", 2), ("漢", 2), ("か", 2), ("Ａ", 2), ("😀", 2), ("　", 2),
        ("ｶ", 1),  // halfwidth katakana
        ("\u{0301}", 0), ("\u{20DD}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{1161}", 0),
    ])
    func aScalarTakesItsCells(text: String, cells: Int) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(TerminalCells.width(of: scalar) == cells)
    }

    @Test func aTextTakesTheCellsOfItsScalars() {
        #expect(TerminalCells.width(of: "text: \"한국어 😀\"".unicodeScalars) == 17)
        #expect(TerminalCells.width(of: "e\u{0301}e\u{0301}".unicodeScalars) == 2)
        #expect(TerminalCells.width(of: "".unicodeScalars) == 0)
    }
}

import Testing
import TipFormat
import TipSyntax

/// The README's tour of the language (its first ```tip block) is in the canonical layout, so
/// that what a reader copies is what `tipc fmt` keeps: `tipc fmt --check` passes on it.
@Suite struct ReadmeTourTests {
    /// The text of the first ```tip block under "A tour of the language".
    static func tour() throws -> String {
        let readme = String(decoding: try RepositoryFiles.bytes("README.md"), as: UTF8.self)
        let section = try #require(readme.components(separatedBy: "## A tour of the language\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```tip\n").dropFirst().first)
        return try #require(block.components(separatedBy: "```").first)
    }

    @Test func theTourIsFormatted() throws {
        let tour = try Self.tour()
        #expect(tour.contains("style Bubble"))
        let formatted = try #require(Formatter.format(SourceFile(id: FileID(0), path: "tour.tip", text: tour)), "the tour has syntax errors")
        #expect(formatted == tour, "run `tipc fmt` on the README's tour; the canonical layout is:\n\(formatted)")
    }
}

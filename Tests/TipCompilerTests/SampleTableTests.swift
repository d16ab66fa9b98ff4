import Foundation
import Testing
import TipTestSupport

/// The README's table of samples names every sample in `samples/`, and says a sample reproduces
/// a seed article exactly when the sample says so itself: its first line starts `// Seed NNN —`.
/// The five seed articles are the blog posts `tipc` reproduces, 000 to 004.
@Suite struct SampleTableTests {
    /// A row of the table: the sample's file and the seed it reproduces, if any.
    struct Row: Equatable {
        let file: String
        let seed: String?
    }

    /// The `.tip` rows of the README's "## Samples" table.
    static func rows() throws -> [Row] {
        let readme = try Repository.text("README.md")
        let section = try #require(readme.components(separatedBy: "\n## Samples\n").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        let seed = try Regex(#"^seed (\d{3})\b"#)
        return section.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let open = cells[0].range(of: "](samples/"), cells[0].hasSuffix(".tip)") else { return nil }
            let file = String(cells[0][open.upperBound...].dropLast())
            let reproduces = cells[1].firstMatch(of: seed).map { String($0.output[1].substring!) }
            return Row(file: "samples/" + file, seed: reproduces)
        }
    }

    /// The seed a sample's first line says it reproduces.
    static func seedDeclared(by sample: String) throws -> String? {
        let firstLine = try Repository.text(sample).prefix { $0 != "\n" }
        let declaration = try Regex(#"^// Seed (\d{3}) —"#)
        return firstLine.firstMatch(of: declaration).map { String($0.output[1].substring!) }
    }

    @Test func everySampleIsInTheTable() throws {
        let listed = try Self.rows().map(\.file)
        #expect(listed.sorted() == Repository.files(in: "samples", endingWith: ".tip"))
    }

    @Test func aRowNamesASeedExactlyWhenItsSampleReproducesIt() throws {
        let rows = try Self.rows()
        for row in rows {
            let declared = try Self.seedDeclared(by: row.file)
            #expect(row.seed == declared, "\(row.file)")
        }
        #expect(rows.compactMap(\.seed).sorted() == ["000", "001", "002", "003", "004"])
    }
}

import Foundation
import Testing
import TipTestSupport
@testable import TipCompiler

/// `tipc --help` and `docs/command-line.md` agree on every command's synopsis and every option.
@Suite struct HelpTests {
    /// The page that documents the command line.
    static let page = "docs/command-line.md"

    /// The synopses of a usage block: each line's text before its first run of two spaces,
    /// the continuation lines (which start with spaces) left out.
    static func synopses(_ lines: some Sequence<Substring>) -> [String] {
        lines.compactMap { line in
            guard line.hasPrefix("tipc ") else { return nil }
            return line.components(separatedBy: "  ")[0]
        }
    }

    /// The page's first code block without a language: its usage block.
    static func pageUsage() throws -> String {
        let text = try Repository.text(page)
        let block = try #require(text.components(separatedBy: "\n```\n").dropFirst().first, "\(page) has no usage block")
        return block
    }

    @Test func theCommandLinePageIsTheHelpsUsage() throws {
        let usage = Help.text.components(separatedBy: "USAGE\n")[1].components(separatedBy: "\n\n")[0]
        let help = Self.synopses(usage.split(separator: "\n").map { $0.drop { $0 == " " } })
        let page = Self.synopses(try Self.pageUsage().split(separator: "\n"))
        #expect(help.count >= 7)
        #expect(page.contains("tipc COMMAND --help"))
        #expect(page == help)
    }

    /// The long options of the page's option table (the first word of each row's first cell).
    static func pageOptions() throws -> [String] {
        let text = try Repository.text(page)
        let table = try #require(text.components(separatedBy: "| option | meaning |\n").dropFirst().first, "\(page) has no option table")
            .components(separatedBy: "\n\n")[0]
        return table.split(separator: "\n").compactMap { row in
            let cell = row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard cell.hasPrefix("`--") else { return nil }  // not the `---` row, `-o`, or `-` as FILE
            return String(cell.dropFirst().prefix { $0 != " " && $0 != "`" })
        }
    }

    @Test func theCommandLinePagesOptionTableListsTheHelpsOptions() throws {
        let page = try Self.pageOptions()
        #expect(page.contains("--source-root"))
        #expect(page.sorted() == Help.optionNames.sorted())
    }
}

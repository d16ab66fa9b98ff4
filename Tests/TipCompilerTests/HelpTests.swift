import Foundation
import Testing
@testable import TipCompiler

/// `tipc --help` and the README's "Command line" agree on every command's synopsis and every
/// option.
@Suite struct HelpTests {
    /// The synopses of a usage block: each line's text before its first run of two spaces,
    /// the continuation lines (which start with spaces) left out.
    static func synopses(_ lines: some Sequence<Substring>) -> [String] {
        lines.compactMap { line in
            guard line.hasPrefix("tipc ") else { return nil }
            return line.components(separatedBy: "  ")[0]
        }
    }

    @Test func theReadmesCommandLineIsTheHelpsUsage() throws {
        let usage = Help.text.components(separatedBy: "USAGE\n")[1].components(separatedBy: "\n\n")[0]
        let help = Self.synopses(usage.split(separator: "\n").map { $0.drop { $0 == " " } })
        let readme = String(decoding: try RepositoryFiles.bytes("README.md"), as: UTF8.self)
        let block = readme.components(separatedBy: "## Command line\n\n```\n")[1].components(separatedBy: "```")[0]
        #expect(help.count >= 7)
        #expect(Self.synopses(block.split(separator: "\n")) == help)
    }

    /// The long options of the README's option table (the first word of each row's first cell).
    static func readmeOptions() throws -> [String] {
        let readme = String(decoding: try RepositoryFiles.bytes("README.md"), as: UTF8.self)
        let section = readme.components(separatedBy: "## Command line\n")[1].components(separatedBy: "\n## ")[0]
        let table = section.components(separatedBy: "| option | meaning |\n")[1].components(separatedBy: "\n\n")[0]
        return table.split(separator: "\n").compactMap { row in
            let cell = row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard cell.hasPrefix("`--") else { return nil }  // not the `---` row, `-o`, or `-` as FILE
            return String(cell.dropFirst().prefix { $0 != " " && $0 != "`" })
        }
    }

    @Test func theReadmesOptionTableListsTheHelpsOptions() throws {
        let readme = try Self.readmeOptions()
        #expect(readme.contains("--source-root"))
        #expect(readme.sorted() == Help.optionNames.sorted())
    }
}

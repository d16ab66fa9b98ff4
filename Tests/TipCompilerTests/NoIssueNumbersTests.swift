import Foundation
import Testing
import TipTestSupport

/// The project's sources, tests, scripts and documentation speak of what the code does, not of
/// the work that made it: no file names an issue by number (`issue 12`, `issue #12`), and no page
/// of documentation speaks of the sittings of that work (`an earlier session`, `the session
/// before`); an editor's or a protocol's session may be named. Another project's issue is
/// cited as `owner/name#N` or `name#N`.
@Suite struct NoIssueNumbersTests {
    /// The folders and files searched, relative to the repository's root.
    static let places = ["Sources", "Tests", "Scripts", "Plugins", "Grammar", "Fuzz", "samples", "docs", ".ci",
                         "README.md", "CONTRIBUTING.md", "Package.swift"]

    /// The file name endings read; files without an extension (scripts) are read too.
    static let textEndings = [".swift", ".md", ".tip", ".py", ".lua", ".ebnf", ".sh"]

    /// This file, whose examples name what the others may not.
    static let ownPath = "Tests/TipCompilerTests/NoIssueNumbersTests.swift"

    /// The text files under `places` (test outputs, data tables and this file left out).
    static func files() -> [String] {
        var files: [String] = []
        for place in places {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: Repository.path(place), isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                files.append(place)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: Repository.path(place))
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                guard !relative.hasPrefix("Golden/"), !relative.contains(".build/"), !name.hasPrefix(".") else { continue }
                let path = place + "/" + relative
                var isSubfolder: ObjCBool = false
                FileManager.default.fileExists(atPath: Repository.path(path), isDirectory: &isSubfolder)
                guard !isSubfolder.boolValue else { continue }
                if path != ownPath, textEndings.contains(where: name.hasSuffix) || !name.contains(".") { files.append(path) }
            }
        }
        return files
    }

    /// `issue 12`, `Issue #12`, `issues 3 and 4`.
    static var issueNumber: Regex<Substring> { #/(?i)\bissues? #?\d/# }
    /// A session of the work that made the project: one before or after another.
    static var session: Regex<Substring> {
        #/(?i)\b(?:earlier|previous|prior|last|later|next|another|same|this|that|one) sessions?(?![\p{L}\p{N}_])|\bsessions? (?:before|after)\b/#
    }

    @Test func theSearchCoversTheSourcesAndTheDocumentation() {
        let files = Self.files()
        #expect(files.contains("README.md"))
        #expect(files.contains("docs/command-line.md"))
        #expect(files.contains("Sources/tipc/main.swift"))
        #expect(files.contains("Scripts/nvim-e2e"))
        #expect(!files.contains(Self.ownPath))
    }

    @Test func noFileNamesAnIssueByNumber() throws {
        for file in Self.files() {
            for (line, text) in try Self.lines(of: file, holding: "issue", matching: Self.issueNumber) {
                Issue.record("\(file):\(line) names an issue: \(text)")
            }
        }
    }

    @Test func noPageOfDocumentationSpeaksOfASession() throws {
        for file in Self.files() where file.hasSuffix(".md") {
            for (line, text) in try Self.lines(of: file, holding: "session", matching: Self.session) {
                Issue.record("\(file):\(line) speaks of a session: \(text)")
            }
        }
    }

    /// The lines of `file` (numbered from 1) that match `pattern`; only a file that holds `word`
    /// in any case is searched line by line.
    static func lines(of file: String, holding word: String, matching pattern: Regex<Substring>) throws -> [(Int, String)] {
        let text = try Repository.text(file)
        guard text.range(of: word, options: .caseInsensitive) != nil else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.contains(pattern) ? (index + 1, line.trimmingCharacters(in: .whitespaces)) : nil
        }
    }

    @Test func thePatternsFindWhatTheyLookFor() {
        #expect("as issue 13 asks".contains(Self.issueNumber))
        #expect("(Issue #7)".contains(Self.issueNumber))
        #expect(!"Issue.record(\"no tooltip\")".contains(Self.issueNumber))
        #expect(!"(material-components-ios#2905)".contains(Self.issueNumber))
        #expect("an earlier session's runs".contains(Self.session))
        #expect("the session before".contains(Self.session))
        #expect("in this session".contains(Self.session))
        #expect(!"ServerSession".contains(Self.session))
        #expect(!"the editor's session ends with `exit`".contains(Self.session))
    }
}

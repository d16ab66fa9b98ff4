import Foundation
import Testing
import TipCompiler
import TipPipeline

/// `--deps`: Make-format dependency files escaped as GCC escapes them, and outputs that keep
/// their timestamps when their bytes do not change.
@Suite struct DependencyFileTests {
    @Test func escapingFollowsGCC() throws {
        #expect(try DependencyFile.escaped("plain/path.tip") == "plain/path.tip")
        #expect(try DependencyFile.escaped("my tips/a b.tip") == #"my\ tips/a\ b.tip"#)
        #expect(try DependencyFile.escaped("tab\there") == "tab\\\there")
        #expect(try DependencyFile.escaped("#1.tip") == ##"\#1.tip"##)
        #expect(try DependencyFile.escaped("$HOME.tip") == "$$HOME.tip")
        // Backslashes before a space are doubled (2N+1 rule); elsewhere they stay as they are.
        #expect(try DependencyFile.escaped(#"a\ b"#) == #"a\\\ b"#)
        #expect(try DependencyFile.escaped(#"a\b"#) == #"a\b"#)
        #expect(try DependencyFile.escaped(##"a\#b"##) == ##"a\\#b"##)
        #expect(throws: UsageError.self) { try DependencyFile.escaped("line\nbreak.tip") }
    }

    @Test func oneRulePerInputWithEmptyRulesForImports() throws {
        let rules = [
            DependencyRule(outputs: ["out/a.json", "out/a.svg"], inputs: ["a.tip", "shared/brand kit.tip"]),
            DependencyRule(outputs: ["out/b.json"], inputs: ["b.tip", "shared/brand kit.tip", "shared/colors.tip"]),
        ]
        let text = try DependencyFile.text(rules: rules, path: "out/deps.d")
        #expect(text == """
            out/a.json out/a.svg out/deps.d: \\
              a.tip \\
              shared/brand\\ kit.tip
            out/b.json out/deps.d: \\
              b.tip \\
              shared/brand\\ kit.tip \\
              shared/colors.tip

            shared/brand\\ kit.tip:

            shared/colors.tip:

            """)
    }

    @Test func dependencyPathsListTheMainFileAndEveryImportOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("style Base { background: red }\n", to: "shared dir/base.tip")
        try folder.write("import \"base.tip\"\nstyle Mid : Base { padding: 4 }\n", to: "shared dir/mid.tip")
        try folder.write("import \"shared dir/mid.tip\"\nimport \"shared dir/base.tip\"\ntooltip T : Mid { text: \"hi\" }\n", to: "main.tip")
        let main = folder.path + "/main.tip"
        let result = Compilation().compile(path: main, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: main))))
        #expect(!result.hasErrors)
        #expect(result.dependencyPaths == [main, folder.path + "/shared dir/mid.tip", folder.path + "/shared dir/base.tip"])
    }
}

/// A fresh temporary folder, removed when the value is released.
final class TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to the folder-relative `name`, creating folders.
    func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The modification date of the folder-relative `name`.
    func modificationDate(of name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path + "/" + name)[.modificationDate] as? Date
    }
}

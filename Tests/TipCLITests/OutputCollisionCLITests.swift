import Foundation
import Testing

/// `tipc build` never writes over what it did not make: every output path is checked against the
/// others, the inputs and the dependency file before anything is written; a collision is exit 2,
/// names both parties, and changes no file.
@Suite struct OutputCollisionCLITests {
    static let tooltip = "tooltip A { text: \"a\" }\n"

    /// Every file under `folder`, with its bytes.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            if exists && !isFolder.boolValue { files[path] = FileManager.default.contents(atPath: folder + "/" + path) }
        }
        return files
    }

    /// Runs `tipc arguments` in a fresh folder holding `files`; expects exit 2 with every one of
    /// `messages` on stderr and no file changed.
    static func expectRefused(_ arguments: [String], files: [String: String], messages: [String]) throws {
        let folder = try TipcProcess.temporaryDirectory()
        for (name, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let before = try snapshot(folder)
        let outcome = try TipcProcess.run(arguments, in: folder)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        for message in messages { #expect(outcome.stderr.contains(message), "\(outcome.stderr)") }
        #expect(outcome.stderr.hasSuffix("tipc: nothing was written\n"), "\(outcome.stderr)")
        #expect(try snapshot(folder) == before)
    }

    @Test func twoInputsWithOneBaseNameIntoOneFolderAreRefused() throws {
        try Self.expectRefused(
            ["build", "a/x.tip", "b/x.tip", "-o", "out"],
            files: ["a/x.tip": Self.tooltip, "b/x.tip": "tooltip B { text: \"b\" }\n"],
            messages: ["tipc: error: 'a/x.tip' and 'b/x.tip' would both write 'out/x.json'\n",
                       "tipc: error: 'a/x.tip' and 'b/x.tip' would both write 'out/x.svg'\n"])
    }

    @Test func anOutputOverAnotherInputIsRefused() throws {
        try Self.expectRefused(
            ["build", "src.tip", "src.json"],
            files: ["src.tip": Self.tooltip, "src.json": "tooltip B { text: \"b\" }\n"],
            messages: ["tipc: error: 'src.tip' would write its output 'src.json' over the input 'src.json'\n"])
    }

    @Test func aComponentFileOverAnotherInputsOutputIsRefused() throws {
        try Self.expectRefused(
            ["build", "a.tip", "a.B.tip"],
            files: ["a.tip": "tooltip B { text: \"b\" }\n", "a.B.tip": Self.tooltip],
            messages: ["tipc: error: 'a.tip' and 'a.B.tip' would both write 'a.B.svg'\n"])
    }

    @Test func anOutputOverAnImportIsRefused() throws {
        try Self.expectRefused(
            ["build", "main.tip", "-o", "lib", "--emit", "json"],
            files: ["main.tip": "import \"lib/main.json\"\n" + Self.tooltip, "lib/main.json": "style S { padding: 1 }\n"],
            messages: ["tipc: error: 'main.tip' would write its output 'lib/main.json' over the input 'lib/main.json'\n"])
    }

    @Test func aDependencyFileOverAnInputIsRefused() throws {
        try Self.expectRefused(
            ["build", "main.tip", "--deps", "dep.tip"],
            files: ["main.tip": "import \"dep.tip\"\n" + Self.tooltip, "dep.tip": "style S { padding: 1 }\n"],
            messages: ["tipc: error: the dependency file 'dep.tip' would replace the input 'dep.tip'\n"])
    }

    @Test func aDependencyFileOverAnOutputIsRefused() throws {
        try Self.expectRefused(
            ["build", "a.tip", "-o", "out", "--deps", "out/a.json"],
            files: ["a.tip": Self.tooltip],
            messages: ["tipc: error: the dependency file 'out/a.json' would replace 'out/a.json', an output of 'a.tip'\n"])
    }

    @Test func outputsThatDifferOnlyInCaseAreRefused() throws {
        try Self.expectRefused(
            ["build", "A.tip", "sub/a.tip", "-o", "out", "--emit", "json"],
            files: ["A.tip": Self.tooltip, "sub/a.tip": Self.tooltip],
            messages: ["'A.tip' would write 'out/A.json' and 'sub/a.tip' would write 'out/a.json': one file on a case-insensitive file system"])
    }

    @Test func componentNamesThatDifferOnlyInCaseAreAnErrorAtTheName() throws {
        let folder = try TipcProcess.temporaryDirectory()
        try Data("tooltip Foo { text: \"a\" }\ntooltip foo { text: \"b\" }\n".utf8).write(to: URL(fileURLWithPath: folder + "/case.tip"))
        let outcome = try TipcProcess.run(["build", "--diagnostic-format", "short", "case.tip"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("case.tip:2:9: error: component `foo` differs from `Foo` only in case"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("[E032]\ncase.tip:1:9: note: `Foo` is declared here\n"), "\(outcome.stderr)")
        #expect(try Self.snapshot(folder).keys.sorted() == ["case.tip"])
    }

    @Test func anOutputFolderThatIsAFileIsRefused() throws {
        try Self.expectRefused(
            ["build", "a.tip", "-o", "afile"],
            files: ["a.tip": Self.tooltip, "afile": "not a folder"],
            messages: ["tipc: error: cannot write into 'afile': it is not a folder\n"])
    }

    @Test func aReadOnlyOutputIsRefused() throws {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(Self.tooltip.utf8).write(to: URL(fileURLWithPath: folder + "/a.tip"))
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.json"))
        #expect(chmod(folder + "/a.json", 0o444) == 0)
        let outcome = try TipcProcess.run(["build", "a.tip"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "tipc: error: cannot write 'a.json': the file is read-only\ntipc: nothing was written\n")
        #expect(try Self.snapshot(folder).keys.sorted() == ["a.json", "a.tip"])
        #expect(FileManager.default.contents(atPath: folder + "/a.json") == Data("{}\n".utf8))
    }

    @Test func aFolderWhereAnOutputGoesIsRefused() throws {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(Self.tooltip.utf8).write(to: URL(fileURLWithPath: folder + "/a.tip"))
        try FileManager.default.createDirectory(atPath: folder + "/a.svg", withIntermediateDirectories: true)
        let outcome = try TipcProcess.run(["build", "a.tip"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("tipc: error: cannot write 'a.svg': it is a folder\n"), "\(outcome.stderr)")
    }

    @Test func aComponentFileNameOverTheFileSystemLimitIsRefusedClearly() throws {
        let name = "T" + String(repeating: "x", count: 250)
        try Self.expectRefused(
            ["build", "a.tip"],
            files: ["a.tip": "tooltip \(name) { text: \"a\" }\n"],
            messages: ["tipc: error: cannot write 'a.\(name).svg': its file name is 257 bytes long, and file systems allow at most 255\n"])
    }

    @Test func anOutputThroughASymbolicLinkReplacesTheTargetAndKeepsTheLink() throws {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(Self.tooltip.utf8).write(to: URL(fileURLWithPath: folder + "/a.tip"))
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder + "/real/a.json"))
        #expect(chmod(folder + "/real/a.json", 0o600) == 0)
        #expect(symlink("real/a.json", folder + "/a.json") == 0)
        let outcome = try TipcProcess.run(["build", "a.tip", "--emit", "json"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/a.json")
        #expect(link == "real/a.json")
        let written = String(decoding: try #require(FileManager.default.contents(atPath: folder + "/real/a.json")), as: UTF8.self)
        #expect(written.hasPrefix("{\n  \"version\""))
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/real/a.json")[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}

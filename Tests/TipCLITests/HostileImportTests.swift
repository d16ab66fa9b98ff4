import Foundation
import Testing

/// Imports that cannot be followed, and files too large to read, through the real `tipc` and a
/// real file system: each is a clear diagnostic and exit 1, never a hang or a crash.
@Suite struct HostileImportTests {
    /// A temporary folder holding `files` (path → text), with `main.tip` importing `target`.
    static func project(importing target: String, files: [String: String] = [:]) throws -> String {
        let folder = try TipcProcess.temporaryDirectory()
        let main = "import \"\(target)\"\ntooltip T { text: \"x\" }\n"
        for (path, text) in files.merging(["main.tip": main], uniquingKeysWith: { $1 }) {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
        }
        return folder
    }

    static func check(_ folder: String) throws -> TipcProcess.Outcome {
        try TipcProcess.run(["check", "--diagnostic-format", "short", "main.tip"], in: folder)
    }

    @Test func importingItselfIsACycle() throws {
        let outcome = try Self.check(try Self.project(importing: "main.tip"))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error: import cycle: main.tip → main.tip [E028]"))
    }

    @Test func importingAFolderIsAnError() throws {
        let folder = try Self.project(importing: "styles")
        try FileManager.default.createDirectory(atPath: folder + "/styles", withIntermediateDirectories: false)
        let outcome = try Self.check(folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("imported path `styles` is a folder, not a file [E027]"))
    }

    @Test func importingAMissingFileIsAnError() throws {
        let outcome = try Self.check(try Self.project(importing: "nowhere/missing.tip"))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("cannot find imported file `nowhere/missing.tip` [E027]"))
    }

    /// `chmod 000` keeps a file from everyone but root, and tests may run as root: then the file
    /// is read and compiles; otherwise it is an E027.
    @Test func importingAnUnreadableFile() throws {
        let folder = try Self.project(importing: "locked.tip", files: ["locked.tip": "let a = 1\n"])
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder + "/locked.tip")
        let outcome = try Self.check(folder)
        if getuid() == 0 {
            #expect(outcome.status == 0, "\(outcome.stderr)")
        } else {
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains("cannot read imported file `locked.tip`: permission denied [E027]"))
        }
    }

    @Test func importingABinaryFileReportsItsInvalidUTF8() throws {
        let folder = try Self.project(importing: "image.tip")
        try Data((0..<1024).map { UInt8(truncatingIfNeeded: $0 &* 167) }).write(to: URL(fileURLWithPath: folder + "/image.tip"))
        let outcome = try Self.check(folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("image.tip:1:"))
        #expect(outcome.stderr.contains("[E001]"))
    }

    @Test func aSymlinkLoopIsNotFound() throws {
        let folder = try Self.project(importing: "loop.tip")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop.tip", withDestinationPath: "loop.tip")
        let outcome = try Self.check(folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("`loop.tip`"))
        #expect(outcome.stderr.contains("[E027]"))
    }

    /// `again -> .` makes `again/main.tip`, `again/again/main.tip`, … the same file under ever
    /// longer paths. Files are known by identity, so the first step is already an import cycle.
    /// (Paths that grow without a file system behind them end at the import depth limit,
    /// tested with an in-memory loader in TipCompilerTests.)
    @Test func aFolderSymlinkLoopIsAnImportCycle() throws {
        let folder = try Self.project(importing: "again/main.tip")
        try FileManager.default.createSymbolicLink(atPath: folder + "/again", withDestinationPath: ".")
        let outcome = try Self.check(folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "main.tip:1:8: error: import cycle: main.tip → again/main.tip [E028]\n")
    }

    /// Two aliases per level would double the files at each level, were the aliases distinct
    /// files; known by identity, both are the main file itself.
    @Test func fanOutThroughAliasesIsTwoImportCycles() throws {
        let folder = try TipcProcess.temporaryDirectory()
        let text = "import \"a/main.tip\"\nimport \"b/main.tip\"\ntooltip T { text: \"x\" }\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/main.tip"))
        for alias in ["a", "b"] {
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + alias, withDestinationPath: ".")
        }
        let outcome = try Self.check(folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == """
            main.tip:1:8: error: import cycle: main.tip → a/main.tip [E028]
            main.tip:2:8: error: import cycle: main.tip → b/main.tip [E028]

            """)
    }

    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let folder = try TipcProcess.temporaryDirectory()
        let path = folder + "/huge.tip"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 65 << 20)  // a sparse 65 MiB file of NUL bytes
        try handle.close()
        let outcome = try TipcProcess.run(["check", "huge.tip"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "tipc: error: cannot read 'huge.tip': the file is larger than the 64 MiB limit\n")

        let importer = try Self.project(importing: "../" + (folder as NSString).lastPathComponent + "/huge.tip")
        let imported = try Self.check(importer)
        #expect(imported.status == 1)
        #expect(imported.stderr.contains("the file is larger than the 64 MiB limit [E027]"))
    }
}

/// Output file names come only from the input's base name and sanitised component names, so
/// nothing is written outside the output folder.
@Suite struct OutputPathSafetyTests {
    @Test(arguments: ["../../escape.tip", "/tmp/elsewhere/escape.tip", "..", "a/../../.tip"])
    func standardInputNamesCannotLeaveTheOutputFolder(name: String) throws {
        let root = try TipcProcess.temporaryDirectory()
        let output = root + "/out/deeper"
        let outcome = try TipcProcess.run(
            ["build", "-", "--stdin-name", name, "-o", output, "--emit", "json,svg,sheet"],
            stdin: "tooltip Tip { text: \"x\" }\ntags Chips { items: [\"a\"] }\n", in: root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let everything = try FileManager.default.subpathsOfDirectory(atPath: root)
        let files = everything.filter { !$0.hasSuffix("out") && !$0.hasSuffix("deeper") }
        #expect(files.count == 4, "\(everything)")
        #expect(files.allSatisfy { $0.hasPrefix("out/deeper/") && !$0.dropFirst(11).contains("/") }, "\(files)")
    }
}

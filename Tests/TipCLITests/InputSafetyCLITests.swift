import Foundation
import Testing

/// What `tipc` reads: only regular files, never more than the size limit, each file once however
/// many paths reach it. Nothing here may block: a FIFO is refused without waiting for a writer.
@Suite struct InputSafetyCLITests {
    /// A fresh folder with a FIFO `fifo.tip` (no writer ever opens it) and `files`.
    static func folderWithFIFO(_ files: [String: String] = [:]) throws -> String {
        let folder = try TipcProcess.temporaryDirectory()
        #expect(mkfifo(folder + "/fifo.tip", 0o644) == 0)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        return folder
    }

    @Test(arguments: [["check", "fifo.tip"], ["build", "fifo.tip"], ["fmt", "fifo.tip"], ["fmt", "--check", "fifo.tip"]])
    func aFIFOAsAnInputIsRefusedWithoutBlocking(arguments: [String]) throws {
        let outcome = try TipcProcess.run(arguments, in: try Self.folderWithFIFO(), timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "tipc: error: 'fifo.tip' is a FIFO, not a regular file (use '-' to read standard input)\n")
    }

    @Test func aDeviceAsAnInputIsRefused() throws {
        let outcome = try TipcProcess.run(["check", "/dev/zero"], timeout: 20)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "tipc: error: '/dev/zero' is a character device, not a regular file (use '-' to read standard input)\n")
    }

    @Test func aFIFOAsAnImportIsAnErrorWithoutBlocking() throws {
        let folder = try Self.folderWithFIFO(["main.tip": "import \"fifo.tip\"\ntooltip T { text: \"x\" }\n"])
        let outcome = try TipcProcess.run(["check", "--diagnostic-format", "short", "main.tip"], in: folder, timeout: 20)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "main.tip:1:8: error: imported path `fifo.tip` is a FIFO, not a regular file [E027]\n")
    }

    @Test func theLanguageServerAnswersWithAFIFOImportOpen() throws {
        let folder = try Self.folderWithFIFO()
        let uri = "file://" + folder + "/main.tip"
        let frames = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"tip","version":1,"text":"import \"fifo.tip\"\n"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
        let outcome = try TipcProcess.run(["lsp"], stdin: frames, in: folder, timeout: 20)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("is a FIFO, not a regular file"))
        #expect(outcome.stdout.contains(#""id":2,"result":null"#))
    }

    @Test func endlessStandardInputStopsAtTheLimit() throws {
        let outcome = try TipcProcess.run(["check", "-"], stdinFile: "/dev/zero", timeout: 60)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "tipc: error: cannot read standard input: it is larger than the 64 MiB limit\n")
    }

    @Test func aFileImportingItselfThroughLinkedFoldersIsAnImportCycle() throws {
        let folder = try TipcProcess.temporaryDirectory()
        #expect(symlink(".", folder + "/sub") == 0)
        #expect(symlink(".", folder + "/suj") == 0)
        try Data("import \"sub/me.tip\"\nimport \"suj/me.tip\"\ntooltip T { text: \"x\" }\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/me.tip"))
        let outcome = try TipcProcess.run(["check", "--diagnostic-format", "short", "me.tip"], in: folder, timeout: 60)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == """
            me.tip:1:8: error: import cycle: me.tip → sub/me.tip [E028]
            me.tip:2:8: error: import cycle: me.tip → suj/me.tip [E028]

            """)
    }

    @Test func aFileReachedThroughManyLinksIsLoadedOnce() throws {
        let folder = try TipcProcess.temporaryDirectory()
        // 600 links to one folder: more paths than the 512-file limit, all naming one file.
        for index in 0..<600 { #expect(symlink(".", folder + "/d\(index)") == 0) }
        try Data("style Base { background: red }\n".utf8).write(to: URL(fileURLWithPath: folder + "/base.tip"))
        let imports = (0..<600).map { "import \"d\($0)/base.tip\"\n" }.joined()
        try Data((imports + "tooltip T : Base { text: \"x\" }\n").utf8).write(to: URL(fileURLWithPath: folder + "/main.tip"))
        let outcome = try TipcProcess.run(["build", "main.tip", "--emit", "json", "--deps", "main.d"], in: folder, timeout: 60)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let dependencies = String(decoding: try #require(FileManager.default.contents(atPath: folder + "/main.d")), as: UTF8.self)
        #expect(dependencies.components(separatedBy: "base.tip").count - 1 == 2, "\(dependencies)")
    }
}

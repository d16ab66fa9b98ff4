import Foundation
import Testing
@testable import TipCompiler
import TipPipeline
import TipSystem

/// Outputs written all or nothing, through temporary files beside them.
@Suite struct OutputTransactionTests {
    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func unchangedBytesKeepTheTimestamp() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/a.json"
        var transaction = try OutputTransaction.stage([path]) { _, sink in sink.write("{}\n") }
        try transaction.commit()
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        transaction = try OutputTransaction.stage([path]) { _, sink in sink.write("{}\n") }
        try transaction.commit()
        #expect(try folder.modificationDate(of: "a.json") == old)
        transaction = try OutputTransaction.stage([path]) { _, sink in sink.write("{ }\n") }
        try transaction.commit()
        #expect(try folder.modificationDate(of: "a.json") != old)
        #expect(Self.text(path) == "{ }\n")
    }

    @Test func replacingUnchangedBytesGivesANewTimestamp() throws {
        let folder = try TemporaryFolder()
        try folder.write("deps\n", to: "a.d")
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/a.d")
        var transaction = try OutputTransaction.stage([folder.path + "/a.d"], replacingUnchanged: true) { _, sink in sink.write("deps\n") }
        try transaction.commit()
        #expect(try folder.modificationDate(of: "a.d") != old)
    }

    @Test func oneFailureLeavesEveryOutputAsItWasAndNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("old a\n", to: "a.json")
        try folder.write("old b\n", to: "b.svg")
        let paths = [folder.path + "/a.json", folder.path + "/b.svg", folder.path + "/missing folder/c.svg"]
        #expect(throws: OutputError.self) {
            _ = try OutputTransaction.stage(paths) { index, sink in sink.write("new \(index)\n") }
        }
        #expect(Self.text(folder.path + "/a.json") == "old a\n")
        #expect(Self.text(folder.path + "/b.svg") == "old b\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.json", "b.svg"])
    }

    @Test func nothingIsRenamedBeforeCommit() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "a.json")
        var transaction = try OutputTransaction.stage([folder.path + "/a.json"]) { _, sink in sink.write("new\n") }
        #expect(Self.text(folder.path + "/a.json") == "old\n")
        transaction.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.json"])
    }

    @Test func aLargeOutputStreamsThroughTheSink() throws {
        let folder = try TemporaryFolder()
        let piece = String(repeating: "0123456789", count: 1_000)
        var transaction = try OutputTransaction.stage([folder.path + "/big.svg"]) { _, sink in
            for _ in 0..<100 { sink.write(piece) }
        }
        try transaction.commit()
        #expect(Self.text(folder.path + "/big.svg") == String(repeating: piece, count: 100))
    }

    @Test func aFullDiskIsReportedByTheSink() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        guard descriptor >= 0 else { return }  // not every system has /dev/full
        defer { close(descriptor) }
        let sink = FileSink(descriptor: descriptor)
        sink.write("x")
        #expect(throws: SystemError(code: ENOSPC)) { try sink.finish() }
    }
}

/// Only regular files are read, never past the limit, and each is known by its identity.
@Suite struct RegularFileTests {
    @Test func aFileOneBytePastTheLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("12345", to: "five")
        #expect(RegularFile.read(folder.path + "/five", limit: 5) == .success(Array("12345".utf8)))
        #expect(RegularFile.read(folder.path + "/five", limit: 4) == .failure(.tooLarge(limit: 4)))
    }

    @Test func whatIsNotARegularFileIsRefusedByKind() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path + "/fifo", 0o644) == 0)
        #expect(RegularFile.read(folder.path + "/fifo", limit: 100) == .failure(.notRegularFile("a FIFO")))
        #expect(RegularFile.read("/dev/zero", limit: 100) == .failure(.notRegularFile("a character device")))
        #expect(RegularFile.read(folder.path, limit: 100) == .failure(.folder))
        #expect(RegularFile.read(folder.path + "/none", limit: 100) == .failure(.notFound))
    }

    @Test func pathsThroughLinksShareOneIdentity() throws {
        let folder = try TemporaryFolder()
        try folder.write("x", to: "a.tip")
        #expect(symlink(".", folder.path + "/alias") == 0)
        #expect(link(folder.path + "/a.tip", folder.path + "/hard.tip") == 0)
        let identity = try #require(RegularFile.identity(ofPath: folder.path + "/a.tip"))
        #expect(RegularFile.identity(ofPath: folder.path + "/alias/a.tip") == identity)
        #expect(RegularFile.identity(ofPath: folder.path + "/hard.tip") == identity)
        #expect(RegularFile.identity(ofPath: folder.path + "/none.tip") == nil)
    }
}

/// Terminal output never carries control characters from a source file.
@Suite struct TerminalTextTests {
    @Test func controlsBecomeOneVisibleCharacterEach() {
        #expect(TerminalText.sanitized("a\u{1B}[31mb") == "a\u{241B}[31mb")
        #expect(TerminalText.sanitized("\u{0}\u{7}\u{8}\r\u{7F}") == "\u{2400}\u{2407}\u{2408}\u{240D}\u{2421}")
        #expect(TerminalText.sanitized("\u{9B}\u{202E}\u{2066}x") == "\u{FFFD}\u{FFFD}\u{FFFD}x")
        #expect(TerminalText.sanitized("tab\tand\nnewline 한 😀") == "tab\tand\nnewline 한 😀")
    }
}

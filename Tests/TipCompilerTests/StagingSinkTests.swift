import Foundation
import Testing
@testable import TipCompiler

/// An output compared with the file it would replace as its bytes come: nothing is written
/// while they are equal; from the first difference the temporary file holds every byte.
@Suite struct StagingSinkTests {
    /// What staging `chunks` over a file holding `old` (nil: no file) gives: whether the output
    /// is unchanged, and the temporary file's bytes (nil when it was never opened).
    static func stage(_ chunks: [String], over old: String?) throws -> (unchanged: Bool, temporary: String?) {
        let folder = try TemporaryFolder()
        let oldPath = folder.path + "/old", temporaryPath = folder.path + "/temporary"
        if let old { try folder.write(old, to: "old") }
        let oldFile = old == nil ? nil : Optional(open(oldPath, O_RDONLY))
        defer { if let oldFile { close(oldFile) } }
        let sink = StagingSink(comparingWith: oldFile, oldSize: old?.utf8.count ?? 0) {
            .success(open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL, 0o644))
        }
        for chunk in chunks { sink.write(chunk) }
        let unchanged = try sink.finish()
        if let descriptor = sink.temporary?.descriptor { close(descriptor) }
        let written = FileManager.default.contents(atPath: temporaryPath).map { String(decoding: $0, as: UTF8.self) }
        return (unchanged, written)
    }

    @Test func equalBytesAreNeverWritten() throws {
        let outcome = try Self.stage(["{\n", "  \"a\": 1\n", "}\n"], over: "{\n  \"a\": 1\n}\n")
        #expect(outcome.unchanged)
        #expect(outcome.temporary == nil)
    }

    @Test func fromTheFirstDifferenceEveryByteIsWritten() throws {
        let outcome = try Self.stage(["{\n", "  \"a\": 2\n", "}\n"], over: "{\n  \"a\": 1\n}\n")
        #expect(!outcome.unchanged)
        #expect(outcome.temporary == "{\n  \"a\": 2\n}\n")
    }

    @Test func aShorterOrLongerOutputIsWritten() throws {
        #expect(try Self.stage(["abc"], over: "abcdef") == (false, "abc"))
        #expect(try Self.stage(["abc", "def", "g"], over: "abcdef") == (false, "abcdefg"))
        #expect(try Self.stage([], over: "abc") == (false, ""))
    }

    @Test func withoutAnOldFileEverythingIsWritten() throws {
        #expect(try Self.stage(["abc"], over: nil) == (false, "abc"))
        #expect(try Self.stage([], over: nil) == (false, ""))
        #expect(try Self.stage([], over: "") == (true, nil))
    }

    @Test func outputsLongerThanTheCompareBufferAreComparedWhole() throws {
        let long = String(repeating: "0123456789", count: 20_000)
        var changed = long
        changed.replaceSubrange(changed.index(changed.startIndex, offsetBy: 150_000)...changed.index(changed.startIndex, offsetBy: 150_000), with: "x")
        #expect(try Self.stage([long], over: long) == (true, nil))
        #expect(try Self.stage([changed], over: long) == (false, changed))
        let pieces = stride(from: 0, to: changed.utf8.count, by: 70_000).map { String(changed.dropFirst($0).prefix(70_000)) }
        #expect(try Self.stage(pieces, over: long) == (false, changed))
    }
}

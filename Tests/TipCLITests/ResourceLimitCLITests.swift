import Foundation
import Testing
import TipTestSupport

/// What a file may ask of the machine is bounded: past a limit, a clear diagnostic, exit 1.
@Suite struct ResourceLimitCLITests {
    @Test(.slow) func aMillionTagsInOneFileAreRefusedAtTheComponentThatPassesTheLimit() throws {
        let items = (0..<10_000).map { "\"t\($0)\"" }.joined(separator: ", ")
        let text = (0..<100).map { "tags G\($0) { items: [\(items)] }\n" }.joined()
        let outcome = try HostileCLITests.check(text)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "hostile.tip:100:6: error: this file lays out more than 1,000,000 tooltips, tag groups and tags; split it into several files [E046]\n")
    }

    /// The exit code comes from what failed, never from the words of the message: a missing file
    /// whose name reads like the size limit's message is still a missing file (exit 2), and a
    /// file over the limit is an input error (exit 1).
    @Test func theExitCodeFollowsTheFailureNotItsMessage() throws {
        let folder = try TipcProcess.temporaryDirectory()
        let lookalike = "the file is larger than the 64 MiB limit.tip"
        let missing = try TipcProcess.run(["check", lookalike], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "tipc: error: no such file '\(lookalike)'\n")

        #expect(FileManager.default.createFile(atPath: folder + "/huge.tip", contents: nil))
        #expect(truncate(folder + "/huge.tip", 65 << 20) == 0)
        let huge = try TipcProcess.run(["check", "huge.tip", lookalike], in: folder)
        #expect(huge.status == 2, "the worst failure wins: a missing file (2) over a file too large (1)")
        let alone = try TipcProcess.run(["check", "huge.tip"], in: folder)
        #expect(alone.status == 1)
    }
}

import Foundation
import Testing

/// What a file may ask of the machine is bounded: past a limit, a clear diagnostic, exit 1.
@Suite struct ResourceLimitCLITests {
    @Test func aMillionTagsInOneFileAreRefusedAtTheComponentThatPassesTheLimit() throws {
        let items = (0..<10_000).map { "\"t\($0)\"" }.joined(separator: ", ")
        let text = (0..<100).map { "tags G\($0) { items: [\(items)] }\n" }.joined()
        let outcome = try HostileCLITests.check(text)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "hostile.tip:100:6: error: this file lays out more than 1,000,000 tooltips, tag groups and tags; split it into several files [E046]\n")
    }
}

import Foundation
import Testing

/// The parts of a TipKit tip (issue 15) through `tipc` as a user runs it: what `build` writes
/// for them, and each mistake `check` reports with its file, line and column.
@Suite struct TooltipPartsCLITests {
    /// The first component of the JSON `tipc build` writes for `source`.
    static func builtComponent(_ source: String) throws -> [String: Any] {
        let outcome = try TipcProcess.run(["build", "-", "--stdin-name", "parts.tip", "-o", "-"], stdin: source)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        return try #require((object["components"] as? [[String: Any]])?.first)
    }

    /// The lines `tipc check` prints for `source` in the short format, and its exit status.
    static func checked(_ source: String) throws -> (status: Int32, lines: [String]) {
        let outcome = try TipcProcess.run(["check", "-", "--stdin-name", "parts.tip", "--diagnostic-format", "short"], stdin: source)
        return (outcome.status, outcome.stderr.split(separator: "\n").map(String.init))
    }

    @Test func aTitleIsWrittenAboveTheTextAndItsLookInTheStyle() throws {
        let component = try Self.builtComponent("tooltip Tip { title: \"New\"; text: \"Tap to try it\" }\n")
        let title = try #require(component["title"] as? [String: Any])
        #expect((title["lines"] as? [[String: Any]])?.first?["text"] as? String == "New")
        #expect((title["font"] as? [String: Any])?["weight"] as? String == "semibold")
        #expect(((component["text"] as? [String: Any])?["font"] as? [String: Any])?["size"] as? Double == 15)
        let plain = try Self.builtComponent("tooltip Tip { text: \"Tap to try it\" }\n")
        #expect(plain["title"] == nil)
    }

    @Test func titleMistakesAreErrorsAtTheirPlace() throws {
        let empty = try Self.checked("tooltip Tip {\n    title: \"\"\n    text: \"m\"\n}\n")
        #expect(empty.status == 1)
        #expect(empty.lines.first == "parts.tip:2:12: error: a title must not be empty: leave `title` out for a tooltip without one [E070]")
        let alone = try Self.checked("tooltip Tip { title: \"New\" }\n")
        #expect(alone.lines.first == "parts.tip:1:9: error: tooltip `Tip` has a title but no `text` (its message) [E071]")
    }

    @Test func anIconReservesItsFrameAndNamesItsImage() throws {
        let component = try Self.builtComponent("tooltip Tip { text: \"Tap to try it\"; icon: \"sparkles\" }\n")
        let icon = try #require(component["icon"] as? [String: Any])
        #expect(icon["name"] as? String == "sparkles")
        #expect((icon["frame"] as? [String: Any])?["width"] as? Double == 24)
    }

    @Test func iconMistakesAreErrorsAtTheirPlace() throws {
        let large = try Self.checked("tooltip Tip {\n    text: \"m\"\n    width: 100\n    icon { name: \"star\"; size: 80 }\n}\n")
        #expect(large.status == 1)
        #expect(large.lines.first?.hasPrefix("parts.tip:1:9: error: the icon of tooltip `Tip` and its spacing take 88 of the 68 points") == true)
        #expect(large.lines.contains("parts.tip:4:26: note: the icon is set here"), "\(large.lines)")
        let nameless = try Self.checked("tooltip Tip { text: \"m\"; icon.size: 20 }\n")
        #expect(nameless.lines.first == "parts.tip:1:9: error: tooltip `Tip` has an icon without a `name` [E045]")
    }
}

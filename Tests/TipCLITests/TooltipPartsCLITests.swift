import Foundation
import Testing

/// The parts of a TipKit tip through `tipc` as a user runs it: what `build` writes
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

    @Test func actionsAndTheCloseButtonAreWrittenWithTheirFrames() throws {
        let component = try Self.builtComponent(
            "tooltip Tip { text: \"Tap to try it\"; actions: [\"Got it\", action(\"Learn more\", id: \"learnMore\")]; closeButton: true }\n")
        let actions = try #require(component["actions"] as? [[String: Any]])
        #expect(actions.map { $0["id"] as? String } == ["Got it", "learnMore"])
        #expect(actions.map { $0["title"] as? String } == ["Got it", "Learn more"])
        #expect(actions.allSatisfy { $0["frame"] is [String: Any] && ($0["lines"] as? [Any])?.count == 1 })
        let close = try #require(component["closeButton"] as? [String: Any])
        #expect((close["frame"] as? [String: Any])?["width"] as? Double == 44)
    }

    @Test func actionMistakesAreErrorsAtTheirPlace() throws {
        let titles = (1...20).map { "\"\($0)\"" }.joined(separator: ", ")
        let twenty = try Self.checked("tooltip Tip { text: \"m\"; actions: [\(titles)] }\n")
        #expect(twenty.status == 1)
        #expect(twenty.lines.first == "parts.tip:1:56: error: a tooltip shows at most 4 actions; this list has 20 [E072]")
        let shared = try Self.checked("tooltip Tip { text: \"m\"; actions: [\"OK\", action(\"Okay\", id: \"OK\")] }\n")
        #expect(shared.lines.first == "parts.tip:1:42: error: two actions have the id `OK`: the app could not tell them apart [E074]")
    }

    /// A title longer than the bubble can hold is truncated in its button, and `check` says so.
    @Test func aTruncatedActionTitleIsAWarning() throws {
        let long = try Self.checked("tooltip Tip { text: \"m\"; width: 100; actions: [\"A title far longer than the bubble\"]; action.font: 15 }\n")
        #expect(long.status == 0)
        #expect(long.lines.first?.hasPrefix("parts.tip:1:9: warning: `Tip` at the default text size (large): the title of its action") == true, "\(long.lines)")
        #expect(long.lines.first?.hasSuffix("[W010]") == true)
    }

    @Test func animationsAreWrittenAsMetadata() throws {
        let component = try Self.builtComponent(
            "tooltip Tip { text: \"m\"; appear: fade(0.25s); disappear: fade(0.2s) + scale(0.8); emphasis: pulse(1s, repeat: 3) }\n")
        let animations = try #require(component["animations"] as? [String: Any])
        let disappear = try #require((animations["disappear"] as? [String: Any])?["effects"] as? [[String: Any]])
        #expect(disappear.map { $0["kind"] as? String } == ["fade", "scale"] && disappear[1]["scale"] as? Double == 0.8)
        let emphasis = try #require(animations["emphasis"] as? [String: Any])
        #expect(emphasis["kind"] as? String == "pulse" && (emphasis["repeatCount"] as? [String: Any])?["times"] as? Double == 3)
        #expect(try Self.builtComponent("tooltip Tip { text: \"m\" }\n")["animations"] == nil)
    }

    @Test func motionMistakesAreErrorsAtTheirPlace() throws {
        let typo = try Self.checked("tooltip Tip {\n    text: \"m\"\n    emphasis: pluse\n}\n")
        #expect(typo.status == 1)
        #expect(typo.lines == [
            "parts.tip:3:15: error: unknown animation `pluse` for `emphasis` [E075]", "parts.tip:3:15: note: did you mean `pulse`?",
        ])
        let negative = try Self.checked("tooltip Tip { text: \"m\"; appear: fade(-1s) }\n")
        #expect(negative.lines.first == "parts.tip:1:39: error: a duration must be greater than 0 [E043]")
    }
}

import Foundation
import Testing

/// Styled text through `tipc` as a user runs it: the runs `build` writes in
/// the JSON and the `<tspan>`s of the SVG, and each Markdown mistake `check` reports at its
/// marker with exit status 1.
@Suite struct StyledTextCLITests {
    @Test func aStyledTextIsWrittenInRuns() throws {
        let component = try TooltipPartsCLITests.builtComponent("tooltip Tip { text: \"Tap **Save** or press `⌘S`\" }\n")
        let line = try #require(((component["text"] as? [String: Any])?["lines"] as? [[String: Any]])?.first)
        #expect(line["text"] as? String == "Tap Save or press ⌘S")
        let runs = try #require(line["runs"] as? [[String: Any]])
        #expect(runs.map { $0["text"] as? String } == ["Tap ", "Save", " or press ", "⌘S"])
        #expect((runs[1]["font"] as? [String: Any])?["weight"] as? String == "bold")
        #expect((runs[3]["font"] as? [String: Any])?["monospaced"] as? Bool == true)
        let plain = try TooltipPartsCLITests.builtComponent("tooltip Tip { text: \"Tap Save\" }\n")
        #expect(((plain["text"] as? [String: Any])?["lines"] as? [[String: Any]])?.first?["runs"] == nil)
    }

    @Test func theSVGDrawsEachRunAsATspan() throws {
        let project = try TemporaryProject()
        try project.write("tooltip Tip { text: \"a *b* c\" }\n", to: "tip.tip")
        let outcome = try TipcProcess.run(["build", project.root + "/tip.tip", "-o", project.root + "/out"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let svg = try project.read("out/tip.Tip.svg")
        #expect(svg.contains(#"font-style="italic""#))
        #expect(svg.components(separatedBy: "<tspan").count - 1 == 3)
    }

    @Test func anUnclosedMarkerIsAnErrorAtItsPlace() throws {
        let checked = try TooltipPartsCLITests.checked("tooltip Tip {\n    text: \"Tap \\\"here\\\" **now\"\n}\n")
        #expect(checked.status == 1)
        #expect(checked.lines.first == "parts.tip:2:25: error: `**` is never closed [E076]")
        let crossing = try TooltipPartsCLITests.checked("tags T { items: [\"**a *b** c*\"] }\n")
        #expect(crossing.status == 1)
        #expect(crossing.lines.first?.hasPrefix("parts.tip:1:25: error: `**` closes a span") == true)
        #expect(crossing.lines.first?.hasSuffix("[E077]") == true)
    }
}

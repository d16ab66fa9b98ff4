import Foundation
import Testing

/// An accessibility check through `tipc` as a user runs it: a warning on standard error with the
/// file, line and column, and a successful exit (warnings do not fail a check).
@Suite struct AccessibilityCheckCLITests {
    @Test func lowContrastIsAWarningAtTheComponent() throws {
        let source = "// White on light blue.\ntooltip NewBadge { text: \"New\"; textColor: white; background: #01B7FF }\n"
        let outcome = try TipcProcess.run(["check", "-", "--stdin-name", "badge.tip", "--diagnostic-format", "short"], stdin: source)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == """
            badge.tip:2:9: warning: `NewBadge` at the default text size (large): its text is 2.28:1 on its bubble in light, \
            needs 4.5:1; 3 more variants fail too (--every-variant lists them) [W011]

            """)
        let every = try TipcProcess.run(
            ["check", "-", "--stdin-name", "badge.tip", "--diagnostic-format", "short", "--every-variant"], stdin: source)
        #expect(every.status == 0)
        #expect(every.stderr.split(separator: "\n").map { $0.split(separator: ":").dropFirst(3).joined(separator: ":") } == [
            " warning: `NewBadge` at the default text size (large): its text is 2.28:1 on its bubble in light, needs 4.5:1 [W011]",
            " warning: `NewBadge` at the default text size (large): its text is 2.28:1 on its bubble in dark, needs 4.5:1 [W011]",
            " warning: `NewBadge` at the default text size (large): its text is 2.28:1 on its bubble in light with increased contrast, needs 4.5:1 [W011]",
            " warning: `NewBadge` at the default text size (large): its text is 2.28:1 on its bubble in dark with increased contrast, needs 4.5:1 [W011]",
        ])
    }

    /// `tipc fix` removes a timer from a tooltip with actions and declares a Reduce Motion
    /// alternative for an endless emphasis; nothing is left to warn about.
    @Test func fixRemovesTheTimerAndDeclaresAnAlternative() throws {
        let source = "tooltip T {\n    text: \"Saved\"\n    actions: [\"Undo\"]\n    dismiss: tap, after(4s)\n    emphasis: pulse\n}\n"
        let directory = try TipcProcess.folder(["a.tip": source])
        let outcome = try TipcProcess.run(["fix", "a.tip"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == """
            a.tip:4:5: fixed: replace `dismiss: tap, after(4s)` with `dismiss: tap`
            a.tip:5:20: fixed: add `reducedMotion { emphasis: none }`

            """)
        #expect(outcome.stderr.isEmpty)
        #expect(try TipcProcess.contents(directory + "/a.tip")
            == "tooltip T {\n    text: \"Saved\"\n    actions: [\"Undo\"]\n    dismiss: tap\n    emphasis: pulse; reducedMotion { emphasis: none }\n}\n")
    }

}

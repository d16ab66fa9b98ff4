import Foundation
import Testing

/// `tipc fix` as a user runs it, and the fixes printed as `help:` by `tipc check`: every
/// habit from UIKit and SwiftUI the compiler knows a fix for, fixed in one run.
@Suite struct FixCLITests {
    static let habits = """
        tooltip A {
            text: "Hello"
            background: .white
            textColor: UIColor.darkText
            border: 2 white
            font: bold 17
            padding: 8, 16
            arrow: top left
        }
        tooltip B { text: "x", textColor: whit }

        """

    static let fixed = """
        tooltip A {
            text: "Hello"
            background: white
            textColor: darkText
            border: white 2
            font: 17 bold
            padding: 8 16
            arrow: top leading(12)
        }
        tooltip B { text: "x"; textColor: white }

        """

    @Test func fixesEveryHabitAndSaysWhere() throws {
        let directory = try TipcProcess.folder(["habits.tip": Self.habits])
        let outcome = try TipcProcess.run(["fix", "habits.tip"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == """
            habits.tip:3:17: fixed: replace `.white` with `white`
            habits.tip:4:16: fixed: replace `UIColor.darkText` with `darkText`
            habits.tip:5:13: fixed: replace `2 white` with `white 2`
            habits.tip:6:11: fixed: replace `bold 17` with `17 bold`
            habits.tip:7:14: fixed: replace `8, 16` with `8 16`
            habits.tip:8:16: fixed: replace `left` with `leading(12)`
            habits.tip:10:22: fixed: replace `,` with `;`
            habits.tip:10:35: fixed: replace `whit` with `white`

            """)
        #expect(outcome.stderr.isEmpty)
        #expect(try TipcProcess.contents(directory + "/habits.tip") == Self.fixed)
        let check = try TipcProcess.run(["check", "habits.tip"], in: directory)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }

    /// Habits from CSS: names, hyphenated or not, and lengths in pixels, fixed in one run.
    @Test func fixesEveryHabitFromCSS() throws {
        let directory = try TipcProcess.folder(["web.tip": """
            tooltip web-tip {
                text: "Hello"
                background-color: #0040A0; color: white
                border-radius: 8px; font-size: 15px
                padding: 8px 16px
            }

            """])
        let outcome = try TipcProcess.run(["fix", "web.tip"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.split(separator: "\n").count == 9, "\(outcome.stdout)")
        #expect(outcome.stdout.hasPrefix("web.tip:1:9: fixed: replace `web-tip` with `webTip`\n"))
        #expect(try TipcProcess.contents(directory + "/web.tip") == """
            tooltip webTip {
                text: "Hello"
                background: #0040A0; textColor: white
                cornerRadius: 8; font.size: 15
                padding: 8 16
            }

            """)
        let check = try TipcProcess.run(["check", "web.tip"], in: directory)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }

    @Test func checkListsTheFixesAndChangesNothing() throws {
        let directory = try TipcProcess.folder(["habits.tip": Self.habits, "clean.tip": Self.fixed])
        let outcome = try TipcProcess.run(["fix", "--check", "habits.tip"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasPrefix("habits.tip:3:17: would fix: replace `.white` with `white`\n"))
        #expect(try TipcProcess.contents(directory + "/habits.tip") == Self.habits)
        let clean = try TipcProcess.run(["fix", "--check", "clean.tip"], in: directory)
        #expect(clean.status == 0 && clean.stdout.isEmpty)
    }

    /// A mistake with no fix stays, is printed as `check` prints it, and fails the run; the
    /// fixable one beside it is still fixed.
    @Test func mistakesWithoutAFixRemainAndFail() throws {
        let directory = try TipcProcess.folder(["a.tip": "tooltip T {\n    text: \"x\"\n    textColr: white\n    opacity: sideways\n}\n"])
        let outcome = try TipcProcess.run(["fix", "a.tip"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.stdout == "a.tip:3:5: fixed: replace `textColr` with `textColor`\n")
        #expect(outcome.stderr.contains("--> a.tip:4:14"), "\(outcome.stderr)")
        #expect(try TipcProcess.contents(directory + "/a.tip").contains("    textColor: white\n"))
    }

    @Test func standardInputIsFixedToStandardOutput() throws {
        let outcome = try TipcProcess.run(["fix", "-"], stdin: "tooltip T { text: \"x\"; background: .black }\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "tooltip T { text: \"x\"; background: black }\n")
        #expect(outcome.stderr == "<stdin>:1:36: fixed: replace `.black` with `black`\n")
    }

    /// `check` prints each fix as rustc prints a suggestion: `help:`, then the line as the fix
    /// leaves it with the change underlined.
    @Test func checkPrintsEachFixAsHelpWithTheChangedLine() throws {
        let directory = try TipcProcess.folder(["habits.tip": Self.habits])
        let outcome = try TipcProcess.run(["check", "habits.tip"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("""
            error[E040]: `border` is the colour, then the width
             --> habits.tip:5:13
              |
            5 |     border: 2 white
              |             ^^^^^^^
            help: write `white 2`
              |
            5 |     border: white 2
              |             ~~~~~~~

            """), "\(outcome.stderr)")
        let short = try TipcProcess.run(["check", "--diagnostic-format", "short", "habits.tip"], in: directory)
        #expect(short.stderr.contains("habits.tip:6:11: error: unknown text style `bold` [E023]\nhabits.tip:6:11: note: `bold` is a font weight"), "\(short.stderr)")
        #expect(short.stderr.contains("habits.tip:6:11: note: write `17 bold`\n"), "\(short.stderr)")
    }

    /// `--check` fails while an error remains that no fix removes, even when there is nothing
    /// to fix, and shows the file's diagnostics where they are in the file as it stands.
    @Test func checkFailsWhileAnErrorNoFixRemovesRemains() throws {
        let directory = try TipcProcess.folder([
            "unfixable.tip": "tooltip T {\n    text: \"x\"\n    opacity: sideways\n}\n",
            "both.tip": "tooltip T {\n    text: \"x\"\n    textColr: white\n    opacity: sideways\n}\n",
        ])
        let unfixable = try TipcProcess.run(["fix", "--check", "unfixable.tip"], in: directory)
        #expect(unfixable.status == 1)
        #expect(unfixable.stdout.isEmpty)
        #expect(unfixable.stderr.contains("--> unfixable.tip:3:14"), "\(unfixable.stderr)")
        let both = try TipcProcess.run(["fix", "--check", "both.tip"], in: directory)
        #expect(both.status == 1)
        #expect(both.stdout == "both.tip:3:5: would fix: replace `textColr` with `textColor`\n")
        #expect(both.stderr.contains("--> both.tip:4:14"), "\(both.stderr)")
        #expect(try TipcProcess.contents(directory + "/both.tip").contains("textColr"))
    }
}

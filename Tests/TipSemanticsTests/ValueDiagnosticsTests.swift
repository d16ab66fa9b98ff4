import Testing
import TipSemantics
import TipSyntax

/// Diagnostics about values: E022–E024, E040–E044, and constants (E024–E026).
@Suite struct ValueDiagnosticsTests {
    /// The rendered diagnostics and first notes for one tooltip property line (on line 3).
    private func check(_ body: String) -> (diagnostics: [String], notes: [String]) {
        let result = resolveTooltip(body)
        return (result.rendered, result.diagnostics.sortedForOutput().compactMap { $0.notes.first?.message })
    }

    @Test func unknownColourSuggestsTheClosest() {
        let (diagnostics, notes) = check("textColor: whit")
        #expect(diagnostics == ["main.tip:3:16 E022 unknown colour `whit`"])
        #expect(notes == ["did you mean `white`?"])
    }

    @Test func unknownEnumValueSuggestsTheClosest() {
        let (diagnostics, notes) = check("textAlignment: centre")
        #expect(diagnostics == ["main.tip:3:20 E023 unknown value `centre` for `textAlignment`"])
        #expect(notes == ["did you mean `center`?"])
        let weight = check("font: 12 blod")
        #expect(weight.diagnostics == ["main.tip:3:14 E023 unknown value `blod` for `font weight`"])
        #expect(weight.notes == ["did you mean `bold`?"])
    }

    @Test func unknownNameSuggestsAConstant() {
        let result = resolve("let radius = 4\ntooltip T { text: \"x\"; cornerRadius: radus }")
        #expect(result.rendered == ["main.tip:2:38 E024 unknown name `radus`"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean `radius`?"])
    }

    @Test func wrongTypes() {
        #expect(check("background: \"red\"").diagnostics == ["main.tip:3:17 E040 expected a colour, found a string"])
        #expect(check("cornerRadius: 4s").diagnostics == [
            "main.tip:3:19 E040 expected a size in points, `scaled(N[, relativeTo: STYLE])`, or `capsule`, found `4s`",
        ])
        #expect(check("lineSpacing: 4s").diagnostics == ["main.tip:3:18 E040 expected a size in points, or `scaled(N[, relativeTo: STYLE])`, found `4s`"])
        #expect(resolve("tooltip T { text: 4 }").rendered == ["main.tip:1:19 E040 expected a string, found the number 4"])
        #expect(check("numberOfLines: 1.5").diagnostics == ["main.tip:3:20 E040 expected a whole number ≥ 0, found the number 1.5"])
        #expect(check("width: white").diagnostics == ["main.tip:3:12 E040 expected a size in points, found `white`"])
        #expect(check("arrow.position: 40").diagnostics == ["main.tip:3:21 E040 expected `center`, `leading(P)`, `trailing(P)` or a percentage, found the number 40"])
        #expect(check("arrow.position: leading").diagnostics == ["main.tip:3:21 E040 `leading` needs a distance: write `leading(12)`"])
    }

    @Test func durationNeedsAUnit() {
        let (diagnostics, notes) = check("dismiss: tap, after(4)")
        #expect(diagnostics == ["main.tip:3:25 E040 expected a duration, found the number 4"])
        #expect(notes == ["write `4s` for seconds or `4ms` for milliseconds"])
        #expect(check("dismiss: after(0s)").diagnostics == ["main.tip:3:20 E043 a duration must be greater than 0"])
    }

    /// A tooltip has one timer: a second `after(…)` would be lost in the outputs (they carry
    /// one duration), so it is an error; a second `tap` only repeats itself.
    @Test func dismissTakesOneTimerAndEachTriggerOnce() {
        let timers = resolveTooltip("dismiss: after(2s), tap, after(5s)")
        #expect(timers.rendered == ["main.tip:3:30 E041 `dismiss` takes one `after(…)`: a tooltip has one timer"])
        #expect(timers.diagnostics.first?.notes.map(\.message) == ["first listed here"])
        #expect(timers.diagnostics.first?.notes.first.map { timers.location($0.span!) } == "main.tip:3:14")
        #expect(timers.tooltip("T")?.style.dismiss == [])

        let taps = resolveTooltip("dismiss: tap, after(2s), tap")
        #expect(taps.rendered == ["main.tip:3:30 W003 `tap` is listed twice in `dismiss`"])
        #expect(taps.tooltip("T")?.style.dismiss == [.tap, .after(seconds: 2)])
    }

    @Test func wrongNumberOfValues() {
        #expect(check("cornerRadius: 4 5").diagnostics == ["main.tip:3:19 E041 `cornerRadius` takes 1 value, found 2 values"])
        #expect(check("padding: 1 2 3").diagnostics == ["main.tip:3:14 E041 `padding` takes 1 or 2 values, found 3 values"])
        #expect(check("cornerRadius: 4, 5").diagnostics == ["main.tip:3:19 E041 `cornerRadius` takes a single value, not a comma list"])
        #expect(check("background: rgb(1, 2)").diagnostics == ["main.tip:3:17 E041 `rgb` takes 3 arguments, found 2"])
        #expect(check("border: red").diagnostics == ["main.tip:3:13 E041 `border` takes `COLOUR WIDTH` or `none`, found 1 value"])
    }

    @Test func fourPaddingValuesAreAmbiguous() {
        let (diagnostics, notes) = check("padding: 1 2 3 4")
        #expect(diagnostics == ["main.tip:3:14 E042 four unlabelled padding values are ambiguous (CSS and UIEdgeInsets order them differently)"])
        #expect(notes == ["use the block form `padding { top: …; left: …; bottom: …; right: … }`"])
    }

    /// When CSS's order and UIEdgeInsets' read the same, the fix writes the two values they mean.
    @Test func fourPaddingValuesThatReadTheSameEitherWayAreFixed() throws {
        let pair = resolveTooltip("padding: 8 16 8 16")
        #expect(pair.rendered == ["main.tip:3:14 E042 four unlabelled padding values are ambiguous (CSS and UIEdgeInsets order them differently)"])
        let fix = try #require(pair.diagnostics.first?.fixIts.first)
        #expect(fix.original == "8 16 8 16" && fix.replacement == "8 16")
        #expect(try #require(resolveTooltip("padding: 6 6 6 6").diagnostics.first?.fixIts.first).replacement == "6")
        #expect(resolveTooltip("padding: 1 2 3 4").diagnostics.first?.fixIts == [], "no fix where the orders differ")
        #expect(resolveTooltip("padding: 1 2 1 4").diagnostics.first?.fixIts == [])
    }

    @Test func outOfRange() {
        #expect(check("cornerRadius: -1").diagnostics == ["main.tip:3:19 E043 `cornerRadius` must not be negative, found -1"])
        #expect(check("padding: 4 -2").diagnostics == ["main.tip:3:16 E043 `padding` must not be negative, found -2"])
        #expect(check("arrow { width: -3 }").diagnostics == ["main.tip:3:20 E043 `width` must not be negative, found -3"])
        #expect(check("font: 0").diagnostics == ["main.tip:3:11 E043 `font size` must be greater than 0, found 0"])
        #expect(check("opacity: 1.5").diagnostics == ["main.tip:3:14 E043 `opacity` must be 0 … 1, found 1.5"])
        #expect(check("arrow: top 120%").diagnostics == ["main.tip:3:16 E043 `arrow.position` must be 0% … 100%, found 120"])
        #expect(check("background: rgb(300, 0, 0)").diagnostics == ["main.tip:3:21 E043 `rgb` must be 0 … 255, found 300"])
        #expect(resolveTags("maxRows: 0").rendered == ["main.tip:3:14 E043 `maxRows` must be ≥ 1, found 0"])
    }

    @Test func unknownAndMisplacedFunctions() {
        let (diagnostics, notes) = check("background: rgbb(1, 2, 3)")
        #expect(diagnostics == ["main.tip:3:17 E044 unknown function `rgbb`"])
        #expect(notes == ["did you mean `rgb`?"])
        #expect(check("background: after(4s)").diagnostics == ["main.tip:3:17 E044 `after(…)` is not allowed here: expected a colour"])
    }

    @Test func constantsMayNotShadowBuiltins() {
        let result = resolve("let white = #000\nlet center = 1\nlet auto = 2\ntooltip T { text: \"x\"; textColor: white }")
        #expect(result.rendered == [
            "main.tip:1:5 E026 constant `white` shadows a built-in name",
            "main.tip:2:5 E026 constant `center` shadows a built-in name",
            "main.tip:3:5 E026 constant `auto` shadows a built-in name",
        ])
        #expect(result.tooltip("T")?.style.textColor == rgba(0xFFFFFFFF))
    }

    @Test func constantsUsedBeforeDefinitionOrInACycle() {
        let result = resolve("let a = b\nlet b = a\nlet c = c\nlet d = nope\ntooltip T { text: \"x\"; cornerRadius: a; lineSpacing: c; width: d }")
        #expect(result.rendered == [
            "main.tip:1:9 E024 constant `b` is used before its definition",
            "main.tip:3:9 E024 constant `c` refers to itself",
            "main.tip:4:9 E024 unknown name `nope`",
        ])
        #expect(result.diagnostics.first?.notes.first?.span.map(result.location) == "main.tip:2:5")
    }

    @Test func listConstantCannotBeCombined() {
        let result = resolve("let both = tap, after(1s)\ntooltip T { text: \"x\"; padding: both 2 }")
        #expect(result.rendered == ["main.tip:2:33 E040 constant `both` holds a comma list and cannot be combined with other values"])
    }
}

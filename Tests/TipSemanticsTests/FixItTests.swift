import Testing
import TipSemantics
import TipSyntax

/// "Did you mean" suggestions are data: each is a fix-it replacing the name where it is written,
/// and applying them fixes the file.
@Suite struct FixItTests {
    /// The source with every fix-it of `resolution` applied (each replaces the name it was made for).
    private func applyingFixIts(of resolution: Resolution, to source: String) -> String {
        var bytes = Array(source.utf8)
        let fixIts = resolution.diagnostics.flatMap(\.fixIts).sorted { $0.span.start > $1.span.start }
        for fixIt in fixIts {
            #expect(fixIt.applies(to: resolution.sources[fixIt.span.file]))
            bytes.replaceSubrange(fixIt.span.start..<fixIt.span.end, with: Array(fixIt.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func everySuggestionIsAFixItThatFixesTheFile() {
        let source = """
            let radius = 4
            style Bubble { cornerRadius: radus }
            tooltip T : Bubbel {
                text: "x"
                textColr: white
                background: whit
                textAlignment: centre
                arrow { edge: botom; position: centr }
                dismiss: aftr(4s)
            }
            font "F" { bolder: "F.ttf" }
            """
        let result = resolve(source)
        let fixes = result.diagnostics.sortedForOutput().flatMap(\.fixIts)
        #expect(fixes.map { "\($0.original) → \($0.replacement)" } == [
            "radus → radius", "Bubbel → Bubble", "textColr → textColor", "whit → white", "centre → center",
            "botom → bottom", "centr → center", "aftr → after", "bolder → bold",
        ])
        #expect(fixes.first?.title == "replace `radus` with `radius`")
        #expect(result.diagnostics.allSatisfy { $0.fixIts.count == $0.notes.filter { $0.message.hasPrefix("did you mean") }.count },
                "each fix-it is said in a note")
        let fixed = resolve(applyingFixIts(of: result, to: source))
        #expect(fixed.rendered == [], "\(fixed.rendered)")
    }

    /// What iOS developers write out of habit — Swift member syntax, a weight before the size,
    /// the width before the colour, commas between lengths or properties, an edge word as an
    /// arrow position — is each one diagnostic with one fix, and the fixes make a clean file.
    @Test func habitsFromSwiftEachGetTheFixThatMakesThemTip() {
        let source = """
            tooltip T {
                text: "x", background: .white
                textColor: Color.black
                font: semibold 15; border: 1.5 #FF0000
                padding: 8, 16
                arrow { edge: left; position: bottom }
            }
            tags G { items: ["a"]; spacing: 4, 6; tag { padding: 2, 4 } }
            """
        let result = resolve(source)
        let fixes = result.diagnostics.sortedForOutput().flatMap(\.fixIts)
        #expect(fixes.map { "\($0.original) → \($0.replacement)" } == [
            ", → ;", ".white → white", "Color.black → black", "semibold 15 → 15 semibold", "1.5 #FF0000 → #FF0000 1.5",
            "8, 16 → 8 16", "bottom → trailing(12)", "4, 6 → 4 6", "2, 4 → 2 4",
        ])
        #expect(result.diagnostics.count == fixes.count, "\(result.rendered)")
        #expect(result.diagnostics.allSatisfy { $0.severity == .error })
        let fixed = resolve(applyingFixIts(of: result, to: source))
        #expect(fixed.rendered == [], "\(fixed.rendered)")
    }

    /// Property names from CSS, the web and SwiftUI are each E020 with the `.tip` name as the
    /// fix (in the block where it is a property), and the fixes make a clean file.
    @Test func habitsFromCSSEachGetTheFixThatMakesThemTip() {
        let source = """
            tooltip T {
                text: "x"
                color: white; background-color: blue; borderRadius: 8
                font-size: 14; font-weight: bold; text-align: center; max-width: 200
            }
            tags G { items: ["a"]; tag { backgroundColor: red; border-radius: 4; foregroundColor: white } }
            """
        let result = resolve(source)
        let fixes = result.diagnostics.sortedForOutput().flatMap(\.fixIts)
        #expect(fixes.map { "\($0.original) → \($0.replacement)" } == [
            "color → textColor", "background-color → background", "borderRadius → cornerRadius", "font-size → font.size",
            "font-weight → font.weight", "text-align → textAlignment", "max-width → maxWidth", "backgroundColor → background",
            "border-radius → cornerRadius", "foregroundColor → textColor",
        ])
        #expect(result.diagnostics.allSatisfy { $0.code == .unknownProperty }, "\(result.rendered)")
        #expect(result.diagnostics.first?.notes.map(\.message) == ["write `textColor`, `.tip`'s name for `color`"])
        let fixed = resolve(applyingFixIts(of: result, to: source))
        #expect(fixed.rendered == [], "\(fixed.rendered)")
    }

    /// A web name whose `.tip` property is not a property of the block gets no such fix.
    @Test func aWebNameIsFixedOnlyWhereItsPropertyIs() {
        let result = resolve("tooltip T { text: \"x\"; shadow { border-radius: 4 } }")
        #expect(result.diagnostics.map(\.code) == [.unknownProperty])
        #expect(!result.diagnostics.flatMap(\.fixIts).contains { $0.replacement == "cornerRadius" })
    }

    /// A swap keeps the text as written: a colour given by a constant moves by its name.
    @Test func aSwapMovesAConstantByItsName() {
        let source = "let accent = white\ntooltip T { text: \"x\"; border: 2 accent }"
        let result = resolve(source)
        #expect(result.diagnostics.flatMap(\.fixIts).map(\.replacement) == ["accent 2"])
        #expect(resolve(applyingFixIts(of: result, to: source)).rendered == [])
    }

    /// A name that comes from a constant's value is not written where the constant is used: the
    /// note suggests, but no fix-it would replace the constant's name with it.
    @Test func namesFromAConstantsValueGetANoteButNoFixIt() throws {
        let result = resolve("let accent = center\ntooltip T { text: \"x\"; background: accent }")
        let diagnostic = try #require(result.with(.unknownColor).first)
        #expect(result.render(diagnostic) == "main.tip:2:36 E022 unknown colour `center`")
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func mistakesWithNothingCloseHaveNoFixIt() {
        let result = resolveTooltip("textAlignment: sideways")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.fixIts == [])
    }
}

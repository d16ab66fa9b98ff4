import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport
import TipText

/// Inline Markdown in a tooltip's title and text and in tag items, measured
/// with the built-in metrics, whose bold and monospaced advances differ from the regular ones.
@Suite struct StyledTextTests {
    let measurer = BuiltinTextMeasurer()

    private func layout(_ text: String, title: String? = nil, _ configure: (inout TooltipStyle) -> Void = { _ in }) -> TooltipLayout {
        Layout.tooltip(named: "T", content: TooltipContent(title: title, text: text), style: tooltipStyle(configure), measurer: measurer)
    }

    private func tooltip(_ text: String, title: String? = nil, _ configure: (inout TooltipStyle) -> Void = { _ in }) -> TipTooltip {
        layout(text, title: title, configure).tooltip
    }

    private func width(_ text: String, size: Double = 10, weight: Int = 400, monospaced: Bool = false) -> Double {
        measurer.width(of: text[...], in: FontRequest(size: size, weight: weight, monospaced: monospaced))
    }

    @Test func aStyledLineHasRunsInTheirFaces() throws {
        let tip = tooltip("Press `⌘N` for a **new** *note*")
        let line = try #require(tip.text.lines.first)
        #expect(line.text == "Press ⌘N for a new note")
        let runs = try #require(line.runs)
        #expect(runs.map(\.text) == ["Press ", "⌘N", " for a ", "new", " ", "note"])
        #expect(runs.map(\.font) == [
            TipFont(family: TipFont.systemFamily, size: 10, weight: .regular),
            TipFont(family: TipFont.systemFamily, size: 10, weight: .regular, monospaced: true),
            TipFont(family: TipFont.systemFamily, size: 10, weight: .regular),
            TipFont(family: TipFont.systemFamily, size: 10, weight: .bold),
            TipFont(family: TipFont.systemFamily, size: 10, weight: .regular),
            TipFont(family: TipFont.systemFamily, size: 10, weight: .regular, italic: true),
        ])
        #expect(runs[1].width == width("⌘N", monospaced: true))
        #expect(runs[3].width == width("new", weight: 700))
        // Side by side, from the line's x: no gap, no overlap.
        for (left, right) in zip(runs, runs.dropFirst()) { #expect(abs(left.x + left.width - right.x) < 1e-9) }
        #expect(abs(runs.last!.x + runs.last!.width - line.width) < 1e-9)
        #expect(abs(tip.text.frame.width - line.width) < 1e-9)
    }

    @Test func plainTextAndEscapesOnlyHaveNoRuns() {
        #expect(tooltip("Tap here").text.lines.allSatisfy { $0.runs == nil })
        let escaped = tooltip(#"2 \* 3 = 6 \`ok\`"#)
        #expect(escaped.text.lines.map(\.text) == ["2 * 3 = 6 `ok`"])
        #expect(escaped.text.lines.allSatisfy { $0.runs == nil })
        #expect(escaped.text.lines[0].width == width("2 * 3 = 6 `ok`"))
    }

    @Test func aBoldRunWrapsAcrossLinesAndOnlyStyledLinesHaveRuns() throws {
        let tip = tooltip("one two **three four five** six seven eight nine") { $0.width = width("one two three") + 32 + 2 }
        let lines = tip.text.lines
        #expect(lines.count >= 3)
        let first = try #require(lines[0].runs)
        #expect(first.last?.font.weight == .bold)
        let second = try #require(lines[1].runs)
        #expect(second.first?.font.weight == .bold)
        #expect(lines.last?.runs == nil)
        #expect(lines.allSatisfy { $0.width <= tip.text.frame.width + 1e-6 })
    }

    @Test func truncationKeepsRunsAndCountsTheLinesNeeded() throws {
        let layout = layout("**Widgets** now show your *writing streak* every day of the week") {
            $0.width = 100
            $0.numberOfLines = 1
        }
        let tip = layout.tooltip
        let line = try #require(tip.text.lines.first)
        #expect(tip.text.lines.count == 1 && line.text.hasSuffix("…"))
        let runs = try #require(line.runs)
        #expect(runs.first?.text == "Widgets" && runs.first?.font.weight == .bold)
        #expect(runs.last?.text == "…" && runs.last?.font == TipFont(family: TipFont.systemFamily, size: 10, weight: .regular))
        #expect(layout.textLinesNeeded > 1)
    }

    @Test func aTitleIsStyledAndStrongKeepsAHeavierWeight() throws {
        let tip = tooltip("Message", title: "New: **widgets**") {
            $0.title = TitleStyle(font: FontStyle(size: 12, weight: .black), textColor: DynamicColor(.clear), spacing: 4)
        }
        let runs = try #require(tip.title?.lines.first?.runs)
        #expect(runs.map(\.font.weight) == [.black, .black])
        let semibold = tooltip("Message", title: "New: **widgets**") {
            $0.title = TitleStyle(font: FontStyle(size: 12, weight: .semibold), textColor: DynamicColor(.clear), spacing: 4)
        }
        #expect(semibold.title?.lines.first?.runs?.map(\.font.weight) == [.semibold, .bold])
    }

    @Test func codeIsSetInTheSystemMonospacedFontWhateverTheFamily() throws {
        let tip = tooltip("Type `/streak`") { $0.font = FontStyle(family: "Brand", size: 10) }
        let runs = try #require(tip.text.lines.first?.runs)
        #expect(runs[1].font == TipFont(family: TipFont.systemFamily, size: 10, weight: .regular, monospaced: true))
        #expect(runs[0].font.family == "Brand")
        #expect(tip.text.lines[0].measuredWith == ["built-in"])
    }

    @Test func tagsAreStyledAndTruncatedWithTheirRuns() throws {
        let style = { (style: inout TagGroupStyle) in style.width = 60 }
        let group = Layout.tagGroup(
            named: "G", items: ["**New**", "plain", "**a very long bold tag**"], style: tagGroupStyle(style), measurer: measurer).group
        #expect(group.tags.map(\.text).prefix(2) == ["New", "plain"])
        #expect(group.tags[0].line.runs?.map(\.font.weight) == [.bold])
        #expect(group.tags[0].line.width == width("New", weight: 700))
        #expect(group.tags[1].line.runs == nil)
        let long = group.tags[2]
        #expect(long.text.hasSuffix("…") && long.frame.width == 60)
        #expect(long.line.runs?.map(\.font.weight) == [.bold, .regular])
        #expect(long.line.width <= 60 - 20 + 1e-6)
    }
}

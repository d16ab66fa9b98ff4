import Testing
import TipSyntax
@testable import TipPipeline

/// W006–W009: every locale and text size of a component is checked, and what will break is
/// reported at the component with the variant that breaks worst.
@Suite struct VariantCheckTests {
    private let catalog = TestCatalog.json([
        "tip": ["en": "Short tip", "de": "Ein viel zu langer deutscher Hinweistext, der nicht passt"],
        "a": ["en": "One", "de": "Eins"],
        "b": ["en": "Two", "de": "Zweiundzwanzigtausend"],
    ])

    /// The diagnostics of `source` (after a `strings` declaration) checked and built: both must
    /// agree.
    private func diagnostics(_ source: String, _ configure: (inout Compilation) -> Void = { _ in }) throws -> [String] {
        let project = try LocalizedProject(source: "strings \"Localizable.xcstrings\"\n" + source, catalog: catalog)
        let checked = try project.diagnostics(through: .fonts, configure)
        let built = try project.diagnostics(through: .layout, configure)
        #expect(checked == built)
        return built
    }

    @Test func textCutInOneLocaleIsReportedWithTheLocale() throws {
        let lines = try diagnostics("tooltip Tip { text: localized(\"tip\"); width: 120; numberOfLines: 2 }")
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.hasPrefix("W006 2:9 `Tip` in `de` at the default text size (large): its text needs "))
        // Cut with Bold Text too, one more variant.
        #expect(line.hasSuffix(" lines but shows 2 (`numberOfLines`), so the rest is cut off; 1 more variant fails too (--every-variant lists them)"))
    }

    /// W009: an arrow kept off a rounded corner, reported once for the design (not per locale
    /// or size), by check and build alike; one placed as asked says nothing.
    @Test func anArrowMovedOffACornerIsReportedOnce() throws {
        let lines = try diagnostics("""
            tooltip Moved { text: localized("tip"); cornerRadius: 12; arrow: top leading(2) }
            tooltip Placed { text: localized("tip"); cornerRadius: 12; arrow: bottom trailing(12) }
            tooltip Centred { text: "x"; arrow: left }
            """, { $0.sizeCategories = [.xSmall, .accessibility5] })
        #expect(lines == [
            "W009 2:9 `Moved`: its arrow is moved 10 points from where `leading(2)` puts it, to keep clear of the rounded corners (cornerRadius 12)",
        ])
    }

    /// W006 for a title, on its own; W010 for an action title truncated to fit its button,
    /// in a locale and as designed alike.
    @Test func aTitleCutAndATruncatedActionAreReported() throws {
        let title = try diagnostics("tooltip Tip { title { text: localized(\"tip\"); numberOfLines: 1 }; text: \"m\"; width: 120 }")
        // Cut in both locales (in the source language at larger text sizes): one warning each.
        #expect(title.count == 2)
        for (line, locale) in zip(title, ["en", "de"]) {
            #expect(line.hasPrefix("W006 2:9 `Tip` in `\(locale)` at ") && line.contains(": its title needs "))
            #expect(line.contains(" lines but shows 1 (`title.numberOfLines`), so the rest is cut off"))
        }
        let action = try diagnostics("tooltip Tip { text: \"m\"; width: 120; actions: [action(localized(\"tip\"), id: \"more\")] }")
        #expect(action.count == 2)
        #expect(action.last?.hasPrefix("W010 2:9 `Tip` in `de` at text size AX5 (`accessibilityExtraExtraExtraLarge`): the title of its action `more` shows “") == true)
        // As designed too: no property asks for a truncated action.
        let designed = try diagnostics("tooltip Tip { text: \"m\"; width: 100; actions: [action(\"A title longer than the bubble\", id: \"long\")]; action.font: 15 }")
        #expect(designed == [
            "W010 2:9 `Tip` in `en` at the default text size (large): the title of its action `long` shows “A tit…”: the bubble is too narrow "
                + "for the button; 1 more variant fails too (--every-variant lists them)",
        ])
    }

    /// Bold Text is a variant as text sizes are: a text that fits at the regular weight but
    /// not one weight heavier is W006 naming Bold Text; one that fits both says nothing.
    @Test func textCutWithBoldTextAloneIsReported() throws {
        let cut = try diagnostics("tooltip Tip { text: \"Tap here to see what changed in this release\"; width: 220; numberOfLines: 2; font: 17 }")
        #expect(cut == [
            "W006 2:9 `Tip` in `en` at the default text size (large) with Bold Text: its text needs 3 lines but shows 2 (`numberOfLines`), so the rest is cut off",
        ])
        #expect(try diagnostics("tooltip Tip { text: \"Tap here to see what changed in this release\"; width: 260; numberOfLines: 2; font: 17 }").isEmpty)
        let every = try diagnostics("tooltip Tip { text: \"Tap here to see what changed in this release\"; width: 220; numberOfLines: 2; font: body }") {
            $0.reportsEveryVariant = true
        }
        #expect(every.contains { $0.contains("at the default text size (large) with Bold Text:") })
        #expect(every.contains { $0.contains("at text size AX5 (`accessibilityExtraExtraExtraLarge`) with Bold Text:") })
        #expect(every.contains { $0.contains("at text size AX5 (`accessibilityExtraExtraExtraLarge`):") })
    }

    @Test func textCutAsDesignedIsNotReported() throws {
        // The source language is cut too: that is what the file asks for, and the sheet shows it.
        #expect(try diagnostics("tooltip Tip { text: localized(\"tip\"); width: 40; numberOfLines: 1 }").isEmpty)
    }

    @Test func textCutAtLargeTextSizesNamesTheWorstAndCountsTheOthers() throws {
        let source = "tooltip Tip { text: \"Several words that wrap\"; font: body; width: 200; numberOfLines: 2 }"
        let lines = try diagnostics(source)
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        // A text that is not localized is the source language's in every locale.
        #expect(line.hasPrefix("W006 2:9 `Tip` in `en` at text size AX5 (`accessibilityExtraExtraExtraLarge`): "))
        #expect(line.contains(" more variants fail too (--every-variant lists them)"))
        let every = try diagnostics(source) { $0.reportsEveryVariant = true }
        #expect(every.count > 1)
        #expect(every.allSatisfy { $0.hasPrefix("W006 2:9 `Tip` in `en` at text size AX") && !$0.contains("more variant") })
        // The worst of equals is the first laid out: the regular weight before Bold Text.
        #expect(every.contains(try #require(line.components(separatedBy: "; ").first)))
        #expect(every.contains { $0.contains(" with Bold Text: ") })
    }

    @Test func tagsHiddenByMaxRowsInOneLocale() throws {
        let lines = try diagnostics("tags Tags { items: [localized(\"a\"), localized(\"b\")]; width: 130; maxRows: 1 }")
        #expect(lines == [
            "W007 2:6 `Tags` in `de` at the default text size (large): its 1 row (`maxRows`) hide 1 tag in the `+1` tag; "
                + "1 more variant fails too (--every-variant lists them)",
        ])
    }

    /// W017: a tag wider than its group, in the design itself and in a locale where its text
    /// grows; a group whose tags fit in every variant has nothing to report.
    @Test func aTagCutOffIsReportedInEveryVariantTheDesignIncluded() throws {
        let designed = try diagnostics("tags Tags { items: [\"A topic far too long for the group\", \"Two\"]; width: 120 }")
        #expect(designed.count == 1)
        #expect(designed.first?.hasPrefix("W017 2:6 `Tags` in `en` at the default text size (large): its tag “A topic") == true)
        #expect(designed.first?.contains("…” is cut off: wider than the group (`width`)") == true)
        let localized = try diagnostics("tags Tags { items: [localized(\"a\"), localized(\"b\")]; width: 150; tag.font: 17 }")
        #expect(localized.count == 1)
        #expect(localized.first?.hasPrefix("W017 2:6 `Tags` in `de` at the default text size (large): its tag “Zweiund") == true)
        let fitting = try diagnostics("tags Tags { items: [localized(\"a\"), localized(\"b\")]; width: 300; tag.font: 17 }")
        #expect(fitting.isEmpty)
    }

    @Test func aComponentOverItsBudgetIsReportedEvenAsDesigned() throws {
        let lines = try diagnostics("tooltip Tip { text: localized(\"tip\"); budget { width: 60; height: 200 } }")
        // Each locale's widest variant, with Bold Text; each is over budget at both weights.
        #expect(lines.count == 2)
        for (line, locale) in zip(lines, ["en", "de"]) {
            #expect(line.hasPrefix("W008 2:9 `Tip` in `\(locale)` at the default text size (large) with Bold Text: it is "))
            #expect(line.hasSuffix(" points wide, over its budget of 60; 1 more variant fails too (--every-variant lists them)"))
        }
    }

    @Test func widthAndHeightOverBudgetAreOneCheck() throws {
        let lines = try diagnostics("tooltip Tip { text: localized(\"tip\"); maxWidth: 120; budget { width: 100; height: 30 } }") {
            $0.reportsEveryVariant = true
        }
        // Each in two locales at two weights.
        #expect(lines.filter { $0.contains(" wide, ") }.count == 4)
        #expect(lines.filter { $0.contains(" tall, ") }.count == 4)
    }

    @Test func thePseudoLocaleIsCheckedToo() throws {
        let lines = try diagnostics("tooltip Tip { text: localized(\"a\"); width: 90; numberOfLines: 1 }") { $0.pseudoLocale = true }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("W006 2:9 `Tip` in the pseudo-locale at the default text size (large): ") == true)
    }

    @Test func componentsWithNothingToCheckAreNotReported() throws {
        #expect(try diagnostics("tooltip Tip { text: localized(\"tip\"); width: 100 }").isEmpty)
        #expect(VariantChecks.scope(of: .tooltip(.init(name: "T", nameSpan: Span(file: FileID(0), start: 0, end: 0), text: "x", style: .init()))) == .none)
    }
}

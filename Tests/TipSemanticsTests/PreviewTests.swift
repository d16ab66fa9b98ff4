import Testing
import TipStyle
import TipSemantics

/// `preview { … }`: what the sheet shows and the JSON lays out in full.
@Suite struct PreviewTests {
    @Test func withoutAPreviewOnlyTheDefaultCategory() {
        #expect(resolve("tooltip T { text: \"x\" }").document.preview == .standard)
        #expect(PreviewSettings.standard.sizeCategories == [.large])
    }

    @Test func categoriesByAnyOfTheirNamesSortedOnce() {
        let result = resolve("preview { sizeCategories: AX3, large, xSmall, accessibility3 }\ntooltip T { text: \"x\" }")
        #expect(result.rendered == [])
        #expect(result.document.preview.sizeCategories == [.xSmall, .large, .accessibility3])
        #expect(resolve("preview { sizeCategories: all }").document.preview.sizeCategories == ContentSizeCategory.allCases)
    }

    @Test func mistakes() {
        let result = resolve("""
            preview {
                sizeCategory: large
                sizeCategories: AX6
                sizeCategories: "large"
                tag { x: 1 }
            }
            preview { sizeCategories: large }
            """)
        #expect(result.rendered == [
            "main.tip:2:5 E020 `preview` has no property `sizeCategory`",
            "main.tip:3:21 E023 unknown content size category `AX6`",
            "main.tip:4:5 W003 `sizeCategories` is set twice in this block; the last one wins",
            "main.tip:4:21 E040 expected a content size category, found a string",
            "main.tip:5:5 E020 `preview` has no property `tag`",
            "main.tip:7:1 E025 this file already has a `preview`",
        ])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean `sizeCategories`?"])
    }

    @Test func legibilityWeightsRegularFirstOnce() {
        let result = resolve("preview { legibilityWeights: bold, regular, bold }")
        #expect(result.rendered == [])
        #expect(result.document.preview.legibilityWeights == [.regular, .bold])
        #expect(resolve("preview { appearances: dark }").document.preview.legibilityWeights == [.regular])
        #expect(resolve("preview { overlay: accessibility }").document.preview.overlays == [.accessibility])
        let misspelt = resolve("preview { legibilityWeights: heavy }")
        #expect(misspelt.rendered == ["main.tip:1:30 E023 unknown value `heavy` for `legibilityWeights`"])
    }

    @Test func appearancesLightFirstOnce() {
        let result = resolve("preview { appearances: dark, light, dark; sizeCategories: AX1 }")
        #expect(result.rendered == [])
        #expect(result.document.preview == PreviewSettings(sizeCategories: [.accessibility1], appearances: [.light, .dark]))
        let misspelt = resolve("preview { appearances: drak }")
        #expect(misspelt.rendered == ["main.tip:1:24 E023 unknown value `drak` for `appearances`"])
        #expect(misspelt.diagnostics.first?.notes.map(\.message) == ["did you mean `dark`?"])
    }

    /// An imported file's preview is checked but shows only that file.
    @Test func onlyTheMainFilesPreviewCounts() {
        let result = resolve("import \"other.tip\"\ntooltip T { text: \"x\" }", files: ["other.tip": "preview { sizeCategories: AX5 }"])
        #expect(result.rendered == [])
        #expect(result.document.preview == .standard)
    }
}

import Testing
import TipStyle
import TipSemantics

/// `strings "…"`, `localized("key")` in texts and tag items, `preview { locales }` and `budget`:
/// what the resolver makes of them, and each mistake at its place.
@Suite struct LocalizedTextTests {
    @Test func aTooltipTextAndTagItemsMayNameKeys() throws {
        let result = resolve("""
            strings "Localizable.xcstrings"
            tooltip T { text: localized("tip.key") }
            tags G { items: ["Swift", localized("tag.a"), localized("tag.b")] }
            """)
        #expect(result.rendered == [])
        let tooltip = try #require(result.tooltip("T"))
        #expect(tooltip.localizedKey?.key == "tip.key")
        #expect(result.location(try #require(tooltip.localizedKey).span) == "main.tip:2:29")
        let group = try #require(result.tags("G"))
        #expect(group.items.first == "Swift")
        #expect(group.itemKeys.mapValues(\.key) == [1: "tag.a", 2: "tag.b"])
        #expect(result.document.strings?.path == "Localizable.xcstrings")
    }

    @Test func theTableIsFoundFromTheFileThatDeclaresIt() {
        let result = resolve("import \"shared/strings.tip\"\ntooltip T { text: localized(\"k\") }",
                             files: ["shared/strings.tip": "strings \"../Resources/Localizable.xcstrings\""], folders: ["shared"])
        #expect(result.rendered == [])
        #expect(result.document.strings?.path == "Resources/Localizable.xcstrings")
    }

    @Test func aCompilationHasOneTable() {
        let result = resolve("strings \"a.xcstrings\"\nstrings \"b.xcstrings\"")
        #expect(result.rendered == ["main.tip:2:9 E025 a strings table is already declared: one table serves every `localized(…)` of a compilation"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["first declared here"])
        #expect(result.document.strings?.path == "a.xcstrings")
    }

    @Test func localizedTakesOneKeyString() {
        let result = resolve("""
            tooltip A { text: localized(42) }
            tooltip B { text: localized("a", "b") }
            tooltip C { text: localized() }
            tooltip D { text: "x"; textColor: localized("red") }
            """)
        #expect(result.rendered.map { $0.components(separatedBy: " ").prefix(2).joined(separator: " ") } == [
            "main.tip:1:29 E040", "main.tip:2:19 E041", "main.tip:3:19 E041", "main.tip:4:35 E044",
        ])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["write `localized(\"key\")` with a key of the strings table"])
    }

    @Test func previewLocalesAreStringsInOrder() {
        let result = resolve("preview { locales: \"ko\", \"ja\" }")
        #expect(result.rendered == [])
        #expect(result.document.preview.locales == ["ko", "ja"])
        #expect(resolve("tooltip T { text: \"x\" }").document.preview.locales == nil)
        let unquoted = resolve("preview { locales: ko }")
        #expect(unquoted.rendered.map { $0.prefix(20) } == ["main.tip:1:20 E040 e"])
    }

    @Test func aBudgetLimitsEitherSideOrBoth() throws {
        let both = resolve("tooltip T { text: \"x\"; budget { width: 200; height: 80 } }")
        #expect(both.rendered == [])
        #expect(both.tooltip("T")?.style.budget == SizeBudget(width: 200, height: 80))
        let wide = resolve("tags G { items: [\"a\"]; budget.width: 300 }")
        #expect(wide.tags("G")?.style.budget == SizeBudget(width: 300, height: nil))
        #expect(resolve("tooltip T { text: \"x\" }").tooltip("T")?.style.budget == nil)
    }

    @Test func aBudgetIsInheritedAndSwitchedOffByNone() {
        let result = resolve("""
            style Base { budget { width: 200 } }
            tooltip A: Base { text: "x" }
            tooltip B: Base { text: "x"; budget: none }
            tooltip C: Base { text: "x"; budget.height: 50 }
            """)
        #expect(result.rendered == [])
        #expect(result.tooltip("A")?.style.budget == SizeBudget(width: 200, height: nil))
        #expect(result.tooltip("B")?.style.budget == nil)
        #expect(result.tooltip("C")?.style.budget == SizeBudget(width: 200, height: 50))
    }

    @Test func aBudgetMustBePositive() {
        let result = resolve("tooltip T { text: \"x\"; budget { width: 0; height: -5 } }")
        #expect(result.rendered.map { $0.components(separatedBy: " ").prefix(2).joined(separator: " ") } == [
            "main.tip:1:40 E043", "main.tip:1:51 E043",
        ])
    }
}

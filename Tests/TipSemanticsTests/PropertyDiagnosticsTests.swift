import Testing
import TipSemantics
import TipSyntax

/// Diagnostics about property names and kinds: E020, W001, W002, W003.
@Suite struct PropertyDiagnosticsTests {
    @Test func unknownPropertySuggestsTheClosestName() {
        let result = resolveTooltip("backgrund: red")
        #expect(result.rendered == ["main.tip:3:5 E020 unknown property `backgrund`"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["did you mean `background`?"])
    }

    @Test func unknownMemberOfABlock() {
        let result = resolveTooltip("arrow { edgee: top }\n    tag.font.size: 3")
        #expect(result.rendered == [
            "main.tip:3:13 E020 `arrow` has no property `edgee`",
            "main.tip:4:5 E047 `tag` is not a property of a tooltip",
        ])
        #expect(result.with(.unknownProperty).first?.notes.map(\.message) == ["did you mean `edge`?"])
    }

    @Test func subPropertyOfAPlainProperty() {
        let result = resolveTooltip("cornerRadius.x: 3\n    text { a: 1 }")
        #expect(result.rendered == [
            "main.tip:3:18 E020 `cornerRadius` has no sub-properties",
            "main.tip:4:5 E040 `text` takes a value, not a block: write `text: …`",
        ])
    }

    @Test func propertyOfTheOtherKindWrittenDirectly() {
        let result = resolve("tooltip T { text: \"x\"; rowHeight: 30 }\ntags G { items: []; font: 15 }")
        #expect(result.rendered == [
            "main.tip:1:24 E047 `rowHeight` is not a property of a tooltip",
            "main.tip:2:21 E047 `font` is not a property of a tag group",
        ])
        #expect(result.with(.propertyOfOtherKind).last?.notes.map(\.message) == ["to style every tag, write it inside `tag { font: … }`"])
    }

    @Test func propertyOfTheOtherKindInheritedFromAStyle() throws {
        let result = resolve("""
            style Shared {
                background: red
                rowHeight: 30
                spacing: 4 6
            }
            tooltip T : Shared { text: "x" }
            tags G : Shared { items: [] }
            """)
        #expect(result.rendered == [
            "main.tip:6:13 W001 `rowHeight` has no effect on a tooltip",
            "main.tip:6:13 W001 `spacing` has no effect on a tooltip",
        ])
        let notes = result.with(.propertyHasNoEffect).compactMap(\.notes.first)
        #expect(notes.map(\.message) == ["`rowHeight` is set here, in `Shared`", "`spacing` is set here, in `Shared`"])
        #expect(notes.compactMap(\.span).map(result.location) == ["main.tip:3:5", "main.tip:4:5"])
        #expect(try #require(result.tags("G")).style.verticalSpacing == 6)
    }

    /// A property without effect is found however far up the chain it is written; a chain that
    /// writes only what applies to the component's kind gives no warning, nor does an
    /// inherited property the component writes itself.
    @Test func inheritedPropertiesWithoutEffectAnywhereUpTheChain() {
        let result = resolve("""
            style Top { rowHeight: 30 }
            style Middle : Top { textColor: red }
            tooltip T : Middle { text: "x" }
            style Plain { textColor: red; cornerRadius: 4 }
            tooltip U : Plain { text: "y" }
            tooltip V : T { rowHeight: 10 }
            """)
        #expect(result.rendered == [
            "main.tip:3:13 W001 `rowHeight` has no effect on a tooltip",
            "main.tip:6:17 E047 `rowHeight` is not a property of a tooltip",  // its own, which hides Top's
        ])
    }

    @Test func unusedStyleOfTheMainFileOnly() {
        let result = resolve(
            "import \"lib.tip\"\nstyle Used {}\nstyle Middle : Used {}\nstyle Unused {}\ntooltip T : Middle { text: \"x\" }",
            files: ["lib.tip": "style LibraryStyle {}"])
        #expect(result.rendered == ["main.tip:4:7 W002 style `Unused` is never used"])
    }

    /// A file of styles and no component is a library: compiled on its own, none is unused.
    @Test func aLibraryFileHasNoUnusedStyles() {
        #expect(resolve("style Brand { cornerRadius: 8 }\nstyle Other : Brand {}\nstyle Lone {}").rendered == [])
        #expect(resolve("style Lone {}\ntags G { items: [] }").rendered == ["main.tip:1:7 W002 style `Lone` is never used"])
    }

    /// What a build of several inputs needs to forgive W002: every style named as a parent, in
    /// any file of the compilation, by the path of its file.
    @Test func theUsedStylesOfEveryFileAreListed() {
        let result = resolve(
            "import \"lib/a.tip\"\nstyle Local {}\ntooltip T : Brand { text: \"x\" }\ntooltip U : Local { text: \"y\" }",
            files: ["lib/a.tip": "style Base {}\nstyle Brand : Base {}\nstyle Lonely {}"])
        #expect(Set(result.document.usedStyles) == [
            StyleUse(file: "lib/a.tip", name: "Base"), StyleUse(file: "lib/a.tip", name: "Brand"), StyleUse(file: "main.tip", name: "Local"),
        ])
    }

    @Test func samePropertyTwiceInOneBlock() {
        let result = resolveTooltip("cornerRadius: 1\n    arrow { width: 2 }\n    cornerRadius: 3\n    arrow.width: 4")
        #expect(result.rendered == [
            "main.tip:5:5 W003 `cornerRadius` is set twice in this block; the last one wins",
            "main.tip:6:5 W003 `arrow.width` is set twice in this block; the last one wins",
        ])
        let notes = result.diagnostics.sortedForOutput().compactMap { $0.notes.first?.span.map(result.location) }
        #expect(notes == ["main.tip:3:5", "main.tip:4:13"])
        #expect(result.tooltip("T")?.style.cornerRadius == 3)
        #expect(result.tooltip("T")?.style.arrow.width == 4)
    }

    @Test func aStylesBadValueIsReportedOnce() {
        let result = resolve("""
            style S { cornerRadius: -2 }
            tooltip A : S { text: "a" }
            tooltip B : S { text: "b" }
            """)
        #expect(result.rendered == ["main.tip:1:25 E043 `cornerRadius` must not be negative, found -2"])
    }
}

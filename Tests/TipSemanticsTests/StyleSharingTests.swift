import Testing
import TipSemantics
import TipStyle

/// Tooltips of one look share one style storage, so that many of them hold it once; a tooltip
/// of the same look as one before it (its parent, the values it writes but its content's, whether
/// it has a title and actions) takes that style without building it.
@Suite struct StyleSharingTests {
    @Test func tooltipsOfEqualStylesShareTheirStorage() throws {
        let resolution = resolve("""
            style Bubble { background: #01B7FF; cornerRadius: 10 }
            tooltip First : Bubble { text: "one" }
            tooltip Second : Bubble { text: "two, longer" }
            tooltip Same { background: #01B7FF; cornerRadius: 10; text: "written out" }
            tooltip Other : Bubble { text: "three"; opacity: 0.5 }
            """)
        #expect(resolution.diagnostics.isEmpty)
        let styles = resolution.document.components.compactMap { component -> TooltipStyle? in
            if case .tooltip(let tooltip) = component { tooltip.style } else { nil }
        }
        try #require(styles.count == 4)
        #expect(styles[0].storageIdentity == styles[1].storageIdentity)
        #expect(styles[0].storageIdentity == styles[2].storageIdentity)
        #expect(styles[3] != styles[0] && styles[3].opacity == 0.5 && styles[0].opacity == 1)
    }

    /// Each tooltip's style is the one it has resolved alone, however its neighbours look: a
    /// title, actions, another parent or another value make another look.
    @Test func aTooltipTakesOnlyTheStyleOfItsOwnLook() throws {
        let styles = """
            style Bubble { background: #01B7FF; cornerRadius: 10 }
            style Faded : Bubble { opacity: 0.5 }
            """
        let tooltips = [
            "tooltip A : Bubble { text: \"one\" }",
            "tooltip B : Bubble { text: \"two\"; title { text: \"Heads up\" } }",
            "tooltip C : Bubble { text: \"three\"; actions: [\"Got it\"] }",
            "tooltip D : Faded { text: \"four\" }",
            "tooltip E : Bubble { text: \"five\"; width: 200 }",
            "tooltip F : Bubble { text: \"six\"; width: 220 }",
            "tooltip G : Bubble { text: \"seven\"; width: 220 }",
            "tooltip H : Bubble { text: \"eight\"; actions: none }",
            "tooltip I : Bubble { text: \"nine\" }",
        ]
        let together = resolve(([styles] + tooltips).joined(separator: "\n"))
        #expect(together.rendered == [])
        let resolved = together.document.components.compactMap { component -> ResolvedTooltip? in
            if case .tooltip(let tooltip) = component { tooltip } else { nil }
        }
        try #require(resolved.count == tooltips.count)
        for (tooltip, source) in zip(resolved, tooltips) {
            let alone = try #require(resolve(styles + "\n" + source).tooltip(tooltip.name))
            #expect(tooltip.style == alone.style, "\(tooltip.name)")
        }
        let style = Dictionary(uniqueKeysWithValues: resolved.map { ($0.name, $0.style) })
        #expect(style["G"]?.storageIdentity == style["F"]?.storageIdentity)
        #expect(style["I"]?.storageIdentity == style["A"]?.storageIdentity)
        #expect(style["H"]?.storageIdentity == style["A"]?.storageIdentity)
        #expect(Set(["A", "B", "C", "D", "E", "F"].compactMap { style[$0] }).count == 6)
    }
}

import Testing
import TipSemantics
import TipStyle

/// Tooltips of one look share one style storage, so that many of them hold it once.
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
}

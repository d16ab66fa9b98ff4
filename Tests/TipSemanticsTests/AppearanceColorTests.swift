import Testing
import TipStyle
import TipSemantics

/// Colours in light and dark: UIKit's dynamic colours, literals, and `color(light:, dark:)`.
@Suite struct AppearanceColorTests {
    private func background(_ value: String) throws -> DynamicColor {
        let result = resolveTooltip("background: \(value)")
        #expect(result.rendered == [], "\(value)")
        return try #require(result.tooltip("T")).style.background
    }

    @Test func literalsAreTheSameInBothSystemColoursAreNot() throws {
        #expect(try background("#01B7FF") == rgba(0x01B7FFFF))
        #expect(try background("rgb(1, 2, 3)") == rgba(0x010203FF))
        #expect(try background("white") == rgba(0xFFFFFFFF))
        let label = try background("label")
        #expect(label.light == rgba(0x000000FF).light && label.dark == rgba(0xFFFFFFFF).light)
    }

    @Test func aPairGivesEachAppearanceItsColour() throws {
        let pair = try background("color(light: #FFFFFF, dark: #1C1C1E)")
        #expect(pair == DynamicColor(light: rgba(0xFFFFFFFF).light, dark: rgba(0x1C1C1EFF).light))
        // Each side may be any colour written once: a system colour gives the side its value there.
        let mixed = try background("color(light: systemBlue, dark: rgba(0, 0, 0, 0.5))")
        #expect(mixed.light == rgba(0x007AFFFF).light && mixed.dark == rgba(0x00000080).light)
        // Line breaks inside the call, a constant holding a pair, a pair in a border.
        #expect(try background("color(\n        light: #FFFFFF,\n        dark: #000000\n    )").dark == rgba(0x000000FF).light)
        let result = resolve("let surface = color(light: #F2F2F7, dark: #1C1C1E)\ntooltip T { text: \"x\"; background: surface; border: color(light: black, dark: white) 1 }")
        #expect(result.rendered == [])
        let style = try #require(result.tooltip("T")).style
        #expect(style.background.dark == rgba(0x1C1C1EFF).light)
        #expect(style.border?.color == DynamicColor(light: rgba(0x000000FF).light, dark: rgba(0xFFFFFFFF).light))
    }

    @Test func aSideNotWrittenTakesItsColoursIncreasedContrastValue() throws {
        // systemBlue's own increased values (#0040DD, #409CFF); a literal keeps its value.
        let system = try background("color(light: systemBlue, dark: #1C1C1E)")
        #expect(system.lightIncreasedContrast == rgba(0x0040DDFF).light && system.darkIncreasedContrast == rgba(0x1C1C1EFF).light)
        #expect(try background("systemBlue").darkIncreasedContrast == rgba(0x409CFFFF).light)
        // Written sides win, and take their colour's value in their own appearance.
        let written = try background("color(light: #FFFFFF, dark: #000000, lightIncreasedContrast: systemBlue, darkIncreasedContrast: systemBlue)")
        #expect(written.lightIncreasedContrast == rgba(0x0040DDFF).light && written.darkIncreasedContrast == rgba(0x409CFFFF).light)
        #expect(written.light == rgba(0xFFFFFFFF).light && written.dark == rgba(0x000000FF).light)
    }

    @Test func mistakes() {
        let missing = resolveTooltip("background: color(light: #FFFFFF)")
        #expect(missing.rendered == ["main.tip:3:17 E041 `color` takes `light:` then `dark:`, then optionally `lightIncreasedContrast:` and `darkIncreasedContrast:`, found `light:` (missing `dark:`)"])
        #expect(missing.diagnostics.first?.notes.map(\.message) == ["write `color(light: #FFFFFF, dark: #1C1C1E)`"])
        #expect(resolveTooltip("background: color(dark: #000000, light: #FFFFFF)").with(.wrongArity).count == 1)
        #expect(resolveTooltip("background: color(#FFFFFF, #000000)").with(.wrongArity).count == 1)
        #expect(resolveTooltip("background: color(light: #FFFFFF, dark: color(light: #000, dark: #111))").with(.typeMismatch).count == 1)
        #expect(resolveTooltip("background: color(light: whit, dark: black)").with(.unknownColor).first?.notes.map(\.message) == ["did you mean `white`?"])
        let labelled = resolveTooltip("background: rgb(red: 1, 2, 3)")
        #expect(labelled.rendered == ["main.tip:3:21 E040 `red:` labels an argument only in `color(…)`, `action(…)` and `item(…)`, not in `rgb`"])
        #expect(resolveTooltip("arrow.position: leading(by: 12)").with(.typeMismatch).count == 1)
        #expect(resolveTooltip("background: colour(light: #FFF, dark: #000)").with(.unknownFunction).first?.notes.map(\.message) == ["did you mean `color`?"])
    }
}

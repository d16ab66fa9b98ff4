import Foundation
import DemoTips
import Testing
import TipRuntime

/// The JSON the TipcPlugin generated from `Sources/DemoTips/Tips/*.tip` is in the module's
/// bundle and decodes with TipRuntime.
@Suite struct DemoTipsTests {
    @Test func onboardingTooltips() throws {
        let document = try DemoTips.document(named: "Onboarding")
        #expect(document.version == 4)
        #expect(document.source == "Sources/DemoTips/Tips/Onboarding.tip")  // package-relative: the same bytes in every checkout
        #expect(document.components.map(\.name) == ["Welcome", "Settings"])

        let welcome = try #require(document.tooltip(named: "Welcome"))
        #expect(welcome.bubble.fill == TipDynamicColor(try TipColor(hex: "#0A84FFFF")))  // `accent`, from the import: a literal, the same in dark
        #expect(welcome.text.color.light.hex == "#FFFFFFFF")
        #expect(welcome.text.font == TipFont(family: "system", size: 15, weight: .semibold))
        #expect(welcome.text.lines.map(\.text).joined(separator: " ") == "Welcome! Tap here to start.")
        #expect(welcome.arrow?.edge == .top)
        #expect(welcome.arrow?.apex == welcome.anchor)
        #expect(welcome.behavior.dismiss == [.tap, .after])
        #expect(welcome.behavior.autoDismissAfter == 5)
        #expect(welcome.bubble.path.commands.first.map { if case .move = $0 { true } else { false } } == true)

        let settings = try #require(document.tooltip(named: "Settings"))
        #expect(settings.bubble.fill.light.hex == "#1C1C1EFF")  // `ink`, from the import
        #expect(settings.arrow?.edge == .bottom)
    }

    @Test func topicsTagGroup() throws {
        let document = try DemoTips.document(named: "Topics")
        let topics = try #require(document.tagGroup(named: "Topics"))
        #expect(topics.tags.map(\.text) == ["Swift", "UIKit", "SwiftUI", "Combine"])
        #expect(topics.size.width == 200)
        #expect(topics.rows >= 2)  // four chips do not fit in 200 pt on one row
        #expect(topics.tags.allSatisfy { $0.fill.light.hex == "#0A84FFFF" && $0.frame.maxX <= 200 })
    }

    @Test func textAndItemsFromRunTimeInTheCompiledStyles() throws {
        let engine = TipLayoutEngine()
        let onboarding = try DemoTips.document(named: "Onboarding")
        let style = try onboarding.tooltipStyle(named: "Welcome")
        // The compiled text, laid out again on the "device", is the compiled component…
        let again = engine.layout(style, text: "Welcome! Tap here to start.")
        #expect(TipComponent.tooltip(again) == onboarding.component(named: "Welcome"))
        // …and a string from the server gets the same look.
        let greeting = engine.layout(style, text: "Welcome back, Ada! You have 3 new messages.")
        #expect(greeting.bubble.fill.light.hex == "#0A84FFFF")
        #expect(greeting.arrow?.edge == .top)
        #expect(greeting.size.width > again.size.width || greeting.text.lines.count > again.text.lines.count)

        // Placed next to a 44-point button near the top of a phone screen: the "Welcome" arrow is on
        // top (below its target), so it stays below; its apex touches the button's bottom middle.
        let button = TipRect(x: 300, y: 60, width: 44, height: 44)
        let placed = engine.place(style, text: "Welcome back, Ada!", target: button, in: TipRect(x: 0, y: 0, width: 390, height: 844))
        #expect(placed.tooltip.arrow?.edge == .top)
        #expect(abs(placed.frame.y + placed.tooltip.anchor.y - button.maxY) < 0.001)
        #expect(placed.frame.maxX <= 390 - 8)

        let topics = try DemoTips.document(named: "Topics")
        let words = engine.layout(try topics.tagStyle(named: "Topics"), items: ["Swift", "Concurrency", "Macros"])
        #expect(words.tags.map(\.text) == ["Swift", "Concurrency", "Macros"])
        #expect(words.tags.allSatisfy { $0.fill.light.hex == "#0A84FFFF" && $0.frame.maxX <= 200 })
    }

    /// The runtime contract's own example (runtime-and-variants.md), as an app writes it.
    @Test func theContractsExampleCompilesAndRuns() throws {
        let jsonData = try DemoTips.document(named: "Onboarding").encoded()  // what an app reads from its bundle
        let document = try TipDocument.decode(from: jsonData)
        let style: TipTooltipStyle = try document.tooltipStyle(named: "Welcome")
        let tagStyle: TipTagStyle = try DemoTips.document(named: "Topics").tagStyle(named: "Topics")
        let engine = TipLayoutEngine()
        #expect(throws: TipRuntimeError.self) { try TipLayoutEngine(fontDirectories: ["Fonts"]) }  // no such folder here
        let tooltip: TipTooltip = engine.layout(style, text: "Text from the server")
        let tags: TipTagGroup = engine.layout(tagStyle, items: ["Swift", "UIKit"])
        let placed: TipPlacement = engine.place(style, text: "…", target: TipRect(x: 40, y: 300, width: 44, height: 44),
                                                in: TipRect(x: 0, y: 0, width: 390, height: 844))
        #expect(tooltip.name == "Welcome" && tags.tags.count == 2)
        #expect(abs(placed.frame.origin.x + placed.tooltip.anchor.x - 62) < 0.001)
    }

    @Test func everyTipFileBecameAResource() throws {
        #expect(try DemoTips.document(named: "Brand").components.isEmpty)  // constants only
        #expect(throws: DemoTips.LoadError.missingResource("Nothing")) {
            try DemoTips.document(named: "Nothing")
        }
    }
}

import Foundation
@testable import DemoTips
import Testing
import TipRuntime

/// The TipcPlugin compiled `Sources/DemoTips/Tips/*.tip` into JSON resources of the module and
/// into typed accessors (`Onboarding.welcome`, `Topics.topics`), which read them with TipRuntime.
/// The accessors are internal to the module, as generated code is: `@testable` reaches them.
@Suite struct DemoTipsTests {
    @Test func onboardingTooltips() throws {
        let document = try Onboarding.welcome.document()
        #expect(document.version == 4)
        #expect(document.source == "Sources/DemoTips/Tips/Onboarding.tip")  // package-relative: the same bytes in every checkout
        #expect(document.components.map(\.name) == ["Welcome", "Settings"])

        let welcome: TipTooltip = Onboarding.welcome.layout
        #expect(welcome.name == "Welcome")
        #expect(welcome.bubble.fill == TipDynamicColor(try #require(TipColor(hex: "#0A84FFFF"))))  // `accent`, from the import: a literal, the same in dark
        #expect(welcome.text.color.light.hex == "#FFFFFFFF")
        #expect(welcome.text.font == TipFont(family: "system", size: 15, weight: .semibold))
        #expect(welcome.text.lines.map(\.text).joined(separator: " ") == "Welcome! Tap here to start.")
        #expect(welcome.arrow?.edge == .top)
        #expect(welcome.arrow?.apex == welcome.anchor)
        #expect(welcome.behavior.dismiss == [.tap, .after])
        #expect(welcome.behavior.autoDismissAfter == 5)
        #expect(welcome.bubble.path.commands.first.map { if case .move = $0 { true } else { false } } == true)

        let settings: TipTooltip = Onboarding.settings.layout
        #expect(settings.bubble.fill.light.hex == "#1C1C1EFF")  // `ink`, from the import
        #expect(settings.arrow?.edge == .bottom)
    }

    @Test func topicsTagGroup() {
        let topics: TipTagGroup = Topics.topics.layout
        #expect(topics.tags.map(\.text) == ["Swift", "UIKit", "SwiftUI", "Combine"])
        #expect(topics.size.width == 200)
        #expect(topics.rows >= 2)  // four chips do not fit in 200 pt on one row
        #expect(topics.tags.allSatisfy { $0.fill.light.hex == "#0A84FFFF" && $0.frame.maxX <= 200 })
    }

    @Test func textAndItemsFromRunTimeInTheCompiledStyles() {
        // The compiled text, laid out again on the "device", is the compiled component…
        let again = Onboarding.welcome.layout(text: "Welcome! Tap here to start.")
        #expect(again == Onboarding.welcome.layout)
        // …and a string from the server gets the same look.
        let greeting = Onboarding.welcome.layout(text: "Welcome back, Ada! You have 3 new messages.")
        #expect(greeting.bubble.fill.light.hex == "#0A84FFFF")
        #expect(greeting.arrow?.edge == .top)
        #expect(greeting.size.width > again.size.width || greeting.text.lines.count > again.text.lines.count)

        // Placed next to a 44-point button near the top of a phone screen: the "Welcome" arrow is on
        // top (below its target), so it stays below; its apex touches the button's bottom middle.
        let button = TipRect(x: 300, y: 60, width: 44, height: 44)
        let placed = DemoTips.welcome("Ada", nextTo: button, on: TipRect(x: 0, y: 0, width: 390, height: 844))
        #expect(placed.tooltip.arrow?.edge == .top)
        #expect(placed.tooltip.text.lines.map(\.text).joined(separator: " ") == "Welcome back, Ada!")
        #expect(abs(placed.frame.y + placed.tooltip.anchor.y - button.maxY) < 0.001)
        #expect(placed.frame.maxX <= 390 - 8)

        let words = DemoTips.topics(["Swift", "Concurrency", "Macros"])
        #expect(words.tags.map(\.text) == ["Swift", "Concurrency", "Macros"])
        #expect(words.tags.allSatisfy { $0.fill.light.hex == "#0A84FFFF" && $0.frame.maxX <= 200 })
    }

    /// The accessors' values are what the runtime's own API gives for the same names.
    @Test func theAccessorsAreTheDocumentsComponentsAndStyles() throws {
        let onboarding = try Onboarding.welcome.document()
        let style: TipTooltipStyle = Onboarding.welcome.style
        #expect(style == (try onboarding.tooltipStyle(named: "Welcome")))
        #expect(Onboarding.settings.style.properties.background == (try onboarding.tooltipStyle(named: "Settings")).properties.background)
        let tagStyle: TipTagStyle = Topics.topics.style
        #expect(tagStyle == (try Topics.topics.document().tagStyle(named: "Topics")))
        let engine = TipLayoutEngine()
        #expect(Onboarding.welcome.layout(text: "Text from the server", engine: engine) == engine.layout(style, text: "Text from the server"))
        #expect(Topics.topics.layout(items: ["Swift", "UIKit"]) == engine.layout(tagStyle, items: ["Swift", "UIKit"]))
    }

    /// The accessors of one file share its document, read once from the module's bundle, from
    /// any number of threads at once.
    @Test func theResourceIsReadOnceFromAnyThread() async throws {
        let layouts = await withTaskGroup(of: TipTooltip.self) { group in
            for index in 0..<32 {
                group.addTask { index.isMultiple(of: 2) ? Onboarding.welcome.layout : Onboarding.settings.layout }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(layouts.map(\.name)) == ["Welcome", "Settings"])
        #expect(Onboarding.welcome.bundleURL == Onboarding.settings.bundleURL)
        #expect(Onboarding.welcome.resourceName == "Onboarding" && Topics.topics.resourceName == "Topics")
    }

    /// `Onboarding.tip` takes its texts from `Tips/Localizable.xcstrings`: its resource holds each
    /// tooltip in the catalog's source language and laid out again in each of its other languages.
    @Test func tooltipsInEveryLanguageOfTheCatalog() throws {
        let document = try Onboarding.welcome.document()
        #expect(document.locales == ["en", "de", "ko"])
        func words(_ tooltip: TipTooltip?) -> String? { tooltip?.text.lines.map(\.text).joined(separator: " ") }

        let english = try #require(try DemoTips.welcomeTooltip(locale: "en"))
        let german = try #require(try DemoTips.welcomeTooltip(locale: "de"))
        let korean = try #require(try DemoTips.welcomeTooltip(locale: "ko"))
        #expect(english == Onboarding.welcome.layout)
        #expect(words(german) == "Willkommen! Tippe hier, um zu beginnen.")
        #expect(words(korean) == "환영합니다! 여기를 눌러 시작하세요.")
        #expect(words(try DemoTips.welcomeTooltip(locale: "fr")) == "Welcome! Tap here to start.")  // not in the catalog
        #expect(words(document.tooltip(named: "Settings")) == "Settings live here")
        if case .tooltip(let settings)? = document.component(named: "Settings", locale: "de") {
            #expect(words(settings) == "Hier findest du die Einstellungen")
        } else {
            Issue.record("no German `Settings` tooltip")
        }

        // Each language is laid out anew in the same style: the longer German text makes a wider
        // bubble, whose arrow stays centred under the button; the colours are the compiled ones.
        #expect(german.size.width > english.size.width)
        #expect(abs((german.arrow?.apex.x ?? 0) - german.size.width / 2) < 0.001)
        #expect(german.bubble.fill == english.bubble.fill && korean.text.font == english.text.font)
        #expect(german.accessibility.elements.contains { $0.label == words(german) })
    }

    /// The catalog is a resource of the module too (`.process` in Package.swift), for the
    /// module's own localized strings: SwiftPM's build copies it into the bundle as it is, Xcode's
    /// compiles it into a `Localizable.strings` in each language's `.lproj` folder.
    @Test func theCatalogIsAResourceOfTheModule() throws {
        let bundle = try #require(Bundle(url: Onboarding.welcome.bundleURL))
        let copied = bundle.url(forResource: "Localizable", withExtension: "xcstrings")
        let compiled = bundle.url(forResource: "Localizable", withExtension: "strings", subdirectory: nil, localization: "de")
        #expect(copied != nil || compiled != nil)
    }

    /// Every `.tip` file became a resource, `Brand.tip` too (constants only: it has no enum);
    /// a resource the bundle lacks throws when read.
    @Test func everyTipFileBecameAResource() throws {
        let bundle = try #require(Bundle(url: Onboarding.welcome.bundleURL))
        #expect(["Brand", "Onboarding", "Topics"].allSatisfy { bundle.url(forResource: $0, withExtension: "json") != nil })
        let missing = TipTooltipResource(component: "Nothing", resource: "Nothing", bundle: bundle)
        #expect(throws: TipRuntimeError.missingResource("Nothing.json", bundle: bundle.bundleURL.path)) {
            try missing.document()
        }
    }
}

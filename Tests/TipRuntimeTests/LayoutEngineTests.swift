import Foundation
import Testing
import TipEmit
import TipPipeline
import TipRuntime
import TipSemantics
import TipTestSupport

/// The runtime's layout engine is tipc's: laying out a sample's own text or items again, with
/// the style its JSON carries, gives the component its JSON holds, field for field.
@Suite(.readsGoldens) struct LayoutEngineTests {
    static let samples = [
        "appearance", "dynamic-type", "localized", "multiline-tags", "new-badge-outline", "onboarding-tip", "padding-label-tooltip",
        "rounded-apex-tooltip", "scripts", "showcase", "top-tip-fixed-width", "whats-new",
    ]

    /// The sample's golden JSON, decoded, and its components' text or items (in the source
    /// language), from compiling it.
    static func sample(_ name: String) throws -> (document: TipDocument, contents: [String: ResolvedComponent]) {
        let (document, compiled) = try compiledSample(name)
        let resolved = try #require(compiled.resolved)
        return (document, Dictionary(uniqueKeysWithValues: resolved.components.map { ($0.name, $0) }))
    }

    /// The sample's golden JSON, decoded, and the sample compiled through its strings table.
    private static func compiledSample(_ name: String) throws -> (document: TipDocument, compiled: CompilationResult) {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/\(name).json"))
        let path = GoldenDocuments.root + "/samples/\(name).tip"
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        return (document, Compilation().compile(path: path, bytes: bytes, through: .fonts))
    }

    /// The engine lays out each locale's texts as the JSON holds them in that locale.
    @Test func layingOutEachLocalesTextsGivesTheCompiledLocalizations() throws {
        let (document, compiled) = try Self.compiledSample("localized")
        let engine = TipLayoutEngine()
        #expect(document.locales == ["en", "de", "ja", "ko"])
        let localizations = try #require(compiled.localization?.locales)
        #expect(localizations.map(\.locale) == ["de", "ja", "ko"])
        for localized in localizations {
            #expect(localized.components.count == 2)
            for component in localized.components.values {
                let laidOut: TipComponent = switch component {
                case .tooltip(let tooltip):
                    .tooltip(engine.layout(try document.tooltipStyle(named: tooltip.name), title: tooltip.title, text: tooltip.text, actions: tooltip.content.actions))
                case .tags(let group): .tags(engine.layout(try document.tagStyle(named: group.name), items: group.items))
                }
                #expect(document.component(named: component.name, locale: localized.locale) == laidOut, "\(component.name) in \(localized.locale)")
                #expect(document.component(named: component.name, locale: localized.locale) != document.component(named: component.name))
            }
        }
        #expect(document.component(named: "JakeBlogTip", locale: "en") == document.component(named: "JakeBlogTip"))
    }

    /// A title, a message and actions from a strings table are laid out in each locale as the
    /// JSON holds them there (the what's-new tip in English and Korean).
    @Test func aTitledTipIsLaidOutInEachLocaleAsCompiled() throws {
        let (document, compiled) = try Self.compiledSample("whats-new")
        #expect(document.locales == ["en", "ko"])
        let engine = TipLayoutEngine()
        let style = try document.tooltipStyle(named: "WhatsNew")
        for localized in try #require(compiled.localization?.locales) {
            guard case .tooltip(let tooltip)? = localized.components.values.first else { continue }
            let laidOut = engine.layout(style, title: tooltip.title, text: tooltip.text, actions: tooltip.content.actions)
            #expect(document.component(named: "WhatsNew", locale: localized.locale) == .tooltip(laidOut), "\(localized.locale)")
            #expect(laidOut.actions.map(\.id) == ["later", "tryIt"])
            #expect(laidOut.title?.lines.first?.text != document.tooltip(named: "WhatsNew")?.title?.lines.first?.text)
        }
    }

    @Test(arguments: samples)
    func layingOutAgainGivesTheCompiledComponent(sample name: String) throws {
        let (document, contents) = try Self.sample(name)
        // The document's declared fonts, found by their paths relative to the .tip file's folder.
        let engine = try TipLayoutEngine(fontDirectories: [GoldenDocuments.root + "/samples"], declaredFonts: document.fonts)
        for component in document.components {
            switch try #require(contents[component.name]) {
            case .tooltip(let tooltip):
                let laidOut = engine.layout(try document.tooltipStyle(named: component.name), title: tooltip.title, text: tooltip.text, actions: tooltip.content.actions)
                #expect(TipComponent.tooltip(laidOut) == component, "\(name): \(component.name)")
            case .tags(let group):
                let laidOut = engine.layout(try document.tagStyle(named: component.name), items: group.items)
                #expect(TipComponent.tags(laidOut) == component, "\(name): \(component.name)")
            }
        }
    }

    /// At every content size category the engine gives what the JSON holds for it: the layout
    /// in full where the file asked for one, else the size (the default's where none is written).
    @Test func layingOutAtEveryCategoryGivesTheCompiledVariants() throws {
        let (document, contents) = try Self.sample("dynamic-type")
        let engine = TipLayoutEngine()
        #expect(document.sizeCategories.keys.sorted() == ["Filters", "ReadMore", "Roomy", "RoomyFilters"])
        for component in document.components {
            for category in TipSizeCategory.allCases {
                let laidOut: TipComponent = switch try #require(contents[component.name]) {
                case .tooltip(let tooltip):
                    .tooltip(engine.layout(
                        try document.tooltipStyle(named: component.name), title: tooltip.title, text: tooltip.text, actions: tooltip.content.actions, sizeCategory: category))
                case .tags(let group):
                    .tags(engine.layout(try document.tagStyle(named: component.name), items: group.items, sizeCategory: category))
                }
                if let full = document.component(named: component.name, at: category) {
                    #expect(laidOut == full, "\(component.name) at \(category)")
                }
                #expect(laidOut.size == document.size(ofComponentNamed: component.name, at: category), "\(component.name) at \(category)")
            }
            #expect(document.component(named: component.name, at: .accessibility3) != nil)
            #expect(document.component(named: component.name, at: .xSmall) == nil)
        }
    }

    /// A tooltip with every part, compiled from source: its style carries their look, and the
    /// engine lays a title, a message and actions out as `tipc` did, at every text size.
    @Test func aTitleAndMessageAreLaidOutAsTipcLaysThemOut() throws {
        let source = """
            tooltip Sync {
                icon { name: "icloud"; size: 28 }
                title { text: "Sync across devices"; textColor: yellow; numberOfLines: 1 }
                text: "Turn on iCloud to see your notes on every device you own."
                maxWidth: 280
                titleSpacing: 6
                actions: ["Not now", action("Turn on", id: "enable")]
                action { cornerRadius: 12 }
                closeButton: true
            }

            """
        let compiled = Compilation().compile(path: "rich.tip", bytes: Array(source.utf8))
        let layout = try #require(compiled.layout)
        let document = try TipDocument.decode(from: Data(JSONWriter.write(layout).utf8))
        let expected = try #require(document.tooltip(named: "Sync"))
        #expect(expected.title?.lines.map(\.text) == ["Sync across devices"])
        #expect(expected.icon?.name == "icloud" && expected.icon?.frame.width == 28)
        #expect(expected.actions.map(\.id) == ["Not now", "enable"] && expected.closeButton?.frame.width == 44)
        let style = try document.tooltipStyle(named: "Sync")
        #expect(style.properties.title?.spacing == 6)
        let engine = TipLayoutEngine()
        let title = "Sync across devices", text = "Turn on iCloud to see your notes on every device you own."
        let actions = [TipTooltipAction(id: "Not now", title: "Not now"), TipTooltipAction(id: "enable", title: "Turn on")]
        #expect(engine.layout(style, title: title, text: text, actions: actions) == expected)
        for category in TipSizeCategory.allCases {
            let laidOut = engine.layout(style, title: title, text: text, actions: actions, sizeCategory: category)
            #expect(laidOut.size == document.size(ofComponentNamed: "Sync", at: category), "\(category)")
        }
        let bare = engine.layout(style, text: text)
        #expect(bare.title == nil && bare.size.height < expected.size.height)
    }

    /// A tap lands on the close button first, then on an action, else on the tooltip.
    @Test func aTapFindsTheButtonItLandsOn() throws {
        let source = "tooltip Tip { text: \"Try it\"; actions: [action(\"Got it\", id: \"ok\")]; closeButton: true; arrow: none }\n"
        let layout = try #require(Compilation().compile(path: "tap.tip", bytes: Array(source.utf8)).layout)
        let tip = try #require(try TipDocument.decode(from: Data(JSONWriter.write(layout).utf8)).tooltip(named: "Tip"))
        let close = try #require(tip.closeButton), action = try #require(tip.actions.first)
        #expect(tip.hit(at: TipPoint(x: close.frame.x + 22, y: close.frame.y + 22)) == .closeButton)
        #expect(tip.hit(at: TipPoint(x: action.frame.x + 4, y: action.frame.y + 4)) == .action(id: "ok"))
        #expect(tip.hit(at: TipPoint(x: 2, y: 2)) == .tooltip)
        #expect(tip.hit(at: TipPoint(x: -1, y: 2)) == nil && tip.hit(at: TipPoint(x: 2, y: tip.size.height + 1)) == nil)
    }

    /// The motion the Apple adapters apply: decoded from the JSON, a scale about the anchor,
    /// an emphasis towards or away from it along the arrow's axis.
    @Test func animationsAreReadWithTheGeometryTheyNeed() throws {
        let source = "tooltip Tip { text: \"Try it\"; arrow: top; appear: fade + scale(0.8); emphasis: bounce(repeat: 2) }\n"
        let layout = try #require(Compilation().compile(path: "motion.tip", bytes: Array(source.utf8)).layout)
        let document = try TipDocument.decode(from: Data(JSONWriter.write(layout).utf8))
        let tip = try #require(document.tooltip(named: "Tip"))
        let animations = try #require(tip.animations)
        #expect(animations.appear?.effects.map(\.kind) == [.fade, .scale] && animations.appear?.duration == 0.25)
        let emphasis = try #require(animations.emphasis)
        #expect(emphasis.repeatCount == .times(2) && emphasis.duration == 0.8)
        #expect(tip.peakOffset(of: emphasis) == TipPoint(x: 0, y: -8), "towards the anchor above it")
        #expect(tip.peakOffset(of: TooltipEmphasis(kind: .float)) == TipPoint(x: 0, y: 4))
        #expect(tip.peakOffset(of: TooltipEmphasis(kind: .pulse)) == TipPoint(x: 0, y: 0))
        #expect(abs(tip.anchorUnitPoint.x - 0.5) < 1e-4 && tip.anchorUnitPoint.y == 0, "the arrow's tip, centred on top")
        let reduced = try #require(animations.reducedMotion)
        #expect(!reduced.declared && reduced.emphasis == nil, "derived: no emphasis with Reduce Motion")
        #expect(reduced.appear?.effects.map(\.kind) == [.fade] && reduced.appear?.duration == 0.25)
        #expect(try document.tooltipStyle(named: "Tip").properties.animations?.withReducedMotion == animations)
    }

    @Test func newTextAndNewItemsAreLaidOutInTheCompiledStyle() throws {
        let (document, _) = try Self.sample("showcase")
        let engine = TipLayoutEngine()
        let style = try document.tooltipStyle(named: "NoArrow")
        let short = engine.layout(style, text: "Hi")
        let long = engine.layout(style, text: "A much longer text that arrived from the server at run time")
        #expect(short.name == "NoArrow")
        #expect(short.bubble.fill == long.bubble.fill)
        #expect(short.size.width < long.size.width)
        let tags = engine.layout(try document.tagStyle(named: "Topics"), items: ["Swift", "UIKit", "SwiftUI"])
        #expect(tags.tags.map(\.text) == ["Swift", "UIKit", "SwiftUI"])
    }

    @Test func runtimeTextIsMeasuredInTheLanguageAskedFor() throws {
        let (document, _) = try Self.sample("showcase")
        let recorder = RecordingMeasurer()
        let engine = TipLayoutEngine(measurer: recorder)
        let tooltip = try document.tooltipStyle(named: "Welcome"), tags = try document.tagStyle(named: "Topics")
        _ = engine.layout(tooltip, text: "Başlamak için dokunun", language: "tr")
        _ = engine.layout(tags, items: ["İstanbul", "Işık"], language: "tr")
        let screen = TipRect(x: 0, y: 0, width: 390, height: 844)
        _ = engine.place(tooltip, text: "Dokunun", target: TipRect(x: 40, y: 300, width: 44, height: 44), in: screen, language: "tr")
        #expect(!recorder.requests.isEmpty)
        #expect(recorder.requests.allSatisfy { $0.font.language == "tr" })
        let asked = recorder.requests.count
        _ = engine.layout(tooltip, text: "Tap to start")
        #expect(recorder.requests.count > asked)
        #expect(recorder.requests[asked...].allSatisfy { $0.font.language == nil })
    }

    @Test func placingNextToATargetKeepsTheApexOnItInsideTheContainer() throws {
        let (document, _) = try Self.sample("showcase")
        let engine = TipLayoutEngine()
        let style = try document.tooltipStyle(named: "Welcome")  // arrow on the bottom: above the target
        let screen = TipRect(x: 0, y: 0, width: 390, height: 844)
        let target = TipRect(x: 40, y: 300, width: 44, height: 44)
        let placed = engine.place(style, text: "Tap to start", target: target, in: screen)
        let apex = TipPoint(x: placed.frame.x + placed.tooltip.anchor.x, y: placed.frame.y + placed.tooltip.anchor.y)
        #expect(placed.tooltip.arrow?.edge == .bottom)
        #expect(abs(apex.x - 62) < 0.001 && abs(apex.y - 300) < 0.001)
        #expect(placed.frame.x >= 8 && placed.frame.maxX <= 382)
        #expect(placed.frame.width == placed.tooltip.size.width && placed.frame.height == placed.tooltip.size.height)
        // At the top of the screen there is no room above: below the target, the arrow on top.
        let flipped = engine.place(style, text: "Tap to start", target: TipRect(x: 300, y: 10, width: 44, height: 44), in: screen)
        #expect(flipped.tooltip.arrow?.edge == .top)
        #expect(abs(flipped.frame.y + flipped.tooltip.anchor.y - 54) < 0.001)
        #expect(flipped.frame.maxX <= 382)
    }

    @Test func hostileRuntimeInputGivesFiniteLayouts() throws {
        let (document, _) = try Self.sample("showcase")
        let engine = TipLayoutEngine()
        let style = try document.tooltipStyle(named: "Welcome")
        #expect(engine.layout(style, text: "").text.lines.count <= 1)
        let long = engine.layout(style, text: String(repeating: "word ", count: 20_000))
        #expect(long.size.height.isFinite && long.size.height > 1_000)
        let nowhere = engine.place(style, text: "x", target: TipRect(x: .nan, y: 0, width: 10, height: 10), in: TipRect(x: 0, y: 0, width: -5, height: .infinity))
        let coordinates = [nowhere.frame.x, nowhere.frame.y, nowhere.frame.width, nowhere.frame.height]
        #expect(coordinates.allSatisfy { $0.isFinite })
        let topics = try document.tagStyle(named: "Topics")
        #expect(engine.layout(topics, items: []).tags.isEmpty)
        // A tooltip's parts set to anything an app might: never a broken layout.
        var parts = style
        parts.properties.icon = IconStyle(name: "", size: -10, color: parts.properties.textColor, spacing: .nan)
        parts.properties.title = TitleStyle(textColor: parts.properties.textColor, numberOfLines: -3, spacing: .infinity)
        parts.properties.closeButton = CloseButtonStyle(hitSize: .nan, glyphSize: 1e9, color: parts.properties.textColor)
        parts.properties.width = 120
        let crowded = engine.layout(
            parts, title: String(repeating: "title ", count: 50), text: "",
            actions: (0..<20).map { TipTooltipAction(id: "\($0)", title: $0 == 0 ? "" : String(repeating: "long ", count: 40)) })
        let frames = [crowded.bubble.frame] + crowded.actions.map(\.frame) + [crowded.icon?.frame, crowded.closeButton?.frame].compactMap { $0 }
        #expect(frames.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy { $0.isFinite && $0 >= 0 } })
        #expect(crowded.actions.count == 20 && crowded.size.width == 120)
    }

    @Test func aMissingComponentOrKindIsATypedError() throws {
        let (document, _) = try Self.sample("showcase")
        #expect(throws: TipRuntimeError.self) { try document.tooltipStyle(named: "Nope") }
        do {
            _ = try document.tagStyle(named: "Welcome")
            Issue.record("a tooltip's name gave a tag style")
        } catch {
            guard case .noComponent(let name, let kind, let available) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(name == "Welcome" && kind == "tags")
            #expect(available.contains("tooltip Welcome") && available.contains("tags Topics"))
            #expect(error.description.contains("no tag group named 'Welcome'"))
        }
    }

    /// A family declared under a name of its own (`font "Brand" { … }`) is measured with its
    /// files on the device too: found by relative path, or by file name in a flat bundle.
    @Test func aDeclaredFamilyIsMeasuredWithItsFilesUnderItsOwnName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-declared-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = try GoldenDocuments.data("Tests/Fixtures/Fonts/DejaVuSans-subset.ttf")
        try font.write(to: folder.appendingPathComponent("fonts/Brand.ttf"))
        let source = "font \"Brand\" { regular: \"fonts/Brand.ttf\" }\ntooltip Hello { text: \"Waffle AVAV\"; font: \"Brand\" 15 }\n"
        let path = folder.appendingPathComponent("brand.tip").path
        let compiled = Compilation().compile(path: path, bytes: Array(source.utf8))
        let layout = try #require(compiled.layout)
        #expect(layout.fonts.first?.faces.first?.file == "fonts/Brand.ttf", "relative to the .tip file, never absolute")
        let document = try TipDocument.decode(from: Data(JSONWriter.write(layout).utf8))
        let expected = try #require(document.component(named: "Hello"))
        let style = try document.tooltipStyle(named: "Hello")

        let byPath = try TipLayoutEngine(fontDirectories: [folder.path], declaredFonts: document.fonts)
        #expect(TipComponent.tooltip(byPath.layout(style, text: "Waffle AVAV")) == expected)
        let flat = try TipLayoutEngine(fontDirectories: [folder.appendingPathComponent("fonts").path], declaredFonts: document.fonts)
        #expect(TipComponent.tooltip(flat.layout(style, text: "Waffle AVAV")) == expected)
        // Without the declaration, "Brand" is unknown: the built-in metrics measure it.
        let undeclared = try TipLayoutEngine(fontDirectories: [folder.path])
        #expect(TipComponent.tooltip(undeclared.layout(style, text: "Waffle AVAV")) != expected)
    }

    @Test func aFontDirectoryThatIsNotAFolderIsATypedError() {
        #expect(throws: TipRuntimeError.fontDirectoryNotFound("/no/such/folder")) {
            try TipLayoutEngine(fontDirectories: ["/no/such/folder"])
        }
    }
}

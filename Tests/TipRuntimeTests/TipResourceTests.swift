import Foundation
import Testing
import TipRuntime
import TipTestSupport

/// What a typed accessor is: a component of a JSON resource of a bundle, read once, giving the
/// compiled component and style and laying out new text in it. (The plugin demo's tests use the
/// generated accessors of a real module's bundle.)
@Suite(.readsGoldens) struct TipResourceTests {
    /// A folder holding the golden `showcase.json`, as a bundle.
    static let bundle: Bundle = {
        let folder = try! TestFolders.make(prefix: "tip-resource-")
        try! GoldenDocuments.data("Tests/Golden/samples/showcase.json").write(to: URL(fileURLWithPath: folder + "/showcase.json"))
        return Bundle(path: folder)!
    }()
    static let welcome = TipTooltipResource(component: "Welcome", resource: "showcase", bundle: bundle)
    static let topics = TipTagGroupResource(component: "Topics", resource: "showcase", bundle: bundle)

    @Test func theCompiledComponentAndStyleAreTheDocuments() throws {
        let document = try TipDocument.decode(from: GoldenDocuments.data("Tests/Golden/samples/showcase.json"))
        #expect(try Self.welcome.document() == document)
        #expect(Self.welcome.layout == document.tooltip(named: "Welcome"))
        #expect(Self.welcome.style == (try document.tooltipStyle(named: "Welcome")))
        #expect(Self.topics.layout == document.tagGroup(named: "Topics"))
        #expect(Self.topics.style == (try document.tagStyle(named: "Topics")))
    }

    @Test func theShortcutsAreTheEnginesLayouts() throws {
        let engine = TipLayoutEngine()
        let target = TipRect(x: 40, y: 300, width: 44, height: 44), screen = TipRect(x: 0, y: 0, width: 390, height: 844)
        #expect(Self.welcome.layout(text: "Hello") == engine.layout(Self.welcome.style, text: "Hello"))
        #expect(Self.welcome.layout(text: "Hello", sizeCategory: .accessibility3, language: "tr")
            == engine.layout(Self.welcome.style, text: "Hello", sizeCategory: .accessibility3, language: "tr"))
        #expect(Self.welcome.place(text: "Hello", target: target, in: screen, margin: 12)
            == engine.place(Self.welcome.style, text: "Hello", target: target, in: screen, margin: 12))
        #expect(Self.topics.layout(items: ["a", "b"]) == engine.layout(Self.topics.style, items: ["a", "b"]))
    }

    /// The shortcuts keep every compiled part the caller does not replace: laid out again with
    /// its own message, a tooltip with a title, an icon, actions and a close button is the
    /// compiled one; given parts replace the compiled ones.
    @Test func theShortcutsKeepTheCompiledTitleAndActions() throws {
        let folder = try TestFolders.make(prefix: "tip-resource-parts-")
        try GoldenDocuments.data("Tests/Golden/samples/onboarding-tip.json").write(to: URL(fileURLWithPath: folder + "/onboarding-tip.json"))
        let tip = TipTooltipResource(component: "OnboardingTip", resource: "onboarding-tip", bundle: try #require(Bundle(path: folder)))
        let compiled = tip.layout
        #expect(compiled.title?.written == "Try the new editor")
        let message = try #require(compiled.accessibility.elements.first { $0.part == .message }?.label)
        #expect(tip.layout(text: message) == compiled)
        let greeting = tip.layout(text: "Welcome back!")
        #expect(greeting.title?.lines.map(\.text) == compiled.title?.lines.map(\.text))
        #expect(greeting.actions.map(\.id) == ["Got it", "learnMore"])
        #expect(greeting.icon != nil && greeting.closeButton != nil)
        let target = TipRect(x: 40, y: 300, width: 44, height: 44), screen = TipRect(x: 0, y: 0, width: 390, height: 844)
        #expect(tip.place(text: "Welcome back!", target: target, in: screen).tooltip.actions.map(\.title) == ["Got it", "Learn more"])
        let replaced = tip.layout(title: nil, text: "Welcome back!", actions: [TipTooltipAction(id: "ok", title: "OK")])
        #expect(replaced.title == nil && replaced.actions.map(\.id) == ["ok"])
        #expect(tip.place(title: "New", text: "x", actions: [], target: target, in: screen).tooltip.actions.isEmpty)
    }

    /// Any number of threads may read at once; every one gets the same document.
    @Test func readingFromManyThreadsAtOnceGivesOneDocument() async throws {
        let documents = try await withThrowingTaskGroup(of: TipDocument.self) { group in
            for _ in 0..<16 { group.addTask { try TipTagGroupResource(component: "Languages", resource: "showcase", bundle: Self.bundle).document() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(documents.count == 16 && Set(documents).count == 1)
    }

    @Test func aResourceTheBundleLacksThrows() {
        let missing = TipTooltipResource(component: "Welcome", resource: "nothing", bundle: Self.bundle)
        #expect(throws: TipRuntimeError.missingResource("nothing.json", bundle: Self.bundle.bundleURL.path)) { try missing.document() }
        #expect(TipRuntimeError.missingResource("nothing.json", bundle: "/b").description == "no resource 'nothing.json' in the bundle '/b'")
    }

    /// The kinds read their own components and refuse the other kind's.
    @Test func eachKindReadsItsOwnComponents() throws {
        let document = try Self.welcome.document()
        #expect(throws: TipRuntimeError.self) { try TipTooltip.compiled(named: "Topics", in: document) }
        #expect(throws: TipRuntimeError.self) { try TipTagGroup.compiledStyle(named: "Welcome", in: document) }
        #expect(try TipTagGroup.compiled(named: "Topics", in: document).name == "Topics")
    }
}

import Foundation
import Testing
import TipTestSupport

/// `Scripts/check-apple-adapters` finds the mistakes that only an Apple build would otherwise
/// find: TipRuntime's sources as they are pass it, and a copy with one mistake seeded into an
/// Apple-only adapter fails it with the compiler's diagnostic. The script is given the modules
/// this test run built (`--modules`), so that it never runs `swift build`: the test run holds
/// the build folder.
@Suite struct AppleAdapterCheckTests {
    /// A mistake seeded into a copy of `Sources/TipRuntime`: `original`, found once in `file`,
    /// replaced by `replacement`, and the diagnostic the check must fail with.
    struct Mistake: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let file: String
        let original: String
        let replacement: String
        let diagnostic: String
    }

    static let mistakes = [
        Mistake(
            testDescription: "a wrong argument label in a Core Graphics call", file: "CoreGraphicsCanvas.swift",
            original: "blur: CGFloat(shadow.radius)", replacement: "radius: CGFloat(shadow.radius)",
            diagnostic: "error: incorrect argument label in call (have 'offset:radius:color:', expected 'offset:blur:color:')"),
        Mistake(
            testDescription: "a view's main-actor property read from a nonisolated function", file: "TipView.swift",
            original: "    /// Stops the emphasis.\n",
            replacement: "    nonisolated func isFadedOut() -> Bool { alpha == 0 }\n\n    /// Stops the emphasis.\n",
            diagnostic: "error: main actor-isolated property 'alpha' can not be referenced from a nonisolated context"),
        Mistake(
            testDescription: "the optional current context used unwrapped", file: "TipView.swift",
            original: "guard let context = UIGraphicsGetCurrentContext() else { return }",
            replacement: "let context = UIGraphicsGetCurrentContext()",
            diagnostic: "error: value of optional type 'CGContext?' must be unwrapped to refer to member 'translateBy'"),
        // Found by region-based isolation on SIL, which `swiftc -typecheck` never reaches.
        Mistake(
            testDescription: "a non-Sendable context sent to another task", file: "CoreGraphicsCanvas.swift",
            original: "    public mutating func endGroup() {\n",
            replacement: "    func restoreLater() {\n        let drawn = context\n        Task.detached { drawn.restoreGState() }\n    }\n\n"
                + "    public mutating func endGroup() {\n",
            diagnostic: "error: passing closure as a 'sending' parameter risks causing data races"),
        Mistake(
            testDescription: "a main-actor VoiceOver announcement posted from a nonisolated function", file: "TipView.swift",
            original: "    /// Activates an element, through ``onAccessibilityActivate``.\n",
            replacement: "    nonisolated func announceLater(_ text: String) { UIAccessibility.post(notification: .announcement, argument: text) }\n\n"
                + "    /// Activates an element, through ``onAccessibilityActivate``.\n",
            diagnostic: "error: call to main actor-isolated static method 'post(notification:argument:)' in a synchronous nonisolated context"),
        Mistake(
            testDescription: "an accessibility trait UIKit does not have", file: "TipView.swift",
            original: "        case .staticText: .staticText\n", replacement: "        case .staticText: .text\n",
            diagnostic: "error: type 'UIAccessibilityTraits' has no member 'text'"),
        // Found by definite initialisation on SIL: a focus state for an optional is not
        // default-initialised in an initialiser of one's own.
        Mistake(
            testDescription: "a SwiftUI accessibility focus state left uninitialised", file: "TipComponentView.swift",
            original: "        _focusedElement = AccessibilityFocusState()\n", replacement: "",
            diagnostic: "error: return from initializer without initializing all stored properties"),
    ]

    @Test func theSourcesAsTheyArePassInBothConfigurations() throws {
        let outcome = try Self.check(sources: Repository.path("Sources/TipRuntime"))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Apple-only: CoreGraphicsCanvas.swift CoreTextMeasurer.swift TipComponentView.swift"))
        #expect(outcome.stdout.contains("Swift 6 compile with UIKit (iOS, tvOS, visionOS): ok"))
        #expect(outcome.stdout.contains("Swift 6 compile without UIKit (macOS, watchOS): ok"))
    }

    @Test(arguments: mistakes)
    func aSeededMistakeFailsTheCheck(_ mistake: Mistake) throws {
        let sources = try TipcProcess.temporaryDirectory() + "/TipRuntime"
        try FileManager.default.copyItem(atPath: Repository.path("Sources/TipRuntime"), toPath: sources)
        let path = sources + "/" + mistake.file
        let text = try TipcProcess.contents(path)
        try #require(text.components(separatedBy: mistake.original).count == 2, "\(mistake.file) holds `\(mistake.original)` once")
        try Data(text.replacingOccurrences(of: mistake.original, with: mistake.replacement).utf8).write(to: URL(fileURLWithPath: path))

        let outcome = try Self.check(sources: sources)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains(mistake.diagnostic), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("check-apple-adapters: Swift 6 compile with UIKit (iOS, tvOS, visionOS): failed"))
    }

    /// Runs `Scripts/check-apple-adapters --sources sources --modules <this build's modules>`,
    /// killed after five minutes.
    private static func check(sources: String) throws -> TipcProcess.Outcome {
        let modules = TipcProcess.executable.deletingLastPathComponent().appendingPathComponent("Modules").path
        return try TipcProcess.run(
            ["--sources", sources, "--modules", modules], program: URL(fileURLWithPath: Repository.path("Scripts/check-apple-adapters")),
            timeout: 300)
    }
}

import Testing
import TipCompiler
import TipPipeline
import TipSemantics
import TipSyntax

/// Malformed inputs give diagnostics, never a crash, a hang or a stack overflow.
@Suite struct HostileInputTests {
    /// Imports resolve to nothing.
    struct NoFiles: SourceLoader {
        func read(path: String) -> Result<[UInt8], SourceLoadError> { .failure(.notFound) }
    }

    static func compile(_ text: String) -> CompilationResult {
        Compilation(loader: NoFiles()).compile(path: "hostile.tip", bytes: Array(text.utf8))
    }

    @Test(arguments: ["{", "[", "("])
    func hundredThousandNestedOpenings(opening: String) {
        let text = "tooltip T { text: \"x\"; arrow: " + String(repeating: opening, count: 100_000) + "\n}\n"
        let result = Self.compile(text)
        #expect(result.hasErrors)
        #expect(result.diagnostics.contains { $0.code == .nestingTooDeep || $0.code == .unexpectedToken })
        #expect(result.diagnostics.count < 10)
    }

    @Test func deeplyNestedBlocksAreReportedOnce() {
        let depth = 100_000
        let text = "style S " + String(repeating: "{ a ", count: depth) + String(repeating: "}", count: depth) + "\n"
        let result = Self.compile(text)
        #expect(result.diagnostics.filter { $0.code == .nestingTooDeep }.count == 1)
    }

    @Test func nulBytesAndStrayCharactersAreErrors() {
        let result = Self.compile("tooltip T {\u{0} text: \"x\" @ }\n")
        #expect(result.hasErrors)
        #expect(result.diagnostics.allSatisfy { $0.span.start < 40 })
    }

    @Test func aTooltipWithoutAnythingIsOneError() {
        let result = Self.compile("tooltip T {}\n")
        #expect(result.diagnostics.map(\.code) == [.missingRequiredProperty])
    }

    @Test func emptyAndCommentOnlyFilesCompileToNothing() {
        for text in ["", "// nothing\n", "/* a /* nested */ comment */", "\u{FEFF}"] {
            let result = Self.compile(text)
            #expect(result.diagnostics.isEmpty, "\(text.debugDescription)")
            #expect(result.layout?.components.isEmpty == true)
        }
    }

    /// 100,000 tags in the widest group (10,000 points, hundreds of tags a row): filling rows
    /// is linear in the number of tags (a quadratic fill would not finish).
    @Test func aHundredThousandTagsInTheWidestGroup() {
        let items = (0..<100_000).map { "\"t\($0)\"" }.joined(separator: ", ")
        let result = Self.compile("tags Wide { items: [\(items)]; width: 10000 }\n")
        #expect(!result.hasErrors)
        guard case .tags(let tags)? = result.layout?.components.first else {
            Issue.record("no tag group")
            return
        }
        #expect(tags.group.rows > 100 && tags.group.rows < 1_000)
        #expect(tags.group.tags.count == 100_000)
    }

    @Test func aLongInheritanceChainDoesNotOverflowTheStack() {
        var text = "style S0 { cornerRadius: 3 }\n"
        for index in 1..<10_000 { text += "style S\(index) : S\(index - 1) {}\n" }
        text += "tooltip T : S9999 { text: \"deep\" }\n"
        let result = Self.compile(text)
        #expect(!result.hasErrors)
        guard case .tooltip(let tooltip)? = result.layout?.components.first else {
            Issue.record("no tooltip")
            return
        }
        #expect(tooltip.tooltip.bubble.cornerRadius == 3)
    }
}

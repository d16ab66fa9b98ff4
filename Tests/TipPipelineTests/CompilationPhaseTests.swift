import Testing
import TipPipeline
import TipSemantics
import TipSyntax

/// `Compilation` runs its phases as far as asked, stops after a phase with errors (checking only
/// the declared font files then), and keeps each phase's product.
@Suite struct CompilationPhaseTests {
    /// `.tip` sources in memory, counting every read.
    final class Files: SourceLoader, @unchecked Sendable {
        let files: [String: String]
        private(set) var reads: [String] = []
        init(_ files: [String: String]) { self.files = files }
        func read(path: String) -> Result<[UInt8], SourceLoadError> {
            reads.append(path)
            return files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
        }
    }

    static let main = """
        import "shared/brand.tip"
        font "Brand" { regular: "fonts/missing.ttf" }
        tooltip Hello : Branded { text: "hi"; font: "Brand" 15; textColor: whit }

        """
    static let brand = "style Branded { background: #01B7FF }\n"
    /// ``main`` without its error: only the missing font file is wrong.
    static let mainWithoutErrors = main.replacingOccurrences(of: "whit", with: "white")
    /// A document every phase accepts.
    static let valid = "tooltip Hello { text: \"hi\" }\n"

    private func parsed(_ text: String = Self.main) -> ParsedFile {
        ParsedFile(SourceFile(id: FileID(0), path: "app/main.tip", text: text))
    }

    private func compile(_ text: String, through last: CompilationPhase) -> (CompilationResult, reads: [String]) {
        let files = Files(["app/shared/brand.tip": Self.brand, "app/fonts/missing.ttf": "not a font"])
        let result = Compilation(loader: files).compile(path: "app/main.tip", bytes: Array(text.utf8), through: last)
        return (result, files.reads)
    }

    @Test func parsingAloneReadsNothingElse() {
        let (result, reads) = compile("tooltip A { text: 4 }\n}", through: .parse)
        #expect(reads == [])
        #expect(result.lastPhase == .parse)
        #expect(result.resolved == nil && result.layout == nil)
        #expect(result.diagnostics.map(\.code) == [.unexpectedToken])
    }

    @Test func resolvingReadsImportsButNoFont() {
        let (result, reads) = compile(Self.mainWithoutErrors, through: .resolve)
        #expect(reads == ["app/shared/brand.tip"])
        #expect(result.lastPhase == .resolve)
        #expect(result.diagnostics == [])
        #expect(result.resolved?.components.map(\.name) == ["Hello"])
        #expect(result.layout == nil)
    }

    @Test func theFontPhaseReportsFontsWithoutLayingOut() {
        let (result, reads) = compile(Self.mainWithoutErrors, through: .fonts)
        #expect(reads == ["app/shared/brand.tip", "app/fonts/missing.ttf"])
        #expect(result.lastPhase == .fonts)
        #expect(result.diagnostics.map(\.code) == [.invalidFont])
        #expect(result.layout == nil)
    }

    @Test func anErrorStopsTheCompilationAfterTheDeclaredFontFilesAreChecked() {
        let (result, reads) = compile(Self.main, through: .layout)
        #expect(reads == ["app/shared/brand.tip", "app/fonts/missing.ttf"], "the declared font file is read after a resolver error")
        #expect(result.lastPhase == .fonts)
        #expect(result.diagnostics.map(\.code) == [.invalidFont, .unknownColor], "both in one run")
        #expect(result.resolved != nil && result.layout == nil && result.localization == nil)
    }

    @Test func afterAnErrorNoFamilyIsLookedUpAndNoPathAnErrorTouchesIsRead() {
        let text = """
            import "shared/missing.tip"
            font "Brand" { regular: "fonts/missing.ttf"; bold: "fonts/typing
            }
            tooltip Hello { text: "hi"; font: "Declared In The Missing Import" 15 }

            """
        let (result, reads) = compile(text, through: .fonts)
        #expect(reads == ["app/shared/missing.tip", "app/fonts/missing.ttf"], "no path an error touches is read")
        #expect(result.diagnostics.map(\.code) == [.importNotFound, .invalidFont, .unterminatedString],
                "no W004 for a family the failed import may declare")
    }

    @Test func aSyntaxErrorStillGetsResolvedButNotLaidOut() {
        let (result, reads) = compile("import \"shared/brand.tip\"\ntooltip A { text: 4 }\n}\n", through: .layout)
        #expect(reads == ["app/shared/brand.tip"], "imports are read: one run reports the mistakes of both phases")
        #expect(result.lastPhase == .fonts)
        #expect(result.layout == nil)
    }

    @Test func everyPhaseKeepsItsProduct() {
        let (result, _) = compile(Self.valid, through: .layout)
        #expect(result.lastPhase == .layout)
        #expect(result.resolved?.components.map(\.name) == ["Hello"])
        #expect(result.layout?.components.map(\.name) == ["Hello"])
        #expect(result.syntax == nil, "a build does not keep the tokens")
    }

    @Test func aCheckThroughTheFontsReportsWhatTheWholeCompileReports() {
        for text in [Self.main, Self.mainWithoutErrors, Self.valid] {
            #expect(compile(text, through: .fonts).0.diagnostics == compile(text, through: .layout).0.diagnostics)
        }
    }

    @Test func aParsedFileIsCompiledWithoutParsingAgainAndItsSyntaxIsKept() {
        let main = parsed(Self.mainWithoutErrors)
        let files = Files(["app/shared/brand.tip": Self.brand])
        let result = Compilation(loader: files).compile(main, through: .resolve)
        #expect(files.reads == ["app/shared/brand.tip"])
        #expect(result.syntax?.tokens == main.tokens)
        #expect(result.sources.files.map(\.path) == ["app/main.tip", "app/shared/brand.tip"])
        let trees = result.trees
        #expect(trees.map(\.file) == [FileID(0), FileID(1)])
        #expect(trees[0].declarations.count == 3)
        guard case .component(let style)? = trees[1].declarations.first else {
            Issue.record("the import's tree has no style")
            return
        }
        #expect(style.name.name == "Branded")
    }

    @Test func aParsedFileHoldsTheLexersTokensAndTheParsersTree() {
        let file = SourceFile(id: FileID(0), path: "a.tip", text: "tooltip A { text: 4 }\n}")
        let parsed = ParsedFile(file)
        #expect(parsed.tokens == Lexer.tokenize(file).tokens)
        #expect(parsed.diagnostics == Parser.parse(file).diagnostics)
        #expect(parsed.document.declarations.count == Parser.parse(file).document.declarations.count)
    }
}

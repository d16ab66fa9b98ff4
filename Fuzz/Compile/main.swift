// Fuzz target "compile": drives arbitrary bytes through every phase of the compiler —
// lex + parse → resolve (with imports) → lay out → JSON, per-component SVG and sheet SVG —
// and renders the diagnostics in both formats. Any crash, sanitizer report, timeout or
// runaway memory is a finding. Built and run by Scripts/fuzz, never by `swift build`.
import TipCompiler
import TipEmit
import TipSemantics

/// Serves imports from memory: `brand.tip` is a fixed, valid file of styles and constants,
/// `self.tip` (under any folder) is the fuzz input itself, so the fuzzer explores cycles and
/// endless chains of aliased paths, `folder` is a directory, and every other path is missing.
struct InMemoryLoader: SourceLoader {
    let input: [UInt8]

    static let brand = Array("""
        let brandBlue = #01B7FF
        let ink = rgb(28, 28, 30)
        style BrandBubble {
            background: brandBlue
            textColor: white
            font: 15 semibold
            cornerRadius: 10
            padding: 8 12
            shadow { color: rgba(0, 0, 0, 0.25); radius: 6; x: 0; y: 3 }
        }
        style Chip { background: ink; cornerRadius: 4 }

        """.utf8)

    func read(path: String) -> Result<[UInt8], SourceLoadError> {
        if path.hasSuffix("brand.tip") { return .success(Self.brand) }
        if path.hasSuffix("self.tip") { return .success(input) }
        if path.hasSuffix("folder") { return .failure(.notAFile) }
        return .failure(.notFound)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let compilation = Compilation(loader: InMemoryLoader(input: bytes))
    let result = compilation.compile(path: "fuzz/input.tip", bytes: bytes)
    for format in DiagnosticFormat.allCases {
        _ = DiagnosticRenderer(format: format).render([result])
    }
    guard let layout = result.layout else { return 0 }
    _ = JSONWriter.write(layout)
    _ = SVGWriter.sheet(layout)
    for component in layout.components {
        _ = SVGWriter.component(component)
    }
    return 0
}

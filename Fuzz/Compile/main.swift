// Fuzz target "compile": drives arbitrary bytes through every phase of the compiler —
// lex + parse → resolve (with imports) → lay out → JSON, per-component SVG and sheet SVG —
// and renders the diagnostics in both formats. Any crash, sanitizer report, timeout or
// runaway memory is a finding. Built and run by Scripts/fuzz, never by `swift build`.
import Foundation
import TipCompiler
import TipEmit
import TipSemantics

/// Serves imports from memory: `brand.tip` is a fixed, valid file of styles and constants,
/// `self.tip` (under any folder) is the fuzz input itself, so the fuzzer explores cycles and
/// endless chains of aliased paths, `folder` is a directory, and every other path is missing.
struct InMemoryLoader: SourceLoader {
    let input: [UInt8]

    /// `Fuzz/Compile/brand.tip`, beside this file (the regression tests serve the same file).
    static let brand: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("brand.tip")
        return Array((try? Data(contentsOf: url)) ?? Data())
    }()

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

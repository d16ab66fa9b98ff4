// Fuzz target "compile": drives arbitrary bytes through every phase of the compiler —
// lex + parse → resolve (with imports) → lay out → JSON, per-component SVG and sheet SVG —
// and renders the diagnostics in both formats. Any crash, sanitizer report, timeout or
// runaway memory is a finding. Built and run by Scripts/fuzz, never by `swift build`.
import Foundation
import TipCompiler
import TipEmit
import TipPipeline
import TipSemantics

/// Serves imports from memory: `brand.tip` is a fixed, valid file of styles and constants,
/// `self.tip` (under any folder) is the fuzz input itself, so the fuzzer explores cycles and
/// endless chains of aliased paths, `folder` is a directory, a `.ttf`, `.otf` or `.ttc` path is
/// a font subset of Tests/Fixtures/Fonts, and every other path is missing.
///
/// As on disk, where every name of one file (through symbolic links, `..`) has that file's
/// identity, the input has one identity under all its names (`input.tip`, any `self.tip`), so an
/// alias of it is the file already loaded: without identities, 271 bytes that import
/// themselves twice under ever longer names loaded 512 copies with 17 KB paths, whose 10,000
/// diagnostics made 160 MB of JSON, a case no loader of `tipc`'s can produce.
/// (FuzzRegressionTests serves the same files by the same rules.)
struct InMemoryLoader: SourceLoader {
    let input: [UInt8]

    /// The repository, two folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A repository file's bytes, read once.
    static func file(_ path: String) -> [UInt8] {
        Array((try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data())
    }

    static let brand = file("Fuzz/Compile/brand.tip")
    static let fonts = [
        ".ttf": file("Tests/Fixtures/Fonts/DejaVuSans-subset.ttf"),
        ".otf": file("Tests/Fixtures/Fonts/Inter-Regular-subset.otf"),
        ".ttc": file("Tests/Fixtures/Fonts/NotoSansCJK-subset.ttc"),
    ]

    func read(path: String) -> Result<[UInt8], SourceLoadError> {
        if path.hasSuffix("brand.tip") { return .success(Self.brand) }
        if path.hasSuffix("self.tip") { return .success(input) }
        if path.hasSuffix("folder") { return .failure(.folder) }
        if let font = Self.fonts.first(where: { path.hasSuffix($0.key) })?.value { return .success(font) }
        return .failure(.notFound)
    }

    /// The input's one identity under its every name; other files are known by their paths.
    func identity(ofPath path: String) -> FileIdentity? {
        path.hasSuffix("self.tip") || path.hasSuffix("input.tip") ? FileIdentity(device: 0, inode: 1) : nil
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

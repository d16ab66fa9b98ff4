import Foundation
import Testing
import TipSemantics
import TipStyle
import TipSyntax

/// A ``SourceLoader`` over a dictionary of paths to texts; a path listed in `folders` is a folder.
struct MemoryLoader: SourceLoader {
    var files: [String: String]
    var folders: Set<String> = []

    func read(path: String) -> Result<[UInt8], SourceLoadError> {
        if folders.contains(path) { return .failure(.folder) }
        guard let text = files[path] else { return .failure(.notFound) }
        return .success(Array(text.utf8))
    }
}

/// The outcome of resolving a main file: the document, the diagnostics and every loaded file.
struct Resolution {
    let document: ResolvedDocument
    let diagnostics: [Diagnostic]
    let sources: SourceSet

    /// Diagnostics as `path:line:column code message`, in print order.
    var rendered: [String] {
        diagnostics.sortedForOutput().map { render($0) }
    }

    func render(_ diagnostic: Diagnostic) -> String {
        "\(location(diagnostic.span)) \(diagnostic.code.rawValue) \(diagnostic.message)"
    }

    /// `path:line:column` of a span's start.
    func location(_ span: Span) -> String {
        let file = sources[span.file]
        let location = file.location(of: span.start)
        return "\(file.path):\(location.line):\(location.column)"
    }

    /// The diagnostics with `code`.
    func with(_ code: DiagnosticCode) -> [Diagnostic] { diagnostics.filter { $0.code == code } }

    /// The tooltip called `name`, if resolved.
    func tooltip(_ name: String) -> ResolvedTooltip? {
        for component in document.components {
            if case .tooltip(let spec) = component, spec.name == name { return spec }
        }
        return nil
    }

    /// The tag group called `name`, if resolved.
    func tags(_ name: String) -> ResolvedTagGroup? {
        for component in document.components {
            if case .tags(let spec) = component, spec.name == name { return spec }
        }
        return nil
    }
}

/// Parses `main` (at `path`) and resolves it with `files` available for imports. Parse errors of
/// the main file are added to the diagnostics so that tests notice broken test input.
func resolve(_ main: String, path: String = "main.tip", files: [String: String] = [:], folders: Set<String> = []) -> Resolution {
    var sources = SourceSet()
    let id = sources.add(path: path, bytes: Array(main.utf8))
    let parsed = Parser.parse(sources[id])
    let result = Resolver.resolve(parsed.document, sources: &sources, loader: MemoryLoader(files: files, folders: folders))
    return Resolution(document: result.document, diagnostics: parsed.diagnostics + result.diagnostics, sources: sources)
}

/// Resolves a tooltip body `tooltip T { text: "x"; <body> }` and returns the resolution.
func resolveTooltip(_ body: String) -> Resolution {
    resolve("tooltip T {\n    text: \"x\"\n    \(body)\n}\n")
}

/// The tooltip `T` of ``resolveTooltip(_:)``, expecting no diagnostic.
func cleanTooltip(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedTooltip {
    let result = resolveTooltip(body)
    #expect(result.rendered == [], "\(body)", sourceLocation: sourceLocation)
    return try #require(result.tooltip("T"), sourceLocation: sourceLocation)
}

/// Resolves `tags G { items: ["a"]; <body> }` and returns the resolution.
func resolveTags(_ body: String) -> Resolution {
    resolve("tags G {\n    items: [\"a\"]\n    \(body)\n}\n")
}

/// A colour from `0xRRGGBBAA`, the same in both appearances.
func rgba(_ value: UInt32) -> DynamicColor {
    DynamicColor(RGBAColor(
        red: UInt8(value >> 24), green: UInt8((value >> 16) & 0xFF),
        blue: UInt8((value >> 8) & 0xFF), alpha: UInt8(value & 0xFF)))
}

/// The folder of semantic fixtures.
let fixturesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/semantics")

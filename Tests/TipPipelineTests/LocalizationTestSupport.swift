import Foundation
import TipLayout
import TipSyntax
import TipTestSupport
import TipText
@testable import TipPipeline

/// A `.tip` source and its strings table in a fresh folder, compiled as a build would.
struct LocalizedProject {
    let folder: String

    /// A folder holding `a.tip` (`source`) and, when given, `Localizable.xcstrings` (`catalog`).
    init(source: String, catalog: String? = nil) throws {
        var files = ["a.tip": Array(source.utf8)]
        if let catalog { files["Localizable.xcstrings"] = Array(catalog.utf8) }
        folder = try StringTableTestSupport.folder(with: files)
    }

    /// `a.tip` compiled through `last`, measured by `measurer`, with `configure` applied to the
    /// compilation.
    func compile(
        through last: CompilationPhase = .layout, measurer: any TextMeasurer = BuiltinTextMeasurer(),
        _ configure: (inout Compilation) -> Void = { _ in }
    ) throws -> CompilationResult {
        var compilation = Compilation(measurer: measurer)
        configure(&compilation)
        let path = folder + "/a.tip"
        return compilation.compile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), through: last)
    }

    /// The diagnostics of compiling `a.tip`, as `CODE line:column message` lines.
    func diagnostics(
        through last: CompilationPhase = .layout, measurer: any TextMeasurer = BuiltinTextMeasurer(),
        _ configure: (inout Compilation) -> Void = { _ in }
    ) throws -> [String] {
        let result = try compile(through: last, measurer: measurer, configure)
        return result.diagnostics.map { diagnostic in
            let location = result.sources[diagnostic.span.file].location(of: diagnostic.span.start)
            return "\(diagnostic.code.rawValue) \(location.line):\(location.column) \(diagnostic.message)"
        }
    }
}

/// Catalogs written for the tests: keys with a text per locale.
enum TestCatalog {
    /// A catalog in source language `source` whose `keys` have the given texts by locale.
    static func json(source: String = "en", _ keys: [String: [String: String]], extra: [String: String] = [:]) -> String {
        let entries = keys.keys.sorted().map { key -> String in
            let localizations = keys[key, default: [:]].keys.sorted().map { locale in
                "\"\(locale)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(keys[key]![locale]!)\"}}"
            }
            let members = (extra[key].map { [$0] } ?? []) + ["\"localizations\": {\(localizations.joined(separator: ", "))}"]
            return "\"\(key)\": {\(members.joined(separator: ", "))}"
        }
        return "{\"sourceLanguage\": \"\(source)\", \"version\": \"1.0\", \"strings\": {\(entries.joined(separator: ", "))}}"
    }
}

extension LayoutDocument {
    /// The texts of component `index` in `locale` (the tooltip's lines joined, or the tags'
    /// texts), nil when the locale does not lay it out.
    func texts(ofComponent index: Int, in locale: String) -> [String]? {
        guard let localized = localizations.first(where: { $0.locale == locale })?.components[index] else { return nil }
        return localized.layout.texts
    }
}

extension ComponentLayout {
    /// The tooltip's text, its lines joined by spaces, or the tags' texts.
    var texts: [String] {
        switch self {
        case .tooltip(let layout): [layout.tooltip.text.lines.map(\.text).joined(separator: " ")]
        case .tags(let layout): layout.group.tags.map(\.text)
        }
    }
}

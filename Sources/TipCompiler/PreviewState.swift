import TipEmit
import TipLayout
import TipPipeline
import TipStyle
import TipSyntax

/// The state the preview page draws, as JSON: for each input its name, whether what it shows
/// is stale (the latest compile failed) or why the file could not be read, every diagnostic
/// with its file, line and column and the component it is in, and every component of the last
/// good compile with each of its variants as the review sheet draws it (``ComponentVariant``).
enum PreviewState {
    /// The state after compile number `version` of `inputs`.
    static func json(version: Int, inputs: [PreviewInput]) -> JSON {
        .object([
            JSONMember("version", .integer(version)),
            JSONMember("inputs", .array(inputs.map(json(of:)))),
        ])
    }

    private static func json(of input: PreviewInput) -> JSON {
        let components: [JSON] = input.lastGood.map { layout in
            layout.components.indices.map { json(ofComponentAt: $0, of: layout, in: input) }
        } ?? []
        return .object([
            JSONMember("name", .string(input.name)),
            JSONMember("stale", .bool(input.isStale)),
            JSONMember("problem", input.readError.map(JSON.string) ?? .null),
            JSONMember("diagnostics", .array(diagnostics(of: input))),
            JSONMember("components", .array(components)),
        ])
    }

    private static func json(ofComponentAt index: Int, of layout: LayoutDocument, in input: PreviewInput) -> JSON {
        let component = layout.components[index]
        let variants = SVGWriter.variants(ofComponentAt: index, of: layout).map { variant in
            JSON.object([
                JSONMember("locale", variant.locale.map(JSON.string) ?? .null),
                JSONMember("rightToLeft", .bool(variant.locale.map(PreviewLocale.isRightToLeft) ?? false)),
                JSONMember("size", .string(variant.sizeCategory.shortName)),
                JSONMember("bold", .bool(variant.legibilityWeight == .bold)),
                JSONMember("appearance", .string(variant.appearance.rawValue)),
                JSONMember("caption", .string(variant.caption)),
                JSONMember("svg", .string(variant.svg)),
            ])
        }
        let kind: String = switch component {
        case .tooltip: "tooltip"
        case .tags: "tags"
        }
        return .object([
            JSONMember("name", .string(component.name)),
            JSONMember("kind", .string(kind)),
            JSONMember("index", .integer(index)),
            JSONMember("variants", .array(variants)),
        ])
    }

    /// Every diagnostic of the latest compile, each with the component whose declaration holds
    /// it (nil: outside every declaration, or in another file).
    private static func diagnostics(of input: PreviewInput) -> [JSON] {
        guard let result = input.latest else { return [] }
        let declarations = input.declarations
        return result.diagnostics.map { diagnostic in
            let file = result.sources[diagnostic.span.file]
            let location = file.location(of: diagnostic.span.start)
            let component = diagnostic.span.file == FileID(0)
                ? declarations.first { $0.span.start <= diagnostic.span.start && diagnostic.span.start < max($0.span.end, $0.span.start + 1) }
                : nil
            return .object([
                JSONMember("severity", .string(diagnostic.severity.rawValue)),
                JSONMember("code", .string(diagnostic.code.rawValue)),
                JSONMember("message", .string(diagnostic.message)),
                JSONMember("file", .string(diagnostic.span.file == FileID(0) ? input.name : file.path)),
                JSONMember("line", .integer(location.line)),
                JSONMember("column", .integer(location.column)),
                JSONMember("component", component.map { .string($0.name.name) } ?? .null),
            ])
        }
    }
}

/// Which locales are written right to left, which the page marks (`ar ⇄`) and can show or hide
/// together.
enum PreviewLocale {
    /// The languages written right to left (ISO 639), by the language subtag of a locale.
    private static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi"]

    /// Whether `locale` (`ar`, `he-IL`, `fa_IR`) is written right to left.
    static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language)
    }
}

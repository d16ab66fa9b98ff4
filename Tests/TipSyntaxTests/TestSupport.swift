import Foundation
@testable import TipSyntax

/// Helpers shared by the syntax tests.
enum TestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures/syntax`.
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/syntax")

    /// A source file from text.
    static func source(_ text: String) -> SourceFile {
        SourceFile(id: FileID(0), path: "test.tip", text: text)
    }

    /// A source file read from `url`.
    static func source(at url: URL) throws -> SourceFile {
        SourceFile(id: FileID(0), path: url.path, bytes: Array(try Data(contentsOf: url)))
    }

    /// The `.tip` files directly inside `directory` (none if it does not exist), sorted by name.
    static func tipFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".tip") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Each diagnostic as `CODE@line:column`, in output order.
    static func positions(_ diagnostics: [Diagnostic], in file: SourceFile) -> [String] {
        diagnostics.map { diagnostic in
            let location = file.location(of: diagnostic.span.start)
            return "\(diagnostic.code.rawValue)@\(location.line):\(location.column)"
        }
    }

    /// Lexes `text` and returns the token kinds without the final end-of-file.
    static func kinds(_ text: String) -> [TokenKind] {
        Lexer.tokenize(source(text)).tokens.dropLast().map(\.kind)
    }

    /// Parses `text`.
    static func parse(_ text: String) -> (file: SourceFile, document: Document, diagnostics: [Diagnostic]) {
        let file = source(text)
        let result = Parser.parse(file)
        return (file, result.document, result.diagnostics)
    }

    /// The properties of a block, by dotted name.
    static func properties(_ block: Block) -> [(name: String, value: Value)] {
        block.members.compactMap { member in
            guard case .property(let property) = member else { return nil }
            return (property.path.map(\.name).joined(separator: "."), property.value)
        }
    }

    /// The text of a span in `file`.
    static func text(_ span: Span, in file: SourceFile) -> String {
        String(decoding: file.bytes[span.start..<span.end], as: UTF8.self)
    }
}

extension TermKind {
    /// A compact rendering used by the tests to compare structure.
    var sketch: String {
        switch self {
        case .number(let value, let unit): "\(value)\(unit.rawValue)"
        case .string(let text): "\"\(text)\""
        case .hexColor(let digits): "#\(digits)"
        case .identifier(let name): name
        case .boolean(let value): "\(value)"
        case .call(let name, let arguments): "\(name.name)(\(arguments.map(\.sketch).joined(separator: ", ")))"
        case .list(let elements): "[\(elements.map(\.sketch).joined(separator: ", "))]"
        case .combination(let parts): parts.map(\.kind.sketch).joined(separator: " + ")
        }
    }
}

extension ValueElement {
    /// Terms separated by spaces.
    var sketch: String { terms.map(\.kind.sketch).joined(separator: " ") }
}

extension Value {
    /// Elements separated by `, `.
    var sketch: String { elements.map(\.sketch).joined(separator: ", ") }
}

import Foundation
@testable import TipFormat
import TipSyntax

/// Helpers shared by the formatter tests.
enum FormatTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A source file from text.
    static func source(_ text: String) -> SourceFile {
        SourceFile(id: FileID(0), path: "test.tip", text: text)
    }

    /// A source file from bytes.
    static func source(bytes: [UInt8]) -> SourceFile {
        SourceFile(id: FileID(0), path: "test.tip", bytes: bytes)
    }

    /// Formats `text`.
    static func format(_ text: String) -> String? {
        Formatter.format(source(text))
    }

    /// Repository-relative paths of every `.tip` file under `folder`, recursively, sorted.
    static func tipFiles(under folder: String) -> [String] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".tip") }.sorted().map { folder + "/" + $0 }
    }

    /// The samples: `samples/*.tip` and `samples/shared/*.tip`.
    static var samples: [String] {
        tipFiles(under: "samples").filter { path in
            let inner = path.dropFirst("samples/".count)
            return !inner.contains("/") || inner.hasPrefix("shared/") && inner.split(separator: "/").count == 2
        }
    }

    /// The bytes of a repository-relative file.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: packageRoot.appendingPathComponent(path)))
    }

    /// The syntax tree of `file` printed without spans, or nil when it has syntax errors: two
    /// files with the same dump mean the same thing to every later phase.
    static func structure(_ file: SourceFile) -> String? {
        let (document, diagnostics) = Parser.parse(file)
        guard !diagnostics.containsErrors else { return nil }
        return document.declarations.map(dump).joined(separator: "\n")
    }

    /// The words of every comment of `file`, in order (comments are the only thing besides
    /// tokens between which the formatter may move line ends and spaces).
    static func commentWords(_ file: SourceFile) -> [Substring] {
        let tree = ConcreteSyntaxTree(file: file, tokens: Lexer.tokenize(file).tokens)
        var words: [Substring] = []
        for position in tree.tokens.indices where tree.tokens.kind(at: position) != .newline {
            for piece in tree.leadingTrivia(of: position) where piece.isComment {
                words += String(decoding: file.bytes[piece.range], as: UTF8.self).split(whereSeparator: \.isWhitespace)
            }
        }
        return words
    }

    private static func dump(_ declaration: Declaration) -> String {
        switch declaration {
        case .importFile(let declaration): "import \(declaration.path.debugDescription)"
        case .constant(let constant): "let \(constant.name.name) = \(dump(constant.value))"
        case .component(let component):
            "\(component.kind.rawValue) \(component.name.name) : \(component.parent?.name ?? "-") \(dump(component.body))"
        case .font(let font): "font \(font.family.debugDescription) \(dump(font.body))"
        case .preview(let preview): "preview \(dump(preview.body))"
        case .strings(let strings): "strings \(strings.path.debugDescription)"
        }
    }

    private static func dump(_ block: Block) -> String {
        let members = block.members.map { member in
            switch member {
            case .property(let property): property.path.map(\.name).joined(separator: ".") + ": " + dump(property.value)
            case .block(let nested): nested.name.name + " " + dump(nested.body)
            }
        }
        return "{" + members.joined(separator: "; ") + "}"
    }

    private static func dump(_ value: Value) -> String {
        value.elements.map(dump).joined(separator: ", ")
    }

    private static func dump(_ element: ValueElement) -> String {
        element.terms.map(dump).joined(separator: " ")
    }

    private static func dump(_ term: Term) -> String {
        switch term.kind {
        case .number(let value, let unit): "num(\(value)\(unit.rawValue))"
        case .string(let text): "str(\(text.debugDescription))"
        case .hexColor(let digits): "hex(\(digits))"
        case .identifier(let name): "id(\(name))"
        case .boolean(let value): "bool(\(value))"
        case .call(let name, let arguments): "\(name.name)(\(arguments.map(dump).joined(separator: ", ")))"
        case .list(let elements): "[\(elements.map(dump).joined(separator: ", "))]"
        case .combination(let parts): parts.map(dump).joined(separator: " + ")
        }
    }
}

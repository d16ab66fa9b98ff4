import TipEmit
import TipSemantics
import TipSyntax

/// `textDocument/hover`: a property's type, default and meaning; a named colour's value; a
/// constant's definition; a style's or component's kind and parents. Markdown.
enum Hover {
    /// The `Hover` for `offset` in `analysis`'s document, or `null` where there is nothing to say.
    static func hover(in analysis: DocumentAnalysis, at offset: Int) -> JSON {
        guard let token = analysis.token(at: offset), token.isName,
              let text = text(for: token, in: analysis) else { return .null }
        return [
            "contents": ["kind": "markdown", "value": .string(text)],
            "range": UTF16Positions.range(token.start, token.end, in: analysis.file).json,
        ]
    }

    /// The markdown documentation of a property (also shown with completion items).
    static func markdown(for property: PropertyInfo) -> JSON {
        ["kind": "markdown", "value": .string(text(for: property))]
    }

    private static func text(for token: Token, in analysis: DocumentAnalysis) -> String? {
        let context = analysis.context(at: token.start)
        switch context {
        case .memberName(let path):
            return path.appending([token.name]).property.map(text(for:))
        case .declarationName, .parentName:
            return declarationText(token.name, analysis: analysis)
        case .value(let path):
            return valueText(token.name, analysis: analysis) ?? path.property.flatMap { enumText(token.name, of: $0) }
        case .constantValue:
            return valueText(token.name, analysis: analysis)
        case .declarationStart, .importPath, .none:
            return nil
        }
    }

    private static func text(for property: PropertyInfo) -> String {
        var lines = ["**`\(property.name)`** — \(property.summary)", "", "- type: \(property.type.description)"]
        let shownDefault = property.defaultValue.description
        if !shownDefault.isEmpty { lines.append("- default: `\(shownDefault)`") }
        let members = PropertyTable.members(of: property)
        if !members.isEmpty { lines.append("- block members: " + members.map { "`\($0.name)`" }.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    /// A constant's `let` (the document's or an import's), else a named colour's value.
    private static func valueText(_ name: String, analysis: DocumentAnalysis) -> String? {
        if let constant = DeclarationIndex(analysis: analysis).constant(named: name) {
            let declaration = constant.declaration
            let code = "let \(name) = \(analysis.text(of: declaration.value.span))"
            return "```tip\n\(code)\n```" + origin(constant.file, analysis: analysis)
        }
        if let color = NamedColors.color(named: name) {
            return "**`\(name)`** — UIKit named colour `\(color.hexDescription)`"
        }
        return nil
    }

    /// An enumerated property's value, with the other values it could take.
    private static func enumText(_ name: String, of property: PropertyInfo) -> String? {
        guard case .keyword(let values) = property.type, values.contains(name) else { return nil }
        return "**`\(name)`** — a value of `\(property.name)`: \(property.type.description)"
    }

    /// A style's or component's header and its chain of parents.
    private static func declarationText(_ name: String, analysis: DocumentAnalysis) -> String? {
        let index = DeclarationIndex(analysis: analysis)
        guard let entry = index.component(named: name) else { return nil }
        let declaration = entry.declaration
        var header = "\(declaration.kind.rawValue) \(name)"
        if let parent = declaration.parent { header += " : \(parent.name)" }
        var text = "```tip\n\(header)\n```"
        let ancestors = index.ancestors(of: name)
        if ancestors.count > 1 {
            text += "\n\ninherits " + ancestors.map { "`\($0)`" }.joined(separator: " → ")
        }
        return text + origin(entry.file, analysis: analysis)
    }

    /// "declared in `path`" for a declaration of an imported file; nothing for the document's own.
    private static func origin(_ file: FileID, analysis: DocumentAnalysis) -> String {
        file.index == 0 ? "" : "\n\ndeclared in `\(analysis.files[file.index].path)`"
    }
}

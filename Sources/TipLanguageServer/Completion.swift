import TipEmit
import TipSemantics
import TipStyle
import TipSyntax

/// `textDocument/completion`: what may be written at the cursor, from its ``CursorContext``.
/// The list is complete for the context; the editor filters it by the word being typed.
enum Completion {
    /// LSP `CompletionItemKind` values used here.
    private enum ItemKind: Int {
        case function = 3, property = 10, keyword = 14, color = 16, enumMember = 20, constant = 21, classKind = 7
    }

    /// The `CompletionList` for `offset` in `analysis`'s document; `snippets` when the client
    /// takes snippets.
    static func list(in analysis: DocumentAnalysis, at offset: Int, snippets: Bool) -> JSON {
        let items = items(for: analysis.context(at: offset), analysis: analysis, snippets: snippets)
        return ["isIncomplete": false, "items": .array(items)]
    }

    private static func items(for context: CursorContext, analysis: DocumentAnalysis, snippets: Bool) -> [JSON] {
        switch context {
        case .declarationStart:
            return ["import", "let", "style", "tooltip", "tags"].map { item($0, .keyword) } + [fontDeclaration(snippets: snippets)]
        case .parentName(let kind, let declaring):
            return DeclarationIndex(analysis: analysis).components.compactMap { entry in
                let declaration = entry.declaration
                guard declaration.name.name != declaring, declaration.kind == .style || declaration.kind == kind else { return nil }
                return item(declaration.name.name, .classKind, detail: declaration.kind.rawValue)
            }
        case .constantValue:
            return colors() + constants(analysis)
        case .memberName(let path):
            return path.properties.map { property in
                item(property.name, .property, detail: property.type.description, documentation: Hover.markdown(for: property))
            }
        case .value(let path):
            guard let property = path.property else { return constants(analysis) }
            return values(of: property.type, analysis: analysis)
        case .declarationName, .importPath, .none:
            return []
        }
    }

    /// The items for a value of `type`.
    private static func values(of type: PropertyValueType, analysis: DocumentAnalysis) -> [JSON] {
        switch type {
        case .color:
            return colors() + constants(analysis)
        case .border:
            return [item("none", .keyword)] + colors() + constants(analysis)
        case .keyword(let values):
            return values.map { item($0, .enumMember) }
        case .font:
            return PropertyTable.textStyles.map { item($0, .enumMember, detail: "text style") }
                + PropertyTable.fontWeights.map { item($0, .enumMember, detail: "font weight") } + constants(analysis)
        case .arrow:
            return ArrowEdge.allCases.map { item($0.rawValue, .enumMember, detail: "edge") } + positions()
        case .arrowPosition:
            return positions()
        case .rowHeight:
            return [item("auto", .keyword)] + constants(analysis)
        case .cornerRadius:
            return [item("capsule", .keyword), scaled()] + constants(analysis)
        case .scalableSize, .scalablePositiveSize, .padding, .spacing:
            return [scaled()] + constants(analysis)
        case .shadow, .budget, .icon:
            return [item("none", .keyword)]
        case .dismiss:
            return [item("none", .keyword), item("tap", .enumMember), call("after", argument: "DURATION")]
        case .boolean:
            return [item("true", .keyword), item("false", .keyword)]
        case .transition:
            return [item("none", .keyword), call("fade", argument: "DURATION"), call("scale", argument: "FACTOR, DURATION")]
        case .emphasis:
            return [item("none", .keyword)] + TooltipEmphasis.Kind.allCases.map { item($0.rawValue, .enumMember, detail: "emphasis") }
        case .actions:
            return [item("none", .keyword), call("action", argument: "TEXT, id: ID"), call("localized", argument: "KEY")]
        case .stringList:
            return [call("item", argument: "TEXT, label: LABEL"), call("localized", argument: "KEY")]
        case .text:
            return [call("localized", argument: "KEY")]
        case .string, .tagBlock, .title, .actionBlock, .accessibility, .reducedMotion:
            return []
        case .size, .positiveSize, .offset, .integer, .fraction:
            return constants(analysis)
        }
    }

    /// `scaled(N)`: a size that scales with Dynamic Type.
    private static func scaled() -> JSON {
        call("scaled", argument: "N, relativeTo: STYLE")
    }

    /// `center`, `leading(P)`, `trailing(P)`.
    private static func positions() -> [JSON] {
        [item("center", .enumMember, detail: "position"), call("leading", argument: "P"), call("trailing", argument: "P")]
    }

    /// Every named colour, its hex (light and dark) as the detail, its light hex as the
    /// documentation (so editors show a swatch).
    private static func colors() -> [JSON] {
        NamedColors.all.map { item($0.name, .color, detail: $0.color.hexDescription, documentation: .string($0.color.light.hex)) }
    }

    /// Every constant the document sees, its value as the detail.
    private static func constants(_ analysis: DocumentAnalysis) -> [JSON] {
        DeclarationIndex(analysis: analysis).constants.map { entry in
            item(entry.declaration.name.name, .constant, detail: analysis.text(of: entry.declaration.value.span))
        }
    }

    /// `font "Family" { regular: "…" }`: with snippets, the whole declaration with the family
    /// and its regular face's file to fill in; else the keyword.
    private static func fontDeclaration(snippets: Bool) -> JSON {
        item("font", .keyword, detail: "font \"Family\" { WEIGHT: \"file.ttf\" }",
             snippet: snippets ? "font \"${1:Family}\" {\n    regular: \"${2:Family-Regular.ttf}\"\n}$0" : nil)
    }

    /// A call such as `leading(P)`, inserted up to its `(`.
    private static func call(_ name: String, argument: String) -> JSON {
        ["label": .string("\(name)(\(argument))"), "kind": .integer(ItemKind.function.rawValue), "insertText": .string(name + "(")]
    }

    /// An item; `snippet` is inserted instead of the label, as a snippet (LSP's
    /// `InsertTextFormat.Snippet`, 2).
    private static func item(_ label: String, _ kind: ItemKind, detail: String? = nil, documentation: JSON? = nil, snippet: String? = nil) -> JSON {
        var members = [JSONMember("label", .string(label)), JSONMember("kind", .integer(kind.rawValue))]
        if let detail { members.append(JSONMember("detail", .string(detail))) }
        if let documentation { members.append(JSONMember("documentation", documentation)) }
        if let snippet { members += [JSONMember("insertText", .string(snippet)), JSONMember("insertTextFormat", 2)] }
        return .object(members)
    }
}

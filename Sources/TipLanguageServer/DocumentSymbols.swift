import TipEmit
import TipSyntax

/// `textDocument/documentSymbol`: the document's declarations as a tree. Styles are `Class`
/// (reusable, inherited from), tooltips and tag groups `Object` (what is emitted), constants
/// `Constant`, imports `File`; members below them are `Property` (blocks hold their members).
enum DocumentSymbols {
    /// LSP `SymbolKind` values used here.
    private enum Kind: Int {
        case file = 1, classKind = 5, property = 7, constant = 14, object = 19
    }

    /// The `DocumentSymbol[]` of `analysis`'s document.
    static func symbols(of analysis: DocumentAnalysis) -> JSON {
        .array(analysis.tree.declarations.map { declaration in
            switch declaration {
            case .importFile(let item):
                return symbol(item.path, .file, span: item.span, name: item.pathSpan, analysis: analysis)
            case .constant(let constant):
                return symbol(constant.name.name, .constant, detail: analysis.text(of: constant.value.span),
                              span: constant.span, name: constant.name.span, analysis: analysis)
            case .component(let component):
                var detail = component.kind.rawValue
                if let parent = component.parent { detail += " : " + parent.name }
                return symbol(component.name.name, component.kind == .style ? .classKind : .object, detail: detail,
                              span: component.span, name: component.name.span,
                              children: members(component.body, analysis: analysis), analysis: analysis)
            case .font(let font):
                return symbol(font.family, .file, detail: "font", span: font.span, name: font.familySpan,
                              children: members(font.body, analysis: analysis), analysis: analysis)
            case .strings(let strings):
                return symbol(strings.path, .file, detail: "strings", span: strings.span, name: strings.pathSpan, analysis: analysis)
            case .preview(let preview):
                return symbol("preview", .object, span: preview.span, name: preview.keyword,
                              children: members(preview.body, analysis: analysis), analysis: analysis)
            }
        })
    }

    /// The members of a block (nesting is bounded by the parser's depth limit).
    private static func members(_ block: Block, analysis: DocumentAnalysis) -> [JSON] {
        block.members.map { member in
            switch member {
            case .property(let property):
                let name = property.path.map(\.name).joined(separator: ".")
                let nameSpan = property.path[0].span.union(property.path[property.path.count - 1].span)
                return symbol(name, .property, detail: analysis.text(of: property.value.span),
                              span: property.span, name: nameSpan, analysis: analysis)
            case .block(let nested):
                return symbol(nested.name.name, .property, span: nested.span, name: nested.name.span,
                              children: members(nested.body, analysis: analysis), analysis: analysis)
            }
        }
    }

    private static func symbol(
        _ name: String, _ kind: Kind, detail: String? = nil, span: Span, name nameSpan: Span,
        children: [JSON] = [], analysis: DocumentAnalysis
    ) -> JSON {
        let file = analysis.file
        let range = span.union(nameSpan)
        var members = [JSONMember("name", .string(name.isEmpty ? "\"\"" : name))]
        if let detail { members.append(JSONMember("detail", .string(detail))) }
        members += [
            JSONMember("kind", .integer(kind.rawValue)),
            JSONMember("range", UTF16Positions.range(of: range, in: file).json),
            JSONMember("selectionRange", UTF16Positions.range(of: nameSpan, in: file).json),
        ]
        if !children.isEmpty { members.append(JSONMember("children", .array(children))) }
        return .object(members)
    }
}

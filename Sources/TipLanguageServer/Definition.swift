import TipEmit
import TipSyntax

/// `textDocument/definition`: from a parent name to its declaration, from an import's string to
/// the imported file, from a constant's use to its `let`.
enum Definition {
    /// The `Location` for `offset` in `analysis`'s document, or `null`.
    static func location(in analysis: DocumentAnalysis, at offset: Int) -> JSON {
        guard let token = analysis.token(at: offset) else { return .null }
        let context = analysis.context(at: token.start)
        let index = DeclarationIndex(analysis: analysis)
        switch (context, token.kind) {
        case (.importPath, .string):
            let span = Span(file: FileID(0), start: token.start, end: token.end)
            guard let file = ImportReach(analysis: analysis).file(importedAt: span) else { return .null }
            let start = TextPosition(line: 0, character: 0)
            return ["uri": .string(analysis.uri(of: file)), "range": TextRange(start: start, end: start).json]
        case (.declarationName, _), (.parentName, _):
            guard token.isName, let entry = index.component(named: token.name) else { return .null }
            return analysis.location(of: entry.declaration.name.span)
        case (.value, .identifier), (.constantValue, .identifier):
            guard let entry = index.constant(named: token.name) else { return .null }
            return analysis.location(of: entry.declaration.name.span)
        default:
            return .null
        }
    }
}

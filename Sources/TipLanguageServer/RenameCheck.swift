import TipSemantics
import TipStyle
import TipSyntax

/// Whether a symbol may take a new name: the name must be one the language accepts for its kind
/// (an identifier that is no keyword; for a constant, no built-in name either; for a font
/// family, a non-empty name other than `system`), and no compilation that sees the symbol may
/// already declare a name of its kind so (styles and components share one namespace).
enum RenameCheck {
    /// Why `symbol` cannot be renamed `newName` in `workspace`, as the message of the refused
    /// request; nil when it can.
    static func refusal(renaming symbol: Symbol, to newName: String, in workspace: WorkspaceFiles) -> String? {
        guard newName != symbol.name else { return nil }
        let start = "cannot rename \(symbol.kind.noun) `\(symbol.name)` to `\(newName)`: "
        if let problem = symbol.kind == .fontFamily ? familyProblem(newName) : identifierProblem(newName, kind: symbol.kind) {
            return start + problem
        }
        for file in workspace.files.indices where workspace.sees(symbol.declaringFile, from: file) {
            if let existing = workspace.declarations(of: symbol.kind, named: newName, visibleFrom: file).first {
                let line = workspace.range(of: existing).start.line + 1
                return start + "a \(symbol.kind.noun) called `\(newName)` is already declared at \(workspace.files[existing.file].path):\(line)"
            }
        }
        return nil
    }

    /// What is wrong with `name` as the name of a style, component or constant, read by the lexer.
    private static func identifierProblem(_ name: String, kind: SymbolKind) -> String? {
        let tokens = Lexer.tokenize(SourceFile(id: FileID(0), path: "", text: name)).tokens
        let shape = "a name is a letter or `_`, then letters, digits or `_`"
        guard tokens.count == 2, tokens[0].start == 0, tokens[0].end == name.utf8.count else { return shape }
        if case .keyword = tokens[0].kind { return "`\(name)` is a keyword" }
        guard tokens[0].kind == .identifier else { return shape }
        if kind == .constant, BuiltinNames.contains(name) {
            return "`\(name)` already has a meaning in values (a colour, an enum value or a keyword), so no constant may take it"
        }
        return nil
    }

    /// What is wrong with `name` as a font family's name.
    private static func familyProblem(_ name: String) -> String? {
        if name.isEmpty { return "a font family needs a name" }
        if name == FontStyle.systemFamilyName { return "`system` is the system font's name" }
        return nil
    }
}

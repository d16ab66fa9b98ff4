import TipEmit

/// `textDocument/references`: every use of a style, component, constant or font family, in the
/// document and the files it imports, and in the open documents that import its declaration;
/// its declaration too when the request's `context.includeDeclaration` is true.
enum References {
    /// The `Location[]` of `symbol` in `workspace`, by file then in source order.
    static func locations(of symbol: Symbol, in workspace: WorkspaceFiles, includeDeclaration: Bool) -> JSON {
        .array(workspace.places(of: symbol)
            .filter { includeDeclaration || !$0.occurrence.isDeclaration }
            .map(workspace.location(of:)))
    }
}

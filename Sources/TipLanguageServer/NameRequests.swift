import TipEmit

/// The requests about a declared name at a position — `references`, `prepareRename`, `rename`
/// — answered over every file the session knows (``WorkspaceFiles``).
extension ServerSession {
    /// The `Location[]` of the symbol at the position; null where no declared name is written.
    func references(_ params: RequestParams) throws(ResponseError) -> JSON {
        guard let target = try symbolTarget(params) else { return .null }
        let includeDeclaration = params.json["context"]?["includeDeclaration"] == .bool(true)
        return References.locations(of: target.symbol, in: target.workspace, includeDeclaration: includeDeclaration)
    }

    /// The range and name of the symbol at the position; null where nothing can be renamed (a
    /// keyword, a property name, a value that is no declared name).
    func prepareRename(_ params: RequestParams) throws(ResponseError) -> JSON {
        guard let target = try symbolTarget(params) else { return .null }
        return Rename.preparation(for: target.occurrence, in: target.file, of: target.workspace)
    }

    /// The `WorkspaceEdit` giving the symbol at the position `newName`.
    func rename(_ params: RequestParams) throws(ResponseError) -> JSON {
        guard let newName = params.json["newName"]?.stringValue else { throw ResponseError.invalidParams("missing `newName`") }
        guard let target = try symbolTarget(params) else {
            throw ResponseError.requestFailed("nothing to rename here: rename works on the name of a style, component, constant or font family")
        }
        return try Rename.edit(renaming: target.symbol, to: newName, in: target.workspace, documentChanges: clientCapabilities.documentChanges)
    }

    /// The files to search, the requested document's index among them, and the symbol at the
    /// request's position with its occurrence there; nil when the document is not open or no
    /// declared name is written there.
    private func symbolTarget(_ params: RequestParams) throws(ResponseError)
        -> (workspace: WorkspaceFiles, file: Int, symbol: Symbol, occurrence: SymbolOccurrence)? {
        let uri = try params.documentURI()
        let position = try params.position()
        guard let document = documents[uri] else { return nil }
        let workspace = WorkspaceFiles(documents: Array(documents.values))
        guard let file = workspace.index(ofPath: document.path) else { return nil }
        let offset = UTF16Positions.offset(of: position, in: workspace.files[file].source)
        guard let found = workspace.symbol(at: offset, in: file) else { return nil }
        return (workspace, file, found.symbol, found.occurrence)
    }
}

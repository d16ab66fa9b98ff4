import TipEmit

/// What the server answers to `initialize`.
enum Capabilities {
    /// The characters after which an editor asks for completion unprompted.
    static let completionTriggers: [String] = [":", ".", " ", "{"]

    /// The `InitializeResult`: incremental text sync (`TextDocumentSyncKind.Incremental`) with
    /// open/close, hover, completion, definition, references, rename (with `prepareRename`),
    /// document symbols, folding ranges, document colours, formatting and quick fixes; server
    /// name `tipc`.
    static let initializeResult: JSON = [
        "capabilities": [
            "textDocumentSync": ["openClose": true, "change": 2],
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": .array(completionTriggers.map(JSON.string)), "resolveProvider": false],
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": ["prepareProvider": true],
            "documentSymbolProvider": true,
            "documentFormattingProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "foldingRangeProvider": true,
            "colorProvider": true,
            "positionEncoding": "utf-16",
        ],
        "serverInfo": ["name": "tipc", "version": "1"],
    ]
}

import TipEmit

/// What the client said it supports in `initialize`, where the server's answers depend on it.
struct ClientCapabilities: Sendable {
    /// `workspace.workspaceEdit.documentChanges`: a rename answers with versioned
    /// `documentChanges` rather than `changes` by URI.
    var documentChanges = false
    /// `textDocument.completion.completionItem.snippetSupport`: completion may insert snippets
    /// (`$1` placeholders) rather than plain text.
    var snippets = false

    /// Nothing supported (before `initialize`).
    init() {}

    /// Reads the `capabilities` of `initialize`'s params.
    init(initializeParams params: JSON) {
        let capabilities = params["capabilities"]
        documentChanges = capabilities?["workspace"]?["workspaceEdit"]?["documentChanges"] == .bool(true)
        snippets = capabilities?["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"] == .bool(true)
    }
}

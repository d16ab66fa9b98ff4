import TipEmit

/// `textDocument/prepareRename` and `textDocument/rename` for styles, components, constants and
/// font families: the rename edits every place ``References`` finds, the declaration included,
/// across files, as a `WorkspaceEdit`.
enum Rename {
    /// The `prepareRename` answer for an occurrence of a symbol in `file`: the range of its name
    /// (a family's text between its quotes) and the name as a placeholder.
    static func preparation(for occurrence: SymbolOccurrence, in file: Int, of workspace: WorkspaceFiles) -> JSON {
        [
            "range": workspace.range(of: SymbolPlace(file: file, occurrence: occurrence)).json,
            "placeholder": .string(occurrence.name),
        ]
    }

    /// The `WorkspaceEdit` renaming `symbol` to `newName`: versioned `documentChanges` when the
    /// client supports them, else `changes` by URI. Throws `RequestFailed` with the reason when
    /// the name is refused (see ``RenameCheck``).
    static func edit(renaming symbol: Symbol, to newName: String, in workspace: WorkspaceFiles, documentChanges: Bool) throws(ResponseError) -> JSON {
        if let refusal = RenameCheck.refusal(renaming: symbol, to: newName, in: workspace) {
            throw ResponseError.requestFailed(refusal)
        }
        let newText = symbol.kind == .fontFamily ? stringContent(newName) : newName
        var editsByFile: [(file: Int, edits: [JSON])] = []
        for place in workspace.places(of: symbol) {
            let edit: JSON = ["range": workspace.range(of: place).json, "newText": .string(newText)]
            if editsByFile.last?.file == place.file {
                editsByFile[editsByFile.count - 1].edits.append(edit)
            } else {
                editsByFile.append((place.file, [edit]))
            }
        }
        if documentChanges {
            return ["documentChanges": .array(editsByFile.map { file, edits in
                let version = workspace.files[file].version.map(JSON.integer) ?? .null
                return ["textDocument": ["uri": .string(workspace.files[file].uri), "version": version], "edits": .array(edits)]
            })]
        }
        return ["changes": .object(editsByFile.map { JSONMember(workspace.files[$0.file].uri, .array($0.edits)) })]
    }

    /// `text` written between the quotes of a string literal: `"` and `\` escaped, and the
    /// characters a string cannot hold raw (line breaks, other control characters) as escapes.
    private static func stringContent(_ text: String) -> String {
        var written = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": written += "\\\""
            case "\\": written += "\\\\"
            case "\n": written += "\\n"
            case "\t": written += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                written += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                written.unicodeScalars.append(scalar)
            }
        }
        return written
    }
}

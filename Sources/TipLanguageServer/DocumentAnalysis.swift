import TipPipeline
import TipEmit
import TipSemantics
import TipSyntax
import TipSystem

/// What the editor features read about one document: its syntax, and the files it imports.
///
/// File 0 is the document; the other files, with the ids they had there, are those of a compile
/// (for diagnostics, that compile's own text is file 0; for the features answered at once, it
/// is the current text, and the imports are those of the latest compile, which may be of an
/// older version).
struct DocumentAnalysis: Sendable {
    /// Where the document's tree comes from.
    private enum MainTree: Sendable {
        /// Parsed already.
        case parsed(Document)
        /// Parsed when first asked for (the tokens alone answer many requests).
        case snapshot(SyntaxSnapshot)
    }

    /// The document's URI.
    let uri: String
    /// The document (file 0) and the files of the compile, by file index.
    let files: [SourceFile]
    /// The document's tokens (the lexer's, even for broken text).
    let tokens: TokenList
    private let mainTree: MainTree
    private let importedTrees: [Document]

    /// The current text of a document, `syntax`, with `imports` (none before the first compile):
    /// its tokens now, its tree when a feature first needs it.
    init(uri: String, syntax: SyntaxSnapshot, imports: ImportedFiles?) {
        self.uri = uri
        files = [syntax.file] + (imports?.files ?? [])
        tokens = syntax.tokens
        mainTree = .snapshot(syntax)
        importedTrees = imports?.trees ?? []
    }

    /// Everything of one compile of the text whose syntax is `parsed`.
    init(uri: String, parsed: ParsedFile, compile: CompilationResult) {
        self.uri = uri
        files = compile.sources.files
        tokens = parsed.tokens
        mainTree = .parsed(parsed.document)
        importedTrees = Array(compile.trees.dropFirst())
    }

    /// The syntax tree of every file, by file index (the document's parsed on first use).
    var trees: [Document] { [tree] + importedTrees }

    /// The document's source file.
    var file: SourceFile { files[0] }

    /// The document's concrete syntax tree (the snapshot's, kept; built anew for a compile's).
    var syntaxTree: ConcreteSyntaxTree {
        switch mainTree {
        case .parsed: ConcreteSyntaxTree(file: file, tokens: tokens)
        case .snapshot(let syntax): syntax.syntaxTree
        }
    }

    /// The document's top-level statements (the snapshot's, kept; found anew for a compile's).
    var topLevelStatements: TopLevelStatements {
        switch mainTree {
        case .parsed: TopLevelStatements(tokens: tokens)
        case .snapshot(let syntax): syntax.topLevelStatements
        }
    }

    /// The cursor's context at byte `offset` of the document.
    func context(at offset: Int) -> CursorContext {
        CursorContext.at(offset, in: topLevelStatements, bytes: file.bytes)
    }

    /// The document's syntax tree.
    var tree: Document {
        switch mainTree {
        case .parsed(let tree): tree
        case .snapshot(let syntax): syntax.parsed.document
        }
    }

    /// The imported file at exactly `path`, if the compile read it.
    func file(atPath path: String) -> SourceFile? {
        files.dropFirst().first { $0.path == path }
    }

    /// The URI of a file: the document's own for file 0, a `file:` URI for the others (relative
    /// paths, from documents that are not files, are taken from the current folder).
    func uri(of file: FileID) -> String {
        if file.index == 0 { return uri }
        let path = files[file.index].path
        if path.hasPrefix("/") { return DocumentURI.uri(ofPath: path) }
        return DocumentURI.uri(ofPath: ImportPath.join(path, importedFrom: ProcessEnvironment.currentDirectory + "/"))
    }

    /// The LSP location of `span`.
    func location(of span: Span) -> JSON {
        ["uri": .string(uri(of: span.file)), "range": UTF16Positions.range(of: span, in: files[span.file.index]).json]
    }

    /// The path a document's URI names: the decoded, normalised path of a `file:` URI, else the
    /// URI itself.
    static func path(of uri: String) -> String {
        DocumentURI.path(of: uri).map(ImportPath.normalize) ?? uri
    }
}

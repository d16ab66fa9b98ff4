import Foundation
import TipCompiler
import TipEmit
import TipSemantics
import TipSyntax

/// Serves the text of open documents first and the disk (or another loader) second, so an
/// import sees what the editor shows, saved or not.
struct OverlayLoader: SourceLoader {
    /// Open documents' bytes by normalised path.
    let overlay: [String: [UInt8]]
    /// Everything else.
    let fallback: any SourceLoader

    func read(path: String) -> Result<[UInt8], SourceLoadError> {
        if let bytes = overlay[ImportPath.normalize(path)] { return .success(bytes) }
        return fallback.read(path: path)
    }

    func identity(ofPath path: String) -> FileIdentity? { fallback.identity(ofPath: path) }
}

/// One compile of an open document's current text, with what the editor features need: the
/// trees of the document and of every file it imports, and the document's tokens.
struct DocumentAnalysis: Sendable {
    /// The document's URI.
    let uri: String
    /// The compile: sources (the document is file 0), diagnostics, layout.
    let result: CompilationResult
    /// The syntax tree of every file in ``result``'s sources, by file index.
    let trees: [Document]
    /// The document's tokens (the lexer's, even for broken text).
    let tokens: [Token]

    /// Compiles `bytes` as the document at `uri`, reading imports through `loader`.
    init(uri: String, bytes: [UInt8], loader: any SourceLoader) {
        self.uri = uri
        result = Compilation(loader: loader).compile(path: Self.path(of: uri), bytes: bytes)
        trees = result.sources.files.map { Parser.parse($0).document }
        tokens = Lexer.tokenize(result.sources[FileID(0)]).tokens
    }

    /// The document's source file.
    var file: SourceFile { result.sources[FileID(0)] }

    /// The document's syntax tree.
    var tree: Document { trees[0] }

    /// The paths of the imported files this compile read (the document itself left out).
    var importedPaths: [String] { result.sources.files.dropFirst().map(\.path) }

    /// The URI of a file of this compile: the document's own for file 0, a `file:` URI for the
    /// others (relative paths, from documents that are not files, are taken from the current
    /// folder).
    func uri(of file: FileID) -> String {
        if file.index == 0 { return uri }
        let path = result.sources[file].path
        if path.hasPrefix("/") { return DocumentURI.uri(ofPath: path) }
        return DocumentURI.uri(ofPath: ImportPath.join(path, importedFrom: FileManager.default.currentDirectoryPath + "/"))
    }

    /// The LSP location of `span`.
    func location(of span: Span) -> JSON {
        ["uri": .string(uri(of: span.file)), "range": UTF16Positions.range(of: span, in: result.sources[span.file]).json]
    }

    /// The path a document's URI names: the decoded, normalised path of a `file:` URI, else the
    /// URI itself.
    static func path(of uri: String) -> String {
        DocumentURI.path(of: uri).map(ImportPath.normalize) ?? uri
    }
}

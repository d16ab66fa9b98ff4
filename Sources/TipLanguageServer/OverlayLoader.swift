import TipSemantics

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

    /// The identity of the file on disk: an open document is the file it was opened from.
    func identity(ofPath path: String) -> FileIdentity? { fallback.identity(ofPath: path) }
}

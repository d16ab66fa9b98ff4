#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSystem
import TipText

/// Fonts kept between compiles of one process (the language server's), so that checking a
/// document's fonts on every edit does not read and parse its font files, or walk the font
/// folders, again: a face is kept with its file's size and modification time and read again when
/// either changes; the faces found in a list of folders are kept for the cache's life.
public final class FontCache: @unchecked Sendable {
    /// A face of a file, as the file was when it was parsed.
    private struct FaceKey: Hashable {
        let path: String
        let faceIndex: Int
        let size: Int64
        let modified: Int64
    }

    private let lock = Lock()
    private var faces: [FaceKey: FontFace] = [:]
    private var locators: [[String]: FontLocator] = [:]

    /// An empty cache.
    public init() {}

    /// The face `faceIndex` of the file at `path`: the kept one if the file has not changed,
    /// else what `load` makes (kept when it succeeds).
    func face(path: String, faceIndex: Int, load: () -> Result<FontFace, FontLoadFailure>) -> Result<FontFace, FontLoadFailure> {
        var status = stat()
        guard stat(path, &status) == 0 else { return load() }
        let key = FaceKey(path: path, faceIndex: faceIndex, size: Int64(status.st_size), modified: status.modificationTime)
        if let face = lock.withLock({ faces[key] }) { return .success(face) }
        let loaded = load()
        if case .success(let face) = loaded { lock.withLock { faces[key] = face } }
        return loaded
    }

    /// The faces in `directories`, scanned once.
    func locator(for directories: [String]) -> FontLocator {
        if let locator = lock.withLock({ locators[directories] }) { return locator }
        let locator = FontLocator(directories: directories)
        lock.withLock { locators[directories] = locator }
        return locator
    }
}

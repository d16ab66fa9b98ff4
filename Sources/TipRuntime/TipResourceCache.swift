import Foundation

/// The documents that ``TipResource``s have read, by bundle and resource name: each JSON
/// resource is read and decoded once in a process, on first use, whichever thread asks first
/// (the others wait for it).
final class TipResourceCache: @unchecked Sendable {
    /// The process's cache.
    static let shared = TipResourceCache()

    /// A resource of a bundle.
    private struct Key: Hashable {
        let bundle: URL
        let resource: String
    }

    /// Guards ``documents``, and is held while a document is decoded.
    private let lock = NSLock()
    private var documents: [Key: TipDocument] = [:]

    /// The document of the resource `<resource>.json` of the bundle at `bundle`, decoded on
    /// first use.
    /// - Throws: ``TipRuntimeError/missingResource(_:bundle:)`` when the bundle has no such
    ///   resource; the decoding error of one that is not a layout tree this runtime reads.
    func document(resource: String, bundle: URL) throws -> TipDocument {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(bundle: bundle, resource: resource)
        if let document = documents[key] { return document }
        guard let url = Bundle(url: bundle)?.url(forResource: resource, withExtension: "json") else {
            throw TipRuntimeError.missingResource(resource + ".json", bundle: bundle.path)
        }
        let document = try TipDocument.decode(from: Data(contentsOf: url))
        documents[key] = document
        return document
    }
}

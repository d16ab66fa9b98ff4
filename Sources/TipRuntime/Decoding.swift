import Foundation

extension TipDocument {
    /// Decodes a layout tree from the JSON bytes `tipc` wrote.
    /// - Throws: ``TipRuntimeError`` for an unsupported version, an unknown component kind, a
    ///   malformed colour or path; `DecodingError` for JSON that is not a layout tree.
    public static func decode(from data: Data) throws -> TipDocument {
        try JSONDecoder().decode(TipDocument.self, from: data)
    }

    /// Encodes the layout tree as JSON (keys sorted; not byte-identical to `tipc`'s output, but
    /// decoding it gives the same document).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}

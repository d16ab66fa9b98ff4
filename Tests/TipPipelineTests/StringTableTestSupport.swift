import Foundation
import TipSyntax
import TipTestSupport
@testable import TipPipeline

/// What the strings table tests share: tables read from text, and files written to a fresh
/// folder.
enum StringTableTestSupport {
    /// The catalog `json` as the file `Localizable.xcstrings` would read.
    static func catalog(_ json: String) -> Result<StringTable, StringTableError> {
        catalog(bytes: Array(json.utf8))
    }

    /// The catalog file `Localizable.xcstrings` holding `bytes`.
    static func catalog(bytes: [UInt8]) -> Result<StringTable, StringTableError> {
        StringCatalogParser.table(of: bytes, path: "Localizable.xcstrings")
    }

    /// The table of a catalog that must read.
    static func readCatalog(_ json: String) throws -> StringTable {
        try catalog(json).get()
    }

    /// The error of a catalog that must not read, or nil when it reads.
    static func catalogError(_ json: String) -> StringTableError? {
        if case .failure(let error) = catalog(json) { return error }
        return nil
    }

    /// The entries of `bytes` as the `.strings` file `en.lproj/Localizable.strings`.
    static func stringsEntries(_ bytes: [UInt8]) -> Result<[StringsFileEntry], StringTableError> {
        StringsFileParser.entries(ofFile: bytes, path: "en.lproj/Localizable.strings")
    }

    /// The entries of the `.strings` text `text`, as pairs.
    static func strings(_ text: String) throws -> [(String, String)] {
        try strings(bytes: Array(text.utf8))
    }

    /// The entries of the `.strings` file holding `bytes`, as pairs.
    static func strings(bytes: [UInt8]) throws -> [(String, String)] {
        try stringsEntries(bytes).get().map { ($0.key, $0.value) }
    }

    /// The error of `.strings` bytes that must not read, or nil when they read.
    static func stringsError(_ bytes: [UInt8]) -> StringTableError? {
        if case .failure(let error) = stringsEntries(bytes) { return error }
        return nil
    }

    /// The error of `.strings` text that must not read, or nil when it reads.
    static func stringsError(_ text: String) -> StringTableError? {
        stringsError(Array(text.utf8))
    }

    /// A new folder holding `files` (paths relative to it, folders made as needed).
    static func folder(with files: [String: [UInt8]]) throws -> String {
        let folder = try TestFolders.make(prefix: "tipc-strings-")
        for (relative, bytes) in files {
            let path = folder + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        return folder
    }

    /// `text` in UTF-16, little- or big-endian, after a byte order mark.
    static func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }
}

extension TipSyntax.SourceLocation {
    /// `line:column`, for comparing with a short literal.
    var text: String { "\(line):\(column)" }
}

extension Result where Failure == StringTableError {
    /// The error, if this is one.
    var failure: StringTableError? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The error's message, if this is one.
    var failureMessage: String? { failure?.message }
}

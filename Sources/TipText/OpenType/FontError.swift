/// Why a font file could not be read. Every read of the OpenType reader is bounds-checked and
/// reports one of these instead of trapping, whatever the bytes.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is empty.
    case empty
    /// The data does not start like a TrueType, OpenType or collection file.
    case notAFont
    /// A read at `offset` (from the start of `table`) ran past the end of that table.
    case truncated(table: String, offset: Int)
    /// A table the reader needs is absent.
    case missingTable(String)
    /// A collection was asked for a face it does not hold.
    case faceIndexOutOfRange(index: Int, count: Int)
    /// A table holds a value the reader cannot use.
    case invalid(table: String, reason: String)

    /// A one-line English explanation.
    public var description: String {
        switch self {
        case .empty: "the file is empty"
        case .notAFont: "not a TrueType, OpenType or font collection file"
        case .truncated(let table, let offset): "the '\(table)' table is truncated (read past its end at byte \(offset))"
        case .missingTable(let tag): "the font has no '\(tag)' table"
        case .faceIndexOutOfRange(let index, let count): "face index \(index) is out of range (the file holds \(count) face\(count == 1 ? "" : "s"))"
        case .invalid(let table, let reason): "the '\(table)' table is invalid: \(reason)"
        }
    }
}

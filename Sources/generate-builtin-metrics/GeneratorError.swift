import TipText

/// Why the generator stopped; ``exitCode`` is its exit status.
enum GeneratorError: Error, CustomStringConvertible {
    /// The command line is wrong.
    case usage(String)
    /// An input file is absent; `hint` says how to get it.
    case missingInput(path: String, hint: String)
    /// A font file could not be read by TipText's OpenType reader.
    case unreadableFont(path: String, reason: FontError)
    /// The fonts do not meet the generator's expectations (a face or a value is missing).
    case unexpectedFont(String)
    /// A Unicode Character Database file has a line the parser does not understand.
    case malformedUnicodeData(path: String, line: Int)
    /// An output file could not be written.
    case cannotWrite(path: String, reason: String)

    /// 2 for a bad command line or a missing input, as `tipc` does; 1 otherwise.
    var exitCode: Int32 {
        switch self {
        case .usage, .missingInput: 2
        case .unreadableFont, .unexpectedFont, .malformedUnicodeData, .cannotWrite: 1
        }
    }

    /// A one-line English explanation.
    var description: String {
        switch self {
        case .usage(let message): "\(message)\n\(GeneratorArguments.usage)"
        case .missingInput(let path, let hint): "missing \(path): \(hint)"
        case .unreadableFont(let path, let reason): "cannot read \(path): \(reason)"
        case .unexpectedFont(let message): message
        case .malformedUnicodeData(let path, let line): "\(path), line \(line): not a UCD data line"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}

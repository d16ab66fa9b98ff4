import TipSyntax

/// Diagnostics a fixture states in its own comments, as Typst's `// Error:` annotations:
/// ``// expect E022 @7:16 unknown colour `whit` `` — the code, the line and column where it is
/// reported, and optionally its message.
public struct InlineExpectation: Hashable, Comparable, CustomStringConvertible, Sendable {
    public let code: String
    public let line: Int
    public let column: Int
    /// The message, when the comment states one.
    public let message: String?

    public init(code: String, line: Int, column: Int, message: String?) {
        self.code = code
        self.line = line
        self.column = column
        self.message = message
    }

    /// What a diagnostic reported in `sources` is, in the same terms; with the message only
    /// when `withMessage`.
    public init(_ diagnostic: Diagnostic, in sources: SourceSet, withMessage: Bool) {
        let location = sources[diagnostic.span.file].location(of: diagnostic.span.start)
        self.init(code: diagnostic.code.rawValue, line: location.line, column: location.column,
                  message: withMessage ? diagnostic.message : nil)
    }

    public var description: String { "\(code) @\(line):\(column)" + (message.map { " " + $0 } ?? "") }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column, lhs.code) < (rhs.line, rhs.column, rhs.code)
    }

    /// Every `// expect CODE @LINE:COLUMN [message]` comment of `text`, in order.
    public static func all(in text: String) -> [InlineExpectation] {
        text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "// expect ") else { return nil }
            let parts = line[range.upperBound...].split(separator: " ", maxSplits: 2)
            guard parts.count >= 2, parts[1].hasPrefix("@") else { return nil }
            let position = parts[1].dropFirst().split(separator: ":").compactMap { Int($0) }
            guard position.count == 2 else { return nil }
            let message = parts.count == 3 ? String(parts[2]).trimmingTrailingSpaces : nil
            return InlineExpectation(code: String(parts[0]), line: position[0], column: position[1], message: message)
        }
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " && $0 != "\r" }.map(index(after:)) ?? startIndex)])
    }
}

/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary message attached to a diagnostic, optionally pointing at another place
/// (e.g. "first defined here", "the style is declared here").
public struct DiagnosticNote: Hashable, Sendable {
    /// The note's text.
    public let message: String
    /// Where it points, if anywhere.
    public let span: Span?

    /// Creates a note.
    public init(_ message: String, at span: Span? = nil) {
        self.message = message
        self.span = span
    }
}

/// A change that fixes a diagnostic: the text at `span` replaced by `replacement` — what an
/// editor offers as a quick fix, what the human format prints as a `help:` with the changed
/// line, and what `tipc fix` applies.
public struct FixIt: Hashable, Sendable {
    /// What the change does, for a menu: "replace `whit` with `white`".
    public let title: String
    /// The words the diagnostic offers it with ("did you mean `white`?"): its note with this
    /// message (see ``note``) is printed as the fix's `help:`.
    public let help: String
    /// The text replaced.
    public let span: Span
    /// The text at `span` the fix was made for (a tool applies it only to that text).
    public let original: String
    /// The text that replaces it.
    public let replacement: String

    /// Creates a fix-it offered in words as `help` (the title when nil).
    public init(_ title: String, help: String? = nil, replacing original: String, at span: Span, with replacement: String) {
        self.title = title
        self.help = help ?? title
        self.original = original
        self.span = span
        self.replacement = replacement
    }

    /// The note that says the fix in words, to put in the diagnostic's notes beside it.
    public var note: DiagnosticNote { DiagnosticNote(help) }

    /// Whether `file` holds the original text at the span (a name that came from a constant's
    /// value is not written where the value is used, and is not fixed there).
    public func applies(to file: SourceFile) -> Bool {
        span.file == file.id && span.end <= file.bytes.count
            && file.bytes[span.start..<span.end].elementsEqual(original.utf8)
    }
}

/// One finding of any phase: a code, a severity, a message, where, notes, and the changes
/// that fix it.
public struct Diagnostic: Hashable, Sendable {
    /// The stable code (`E001`, `W002`, …); see ``DiagnosticCode``.
    public let code: DiagnosticCode
    /// Error or warning (derived from the code).
    public var severity: Severity { code.severity }
    /// One-line message, lower case, no trailing period, names in backticks.
    public let message: String
    /// The primary range.
    public let span: Span
    /// Secondary notes, e.g. a suggestion or a related place.
    public let notes: [DiagnosticNote]
    /// Changes that fix the diagnostic (a "did you mean" suggestion as an edit); each also has
    /// a note in ``notes`` saying it in words.
    public let fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(_ code: DiagnosticCode, _ message: String, at span: Span, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) {
        self.code = code
        self.message = message
        self.span = span
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The diagnostic with only the fix-its that pass `filter`.
    public func keepingFixIts(where filter: (FixIt) -> Bool) -> Diagnostic {
        guard !fixIts.isEmpty else { return self }
        return Diagnostic(code, message, at: span, notes: notes, fixIts: fixIts.filter(filter))
    }
}

extension Array where Element == Diagnostic {
    /// Diagnostics in print order: by file, then position, then code; stable otherwise.
    public func sortedForOutput() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let a = lhs.element, b = rhs.element
            if a.span.file != b.span.file { return a.span.file < b.span.file }
            if a.span.start != b.span.start { return a.span.start < b.span.start }
            if a.code != b.code { return a.code.rawValue < b.code.rawValue }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}

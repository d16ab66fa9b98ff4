import TipStyle
import TipSyntax

/// The mistakes in the inline Markdown of a title, a text or a tag item (``InlineMarkup``):
/// a marker nothing closes (E076), markers that cross (E077), four or more `*` in a row
/// (E078).
///
/// A literal's mistake is reported at the marker inside the string (its line and column, its
/// escapes counted as written); a crossing has a note at the inner span's marker. A text from
/// the strings table is reported at the key of its `localized("key")`, the message naming
/// the locale and the marker's character position in that text (from 1).
public enum MarkupChecks {
    /// The diagnostic of `text`'s markup, written as the string literal at `literal` (or
    /// coming from a constant there), if it has a mistake.
    static func diagnostic(of text: String, literalAt literal: Span, sources: SourceSet) -> Diagnostic? {
        guard case .failure(let error) = InlineMarkup.parse(text) else { return nil }
        let file = sources[literal.file]
        func place(_ offset: Int, _ length: Int) -> Span {
            StringLiteralOffsets.span(of: offset..<offset + length, inLiteral: literal, of: file) ?? literal
        }
        var notes: [DiagnosticNote] = []
        if case .crossing(_, let inner, let innerOffset) = error.kind {
            notes.append(DiagnosticNote(MarkupMessages.innerOpened(inner), at: place(innerOffset, inner.unicodeScalars.count)))
        }
        notes.append(DiagnosticNote(MarkupMessages.hint(error.kind)))
        return Diagnostic(code(of: error.kind), MarkupMessages.message(error.kind), at: place(error.offset, error.length), notes: notes)
    }

    /// The diagnostic of `text`'s markup, the text of `key` in `locale` of the strings table,
    /// if it has a mistake: at the key.
    public static func diagnostic(of text: String, key: LocalizedKey, locale: String) -> Diagnostic? {
        guard case .failure(let error) = InlineMarkup.parse(text) else { return nil }
        var notes: [DiagnosticNote] = []
        if case .crossing(_, let inner, let innerOffset) = error.kind {
            notes.append(DiagnosticNote(MarkupMessages.innerOpened(inner, character: innerOffset + 1)))
        }
        notes.append(DiagnosticNote(MarkupMessages.hint(error.kind)))
        return Diagnostic(
            code(of: error.kind), MarkupMessages.message(error.kind, key: key.key, locale: locale, character: error.offset + 1),
            at: key.span, notes: notes)
    }

    private static func code(of kind: InlineMarkupError.Kind) -> DiagnosticCode {
        switch kind {
        case .unclosed: .unclosedMarkup
        case .crossing: .crossingMarkup
        case .tooManyAsterisks: .tooManyAsterisks
        }
    }
}

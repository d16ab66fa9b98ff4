import TipSyntax
import TipText

/// The human format: rustc-like, with the source line and a caret underline.
///
/// ```
/// error[E022]: unknown colour `whit`
///  --> samples/a.tip:3:16
///   |
/// 3 |     textColor: whit
///   |                ^^^^
///   = note: did you mean `white`?
/// ```
struct HumanDiagnosticStyle {
    let colored: Bool

    func render(_ diagnostic: Diagnostic, sources: SourceSet) -> String {
        let headerColor = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
        var out = paint(headerColor, "\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]")
        out += paint("\u{1B}[1m", ": \(TerminalText.sanitized(diagnostic.message))") + "\n"
        out += snippet(diagnostic.span, sources: sources, marker: "^", color: headerColor)
        for note in diagnostic.notes {
            if let span = note.span {
                out += paint("\u{1B}[1;36m", "note") + ": \(TerminalText.sanitized(note.message))\n"
                out += snippet(span, sources: sources, marker: "-", color: "\u{1B}[1;36m")
            } else {
                out += "  = " + paint("\u{1B}[1m", "note") + ": \(TerminalText.sanitized(note.message))\n"
            }
        }
        return out + "\n"
    }

    /// ` --> path:line:col`, the source line and an underline of the span's part on that line.
    private func snippet(_ span: Span, sources: SourceSet, marker: Character, color: String) -> String {
        let file = sources[span.file]
        let start = file.location(of: span.start)
        let end = file.location(of: span.end)
        let fullLine = TerminalText.sanitized(expandTabs(file.lineText(start.line)))
        let gutter = String(start.line)
        let pad = String(repeating: " ", count: gutter.count)
        let fullLength = fullLine.unicodeScalars.count
        let fullStart = min(start.column - 1, fullLength)
        let fullEnd = end.line == start.line ? end.column - 1 : fullLength
        let (lineText, shift) = window(fullLine, length: fullLength, around: fullStart)
        // The underline is measured in terminal cells, so it stands under the span after wide
        // (CJK, Hangul, emoji) and zero-width (combining) characters too.
        let scalars = Array(lineText.unicodeScalars)
        let first = min(fullStart - shift, scalars.count)
        let last = max(first, min(fullEnd - shift, scalars.count))
        let underlineStart = TerminalCells.width(of: scalars[..<first])
        let width = max(1, TerminalCells.width(of: scalars[first..<last]))
        let blue = "\u{1B}[1;34m"
        var out = "\(pad)" + paint(blue, "-->") + " \(TerminalText.sanitized(file.path)):\(start.line):\(start.column)\n"
        out += "\(pad) " + paint(blue, "|") + "\n"
        out += paint(blue, "\(gutter) |") + " \(lineText)\n"
        out += "\(pad) " + paint(blue, "|") + " " + String(repeating: " ", count: underlineStart)
        out += paint(color, String(repeating: marker, count: width)) + "\n"
        return out
    }

    /// A line longer than ``DriverLimits/maximumSnippetWidth`` shown as a window of that width
    /// that starts a little before `column` (0-based), with `…` where text is cut; `shift` is
    /// what to subtract from a column of the full line to get its column in the window.
    private func window(_ line: String, length: Int, around column: Int) -> (text: String, shift: Int) {
        let width = DriverLimits.maximumSnippetWidth
        guard length > width else { return (line, 0) }
        let first = max(0, min(column - width / 4, length - width))
        let scalars = line.unicodeScalars.dropFirst(first).prefix(width)
        var text = String(String.UnicodeScalarView(scalars))
        if first + width < length { text += "…" }
        guard first > 0 else { return (text, 0) }
        return ("…" + text, first - 1)
    }

    /// Tabs become one space, so that a tab takes one cell whatever the terminal's tab stops.
    private func expandTabs(_ text: String) -> String {
        String(text.unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
    }

    private func paint(_ code: String, _ text: String) -> String {
        colored ? code + text + "\u{1B}[0m" : text
    }
}

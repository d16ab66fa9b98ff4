import TipSyntax
import TipText

/// The human format: rustc-like, with the source line and a caret underline; a note that
/// offers a fix-it is a `help:` showing the line as the fix leaves it.
///
/// ```
/// error[E022]: unknown colour `whit`
///  --> samples/a.tip:3:16
///   |
/// 3 |     textColor: whit
///   |                ^^^^
/// help: did you mean `white`?
///   |
/// 3 |     textColor: white
///   |                ~~~~~
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
            } else if let fixIt = diagnostic.fixIts.first(where: { $0.help == note.message }), let fixed = changedLine(by: fixIt, sources: sources) {
                out += paint(Self.helpColor, "help") + ": \(TerminalText.sanitized(note.message))\n"
                out += fixed
            } else {
                out += "  = " + paint("\u{1B}[1m", "note") + ": \(TerminalText.sanitized(note.message))\n"
            }
        }
        return out + "\n"
    }

    private static let helpColor = "\u{1B}[1;32m"

    /// ` --> path:line:col`, the source line and an underline of the span's part on that line.
    private func snippet(_ span: Span, sources: SourceSet, marker: Character, color: String) -> String {
        let file = sources[span.file]
        let start = file.location(of: span.start)
        let end = file.location(of: span.end)
        let line = TerminalText.sanitized(expandTabs(file.lineText(start.line)))
        let length = line.unicodeScalars.count
        let first = min(start.column - 1, length)
        let last = end.line == start.line ? end.column - 1 : length
        let pad = String(repeating: " ", count: String(start.line).count)
        let location = paint(Self.gutterColor, "-->") + " \(TerminalText.sanitized(file.path)):\(start.line):\(start.column)"
        return "\(pad)\(location)\n" + underlined(line, number: start.line, columns: first..<max(first, last), marker: marker, color: color)
    }

    /// The line of `fixIt` as the fix leaves it, the replacement underlined with `~` (rustc's
    /// way of showing a suggestion); nil when the fix spans lines, replaces with nothing, or
    /// is not in the file.
    private func changedLine(by fixIt: FixIt, sources: SourceSet) -> String? {
        let file = sources[fixIt.span.file]
        guard fixIt.applies(to: file), !fixIt.replacement.isEmpty, !fixIt.replacement.contains("\n") else { return nil }
        let line = file.lineIndex(of: fixIt.span.start)
        let lineStart = file.lineStarts[line]
        guard file.lineIndex(of: fixIt.span.end) == line else { return nil }
        var lineEnd = line + 1 < file.lineStarts.count ? file.lineStarts[line + 1] : file.bytes.count
        while lineEnd > fixIt.span.end, file.bytes[lineEnd - 1] == UInt8(ascii: "\n") || file.bytes[lineEnd - 1] == UInt8(ascii: "\r") {
            lineEnd -= 1
        }
        let before = String(decoding: file.bytes[lineStart..<fixIt.span.start], as: UTF8.self)
        let after = String(decoding: file.bytes[fixIt.span.end..<lineEnd], as: UTF8.self)
        let clean = { (text: String) in TerminalText.sanitized(expandTabs(text)) }
        let head = clean(before), replacement = clean(fixIt.replacement)
        let first = head.unicodeScalars.count
        let text = head + replacement + clean(after)
        return underlined(text, number: line + 1, columns: first..<(first + replacement.unicodeScalars.count), marker: "~", color: Self.helpColor)
    }

    /// Line `number`'s `text` between gutters, and a line of `marker`s under the scalars at
    /// `columns` (0-based).
    private func underlined(_ fullLine: String, number: Int, columns: Range<Int>, marker: Character, color: String) -> String {
        let gutter = String(number)
        let pad = String(repeating: " ", count: gutter.count)
        let fullLength = fullLine.unicodeScalars.count
        let (lineText, shift) = window(fullLine, length: fullLength, around: columns.lowerBound)
        // The underline is measured in terminal cells, so it stands under the span after wide
        // (CJK, Hangul, emoji) and zero-width (combining) characters too.
        let scalars = Array(lineText.unicodeScalars)
        let first = min(columns.lowerBound - shift, scalars.count)
        let last = max(first, min(columns.upperBound - shift, scalars.count))
        let underlineStart = TerminalCells.width(of: scalars[..<first])
        let width = max(1, TerminalCells.width(of: scalars[first..<last]))
        var out = "\(pad) " + paint(Self.gutterColor, "|") + "\n"
        out += paint(Self.gutterColor, "\(gutter) |") + " \(lineText)\n"
        out += "\(pad) " + paint(Self.gutterColor, "|") + " " + String(repeating: " ", count: underlineStart)
        out += paint(color, String(repeating: marker, count: width)) + "\n"
        return out
    }

    private static let gutterColor = "\u{1B}[1;34m"

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

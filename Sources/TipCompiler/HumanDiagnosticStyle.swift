import TipSyntax

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
        out += paint("\u{1B}[1m", ": \(diagnostic.message)") + "\n"
        out += snippet(diagnostic.span, sources: sources, marker: "^", color: headerColor)
        for note in diagnostic.notes {
            if let span = note.span {
                out += paint("\u{1B}[1;36m", "note") + ": \(note.message)\n"
                out += snippet(span, sources: sources, marker: "-", color: "\u{1B}[1;36m")
            } else {
                out += "  = " + paint("\u{1B}[1m", "note") + ": \(note.message)\n"
            }
        }
        return out + "\n"
    }

    /// ` --> path:line:col`, the source line and an underline of the span's part on that line.
    private func snippet(_ span: Span, sources: SourceSet, marker: Character, color: String) -> String {
        let file = sources[span.file]
        let start = file.location(of: span.start)
        let end = file.location(of: span.end)
        let lineText = expandTabs(file.lineText(start.line))
        let gutter = String(start.line)
        let pad = String(repeating: " ", count: gutter.count)
        let lineLength = lineText.unicodeScalars.count
        let underlineStart = min(start.column - 1, lineLength)
        let underlineEnd = end.line == start.line ? end.column - 1 : lineLength
        let width = max(1, underlineEnd - underlineStart)
        let blue = "\u{1B}[1;34m"
        var out = "\(pad)" + paint(blue, "-->") + " \(file.path):\(start.line):\(start.column)\n"
        out += "\(pad) " + paint(blue, "|") + "\n"
        out += paint(blue, "\(gutter) |") + " \(lineText)\n"
        out += "\(pad) " + paint(blue, "|") + " " + String(repeating: " ", count: underlineStart)
        out += paint(color, String(repeating: marker, count: width)) + "\n"
        return out
    }

    /// Tabs become one space so that caret columns line up with scalar columns.
    private func expandTabs(_ text: String) -> String {
        String(text.unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
    }

    private func paint(_ code: String, _ text: String) -> String {
        colored ? code + text + "\u{1B}[0m" : text
    }
}

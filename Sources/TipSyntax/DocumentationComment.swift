extension SourceFile {
    /// The documentation of what is declared on the 1-based line `line`: the `//` comments on
    /// the lines directly above it, top to bottom, each without its slashes and the one space
    /// after them (`// Shown once.` and `/// Shown once.` are both `Shown once.`). A blank line,
    /// a line of code or the start of the file ends them; `/* … */` comments are not
    /// documentation.
    public func documentationComment(aboveLine line: Int) -> [String] {
        var comments: [String] = []
        var above = line - 1
        while above >= 1 {
            let text = lineText(above).drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            guard text.hasPrefix("//") else { break }
            let words = text.drop { $0 == "/" }
            comments.append(String(words.hasPrefix(" ") ? words.dropFirst() : words))
            above -= 1
        }
        return comments.reversed()
    }
}

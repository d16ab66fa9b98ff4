/// Text made safe for the places of Swift source the accessor writer puts it in.
enum SwiftSourceText {
    /// `text` as a Swift string literal: `"` and `\` escaped, line ends, tabs and NUL as `\n`,
    /// `\r`, `\t` and `\0`, other control characters as `\u{…}`; everything else kept.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case _ where scalar.properties.generalCategory == .control:
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `text` for one line of a comment: every control character but the tab (a line end
    /// would end the comment and start code) as a space, and no blanks at its end.
    static func commentLine(_ text: String) -> String {
        var line = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            line.append(scalar.properties.generalCategory == .control && scalar != "\t" ? " " : scalar)
        }
        while let last = line.last, last == " " || last == "\t" { line.removeLast() }
        return String(line)
    }
}

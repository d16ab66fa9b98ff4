/// A layout document in the style of Wadler's "prettier printer" (as in Prettier and
/// swift-format): text, line-break opportunities, and groups that are printed flat when they
/// fit in the line and broken otherwise.
indirect enum Doc: Sendable {
    /// Text without line ends (a block comment over several lines is the one exception: it is
    /// only ever printed at the end of a line).
    case text(String, width: Int)
    /// Documents one after the other.
    case concat([Doc])
    /// Flat if it fits (and `breaks` is false), else broken: its lines become line ends.
    case group(Doc, breaks: Bool)
    /// The lines inside are indented one more level when broken.
    case indent(Doc)
    /// A space when flat, a line end when broken.
    case line
    /// Nothing when flat, a line end when broken.
    case softLine
    /// Always a line end.
    case hardLine
    /// `broken` in a broken group, `flat` in a flat one (trailing commas, `;`).
    case ifBreak(broken: Doc, flat: Doc)
    /// A comment printed at the end of the current line, before the next line end.
    case lineSuffix(String)

    /// Plain text, measured in Unicode scalars.
    static func text(_ string: String) -> Doc { .text(string, width: string.unicodeScalars.count) }

    /// The empty document.
    static let empty = Doc.concat([])
}

/// Prints a ``Doc`` within a line width, deciding each group's mode from the outermost in: a
/// group is flat when it and what follows it up to the next possible line end fit. Iterative
/// (no recursion), and each fit test stops after `width` columns, so printing is linear.
struct DocPrinter {
    /// The line width.
    static let width = 100
    /// Spaces per indentation level.
    static let indentWidth = 4

    private enum Mode { case flat, broken }

    private struct Command {
        let indent: Int
        let mode: Mode
        let doc: Doc
    }

    /// The text of `doc`, with no blanks at the ends of lines and the end-of-line comments of
    /// consecutive lines aligned (``EndOfLineComments``).
    static func print(_ doc: Doc) -> String {
        var output: [UInt8] = []
        var line = 0
        var column = 0
        var suffixes: [String] = []
        var comments = EndOfLineComments()
        /// Ends the current line's code and notes the comments that follow it.
        func placeSuffixes() {
            guard !suffixes.isEmpty else { return }
            column -= trimTrailingBlanks(&output)
            comments.add(suffixes.joined(separator: " "), offset: output.count, line: line, column: column)
            suffixes = []
        }
        var commands = [Command(indent: 0, mode: .broken, doc: doc)]
        while let command = commands.popLast() {
            switch command.doc {
            case .text(let string, let width):
                output += string.utf8
                if let lastLineEnd = string.utf8.lastIndex(of: UInt8(ascii: "\n")) {
                    line += string.utf8.count { $0 == UInt8(ascii: "\n") }
                    column = string[string.utf8.index(after: lastLineEnd)...].unicodeScalars.count
                } else {
                    column += width
                }
            case .concat(let docs):
                for doc in docs.reversed() { commands.append(Command(indent: command.indent, mode: command.mode, doc: doc)) }
            case .indent(let doc):
                commands.append(Command(indent: command.indent + indentWidth, mode: command.mode, doc: doc))
            case .group(let doc, let breaks):
                let flat = Command(indent: command.indent, mode: .flat, doc: doc)
                let fitsFlat = command.mode == .flat
                    || (!breaks && fits(flat, rest: commands, width: width - column))
                commands.append(fitsFlat ? flat : Command(indent: command.indent, mode: .broken, doc: doc))
            case .ifBreak(let broken, let flat):
                commands.append(Command(indent: command.indent, mode: command.mode, doc: command.mode == .broken ? broken : flat))
            case .lineSuffix(let comment):
                suffixes.append(comment)
            case .line where command.mode == .flat:
                output.append(UInt8(ascii: " "))
                column += 1
            case .softLine where command.mode == .flat:
                break
            case .line, .softLine, .hardLine:
                placeSuffixes()
                trimTrailingBlanks(&output)
                output.append(UInt8(ascii: "\n"))
                output += Array(repeating: UInt8(ascii: " "), count: command.indent)
                line += 1
                column = command.indent
            }
        }
        placeSuffixes()
        trimTrailingBlanks(&output)
        return String(decoding: comments.inserted(into: output), as: UTF8.self)
    }

    /// Removes the spaces at the end of `output`; how many there were.
    @discardableResult
    private static func trimTrailingBlanks(_ output: inout [UInt8]) -> Int {
        var count = 0
        while output.last == UInt8(ascii: " ") {
            output.removeLast()
            count += 1
        }
        return count
    }

    /// Whether `next` printed flat, followed by `rest` up to its first line end, fits in `width`.
    private static func fits(_ next: Command, rest: [Command], width: Int) -> Bool {
        var remaining = width
        var restIndex = rest.count
        var pending = [next]
        while remaining >= 0 {
            guard let command = pending.popLast() else {
                guard restIndex > 0 else { return true }
                restIndex -= 1
                pending.append(rest[restIndex])
                continue
            }
            switch command.doc {
            case .text(_, let width):
                remaining -= width
            case .concat(let docs):
                for doc in docs.reversed() { pending.append(Command(indent: command.indent, mode: command.mode, doc: doc)) }
            case .indent(let doc):
                pending.append(Command(indent: command.indent, mode: command.mode, doc: doc))
            case .group(let doc, let breaks):
                pending.append(Command(indent: command.indent, mode: breaks ? .broken : command.mode, doc: doc))
            case .ifBreak(let broken, let flat):
                pending.append(Command(indent: command.indent, mode: command.mode, doc: command.mode == .broken ? broken : flat))
            case .lineSuffix:
                break
            case .line, .softLine:
                if command.mode == .broken { return true }
                if case .line = command.doc { remaining -= 1 }
            case .hardLine:
                return true
            }
        }
        return false
    }
}

/// The comments printed at the ends of lines, gathered while the code is printed and put in
/// place at the end, aligned as gofmt aligns them: in a run of consecutive lines that each end
/// with a comment, every comment starts in the same column, two spaces after the longest code of
/// the run. A line without such a comment (a blank line, a line of code alone, a comment on a
/// line of its own) ends the run, and so does a comment over several lines, after its first.
struct EndOfLineComments {
    /// A comment and the line it ends.
    private struct Entry {
        /// Where in the printed code the comment goes: the end of its line's code.
        let offset: Int
        /// The line's number in the printed code.
        let line: Int
        /// The width of the line's code, in Unicode scalars.
        let column: Int
        /// The comments, joined by a space.
        let text: String
    }

    /// The comments in the order their lines were printed.
    private var entries: [Entry] = []

    /// Notes that `text` ends line `line` of the code, whose code is `column` scalars wide and
    /// ends at byte `offset`.
    mutating func add(_ text: String, offset: Int, line: Int, column: Int) {
        entries.append(Entry(offset: offset, line: line, column: column, text: text))
    }

    /// `code` with every comment in place, each run of consecutive lines aligned.
    func inserted(into code: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(code.count + entries.reduce(0) { $0 + $1.text.utf8.count + 2 })
        var copied = 0
        for run in runs() {
            let commentColumn = run.reduce(0) { max($0, $1.column) } + 2
            for entry in run {
                output += code[copied..<entry.offset]
                output += repeatElement(UInt8(ascii: " "), count: commentColumn - entry.column)
                output += entry.text.utf8
                copied = entry.offset
            }
        }
        output += code[copied...]
        return output
    }

    /// The entries cut into runs of consecutive lines.
    private func runs() -> [ArraySlice<Entry>] {
        var runs: [ArraySlice<Entry>] = []
        var start = entries.startIndex
        for index in entries.indices.dropFirst() {
            let previous = entries[index - 1]
            if entries[index].line != previous.line + 1 || previous.text.utf8.contains(UInt8(ascii: "\n")) {
                runs.append(entries[start..<index])
                start = index
            }
        }
        if start < entries.endIndex { runs.append(entries[start...]) }
        return runs
    }
}

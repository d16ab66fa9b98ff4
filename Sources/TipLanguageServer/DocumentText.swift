import TipSyntax

/// The text of an open document, edited in place: its UTF-8 bytes and the start of every line,
/// the line index kept up to date by each edit rather than recomputed.
///
/// Replacing a range scans only the inserted bytes and the two bytes around the edit (where a
/// CR and an LF may join or part); the line starts after the edit are shifted by the change in
/// length. Moving the bytes and line starts after the edit (copying them, while the syntax
/// snapshot of an earlier version shares them) is the only work proportional to the document;
/// nothing is rescanned.
struct DocumentText: LineIndexedText, Sendable {
    private(set) var bytes: [UInt8]
    private(set) var lineStarts: [Int]

    /// Indexes the lines of `bytes` (as a ``SourceFile`` does).
    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = SourceFile.lineStarts(of: bytes)
    }

    /// Replaces the bytes in `range` with `replacement`.
    mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
        bytes.replaceSubrange(range, with: replacement)
        let delta = replacement.count - range.count
        // A line starts at p when byte p - 1 ends a line; only starts whose two bytes p - 1 and
        // p were touched can change: those in low...range.upperBound (old offsets), which
        // become low...range.lowerBound + replacement.count. (Line 0 always starts at 0.)
        let low = max(1, range.lowerBound)
        let firstTouched = partitionIndex { $0 >= low }
        let firstKept = partitionIndex { $0 > range.upperBound }
        let touched = Self.lineStarts(in: bytes, from: low, through: range.lowerBound + replacement.count)
        lineStarts.replaceSubrange(firstTouched..<firstKept, with: touched)
        if delta != 0 {
            for index in (firstTouched + touched.count)..<lineStarts.count { lineStarts[index] += delta }
        }
    }

    /// The index of the first line start for which `isAtOrPast` holds (line starts are sorted).
    private func partitionIndex(where isAtOrPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let mid = (low + high) / 2
            if isAtOrPast(lineStarts[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Every offset p in `first...last` (1 ≤ first, last ≤ the text's length) at which a line
    /// starts: byte p - 1 is an LF, or a CR not followed by an LF.
    private static func lineStarts(in bytes: [UInt8], from first: Int, through last: Int) -> [Int] {
        guard first <= last else { return [] }
        var starts: [Int] = []
        for position in first...last {
            let previous = bytes[position - 1]
            if previous == UInt8(ascii: "\n")
                || (previous == UInt8(ascii: "\r") && (position == bytes.count || bytes[position] != UInt8(ascii: "\n"))) {
                starts.append(position)
            }
        }
        return starts
    }
}

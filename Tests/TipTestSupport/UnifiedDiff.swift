/// A unified diff of two texts, line by line (a longest common subsequence; for test failures,
/// not for huge files).
public enum UnifiedDiff {
    /// `---`/`+++` headers, then hunks with `context` unchanged lines around each change.
    public static func of(_ old: String, _ new: String, names: (old: String, new: String), context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        let edits = script(a, b)
        var lines = ["--- \(names.old)", "+++ \(names.new)"]
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != " " }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            // A hunk runs until `2 × context` unchanged lines in a row.
            while end < edits.count {
                if edits[end].kind != " " { end += 1; continue }
                let run = edits[end...].prefix { $0.kind == " " }.count
                if run > 2 * context || end + run == edits.count { end = min(edits.count, end + context); break }
                end += run
            }
            let hunk = edits[start..<end]
            let oldStart = hunk.first { $0.kind != "+" }?.oldLine ?? 0, newStart = hunk.first { $0.kind != "-" }?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
            lines.append("@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
            lines += hunk.map { "\($0.kind)\($0.text)" }
            index = end
        }
        return lines.joined(separator: "\n")
    }

    private struct Edit {
        let kind: Character  // " ", "-" or "+"
        let text: Substring
        let oldLine: Int
        let newLine: Int
    }

    /// The edit script turning `a` into `b`.
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = [], i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(Edit(kind: " ", text: a[i], oldLine: i, newLine: j)); i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                edits.append(Edit(kind: "+", text: b[j], oldLine: i, newLine: j)); j += 1
            } else {
                edits.append(Edit(kind: "-", text: a[i], oldLine: i, newLine: j)); i += 1
            }
        }
        return edits
    }
}

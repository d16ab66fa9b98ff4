import TipSyntax

/// "Did you mean …?" suggestions by edit distance (Levenshtein with transpositions).
public enum Suggestions {
    /// The candidate closest to `name`, if one is close enough to be a plausible typo.
    ///
    /// A candidate that differs only in letter case always wins. Otherwise the allowed edit
    /// distance grows with the name's length (1 up to 5 characters, then one more per 3, at most
    /// 3). Ties go to the earlier candidate, so the result does not depend on hashing.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        let limit = min(3, max(1, name.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            if candidate.lowercased() == lowered { return candidate }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The closest candidate to the name written at `span`, as a suggestion, if one is close
    /// enough.
    package static func suggestion(for name: String, at span: Span, among candidates: some Sequence<String>) -> Suggestion? {
        closest(to: name, among: candidates).map { Suggestion(name: name, span: span, replacement: $0) }
    }

    /// The edit distance between two strings, counted in characters: insertions, deletions,
    /// substitutions and swaps of two neighbours (`blod` → `bold`) each cost 1 (the optimal
    /// string alignment variant of Damerau–Levenshtein).
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}

/// "Did you mean `white`?" for a name written at a span: said as a note, offered as a fix-it.
package struct Suggestion {
    /// The name as written.
    let name: String
    /// Where it is written.
    let span: Span
    /// The candidate suggested in its place.
    package let replacement: String

    /// The note "did you mean `white`?".
    package var note: DiagnosticNote { fixIt.note }

    /// The edit replacing the name, offered as "did you mean `white`?".
    package var fixIt: FixIt {
        FixIt(SemanticMessages.replace(name, with: replacement), help: SemanticMessages.didYouMean(replacement),
              replacing: name, at: span, with: replacement)
    }
}

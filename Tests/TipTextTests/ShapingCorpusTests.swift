import Foundation
import Testing
import TipText

/// tipc's widths of the shaping corpus (`Tests/Fixtures/text/shaping-corpus.tsv`, made by
/// Scripts/make-shaping-fixtures.py with HarfBuzz from the subsets in Tests/Fixtures/ShapingFonts),
/// per script group: a row is exact when tipc's width at 17 pt is within 0.01 pt of HarfBuzz's.
/// A row with a cluster no face of its chain maps is counted apart ("unmapped") and left out of
/// the share: tipc gives such a cluster its built-in metrics where HarfBuzz uses the primary
/// face's .notdef glyph, so the row measures the fallback rule, not shaping.
/// The suite prints a table (group, rows, unmapped, exact, %, worst difference), which
/// `Scripts/shaping-report` extracts; with `TIP_SHAPING_ROWS=1` it also prints every row that
/// is not exact.
///
/// The measurement contract (a copy of the generator's docstring):
///
/// tipc measures a string like this, and Scripts/make-shaping-fixtures.py does exactly the same
/// with HarfBuzz (uharfbuzz), so that the only differences left are the shaper's:
/// 1. The string is one paragraph (no line breaks). Grapheme clusters (UAX #29 extended grapheme
///    clusters, with rule GB9c, as Swift's Character) are never split.
/// 2. Font: a row names a chain of faces (primary first, then fallbacks). Each grapheme cluster is
///    set in the first face whose cmap maps every scalar of it that is not Default_Ignorable and
///    not a control (General_Category Cc); but a cluster shown as emoji prefers the first colour
///    face of the chain (a face with a CBDT, sbix or COLR table) that maps it, and a cluster with
///    VS15 (U+FE0E) prefers the first non-colour face that maps it. A cluster is shown as emoji
///    (UTS #51) if it has VS16 (U+FE0F), an Emoji_Modifier, the keycap U+20E3, a tag
///    (U+E0020…U+E007F), two regional indicators (a flag) or a ZWJ followed by an
///    Extended_Pictographic scalar (a ZWJ sequence), or if it has no VS15 and its first scalar is
///    Emoji_Presentation; these are checked before VS15. A cluster no face maps is set in the
///    primary face (its .notdef).
/// 3. Runs: the string is cut into script runs — a cluster's script is the Script of its first
///    scalar; Common and Inherited clusters belong to the run they are in (at the start, to the
///    first real script after them; all Common if there is none); a closing paired bracket
///    (BidiBrackets.txt, U+2329/U+232A matching U+3008/U+3009) whose opening bracket is open takes
///    the script of that opening bracket, and the run goes on in that script after it (open
///    brackets are kept on a stack of at most 63, a closing bracket pops its opening bracket and
///    every one above it); each other script starts a new run — and into bidi runs (UAX #9
///    embedding levels after rule L1 for one line, paragraph direction from the first strong
///    character, LTR if none; a cluster has its first scalar's level, a scalar removed by rule X9
///    the level of the scalar before it), and into face runs (adjacent clusters set in the same
///    face). Each piece with one script, one level and one face is shaped alone by HarfBuzz (no
///    pre/post context, default buffer flags), with `buffer.script` (the ISO 15924 code) and
///    `buffer.direction` (RTL for an odd level) set from the run, language unset (unless the row
///    names one), HarfBuzz's default features, and `font.scale = (upem, upem)`; its width is the
///    sum of x_advance. The string's width is the sum over pieces, each piece's units × size /
///    upem.
/// Unicode data: Debian's unicode-data (Unicode 15.0); Indic_Conjunct_Break for GB9c is derived
/// from IndicSyllabicCategory.txt as UAX #44 defines it (Scripts/shaping_reference/graphemes.py).
@Suite struct ShapingCorpusTests {
    /// A row is exact within this many points.
    static let tolerance = 0.01

    /// The least share of exact rows (%) per group: what the shaper achieves (every row of every
    /// group equal to HarfBuzz's), so that any regression fails.
    static let floors: [Substring: Double] = [
        "latin": 100, "greek": 100, "cyrillic": 100, "korean": 100, "japanese": 100, "chinese": 100,
        "arabic": 100, "hebrew": 100, "thai": 100, "devanagari": 100, "combining": 100, "emoji": 100, "mixed": 100,
    ]

    @Test func everyGroupKeepsAtLeastItsShareOfExactWidths() throws {
        var corpus = try ShapingCorpus()
        #expect(corpus.rows.count >= 3000)
        var tallies: [Substring: GroupTally] = [:]
        var groups: [Substring] = []
        let listRows = ProcessInfo.processInfo.environment["TIP_SHAPING_ROWS"] == "1"
        for row in corpus.rows {
            if try corpus.hasUnmappedCluster(row) {
                if tallies[row.group] == nil { groups.append(row.group) }
                tallies[row.group, default: GroupTally()].unmapped += 1
                continue
            }
            let width = try corpus.width(of: row)
            let difference = abs(width - row.width)
            if tallies[row.group] == nil { groups.append(row.group) }
            tallies[row.group, default: GroupTally()].add(difference: difference, exact: difference < Self.tolerance)
            if listRows && difference >= Self.tolerance {
                let language = row.language.map { " language \($0)" } ?? ""
                print("shaping-corpus-row \(row.id) tipc \(width) HarfBuzz \(row.width) [\(row.chain)]\(language) \(row.text)")
            }
        }
        print(GroupTally.table(groups.map { ($0, tallies[$0, default: GroupTally()]) }))
        #expect(Set(groups) == Set(Self.floors.keys))
        for group in groups {
            let tally = tallies[group, default: GroupTally()]
            let floor = Self.floors[group] ?? 100
            #expect(tally.percent >= floor, "\(group): \(tally.exact) of \(tally.rows) exact, below the floor of \(floor) %")
        }
    }

    @Test func swiftSplitsEveryRowIntoTheGeneratorsGraphemeClusters() throws {
        // The contract's clusters are Swift's Characters; a toolchain with other Unicode data
        // would make the corpus's face choices differ from tipc's.
        for row in try ShapingCorpus().rows {
            #expect(row.text.count == row.clusters, "\(row.id): Swift finds \(row.text.count) clusters")
        }
    }
}

/// How many rows of a group were measured, how many were exact, and the largest difference.
struct GroupTally {
    /// Rows measured.
    var rows = 0
    /// Rows left out: a cluster no face maps.
    var unmapped = 0
    /// Rows within the tolerance.
    var exact = 0
    /// The largest |tipc − HarfBuzz| in points.
    var worst = 0.0

    /// The share of exact rows in percent (100 for no rows).
    var percent: Double { rows == 0 ? 100 : Double(exact) * 100 / Double(rows) }

    /// Counts one row.
    mutating func add(difference: Double, exact isExact: Bool) {
        rows += 1
        exact += isExact ? 1 : 0
        worst = max(worst, difference)
    }

    /// The table of `tallies` and their total, each line starting with "shaping-corpus".
    static func table(_ tallies: [(Substring, GroupTally)]) -> String {
        let total = tallies.reduce(into: GroupTally()) { sum, entry in
            sum.rows += entry.1.rows
            sum.unmapped += entry.1.unmapped
            sum.exact += entry.1.exact
            sum.worst = max(sum.worst, entry.1.worst)
        }
        let header = "shaping-corpus " + pad("group", 12) + pad("rows", 6, right: true) + pad("unmapped", 10, right: true)
            + pad("exact", 7, right: true)
            + pad("%", 8, right: true) + pad("worst (pt)", 12, right: true)
        let lines = (tallies + [("all", total)]).map { name, tally in
            "shaping-corpus " + pad(String(name), 12) + pad("\(tally.rows)", 6, right: true)
                + pad("\(tally.unmapped)", 10, right: true) + pad("\(tally.exact)", 7, right: true)
                + pad(String(format: "%.1f", tally.percent), 8, right: true) + pad(String(format: "%.3f", tally.worst), 12, right: true)
        }
        return ([header] + lines).joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}

/// Splits a paragraph into ``TextRun``s: maximal ranges of grapheme clusters with one script and
/// one bidi embedding level, the pieces a shaper shapes one at a time.
///
/// This is a contract: the HarfBuzz reference corpus itemises text by the same rules.
///
/// **Clusters.** The text is split into extended grapheme clusters (Swift's `Character`s, UAX
/// #29); a run never splits one. A cluster's script and level are those its first scalar gets.
///
/// **Levels.** Each scalar's level is its UAX #9 resolved level up to rule L1 (``BidiParagraph``:
/// explicit embeddings, overrides and isolates included), the paragraph level from the first
/// strong character (P2–P3) unless `direction` forces it. A paragraph separator (rule P1) ends a
/// paragraph and the next one is resolved on its own. Characters X9 removes take the level of the
/// character before them.
///
/// **Scripts.** One pass from the start keeps, for the current run, a list of candidate scripts
/// (in order of preference) and whether a cluster of a real script has joined it. For each
/// cluster, with S the Script of its first scalar and X that scalar's Script_Extensions:
/// 1. *Real* (S is not Common, Inherited or Unknown): its set is S followed by the rest of X in
///    ScriptExtensions.txt's order. If some candidates are in the set, the candidates shrink to
///    those (their order kept) and the cluster joins the run. Else, if the run has met a real
///    script, the run ends and a new one starts with the set as its candidates; else the set
///    replaces the candidates and the cluster joins the run.
/// 2. *Shared* (S is Common, Inherited or Unknown) always joins the current run. If
///    ScriptExtensions.txt lists X for it, X narrows the candidates like a real cluster's set if
///    some candidates are in it, and becomes the candidates if there are none yet; otherwise X
///    is ignored. A shared cluster never starts a run.
/// 3. *Brackets*: a shared cluster whose first scalar is a paired bracket of BidiBrackets.txt.
///    An opening one joins as rule 2, then is pushed on a stack (32 entries; a 33rd drops the
///    oldest) with the number of its run. A closing one looks down the stack for the nearest
///    opening bracket it closes (U+2329/U+232A as U+3008/U+3009) and pops it and everything
///    above. If that bracket opened in the current run the closing one joins as a shared
///    cluster without extensions; if it opened in an earlier run, it joins as a real cluster of
///    that run's script alone (rule 1, so it may start a new run). A closing bracket that closes
///    nothing is a shared cluster.
/// 4. When a run ends (at the end of the text too) all its clusters get its first candidate, or
///    Common if it has none.
///
/// So Common and Inherited text takes the script of the run it is in: the preceding one, or at
/// the start of the text the first real script that follows. `"Hi (漢字) ok"` is Latin `"Hi ("`,
/// Han `"漢字"`, Latin `") ok"`.
///
/// **Runs** are then the maximal ranges of consecutive clusters with equal script and level.
enum TextItemizer {
    /// The runs of `paragraph`, in logical order, covering it.
    static func runs(in paragraph: Substring, direction: BidiParagraphDirection = .automatic) -> [TextRun] {
        itemize(paragraph) { BidiParagraph.levels(ofParagraphsIn: $0, direction: direction) }
    }

    /// The runs of `paragraph` when every scalar is known to be at level 0 (left-to-right text
    /// without right-to-left characters, bidi controls or paragraph separators): script runs only.
    static func scriptRuns(in paragraph: Substring) -> [TextRun] {
        itemize(paragraph) { [UInt8](repeating: 0, count: $0.count) }
    }

    private static func itemize(_ paragraph: Substring, levels resolve: ([Unicode.Scalar]) -> [UInt8]) -> [TextRun] {
        var scalars: [Unicode.Scalar] = []
        var clusterStarts: [(scalar: Int, index: String.Index)] = []
        var scripts = ScriptRunResolver()
        for index in paragraph.indices {
            let clusterScalars = paragraph[index].unicodeScalars
            guard let first = clusterScalars.first else { continue }
            clusterStarts.append((scalars.count, index))
            scripts.appendCluster(startingWith: first)
            scalars += clusterScalars
        }
        let clusterScripts = scripts.finish()
        let levels = resolve(scalars)

        var runs: [TextRun] = []
        var runStart = 0
        for cluster in clusterStarts.indices {
            let next = cluster + 1
            let endsRun = next == clusterStarts.count
                || clusterScripts[next] != clusterScripts[runStart]
                || levels[clusterStarts[next].scalar] != levels[clusterStarts[runStart].scalar]
            guard endsRun else { continue }
            let end = next < clusterStarts.count ? clusterStarts[next] : (scalars.count, paragraph.endIndex)
            runs.append(TextRun(scalars: clusterStarts[runStart].scalar..<end.scalar,
                                range: clusterStarts[runStart].index..<end.index,
                                script: clusterScripts[runStart], bidiLevel: levels[clusterStarts[runStart].scalar]))
            runStart = next
        }
        return runs
    }
}

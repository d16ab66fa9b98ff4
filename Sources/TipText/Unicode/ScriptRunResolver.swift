/// Gives each grapheme cluster of a paragraph, from the first scalar of each, the script of the
/// run it belongs to, by the rules ``TextItemizer`` documents: a left-to-right pass that keeps the
/// candidate scripts of the current run and a stack of open brackets.
struct ScriptRunResolver {
    /// Open brackets remembered at most; a further one forgets the oldest.
    static let bracketStackLimit = 32

    /// The script of each cluster of the runs already ended.
    private var scripts: [UnicodeScript] = []
    /// The script of each run already ended.
    private var runScripts: [UnicodeScript] = []
    /// The first cluster of the current run.
    private var runStart = 0
    /// The clusters seen so far.
    private var clusterCount = 0
    /// The candidate scripts of the current run, the preferred first; empty before any hint.
    private var candidates: [UnicodeScript] = []
    /// Whether a cluster of a real script has joined the current run (a later one of another
    /// script then starts a new run).
    private var determined = false
    /// The open brackets not yet closed: the code point that closes each (canonical, see
    /// ``UnicodeData/canonicalBracket(_:)``) and the number of the run it opened in.
    private var openBrackets: [(closing: UInt32, run: Int)] = []

    /// Adds the next cluster, which starts with `scalar`.
    mutating func appendCluster(startingWith scalar: Unicode.Scalar) {
        let script = UnicodeData.script(of: scalar)
        let extensions = UnicodeData.scriptExtensions(of: scalar)
        guard script.isShared else {
            joinReal(script, extensions)
            return
        }
        let hint = extensions.count == 1 && extensions[extensions.startIndex] == script ? nil : extensions
        if let bracket = UnicodeData.pairedBracket(of: scalar) {
            if bracket.opens {
                joinShared(hint)
                openBrackets.append((UnicodeData.canonicalBracket(bracket.pair), runScripts.count))
                if openBrackets.count > Self.bracketStackLimit { openBrackets.removeFirst() }
                return
            }
            let closing = UnicodeData.canonicalBracket(scalar)
            if let match = openBrackets.lastIndex(where: { $0.closing == closing }) {
                let run = openBrackets[match].run
                openBrackets.removeSubrange(match...)
                if run < runScripts.count {
                    joinReal(runScripts[run], ScriptExtensions(single: runScripts[run]))
                } else {
                    joinShared(nil)
                }
                return
            }
        }
        joinShared(hint)
    }

    /// The script of every cluster, once all are added: the current run ends.
    mutating func finish() -> [UnicodeScript] {
        endRun()
        return scripts
    }

    /// A cluster of Common, Inherited or Unknown script joins the current run; its own
    /// Script_Extensions (`hint`, nil if it has none) narrow the candidates if they meet them, and
    /// give the candidates of a run that has none yet.
    private mutating func joinShared(_ hint: ScriptExtensions?) {
        if let hint, !narrowCandidates(to: hint.contains), candidates.isEmpty {
            candidates = Array(hint)
        }
        clusterCount += 1
    }

    /// A cluster of `script`, used with `extensions` too, joins the current run if the run has not
    /// met a real script yet or its candidates meet these; else it starts a new run.
    private mutating func joinReal(_ script: UnicodeScript, _ extensions: ScriptExtensions) {
        if !narrowCandidates(to: { $0 == script || extensions.contains($0) }) {
            if determined { endRun() }
            candidates = [script] + extensions.filter { $0 != script }
        }
        determined = true
        clusterCount += 1
    }

    /// Keeps the candidates that `isIncluded`, in order, if there are any; false if none is.
    private mutating func narrowCandidates(to isIncluded: (UnicodeScript) -> Bool) -> Bool {
        guard candidates.contains(where: isIncluded) else { return false }
        if !candidates.allSatisfy(isIncluded) { candidates = candidates.filter(isIncluded) }
        return true
    }

    /// Ends the current run before the cluster being added: its clusters get its preferred
    /// candidate, or Common if it has none.
    private mutating func endRun() {
        let script = candidates.first ?? .common
        scripts += repeatElement(script, count: clusterCount - runStart)
        runScripts.append(script)
        runStart = clusterCount
        candidates = []
        determined = false
    }
}

/// Line breaks between the words of Thai, Lao, Khmer and Myanmar text, where UAX #14 leaves the
/// choice to the implementation (class SA, which the rules take as AL): each run of one
/// ``DictionaryScript``'s scalars is divided by a ``DictionaryWordBreaker``, and a line may end
/// after each of its words, as in ICU's line break iterator (which Chromium and Apple's text
/// system use).
enum DictionaryBreaks {
    /// Allows a break in `opportunities` (the one before each of `scalars`) at each of the
    /// ``wordBoundaries(in:)``; a break the rules already allow or require stays.
    static func allowBreaks(between scalars: some Collection<Unicode.Scalar>, in opportunities: UnsafeMutableBufferPointer<BreakOpportunity>) {
        for boundary in wordBoundaries(in: scalars) where opportunities[boundary] == .prohibited {
            opportunities[boundary] = .allowed
        }
    }

    /// The index of each scalar of `scalars` that starts a word inside a run of one dictionary
    /// script (the starts of the runs are not included), ascending.
    static func wordBoundaries(in scalars: some Collection<Unicode.Scalar>) -> [Int] {
        var boundaries: [Int] = []
        var run: [UInt32] = []
        var isMark: [Bool] = []
        var runScript: DictionaryScript?
        var runStart = 0
        func endRun() {
            if let script = runScript {
                let ends = DictionaryWordBreaker(script: script, scalars: run, isMark: isMark).wordEnds()
                boundaries += ends.map { runStart + $0 }
            }
            run.removeAll(keepingCapacity: true)
            isMark.removeAll(keepingCapacity: true)
        }
        for (index, scalar) in scalars.enumerated() {
            let found = DictionaryScript.mayHold(scalar.value) ? DictionaryScript.of(scalar) : nil
            if found?.script != runScript {
                endRun()
                runScript = found?.script
                runStart = index
            }
            if let found {
                run.append(scalar.value)
                isMark.append(found.isMark)
            }
        }
        endRun()
        return boundaries
    }
}

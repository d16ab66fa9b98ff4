extension BidiResolver {
    /// Rule X10 (BD13): the isolating run sequences of the paragraph. Level runs of the characters
    /// X9 keeps are chained from an isolate initiator to the run its matching PDI starts; each
    /// sequence gets its sos and eos from the levels next to it.
    func isolatingRunSequences() -> [BidiIsolatingRunSequence] {
        var runs: [[Int]] = []
        for index in classes.indices where !classes[index].isRemovedByX9 {
            if let last = runs.last?.last, levels[last] == levels[index] {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        var runStartingAt: [Int: Int] = [:]
        for (run, indices) in runs.enumerated() { runStartingAt[indices[0]] = run }

        var chained = Set<Int>()
        var sequences: [BidiIsolatingRunSequence] = []
        for run in runs.indices where !chained.contains(run) {
            var indices = runs[run]
            while let last = indices.last, classes[last].isIsolateInitiator,
                  let end = matchingIsolateEnds[last], let next = runStartingAt[end], !chained.contains(next) {
                chained.insert(next)
                indices += runs[next]
            }
            sequences.append(sequence(of: indices))
        }
        return sequences
    }

    /// The sequence of `indices`, with sos and eos from the levels of the characters X9 keeps
    /// before and after it (the paragraph level at the paragraph's ends and after an isolate
    /// initiator without a matching PDI).
    private func sequence(of indices: [Int]) -> BidiIsolatingRunSequence {
        let level = levels[indices[0]]
        var before = indices[0] - 1
        while before >= 0, classes[before].isRemovedByX9 { before -= 1 }
        var after = indices[indices.count - 1] + 1
        while after < classes.count, classes[after].isRemovedByX9 { after += 1 }
        let levelBefore = before >= 0 ? levels[before] : baseLevel
        let endsWithOpenIsolate = classes[indices[indices.count - 1]].isIsolateInitiator
        let levelAfter = after < classes.count && !endsWithOpenIsolate ? levels[after] : baseLevel
        return BidiIsolatingRunSequence(
            indices: indices, level: level,
            startOfSequence: .direction(ofLevel: max(level, levelBefore)),
            endOfSequence: .direction(ofLevel: max(level, levelAfter)))
    }
}

extension BidiIsolatingRunSequence {
    /// Open brackets BD16 keeps track of at most; past that it stops pairing the sequence.
    static let bracketStackLimit = 63

    /// BD16: the bracket pairs of the sequence, as positions in ``indices`` (opening, closing),
    /// ordered by their opening bracket. Brackets are characters of BidiBrackets.txt whose type
    /// is still ON; U+2329 and U+232A pair as their canonical equivalents U+3008 and U+3009.
    func bracketPairs(types: [BidiClass], scalars: [Unicode.Scalar]) -> [(opening: Int, closing: Int)] {
        var open: [(closing: UInt32, position: Int)] = []
        var pairs: [(opening: Int, closing: Int)] = []
        for (position, index) in indices.enumerated() where types[index] == .otherNeutral {
            guard let bracket = UnicodeData.pairedBracket(of: scalars[index]) else { continue }
            if bracket.opens {
                guard open.count < Self.bracketStackLimit else { break }
                open.append((UnicodeData.canonicalBracket(bracket.pair), position))
            } else if let match = open.lastIndex(where: { $0.closing == UnicodeData.canonicalBracket(scalars[index]) }) {
                pairs.append((open[match].position, position))
                open.removeSubrange(match...)
            }
        }
        return pairs.sorted { $0.opening < $1.opening }
    }

    /// Rule N0 on `types`: each bracket pair with a strong type of the embedding direction inside
    /// takes that direction; one with only the other direction inside takes it if the context
    /// before the opening bracket (back to sos) has it too, else the embedding direction. Marks
    /// (NSM before W1) right after a bracket that changed follow it.
    func resolvePairedBrackets(_ types: inout [BidiClass], scalars: [Unicode.Scalar], classes: [BidiClass]) {
        let embedding = embeddingDirection
        for pair in bracketPairs(types: types, scalars: scalars) {
            var foundEmbedding = false
            var foundOpposite = false
            for position in pair.opening + 1..<pair.closing {
                guard let strong = types[indices[position]].strongDirectionForNeutrals else { continue }
                if strong == embedding { foundEmbedding = true } else { foundOpposite = true }
            }
            let resolved: BidiClass
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                let context = strongDirection(before: pair.opening, types: types)
                resolved = context == embedding ? embedding : context
            } else {
                continue
            }
            for bracket in [pair.opening, pair.closing] {
                types[indices[bracket]] = resolved
                var mark = bracket + 1
                while mark < indices.count, classes[indices[mark]] == .nonspacingMark {
                    types[indices[mark]] = resolved
                    mark += 1
                }
            }
        }
    }

    /// The strong direction (numbers as R) of the last character before `position` that has one,
    /// else sos.
    private func strongDirection(before position: Int, types: [BidiClass]) -> BidiClass {
        for earlier in stride(from: position - 1, through: 0, by: -1) {
            if let strong = types[indices[earlier]].strongDirectionForNeutrals { return strong }
        }
        return startOfSequence
    }
}

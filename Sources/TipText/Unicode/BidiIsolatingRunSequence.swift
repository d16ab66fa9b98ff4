/// One isolating run sequence of a paragraph (UAX #9, BD13): the characters, in order, whose weak
/// and neutral types and implicit levels are resolved together, rules W1–W7, N0–N2 and I1–I2.
struct BidiIsolatingRunSequence {
    /// Indices in the paragraph of the sequence's characters (none that X9 removes).
    let indices: [Int]
    /// The embedding level of all of them.
    let level: UInt8
    /// sos: the strong class (L or R) before the first character.
    let startOfSequence: BidiClass
    /// eos: the strong class (L or R) after the last character.
    let endOfSequence: BidiClass

    /// The direction of the sequence's embedding level, L or R.
    var embeddingDirection: BidiClass { .direction(ofLevel: level) }

    /// Rules W1–W7 on `types`, the paragraph's types.
    func resolveWeakTypes(_ types: inout [BidiClass]) {
        // W1: a nonspacing mark takes the type before it (ON after an isolate initiator or PDI).
        var previous = startOfSequence
        for index in indices {
            if types[index] == .nonspacingMark {
                types[index] = previous.isIsolateInitiator || previous == .popDirectionalIsolate ? .otherNeutral : previous
            }
            previous = types[index]
        }
        // W2: a European number after Arabic letters is an Arabic number. W3: AL is R.
        var lastStrong = startOfSequence
        for index in indices {
            switch types[index] {
            case .leftToRight, .rightToLeft: lastStrong = types[index]
            case .arabicLetter:
                lastStrong = .arabicLetter
                types[index] = .rightToLeft
            case .europeanNumber where lastStrong == .arabicLetter: types[index] = .arabicNumber
            default: break
            }
        }
        // W4: one separator between two numbers of a kind joins them.
        for position in indices.indices.dropFirst().dropLast() {
            let (before, index, after) = (types[indices[position - 1]], indices[position], types[indices[position + 1]])
            if types[index] == .europeanSeparator, before == .europeanNumber, after == .europeanNumber {
                types[index] = .europeanNumber
            } else if types[index] == .commonSeparator, before == after,
                      before == .europeanNumber || before == .arabicNumber {
                types[index] = before
            }
        }
        resolveTerminators(&types)
        // W6: the separators and terminators left are neutral. W7: European numbers after L are L.
        lastStrong = startOfSequence
        for index in indices {
            switch types[index] {
            case .europeanSeparator, .europeanTerminator, .commonSeparator: types[index] = .otherNeutral
            case .leftToRight, .rightToLeft: lastStrong = types[index]
            case .europeanNumber where lastStrong == .leftToRight: types[index] = .leftToRight
            default: break
            }
        }
    }

    /// W5: a sequence of European terminators next to a European number becomes European numbers.
    private func resolveTerminators(_ types: inout [BidiClass]) {
        var position = 0
        while position < indices.count {
            guard types[indices[position]] == .europeanTerminator else {
                position += 1
                continue
            }
            var end = position
            while end < indices.count, types[indices[end]] == .europeanTerminator { end += 1 }
            let numberBefore = position > 0 && types[indices[position - 1]] == .europeanNumber
            let numberAfter = end < indices.count && types[indices[end]] == .europeanNumber
            if numberBefore || numberAfter {
                for terminator in position..<end { types[indices[terminator]] = .europeanNumber }
            }
            position = end
        }
    }

    /// Rules N1–N2 on `types`: a run of neutrals and isolate controls between two characters of
    /// the same strong direction (numbers count as R, sos and eos at the ends) takes that
    /// direction; any other run takes the embedding direction.
    func resolveNeutralTypes(_ types: inout [BidiClass]) {
        var position = 0
        while position < indices.count {
            guard types[indices[position]].isNeutralOrIsolate else {
                position += 1
                continue
            }
            var end = position
            while end < indices.count, types[indices[end]].isNeutralOrIsolate { end += 1 }
            let before = position > 0 ? types[indices[position - 1]].strongDirectionForNeutrals : startOfSequence
            let after = end < indices.count ? types[indices[end]].strongDirectionForNeutrals : endOfSequence
            let resolved = before == after ? before ?? embeddingDirection : embeddingDirection
            for neutral in position..<end { types[indices[neutral]] = resolved }
            position = end
        }
    }

    /// Rules I1–I2: raises the levels of `levels` by the resolved `types`.
    func resolveImplicitLevels(types: [BidiClass], levels: inout [UInt8]) {
        for index in indices {
            switch (level & 1 == 0, types[index]) {
            case (true, .rightToLeft), (false, .leftToRight), (false, .europeanNumber), (false, .arabicNumber):
                levels[index] = level + 1
            case (true, .europeanNumber), (true, .arabicNumber):
                levels[index] = level + 2
            default: break
            }
        }
    }
}

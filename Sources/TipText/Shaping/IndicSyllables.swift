/// Splits a run into syllables as HarfBuzz's Indic syllable machine does
/// (`hb-ot-shaper-indic-machine.rl`): at each position the longest of its patterns that
/// matches there wins, the first listed on a tie, and a character no pattern takes is a
/// syllable of its own.
enum IndicSyllables {
    /// The kinds of syllable (`indic_syllable_type_t`, in the machine's order).
    enum Kind: UInt8, Sendable {
        case consonant
        case vowel
        case standalone
        case symbol
        case broken
        case nonIndic
    }

    /// One syllable: its kind and the range of categories it covers.
    struct Syllable: Hashable, Sendable {
        let kind: Kind
        let range: Range<Int>
    }

    /// The syllables of `categories`, in order, covering all of them.
    static func syllables(of categories: [IndicCategory]) -> [Syllable] {
        let grammar = Grammar(categories)
        var result: [Syllable] = []
        var start = 0
        while start < categories.count {
            var best = (kind: Kind.nonIndic, end: start + 1)
            for (kind, pattern) in grammar.patterns {
                if let end = pattern([start]).max(), end > best.end || (end == best.end && kind.rawValue < best.kind.rawValue) {
                    best = (kind, end)
                }
            }
            result.append(Syllable(kind: best.kind, range: start..<best.end))
            start = best.end
        }
        return result
    }

    /// The machine's patterns over a run of categories, each a function from the positions a
    /// match may have reached to those it reaches next (a set of positions stands for every way
    /// of matching so far, so alternatives and repetition need no backtracking).
    private struct Grammar {
        typealias Pattern = (Set<Int>) -> Set<Int>
        let patterns: [(Kind, Pattern)]

        init(_ categories: [IndicCategory]) {
            func one(_ accepted: IndicCategory...) -> Pattern {
                { positions in
                    Set(positions.filter { $0 < categories.count && accepted.contains(categories[$0]) }.map { $0 + 1 })
                }
            }
            func sequence(_ parts: Pattern...) -> Pattern { { positions in parts.reduce(positions) { $1($0) } } }
            func either(_ parts: Pattern...) -> Pattern { { positions in parts.reduce(into: Set<Int>()) { $0.formUnion($1(positions)) } } }
            func optional(_ part: @escaping Pattern) -> Pattern { { positions in positions.union(part(positions)) } }
            func repeated(_ part: @escaping Pattern) -> Pattern {
                { positions in
                    var reached = positions, frontier = positions
                    while !frontier.isEmpty {
                        frontier = part(frontier).subtracting(reached)
                        reached.formUnion(frontier)
                    }
                    return reached
                }
            }

            let c = one(.consonant, .ra)
            let n = sequence(optional(sequence(optional(one(.zeroWidthNonJoiner)), one(.registerShifter))),
                             optional(sequence(one(.nukta), optional(one(.nukta)))))
            let z = one(.zeroWidthJoiner, .zeroWidthNonJoiner)
            let reph = either(sequence(one(.ra), one(.halant)), one(.repha))
            let cn = sequence(c, optional(one(.zeroWidthJoiner)), optional(n))
            let forcedRakar = sequence(one(.zeroWidthJoiner), one(.halant), one(.zeroWidthJoiner), one(.ra))
            let symbol = sequence(one(.symbol), optional(one(.nukta)))
            let matraGroup = sequence(repeated(z), one(.matra), optional(one(.nukta)), optional(either(one(.halant), forcedRakar)))
            let syllableTail = sequence(
                optional(sequence(optional(z), one(.syllableModifier), optional(one(.syllableModifier)), optional(one(.zeroWidthNonJoiner)))),
                repeated(one(.vedicSign)))
            let halantGroup = sequence(optional(z), one(.halant), optional(sequence(one(.zeroWidthJoiner), optional(one(.nukta)))))
            let finalHalantGroup = either(halantGroup, sequence(one(.halant), one(.zeroWidthNonJoiner)))
            let medialGroup = optional(one(.consonantMedial))
            let halantOrMatraGroup = either(finalHalantGroup, repeated(matraGroup))
            let complexSyllableTail = sequence(repeated(sequence(halantGroup, cn)), medialGroup, halantOrMatraGroup, syllableTail)
            let rephaOrStacker = optional(one(.repha, .consonantWithStacker))

            patterns = [
                (.consonant, sequence(rephaOrStacker, cn, complexSyllableTail)),
                (.vowel, sequence(optional(reph), one(.vowel), optional(n), either(one(.zeroWidthJoiner), complexSyllableTail))),
                (.standalone, sequence(either(sequence(rephaOrStacker, one(.placeholder)), sequence(optional(reph), one(.dottedCircle))),
                                       optional(n), complexSyllableTail)),
                (.symbol, sequence(symbol, syllableTail)),
                (.broken, sequence(optional(reph), optional(n), complexSyllableTail)),
            ]
        }
    }
}

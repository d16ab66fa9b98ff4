/// Divides a run of one ``DictionaryScript``'s scalars into words as ICU's dictionary break
/// engines (`ThaiBreakEngine`, `LaoBreakEngine`, `KhmerBreakEngine`, `BurmeseBreakEngine`) do:
///
/// - **Maximal matching with look-ahead.** Where several dictionary words start, the longest is
///   taken that is followed by a word that is itself followed by a word (three words of
///   look-ahead); failing that, the longest followed by any word; failing that, the longest.
/// - **Combining non-words.** Text that starts no word, after a short word (shorter than
///   ``DictionaryScript/rootCombineThreshold``) or at the start, and unless it begins enough
///   letters of some word (``DictionaryScript/prefixCombineThreshold``), joins the word before
///   up to the next place where a word may end and another begin and a dictionary word starts.
/// - **Marks** never start a word; Thai PAIYANNOI and MAIYAMOK join the word before them.
///
/// The result is the index after each word, the end of the run excepted.
struct DictionaryWordBreaker {
    /// Words looked at ahead of the one being chosen, the chosen one included.
    private static let lookahead = 3
    /// Thai PAIYANNOI, the abbreviation sign.
    private static let paiyannoi: UInt32 = 0x0E2F
    /// Thai MAIYAMOK, the repetition sign.
    private static let maiyamok: UInt32 = 0x0E46

    private let script: DictionaryScript
    private let words: DictionaryWordList
    /// The run's scalars.
    private let scalars: [UInt32]
    /// Whether each scalar of the run is a mark.
    private let isMark: [Bool]

    /// A breaker for the scalars `scalars` of `script`, with whether each is a mark.
    init(script: DictionaryScript, scalars: [UInt32], isMark: [Bool]) {
        self.script = script
        words = script.words
        self.scalars = scalars
        self.isMark = isMark
    }

    /// The words that start at one place of the text, longest first, and the one chosen.
    private struct Candidates {
        /// Each word's length, shortest first.
        var lengths = [Int](repeating: 0, count: DictionaryWordList.maximumCandidates)
        /// How many words start there.
        var count = 0
        /// Letters read from there before no word went on (the failing one counted).
        var prefix = 0
        /// Where the words start (-1 before the first look-up).
        var offset = -1
        /// The candidate chosen, and the one being tried.
        var marked = 0, current = 0

        /// Finds the words at `position` (unless they are known), chooses the longest and moves
        /// `position` past it; it stays if none starts there. Returns how many start there.
        mutating func find(at position: inout Int, in codes: UnsafeBufferPointer<UInt8>, end: Int, words: DictionaryWordList) -> Int {
            let start = position
            if start != offset {
                offset = start
                (count, prefix) = words.matches(codes, from: start, maxLength: end - start, into: &lengths)
            }
            if count > 0 { position = start + lengths[count - 1] }
            current = count - 1
            marked = current
            return count
        }

        /// Moves `position` past the chosen word; its length.
        func acceptMarked(_ position: inout Int) -> Int {
            position = offset + lengths[marked]
            return lengths[marked]
        }

        /// Tries the next shorter word, moving `position` past it; false when none is left.
        mutating func backUp(_ position: inout Int) -> Bool {
            guard current > 0 else { return false }
            current -= 1
            position = offset + lengths[current]
            return true
        }

        /// Chooses the word being tried.
        mutating func markCurrent() { marked = current }
    }

    /// The index after each word of the run but the last.
    func wordEnds() -> [Int] {
        let end = scalars.count
        if script.isTooShortForTwoWords(end) { return [] }
        let codes = scalars.map(words.letter(of:))
        return codes.withUnsafeBufferPointer { wordEnds(codes: $0, end: end) }
    }

    private func wordEnds(codes: UnsafeBufferPointer<UInt8>, end: Int) -> [Int] {
        var found: [Int] = []
        var candidates = [Candidates](repeating: Candidates(), count: Self.lookahead)
        var wordsFound = 0
        var position = 0
        let slot = { (ahead: Int) in (wordsFound + ahead) % Self.lookahead }
        while position < end {
            let current = position
            var wordLength = 0
            var letters = 0
            let count = candidates[slot(0)].find(at: &position, in: codes, end: end, words: words)
            if count == 1 {
                wordLength = candidates[slot(0)].acceptMarked(&position)
                letters = wordLength
                wordsFound += 1
            } else if count > 1 {
                choose: do {
                    if position >= end { break choose }
                    repeat {
                        if candidates[slot(1)].find(at: &position, in: codes, end: end, words: words) > 0 {
                            // Followed by another word: a good candidate.
                            candidates[slot(0)].markCurrent()
                            if position >= end { break choose }
                            repeat {
                                if candidates[slot(2)].find(at: &position, in: codes, end: end, words: words) > 0 {
                                    candidates[slot(0)].markCurrent()
                                    break choose
                                }
                            } while candidates[slot(1)].backUp(&position)
                        }
                    } while candidates[slot(0)].backUp(&position)
                }
                wordLength = candidates[slot(0)].acceptMarked(&position)
                letters = wordLength
                wordsFound += 1
            }

            // Text that starts no word joins a short word before it.
            if position < end && letters < script.rootCombineThreshold {
                if candidates[slot(0)].find(at: &position, in: codes, end: end, words: words) <= 0
                    && (wordLength == 0 || candidates[slot(0)].prefix < script.prefixCombineThreshold) {
                    var remaining = end - (current + wordLength)
                    var skipped = 0
                    while true {
                        let before = scalars[position]
                        position += 1
                        skipped += 1
                        remaining -= 1
                        if remaining <= 0 { break }
                        if script.canEndWord(before) && script.canBeginWord(scalars[position]) {
                            let next = candidates[slot(1)].find(at: &position, in: codes, end: end, words: words)
                            position = current + wordLength + skipped
                            if next > 0 { break }
                        }
                    }
                    if wordLength <= 0 { wordsFound += 1 }
                    wordLength += skipped
                } else {
                    position = current + wordLength
                }
            }

            // Never stop before a mark.
            while position < end && isMark[position] {
                position += 1
                wordLength += 1
            }

            if script.joinsSuffixes && position < end && wordLength > 0 {
                if candidates[slot(0)].find(at: &position, in: codes, end: end, words: words) <= 0
                    && (scalars[position] == Self.paiyannoi || scalars[position] == Self.maiyamok) {
                    var sign = scalars[position]
                    if sign == Self.paiyannoi {
                        let before = scalars[position - 1]
                        if before != Self.paiyannoi && before != Self.maiyamok {
                            position += 1
                            wordLength += 1
                            sign = position < end ? scalars[position] : 0
                        }
                    }
                    if sign == Self.maiyamok && scalars[position - 1] != Self.maiyamok {
                        position += 1
                        wordLength += 1
                    }
                } else {
                    position = current + wordLength
                }
            }

            if wordLength > 0 { found.append(current + wordLength) }
        }
        // The end of the run is no break of the engine's.
        if let last = found.last, last >= end { found.removeLast() }
        return found
    }
}

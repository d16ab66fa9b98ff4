/// The words of one script's break dictionary, sorted, each a string of letter codes (a letter's
/// place in the list's alphabet), decoded from a generated table on first use.
///
/// The generated tables (Scripts/generate-dictionary-tables.py) hold ICU's word-break
/// dictionaries front coded, one line per word; a list is decoded only when text in its script
/// is first broken into lines.
final class DictionaryWordList: Sendable {
    /// The most candidates ``matches(_:from:maxLength:into:)`` records at one place, as ICU's
    /// break engines keep.
    static let maximumCandidates = 20

    /// A letter code no word holds, for a scalar outside the alphabet.
    static let unknownLetter: UInt8 = .max

    /// The scalars of the alphabet, ascending: a letter's code is its place here.
    private let alphabet: [UInt32]
    /// The letter codes of every word, one after the other, in word order.
    private let letters: [UInt8]
    /// Where each word starts in ``letters``, and one past the last word's end.
    private let starts: [Int32]

    /// The list of the front-coded `encodedWords` over `alphabet` (see the generator).
    init(alphabet: StaticString, encodedWords: StaticString) {
        self.alphabet = alphabet.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.unicodeScalars.map(\.value)
        var letters: [UInt8] = []
        var starts: [Int32] = [0]
        encodedWords.withUTF8Buffer { bytes in
            letters.reserveCapacity(bytes.count * 2)
            var lineStart = true
            var previousStart = 0
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    starts.append(Int32(letters.count))
                    lineStart = true
                } else if lineStart {
                    // The letters shared with the word before, one by one (appending a slice of
                    // the array itself would copy all of it).
                    let wordStart = letters.count
                    for index in previousStart..<previousStart + Int(Self.number(of: byte)) { letters.append(letters[index]) }
                    previousStart = wordStart
                    lineStart = false
                } else {
                    letters.append(Self.number(of: byte))
                }
            }
            if !lineStart { starts.append(Int32(letters.count)) }
        }
        self.letters = letters
        self.starts = starts
    }

    /// The number a printable ASCII byte of the table stands for (`!` 0, `#` 1, …, the quote and
    /// the backslash skipped).
    @inline(__always)
    private static func number(of byte: UInt8) -> UInt8 {
        byte - 0x21 - (byte > 0x22 ? 1 : 0) - (byte > 0x5C ? 1 : 0)
    }

    /// The number of words.
    var count: Int { starts.count - 1 }

    /// The letter code of `scalar`, or ``unknownLetter``.
    func letter(of scalar: UInt32) -> UInt8 {
        let index = alphabet.partitioningIndex { $0 >= scalar }
        return index < alphabet.count && alphabet[index] == scalar ? UInt8(index) : Self.unknownLetter
    }

    /// The words that begin `codes` at `start`, as ICU's dictionary matcher finds them: walks
    /// the text letter by letter while some word goes on with it, at most `maxLength` letters
    /// (at least one), and writes the length of each word met, shortest first, into `lengths`
    /// (at most ``maximumCandidates``). Returns how many it wrote and how many letters it read,
    /// counting the one no word goes on with.
    func matches(_ codes: UnsafeBufferPointer<UInt8>, from start: Int, maxLength: Int, into lengths: inout [Int]) -> (count: Int, prefix: Int) {
        var low = 0, high = count
        var read = 0, found = 0
        repeat {
            guard start + read < codes.count else { break }
            let code = codes[start + read]
            // The words in low..<high share `read` letters; the one that ends there comes first.
            var first = low
            if first < high && length(of: first) == read { first += 1 }
            low = (first..<high).partitioningIndex { letter(read, of: $0) >= code }
            high = (low..<high).partitioningIndex { letter(read, of: $0) > code }
            read += 1
            if low == high { break }
            if length(of: low) == read {
                if found < Self.maximumCandidates {
                    lengths[found] = read
                    found += 1
                }
                if high - low == 1 { break }
            }
        } while read < maxLength
        return (found, read)
    }

    /// The number of letters of word `word`.
    @inline(__always)
    private func length(of word: Int) -> Int {
        Int(starts[word + 1] - starts[word])
    }

    /// Letter `index` of word `word`, which is longer.
    @inline(__always)
    private func letter(_ index: Int, of word: Int) -> UInt8 {
        letters[Int(starts[word]) + index]
    }
}

extension DictionaryWordList {
    /// ICU's `thaidict`.
    static let thai = DictionaryWordList(alphabet: thaiAlphabet, encodedWords: thaiWords)
    /// ICU's `laodict`.
    static let lao = DictionaryWordList(alphabet: laoAlphabet, encodedWords: laoWords)
    /// ICU's `khmerdict`.
    static let khmer = DictionaryWordList(alphabet: khmerAlphabet, encodedWords: khmerWords)
    /// ICU's `burmesedict`.
    static let myanmar = DictionaryWordList(alphabet: myanmarAlphabet, encodedWords: myanmarWords)
}

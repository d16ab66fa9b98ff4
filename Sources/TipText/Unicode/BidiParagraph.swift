/// The resolved embedding levels of one paragraph, by the Unicode Bidirectional Algorithm
/// (UAX #9, Unicode 15.0) up to and including rule L1; text is measured, not reordered, so the
/// reordering rules L2–L4 are left out.
///
/// All of it is implemented: the paragraph level (P2–P3, or forced), explicit embeddings,
/// overrides and isolates (X1–X8, depth 125), the removal of X9 and the isolating run
/// sequences of X10, weak types (W1–W7), paired brackets (N0, BD16 with its 63-entry stack),
/// neutrals (N1–N2), implicit levels (I1–I2) and the reset of separators and trailing white
/// space (L1). Characters X9 removes (embedding controls, PDF, BN) have no level of their own in
/// UAX #9; here they take the level of the character before them (the paragraph level at the
/// start), so that they never split a run.
struct BidiParagraph: Sendable {
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    let baseLevel: UInt8
    /// The resolved level of each scalar.
    let levels: [UInt8]

    /// Resolves the levels of `scalars`, one paragraph: a paragraph separator (B) may only end it.
    init(_ scalars: [Unicode.Scalar], direction: BidiParagraphDirection) {
        let resolver = BidiResolver(resolving: scalars, direction: direction)
        baseLevel = resolver.baseLevel
        levels = resolver.levels
    }
}

extension BidiParagraph {
    /// Rule P1, then the levels of each paragraph: the resolved level of every scalar of `scalars`,
    /// which a paragraph separator (B: line feed, carriage return, U+2029…) ends after it.
    static func levels(ofParagraphsIn scalars: [Unicode.Scalar], direction: BidiParagraphDirection) -> [UInt8] {
        var levels: [UInt8] = []
        levels.reserveCapacity(scalars.count)
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count, UnicodeData.bidiClass(of: scalars[end]) != .paragraphSeparator { end += 1 }
            end = min(end + 1, scalars.count)
            levels += BidiParagraph(Array(scalars[start..<end]), direction: direction).levels
            start = end
        }
        return levels
    }
}

/// The state of the Unicode Bidirectional Algorithm on one paragraph while ``BidiParagraph``
/// resolves it: the classes of the characters as the rules change them, and their levels.
struct BidiResolver {
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    let baseLevel: UInt8
    /// The level of each scalar as the rules have resolved it so far.
    var levels: [UInt8]

    /// The deepest embedding level rules X1–X8 allow.
    static let maximumDepth: UInt8 = 125

    /// The scalars of the paragraph.
    let scalars: [Unicode.Scalar]
    /// The Bidi_Class of each scalar.
    let classes: [BidiClass]
    /// The class of each scalar as the rules have resolved it so far.
    var types: [BidiClass]
    /// For each isolate initiator, the index of its matching PDI (BD9), if it has one.
    let matchingIsolateEnds: [Int: Int]

    /// Resolves the levels of `scalars`, one paragraph: a paragraph separator (B) may only end it.
    init(resolving scalars: [Unicode.Scalar], direction: BidiParagraphDirection) {
        self.scalars = scalars
        classes = scalars.map(UnicodeData.bidiClass(of:))
        types = classes
        matchingIsolateEnds = Self.matchIsolates(classes)
        switch direction {
        case .leftToRight: baseLevel = 0
        case .rightToLeft: baseLevel = 1
        case .automatic: baseLevel = Self.firstStrongLevel(classes, in: 0..<classes.count, skipping: matchingIsolateEnds) ?? 0
        }
        levels = [UInt8](repeating: baseLevel, count: scalars.count)
        resolveExplicitLevels()
        for sequence in isolatingRunSequences() {
            sequence.resolveWeakTypes(&types)
            sequence.resolvePairedBrackets(&types, scalars: scalars, classes: classes)
            sequence.resolveNeutralTypes(&types)
            sequence.resolveImplicitLevels(types: types, levels: &levels)
        }
        giveRemovedCharactersTheLevelBefore()
        resetSeparatorsAndTrailingWhitespace()
    }

    /// BD9: the PDI that closes each isolate initiator, by a stack that the paragraph's end empties.
    private static func matchIsolates(_ classes: [BidiClass]) -> [Int: Int] {
        var open: [Int] = []
        var matches: [Int: Int] = [:]
        for (index, bidiClass) in classes.enumerated() {
            if bidiClass.isIsolateInitiator {
                open.append(index)
            } else if bidiClass == .popDirectionalIsolate, let initiator = open.popLast() {
                matches[initiator] = index
            }
        }
        return matches
    }

    /// Rules P2–P3 on `range`: 0 if its first strong character (isolated text skipped) is L, 1 if
    /// it is R or AL, nil if there is none.
    static func firstStrongLevel(_ classes: [BidiClass], in range: Range<Int>, skipping isolates: [Int: Int]) -> UInt8? {
        var index = range.lowerBound
        while index < range.upperBound {
            switch classes[index] {
            case .leftToRight: return 0
            case .rightToLeft, .arabicLetter: return 1
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
                guard let end = isolates[index] else { return nil }
                index = end
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The characters X9 removes take the level of the character before them.
    private mutating func giveRemovedCharactersTheLevelBefore() {
        for index in classes.indices where classes[index].isRemovedByX9 {
            levels[index] = index == 0 ? baseLevel : levels[index - 1]
        }
    }

    /// Rule L1: segment and paragraph separators, and the white space and isolate controls before
    /// them or at the end of the paragraph, go back to the paragraph level (characters X9
    /// removes among them too).
    private mutating func resetSeparatorsAndTrailingWhitespace() {
        var trailingStart: Int? = nil
        for index in classes.indices {
            switch classes[index] {
            case .segmentSeparator, .paragraphSeparator:
                for reset in (trailingStart ?? index)...index { levels[reset] = baseLevel }
                trailingStart = nil
            case .whiteSpace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
                if trailingStart == nil { trailingStart = index }
            default:
                if !classes[index].isRemovedByX9 { trailingStart = nil } else if trailingStart == nil { trailingStart = index }
            }
        }
        if let start = trailingStart {
            for reset in start..<classes.count { levels[reset] = baseLevel }
        }
    }
}

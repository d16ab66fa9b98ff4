extension BidiClass {
    /// LRI, RLI or FSI: opens an isolate.
    var isIsolateInitiator: Bool {
        self == .leftToRightIsolate || self == .rightToLeftIsolate || self == .firstStrongIsolate
    }

    /// A class rule X9 removes: the embedding and override controls, PDF, and BN.
    var isRemovedByX9: Bool {
        switch self {
        case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride,
             .popDirectionalFormat, .boundaryNeutral: true
        default: false
        }
    }

    /// A neutral or isolate formatting character, as rules N1 and N2 treat it (NI).
    var isNeutralOrIsolate: Bool {
        switch self {
        case .paragraphSeparator, .segmentSeparator, .whiteSpace, .otherNeutral, .leftToRightIsolate,
             .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate: true
        default: false
        }
    }

    /// The strong direction the class counts as in rules N0–N2: L for L, R for R, AL, EN and AN;
    /// nil for the others.
    var strongDirectionForNeutrals: BidiClass? {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft, .arabicLetter, .europeanNumber, .arabicNumber: .rightToLeft
        default: nil
        }
    }

    /// The strong class of embedding level `level`'s direction: L for even, R for odd.
    static func direction(ofLevel level: UInt8) -> BidiClass {
        level & 1 == 0 ? .leftToRight : .rightToLeft
    }
}

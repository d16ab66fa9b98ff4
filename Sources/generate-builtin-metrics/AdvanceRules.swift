import TipText

/// The unit a range's advances are in, as ``BuiltinMetricsTables`` numbers it.
enum UnitKind: UInt8 {
    /// Inter's units per em.
    case inter = 0
    /// Noto Sans CJK's 1/1000 em (also the wide fallback).
    case cjk = 1
    /// The emoji fallback, in 1/1000 em.
    case emoji = 2
}

/// The advances of one code point: a unit kind and one advance per weight of ``tableWeights``.
struct AdvanceEntry: Equatable {
    /// The unit of ``advances``.
    var kind: UnitKind
    /// One advance per weight 100…900.
    var advances: [Int]

    /// The same advance at every weight.
    init(kind: UnitKind, everyWeight advance: Int) {
        self.kind = kind
        advances = Array(repeating: advance, count: tableWeights.count)
    }

    /// One advance per weight.
    init(kind: UnitKind, advances: [Int]) {
        self.kind = kind
        self.advances = advances
    }
}

/// Where each code point's advances come from, first rule that applies:
/// 1. zero for marks, controls, default ignorables and emoji modifiers;
/// 2. Inter, if Inter Regular maps the code point;
/// 3. Noto Sans CJK (KR face in the Hangul blocks, JP face in the other CJK blocks), if the
///    Regular-weight face maps it;
/// 4. half an em for a regional indicator, an em for other emoji-presentation characters;
/// 5. an em for other East Asian wide and fullwidth characters;
/// 6. Inter's average character width (`OS/2` xAvgCharWidth).
struct AdvanceRules {
    /// Blocks whose code points come from the KR face.
    static let hangulBlocks: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC,
    ]
    /// Blocks whose code points come from the JP face.
    static let japaneseBlocks: [ClosedRange<UInt32>] = [
        0x2E80...0x2FDF, 0x2FF0...0x2FFF, 0x3000...0x303F, 0x3040...0x309F, 0x30A0...0x30FF, 0x3190...0x31FF,
        0x3200...0x32FF, 0x3300...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE10...0xFE1F,
        0xFE30...0xFE4F, 0xFF00...0xFF9F, 0xFFE0...0xFFEF, 0x1B000...0x1B16F, 0x1F200...0x1F2FF, 0x20000...0x3134F,
    ]
    /// Position of weight 400 in ``tableWeights``: the face whose cmap decides rules 2 and 3.
    private static let regularColumn = 3

    /// The Inter faces.
    let inter: InterFaces
    /// The Noto Sans CJK faces.
    let cjk: CJKFaces
    /// The UCD classes.
    let classes: CodePointClasses

    /// The advances of `code`; throws if a face lacks a code point its Regular face maps.
    func entry(for code: UInt32) throws(GeneratorError) -> AdvanceEntry {
        if classes.zeroWidth.contains(code) { return AdvanceEntry(kind: .inter, everyWeight: 0) }
        if let scalar = Unicode.Scalar(code) {
            if inter.regular.glyph(for: scalar) != nil {
                return AdvanceEntry(kind: .inter, advances: try Self.advances(of: scalar, in: inter.faces))
            }
            let isHangul = Self.hangulBlocks.contains { $0.contains(code) }
            if isHangul || Self.japaneseBlocks.contains(where: { $0.contains(code) }) {
                let faces = isHangul ? cjk.korean : cjk.japanese
                if faces[Self.regularColumn].glyph(for: scalar) != nil {
                    return AdvanceEntry(kind: .cjk, advances: try Self.advances(of: scalar, in: faces))
                }
            }
        }
        if classes.regionalIndicators.contains(code) { return AdvanceEntry(kind: .emoji, everyWeight: CJKFaces.unitsPerEm / 2) }
        if classes.emojiPresentation.contains(code) { return AdvanceEntry(kind: .emoji, everyWeight: CJKFaces.unitsPerEm) }
        if classes.wide.contains(code) { return AdvanceEntry(kind: .cjk, everyWeight: CJKFaces.unitsPerEm) }
        return AdvanceEntry(kind: .inter, advances: inter.averageWidths)
    }

    /// The advance of `scalar` in each of `faces`, each of which must map it.
    private static func advances(of scalar: Unicode.Scalar, in faces: [FontFace]) throws(GeneratorError) -> [Int] {
        try faces.map { (face: FontFace) throws(GeneratorError) -> Int in
            guard let glyph = face.glyph(for: scalar) else {
                let code = String(scalar.value, radix: 16, uppercase: true)
                throw .unexpectedFont("\(face.displayName) lacks U+\(code), which its Regular face maps")
            }
            return face.advance(of: glyph)
        }
    }
}

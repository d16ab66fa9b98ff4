import Foundation
import Testing
@testable import TipText

@Suite struct UnicodeDataTests {
    /// Every scalar assigned in Unicode 15.0 or earlier, by Swift's own Unicode data.
    static let assignedScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap { value in
        guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age else { return nil }
        return age.major < 15 || (age.major == 15 && age.minor == 0) ? scalar : nil
    }

    /// The scalars of `assignedScalars` for which `ours` and `swift` disagree.
    private func disagreements<Value: Equatable>(_ ours: (Unicode.Scalar) -> Value, _ swift: (Unicode.Scalar) -> Value) -> [String] {
        Self.assignedScalars.filter { ours($0) != swift($0) }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test func coversEveryAssignedScalar() {
        #expect(Self.assignedScalars.count > 280_000)
    }

    @Test func generalCategoryMatchesSwift() {
        // Swift's data is newer: Unicode 16.0 made U+0295 Lo and U+1171E Mc; 15.0 has Ll and Mn.
        let wrong = disagreements(UnicodeData.generalCategory(of:), { $0.properties.generalCategory })
        #expect(wrong == ["U+295", "U+1171E"])
        #expect(UnicodeData.generalCategory(of: "\u{0295}") == .lowercaseLetter)
        #expect(UnicodeData.generalCategory(of: "\u{1171E}") == .nonspacingMark)
    }

    @Test func categoryPredicatesMatchTheGeneralCategory() {
        let marks: [Unicode.GeneralCategory] = [.nonspacingMark, .spacingMark, .enclosingMark]
        let wrong = Self.assignedScalars.filter { scalar in
            let category = UnicodeData.generalCategory(of: scalar)
            return UnicodeData.isMark(scalar) != marks.contains(category)
                || UnicodeData.isNonspacingMark(scalar) != (category == .nonspacingMark)
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func canonicalCombiningClassMatchesSwift() {
        let wrong = disagreements(UnicodeData.canonicalCombiningClass(of:), { $0.properties.canonicalCombiningClass.rawValue })
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func emojiPropertiesMatchSwift() {
        let checks: [(EmojiProperties, KeyPath<Unicode.Scalar.Properties, Bool>)] = [
            (.emoji, \.isEmoji), (.emojiPresentation, \.isEmojiPresentation),
            (.emojiModifier, \.isEmojiModifier), (.emojiModifierBase, \.isEmojiModifierBase),
        ]
        for (property, swift) in checks {
            let wrong = disagreements({ UnicodeData.emojiProperties(of: $0).contains(property) }, { $0.properties[keyPath: swift] })
            #expect(wrong.isEmpty, "\(property): \(wrong.count): \(wrong.prefix(10))")
        }
    }

    @Test func defaultIgnorableMatchesSwift() {
        let wrong = disagreements(UnicodeData.isDefaultIgnorable, { $0.properties.isDefaultIgnorableCodePoint })
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func mirroredCharactersAreBidiMirrored() {
        let mirrored = Self.assignedScalars.filter { UnicodeData.bidiMirroringGlyph(of: $0) != nil }
        // BidiMirroring.txt 15.0 gives 428 characters a mirroring glyph; each is Bidi_Mirrored.
        #expect(mirrored.count == 428)
        #expect(mirrored.allSatisfy { $0.properties.isBidiMirrored })
        #expect(UnicodeData.bidiMirroringGlyph(of: "(") == ")")
        #expect(UnicodeData.bidiMirroringGlyph(of: "«") == "»")
        #expect(UnicodeData.bidiMirroringGlyph(of: "a") == nil)
    }

    @Test func bracketsPairBothWays() {
        let brackets = Self.assignedScalars.compactMap { scalar in UnicodeData.pairedBracket(of: scalar).map { (scalar, $0) } }
        // BidiBrackets.txt 15.0 lists 128 brackets, half of them opening.
        #expect(brackets.count == 128)
        #expect(brackets.filter(\.1.opens).count == 64)
        for (scalar, bracket) in brackets {
            let back = UnicodeData.pairedBracket(of: bracket.pair)
            #expect(back?.pair == scalar && back?.opens == !bracket.opens, "U+\(String(scalar.value, radix: 16))")
            #expect(scalar.properties.isBidiMirrored)
        }
    }

    /// The full canonical decomposition of `scalar` in canonical order (NFD), from the tables.
    private func canonicalDecomposition(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        var decomposed: [Unicode.Scalar] = []
        func append(_ scalar: Unicode.Scalar) {
            guard let mapping = UnicodeData.canonicalDecomposition(of: scalar) else { return decomposed.append(scalar) }
            append(mapping.first)
            if let second = mapping.second { append(second) }
        }
        append(scalar)
        // Canonical ordering: a stable sort of each run of non-starters by combining class.
        var start = 0
        while start < decomposed.count {
            guard UnicodeData.canonicalCombiningClass(of: decomposed[start]) != 0 else { start += 1; continue }
            var end = start
            while end < decomposed.count, UnicodeData.canonicalCombiningClass(of: decomposed[end]) != 0 { end += 1 }
            let sorted = decomposed[start..<end].enumerated()
                .sorted { (UnicodeData.canonicalCombiningClass(of: $0.element), $0.offset) < (UnicodeData.canonicalCombiningClass(of: $1.element), $1.offset) }
                .map(\.element)
            decomposed.replaceSubrange(start..<end, with: sorted)
            start = end
        }
        return decomposed
    }

    /// Canonical composition (UAX #15) of a decomposed sequence, with the tables' composites.
    private func canonicalComposition(_ decomposed: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var composed: [Unicode.Scalar] = []
        var starter: Int? = nil
        for scalar in decomposed {
            let combiningClass = UnicodeData.canonicalCombiningClass(of: scalar)
            if let starter, let last = composed.last,
               starter == composed.count - 1 || UnicodeData.canonicalCombiningClass(of: last) < combiningClass,
               let composite = UnicodeData.primaryComposite(composed[starter], scalar) {
                composed[starter] = composite
                continue
            }
            if combiningClass == 0 { starter = composed.count }
            composed.append(scalar)
        }
        return composed
    }

    @Test func decompositionsMatchFoundationNFD() {
        let wrong = disagreements(
            { canonicalDecomposition($0) },
            { Array(String(Character($0)).decomposedStringWithCanonicalMapping.unicodeScalars) })
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func compositionsMatchFoundationNFC() {
        let wrong = disagreements(
            { canonicalComposition(canonicalDecomposition($0)) },
            { Array(String(Character($0)).precomposedStringWithCanonicalMapping.unicodeScalars) })
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func hangulDecomposesAlgorithmically() {
        // Unicode §3.12: 한 U+D55C = ᄒ U+1112 + ᅡ U+1161 + ᆫ U+11AB, in two steps (LV + T).
        let lvt = UnicodeData.canonicalDecomposition(of: "\u{D55C}")
        #expect(lvt?.first == "\u{D558}" && lvt?.second == "\u{11AB}")
        let lv = UnicodeData.canonicalDecomposition(of: "\u{D558}")
        #expect(lv?.first == "\u{1112}" && lv?.second == "\u{1161}")
        #expect(UnicodeData.primaryComposite("\u{1112}", "\u{1161}") == "\u{D558}")
        #expect(UnicodeData.primaryComposite("\u{D558}", "\u{11AB}") == "\u{D55C}")
        #expect(UnicodeData.primaryComposite("\u{D55C}", "\u{11AB}") == nil)
    }

    @Test func compositionExclusionsDoNotCompose() {
        // CompositionExclusions.txt: U+0958 DEVANAGARI LETTER QA = U+0915 U+093C is excluded;
        // U+0344 is a non-starter decomposition; U+212B ANGSTROM SIGN a singleton.
        #expect(UnicodeData.canonicalDecomposition(of: "\u{0958}")?.first == "\u{0915}")
        #expect(UnicodeData.primaryComposite("\u{0915}", "\u{093C}") == nil)
        #expect(UnicodeData.primaryComposite("\u{0308}", "\u{0301}") == nil)
        #expect(UnicodeData.canonicalDecomposition(of: "\u{212B}").map { [$0.first] + ($0.second.map { [$0] } ?? []) } == ["\u{00C5}"])
        #expect(UnicodeData.primaryComposite("A", "\u{030A}") == "\u{00C5}")
    }

    @Test func scriptExtensionsContainTheScriptOfEveryScalarWithOne() {
        // UAX #24 §2.6: Script_Extensions holds the Script value unless that is Common or Inherited.
        let wrong = Self.assignedScalars.filter { scalar in
            let script = UnicodeData.script(of: scalar)
            let extensions = UnicodeData.scriptExtensions(of: scalar)
            return extensions.isEmpty || !(script == .common || script == .inherited || extensions.contains(script))
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func scriptsOfScriptsTxt() {
        // Scripts.txt 15.0 and ScriptExtensions.txt 15.0.
        #expect(UnicodeData.script(of: "A") == .latin)
        #expect(UnicodeData.script(of: "\u{0915}") == .devanagari)
        #expect(UnicodeData.script(of: "\u{3042}") == .hiragana)
        #expect(UnicodeData.script(of: "\u{30A2}") == .katakana)
        #expect(UnicodeData.script(of: "\u{4E00}") == .han)
        #expect(UnicodeData.script(of: "\u{AC00}") == .hangul)
        #expect(UnicodeData.script(of: "1") == .common)
        #expect(UnicodeData.script(of: "\u{0301}") == .inherited)
        #expect(UnicodeData.script(of: "\u{0378}") == .unknown)
        #expect(Array(UnicodeData.scriptExtensions(of: "\u{30FC}")) == [.hiragana, .katakana])
        #expect(Array(UnicodeData.scriptExtensions(of: "\u{0964}")).contains(.devanagari))
        #expect(Array(UnicodeData.scriptExtensions(of: "a")) == [.latin])
        #expect(UnicodeScript.devanagari.iso15924Code == "Deva")
    }

    @Test func bidiClassesOfDerivedBidiClassTxt() {
        // DerivedBidiClass.txt 15.0, and its @missing defaults for unassigned code points.
        #expect(UnicodeData.bidiClass(of: "a") == .leftToRight)
        #expect(UnicodeData.bidiClass(of: "\u{05D0}") == .rightToLeft)
        #expect(UnicodeData.bidiClass(of: "\u{0627}") == .arabicLetter)
        #expect(UnicodeData.bidiClass(of: "1") == .europeanNumber)
        #expect(UnicodeData.bidiClass(of: "\u{0661}") == .arabicNumber)
        #expect(UnicodeData.bidiClass(of: "\u{200D}") == .boundaryNeutral)
        #expect(UnicodeData.bidiClass(of: "\u{2067}") == .rightToLeftIsolate)
        #expect(UnicodeData.bidiClass(of: "\u{05FF}") == .rightToLeft)
        #expect(UnicodeData.bidiClass(of: "\u{07BF}") == .arabicLetter)
        #expect(UnicodeData.bidiClass(of: "\u{20C1}") == .europeanTerminator)
        #expect(UnicodeData.bidiClass(of: "\u{2065}") == .boundaryNeutral)
    }

    @Test func joiningOfArabicShapingTxt() {
        // ArabicShaping.txt 15.0; unlisted Mn, Me and Cf are T, everything else U.
        #expect(UnicodeData.joiningType(of: "\u{0627}") == .rightJoining)
        #expect(UnicodeData.joiningType(of: "\u{0628}") == .dualJoining)
        #expect(UnicodeData.joiningType(of: "\u{0640}") == .joinCausing)
        #expect(UnicodeData.joiningType(of: "\u{200D}") == .joinCausing)
        #expect(UnicodeData.joiningType(of: "\u{064E}") == .transparent)
        #expect(UnicodeData.joiningType(of: "\u{0301}") == .transparent)
        #expect(UnicodeData.joiningType(of: "\u{200B}") == .transparent)
        #expect(UnicodeData.joiningType(of: "\u{200C}") == .nonJoining)
        #expect(UnicodeData.joiningType(of: "a") == .nonJoining)
        #expect(UnicodeData.joiningType(of: "\u{A872}") == .leftJoining)
        #expect(UnicodeData.joiningGroup(of: "\u{0710}") == .alaph)
        #expect(UnicodeData.joiningGroup(of: "\u{072A}") == .dalathRish)
        #expect(UnicodeData.joiningGroup(of: "\u{0712}") == nil)
    }

    @Test func indicCategoriesOfTheirFiles() {
        // IndicSyllabicCategory.txt and IndicPositionalCategory.txt 15.0.
        #expect(UnicodeData.indicSyllabicCategory(of: "\u{0915}") == .consonant)
        #expect(UnicodeData.indicSyllabicCategory(of: "\u{094D}") == .virama)
        #expect(UnicodeData.indicSyllabicCategory(of: "\u{093F}") == .vowelDependent)
        #expect(UnicodeData.indicSyllabicCategory(of: "\u{0905}") == .vowelIndependent)
        #expect(UnicodeData.indicSyllabicCategory(of: "\u{093C}") == .nukta)
        #expect(UnicodeData.indicSyllabicCategory(of: "\u{200D}") == .joiner)
        #expect(UnicodeData.indicSyllabicCategory(of: "a") == .other)
        #expect(UnicodeData.indicPositionalCategory(of: "\u{093F}") == .left)
        #expect(UnicodeData.indicPositionalCategory(of: "\u{0940}") == .right)
        #expect(UnicodeData.indicPositionalCategory(of: "\u{0941}") == .bottom)
        #expect(UnicodeData.indicPositionalCategory(of: "\u{0947}") == .top)
        #expect(UnicodeData.indicPositionalCategory(of: "\u{0915}") == .notApplicable)
    }
}

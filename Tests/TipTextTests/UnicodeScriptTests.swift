import Testing
@testable import TipText

@Suite struct UnicodeScriptTests {
    @Test func openTypeTagsAreHarfBuzzs() {
        // hb-ot-tag.cc: new Indic tags (version 3, then 2) before the old one; Myanmar has no
        // version 3; Hiragana and Katakana share `kana`; short names are padded with spaces.
        #expect(UnicodeScript.devanagari.openTypeTags == ["dev3", "dev2", "deva"])
        #expect(UnicodeScript.bengali.openTypeTags == ["bng3", "bng2", "beng"])
        #expect(UnicodeScript.tamil.openTypeTags == ["tml3", "tml2", "taml"])
        #expect(UnicodeScript.myanmar.openTypeTags == ["mym2", "mymr"])
        #expect(UnicodeScript.hiragana.openTypeTags == ["kana"])
        #expect(UnicodeScript.katakana.openTypeTags == ["kana"])
        #expect(UnicodeScript.han.openTypeTags == ["hani"])
        #expect(UnicodeScript.hangul.openTypeTags == ["hang"])
        #expect(UnicodeScript.latin.openTypeTags == ["latn"])
        #expect(UnicodeScript.arabic.openTypeTags == ["arab"])
        #expect(UnicodeScript.hebrew.openTypeTags == ["hebr"])
        #expect(UnicodeScript.thai.openTypeTags == ["thai"])
        #expect(UnicodeScript.lao.openTypeTags == ["lao "])
        #expect(UnicodeScript.yi.openTypeTags == ["yi  "])
        #expect(UnicodeScript.nko.openTypeTags == ["nko "])
        #expect(UnicodeScript.common.openTypeTags.isEmpty)
        #expect(UnicodeScript.inherited.openTypeTags.isEmpty)
        #expect(UnicodeScript.fallbackOpenTypeTags == ["DFLT", "dflt", "latn"])
    }

    @Test func everyTagHasFourLetters() {
        for script in UnicodeScript.allCases {
            #expect(script.openTypeTags.allSatisfy { $0.utf8.count == 4 }, "\(script)")
            #expect(script.iso15924Code.utf8.count == 4, "\(script)")
        }
    }

    @Test func horizontalDirectionIsHarfBuzzs() {
        // hb_script_get_horizontal_direction.
        #expect(UnicodeScript.arabic.horizontalDirection == .rightToLeft)
        #expect(UnicodeScript.hebrew.horizontalDirection == .rightToLeft)
        #expect(UnicodeScript.syriac.horizontalDirection == .rightToLeft)
        #expect(UnicodeScript.oldUyghur.horizontalDirection == .rightToLeft)
        #expect(UnicodeScript.latin.horizontalDirection == .leftToRight)
        #expect(UnicodeScript.devanagari.horizontalDirection == .leftToRight)
        #expect(UnicodeScript.common.horizontalDirection == .leftToRight)
        #expect(UnicodeScript.runic.horizontalDirection == nil)
        #expect(UnicodeScript.tifinagh.horizontalDirection == nil)
    }

    @Test func everyRightToLeftScriptIsWrittenWithRightToLeftLetters() {
        // The letters of HarfBuzz's right-to-left scripts are Bidi_Class R or AL (UAX #9).
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), UnicodeData.generalCategory(of: scalar) == .otherLetter,
                  UnicodeData.script(of: scalar).horizontalDirection == .rightToLeft else { continue }
            let bidiClass = UnicodeData.bidiClass(of: scalar)
            #expect(bidiClass == .rightToLeft || bidiClass == .arabicLetter, "U+\(String(value, radix: 16))")
        }
    }
}

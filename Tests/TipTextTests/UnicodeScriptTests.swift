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
        let letters = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            UnicodeData.generalCategory(of: $0) == .otherLetter && UnicodeData.script(of: $0).horizontalDirection == .rightToLeft
        }
        #expect(letters.count > 1000)
        let wrong = letters.filter { ![.rightToLeft, .arabicLetter].contains(UnicodeData.bidiClass(of: $0)) }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}

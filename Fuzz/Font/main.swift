// Fuzz target "font": drives arbitrary bytes through the OpenType reader — the collection
// header, every table a face reads (head, maxp, hhea, hmtx, OS/2, cmap, name, GDEF, GSUB, GPOS,
// kern) — and then through shaping with the face: the text measurer shapes text of every script
// the shaper knows (Latin, Arabic, Hebrew, Hangul syllables and jamo, Thai, Devanagari, CJK,
// emoji sequences) in several languages, with ligatures on and off, so every GSUB and GPOS
// lookup type the font holds is applied. A damaged file must throw a FontError or shape without
// harm; any crash, sanitizer report, timeout or runaway memory is a finding. Built and run by
// Scripts/fuzz, never by `swift build`.
import TipText

/// Text that reaches every shaper, kerning pairs, ligatures, marks, joiners and fallbacks.
let sampleText: Substring = "AVATAR To Wa fi ffl 1/2 — 가나다 \u{1100}\u{1161}\u{11A8} 保存 項目 ﾀﾞ 👍🏽 👨‍👩‍👧 🇯🇵 "
    + "مرحبا بالعالم لا שָׁלוֹם สวัสดีคำ नमस्ते क्षि र्क \u{0301}\u{200D}\u{200C}"

/// The languages the text is shaped in (each selects other language systems).
let languages: [String?] = [nil, "ko", "ar", "ur", "sr", "hi"]

/// At most this many faces of a collection are read per input, to keep each run short.
let faceLimit = 4

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let count = try? FontFace.faceCount(data: bytes) else { return 0 }
    var faces: [(weight: Int, face: FontFace)] = []
    for index in 0..<min(count, faceLimit) {
        guard let face = try? FontFace(data: bytes, faceIndex: index) else { continue }
        exercise(face)
        faces.append((face.weight, face))
    }
    guard !faces.isEmpty else { return 0 }
    let measurer = FontTextMeasurer(families: [FontFamily(name: "Fuzz", faces: faces, fallbacks: ["Missing"])])
    for (index, weight) in [100, 400, 700, 900].enumerated() {
        let font = FontRequest(family: "Fuzz", size: 15, weight: weight, language: languages[index % languages.count],
                               ligatures: index % 2 == 0)
        _ = measurer.metrics(of: font)
        _ = measurer.width(of: sampleText, in: font)
        _ = measurer.graphemeAdvances(of: sampleText, in: font)
        _ = measurer.runs(of: sampleText, in: font)
        _ = TextLayout.lines(of: String(sampleText), in: font, options: TextLayoutOptions(maxWidth: 60), measurer: measurer)
    }
    return 0
}

/// Every per-face query, on the sample text's glyphs and on glyph ids at and past the end.
func exercise(_ face: FontFace) {
    _ = face.displayName
    _ = face.metrics(size: 17)
    let glyphs = sampleText.unicodeScalars.map { face.glyph(for: $0) ?? 0 }
        + [UInt16(truncatingIfNeeded: face.glyphCount), UInt16.max]
    for glyph in glyphs {
        _ = face.advance(of: glyph)
    }
}

// Fuzz target "font": drives arbitrary bytes through the OpenType reader — the collection
// header, every table a face reads (head, maxp, hhea, hmtx, OS/2, cmap, name, GPOS, kern) —
// and then through measurement with the face: glyph lookup, advances, pair kerning and
// positioning, metrics, and the text measurer's runs over Latin, CJK and emoji text. A damaged
// file must throw a FontError; any crash, sanitizer report, timeout or runaway memory is a
// finding. Built and run by Scripts/fuzz, never by `swift build`.
import TipText

/// Text that reaches every script the measurer distinguishes, kerning pairs and fallbacks.
let sampleText: Substring = "AVATAR To Wa fi 1/2 — 가나다 保存 項目 ﾀﾞ 👍🏽 \u{0301}\u{200D}"

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
    for weight in [100, 400, 700, 900] {
        let font = FontRequest(family: "Fuzz", size: 15, weight: weight)
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
    for (left, right) in zip(glyphs, glyphs.dropFirst()) {
        _ = face.kerning(left, right)
        _ = face.kerning(left, right, script: .hangul)
    }
    for script in [TextScript.common, .latin, .han, .hangul] {
        _ = face.positionedAdvances(of: glyphs, script: script)
    }
}

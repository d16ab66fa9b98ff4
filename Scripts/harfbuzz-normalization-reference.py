#!/usr/bin/env python3
"""Dev-time: writes Tests/Fixtures/unicode/harfbuzz-normalization.tsv, what HarfBuzz's
normalisation makes of strings for fonts that have given sets of characters, for
ShapingNormalizerTests.

Requirements: python3, `pip install uharfbuzz fonttools`, Debian's `unicode-data` (the strings
come from its NormalizationTest.txt, through Tests/Fixtures/unicode/NormalizationTest.txt).

Each font is made here with fontTools: one empty glyph per character, with its own advance, no
GSUB, GPOS or GDEF, so HarfBuzz's output glyphs are exactly the characters its normaliser chose
(mirroring included) and only its fallback spaces change advances. Strings are shaped with
default ignorables preserved, at a scale of units per em, clusters counting code points:
- the lines of NormalizationTest parts 0 and 3, and every 4th of parts 1 and 2, as Latin text (the
  default shaper, mode COMPOSED_DIACRITICS), for a font with every character involved, one
  without the precomposed ones, and one that lacks every other precomposed character;
- spaces and U+2011 for fonts without them, at two em sizes and with or without digits;
- brackets in right-to-left Hebrew (mirroring), and Hangul (the Hangul shaper, mode NONE).

Rows (tab-separated, code points in hex):
  font    <name> <units per em> <code point>:<advance> …
  shape   <font> <ISO 15924 script> <ltr|rtl> <input> <output> <output clusters> <advances or ->
Output is in logical order (a right-to-left result is reversed back); advances are given for the
rows of spaces only (without GPOS, HarfBuzz zeroes the advances of marks).
"""
import os
import unicodedata

import uharfbuzz as hb
from fontTools.fontBuilder import FontBuilder

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests/Fixtures/unicode")
OUT = os.path.join(FIXTURES, "harfbuzz-normalization.tsv")


def advance_of(cp):
    """A distinct advance for each character, so that a fallback width shows."""
    return 300 + (cp * 7) % 400


def make_font(code_points, units_per_em):
    """Bytes of a TrueType font with an empty glyph for each of `code_points`."""
    glyphs = [".notdef"] + [f"u{cp:04X}" for cp in sorted(code_points)]
    builder = FontBuilder(units_per_em, isTTF=True)
    builder.setupGlyphOrder(glyphs)
    builder.setupCharacterMap({cp: f"u{cp:04X}" for cp in code_points})
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    empty = TTGlyphPen(None).glyph()
    builder.setupGlyf({name: empty for name in glyphs})
    builder.setupHorizontalMetrics({name: (advance_of(int(name[1:], 16)) if name != ".notdef" else 500, 0)
                                    for name in glyphs})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "Normalization Test", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    from io import BytesIO
    data = BytesIO()
    builder.save(data)
    return data.getvalue()


def shape(font, code_points, script, direction):
    """HarfBuzz's glyph infos and positions for `code_points`, in logical order."""
    buffer = hb.Buffer()
    buffer.add_codepoints(code_points)
    buffer.script = script
    buffer.direction = direction
    buffer.flags = hb.BufferFlags.PRESERVE_DEFAULT_IGNORABLES
    hb.shape(font, buffer, {})
    infos = list(zip(buffer.glyph_infos, buffer.glyph_positions))
    if direction == "rtl":
        infos.reverse()
    return infos


def main():
    with open(os.path.join(FIXTURES, "NormalizationTest.txt"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    sources, part, index = [], None, 0
    for line in lines:
        if line.startswith("@"):
            part, index = line, 0
        elif line and not line.startswith("#"):
            if part in ("@Part0", "@Part3") or index % 4 == 0:
                sources.append([int(x, 16) for x in line.split(";")[0].split()])
            index += 1

    involved = set()
    for source in sources:
        text = "".join(map(chr, source))
        for form in ("NFC", "NFD"):
            involved.update(map(ord, unicodedata.normalize(form, text)))
        involved.update(source)
    precomposed = {cp for cp in involved if unicodedata.decomposition(chr(cp)) and
                   not unicodedata.decomposition(chr(cp)).startswith("<")}
    fonts = {
        "everything": (involved | {0x20}, 1000),
        "decomposed": (involved - precomposed | {0x20}, 1000),
        "alternate": (involved - {cp for i, cp in enumerate(sorted(precomposed)) if i % 2 == 0} | {0x20}, 1000),
        "ascii": (set(range(0x20, 0x7F)), 1000),
        "ascii-2048": (set(range(0x20, 0x7F)), 2048),
        "letters": (set(range(0x20, 0x30)) | set(range(0x41, 0x5B)), 1000),
        "no-space": (set(range(0x21, 0x7F)), 1000),
        "hebrew": ({0x20, 0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D} | set(range(0x5D0, 0x5EB)), 1000),
        "hebrew-half": ({0x20, 0x28, 0x5B} | set(range(0x5D0, 0x5EB)), 1000),
        "hangul": ({0xAC01, 0x0301, 0x1100, 0x1161, 0x11A8}, 1000),
        "jamo": ({0x0301, 0x1100, 0x1161, 0x11A8}, 1000),
    }
    hb_fonts = {name: hb.Font(hb.Face(make_font(cps, upem))) for name, (cps, upem) in fonts.items()}

    cases = [(font, "Latn", "ltr", source, False) for source in sources
             for font in ("everything", "decomposed", "alternate")]
    spaces = [0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A,
              0x202F, 0x205F, 0x3000, 0x00A0, 0x1680, 0x2011]
    for font in ("ascii", "ascii-2048", "letters", "no-space"):
        cases.append((font, "Latn", "ltr", [0x41] + [cp for space in spaces for cp in (space, 0x41)], True))
    for text in ["(\u05d0)", "[\u05d0<\u05d1>]", "\u05d0 (\u05d1) \u05d2"]:
        for font in ("hebrew", "hebrew-half"):
            cases.append((font, "Hebr", "rtl", [ord(c) for c in text], False))
    for font in ("hangul", "jamo"):
        cases.append((font, "Hang", "ltr", [0xAC01, 0x0301], False))

    out = []
    for name, (cps, upem) in fonts.items():
        out.append("\t".join(["font", name, str(upem)] + [f"{cp:X}:{advance_of(cp)}" for cp in sorted(cps)]))
    glyph_code_points = {}
    for name, (cps, _) in fonts.items():
        ordered = sorted(cps)
        glyph_code_points[name] = {index + 1: cp for index, cp in enumerate(ordered)}
    for font, script, direction, source, with_advances in cases:
        infos = shape(hb_fonts[font], source, script, direction)
        output = []
        for info, _ in infos:
            output.append(glyph_code_points[font].get(info.codepoint, 0))
        out.append("\t".join([
            "shape", font, script, direction, " ".join(f"{cp:04X}" for cp in source),
            " ".join(f"{cp:04X}" for cp in output),
            " ".join(str(info.cluster) for info, _ in infos),
            " ".join(str(position.x_advance) for _, position in infos) if with_advances else "-"]))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("# Made by Scripts/harfbuzz-normalization-reference.py with HarfBuzz "
                f"{hb.version_string()}; see the script for the format.\n")
        f.write("\n".join(out) + "\n")
    print(f"{len(cases)} strings shaped")


if __name__ == "__main__":
    main()

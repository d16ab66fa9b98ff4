#!/usr/bin/env python3
"""Dev-time: makes the font subsets in Tests/Fixtures/Fonts/ and, from those same files, the
HarfBuzz reference Tests/Fixtures/text/harfbuzz-reference.tsv that TipTextTests compare with.

Requirements: python3, `pip install uharfbuzz fonttools`, Debian packages fonts-dejavu-core,
fonts-liberation2, fonts-noto-cjk.

Subsets (glyphs of the strings below, GPOS `kern` and the legacy `kern` table kept, hinting
dropped):
  * DejaVuSans-subset.ttf from DejaVu Sans Book.
  * LiberationSans-subset.ttf from Liberation Sans Regular, renamed "TipFixture Sans L"
    because "Liberation" is a Reserved Font Name under the OFL (a subset is a modified version).
  * NotoSansCJK-subset.ttc: a collection of the JP (face 0) and KR (face 1) faces of
    Noto Sans CJK Regular.
  * Inter-Regular-subset.otf (CFF outlines) from Inter Regular, the font behind the built-in
    metrics: BuiltinMetricsTests check the generated tables against it with the Swift reader.

Shaping: HarfBuzz guesses each string's script (as tipc does), kerning on and every other
feature that could substitute or move glyphs off (liga, clig, dlig, calt, rlig, ccmp, locl,
mark, mkmk, ...), at a scale of unitsPerEm so advances are exact font units. The script checks
that HarfBuzz used exactly the cmap glyph of every character (no substitution) and records a
(font, string) pair only if the font maps every character of the string.

Output rows (tab-separated):
  extents <file> <face> <ascender> <descender> <lineGap>       points at 17 pt, descender > 0
  width   <file> <face> <width>    <hex code points>           points at 17 pt
"""
import os
import shutil
import uharfbuzz as hb
from fontTools import subset
from fontTools.ttLib import TTFont, TTCollection

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Tests/Fixtures/Fonts")
OUT = os.path.join(ROOT, "Tests/Fixtures/text/harfbuzz-reference.tsv")
SIZE = 17

STRINGS = [
    "AVATAR Type: Wave office",
    "To Yo LT AW Ta Te Vo We Ye P. F, r.",
    "0123456789 1,234.50 $99",
    "Hello, world! (x) [y] {z} \u201cquoted\u201d \u2014 \u2018dash\u2019 \u2026 @#%&*",
    "The quick brown fox jumps over the lazy dog",
    "\u0393\u03b5\u03b9\u03ac \u03c3\u03bf\u03c5 \u041f\u0440\u0438\u0432\u0435\u0442",
    "\uc548\ub155\ud558\uc138\uc694 9\uc6d4 30\uc77c",
    "\u3072\u3089\u304c\u306a\u30ab\u30bf\u30ab\u30ca",
    "\u6f22\u5b57\u30c6\u30b9\u30c8\u3001\u65e5\u672c\u8a9e\u3002",
    "\u263a\u2665\u2605\u2713\u2600",
    "iOS \uc571 \uac1c\ubc1c \uc54c\uc544\uac00\uae30, jake\ube14\ub85c\uadf8",
    "\u65b0\u7740 New AV \u3042\u3044",
]

# Text laid out by the Chromium line-break cases (Scripts/chromium-linebreaks.py): the subsets
# must hold its glyphs too.
EXTRA_TEXT = (
    "The quick brown fox jumps over the lazy dog. AVATAR Type: Wave office, tooltips wrap here."
    "iOS \uc571 \uac1c\ubc1c \uc54c\uc544\uac00\uae30, jake\ube14\ub85c\uadf8, tipView \ud3ec\uc2a4\ud305 \uae00"
    "\u4eca\u65e5\u306f\u6674\u308c\u3067\u3059\u3002\u660e\u65e5\u3082\u96e8\u304c\u964d\u308b\u3067\u3057\u3087\u3046\u3002"
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?-()\u2026"
)

FEATURES_OFF = ["liga", "clig", "dlig", "calt", "rlig", "ccmp", "locl", "mark", "mkmk", "rclt",
                "curs", "dist", "abvm", "blwm", "frac", "numr", "dnom", "ltra", "ltrm", "rvrn"]

SOURCES = {
    "dejavu": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "liberation": "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    "noto": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "inter": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
}
LICENSES = [
    ("/usr/share/doc/fonts-dejavu-core/copyright", "DejaVu-LICENSE.txt"),
    ("/usr/share/doc/fonts-liberation2/copyright", "Liberation-LICENSE.txt"),
    ("/usr/share/doc/fonts-noto-cjk/copyright", "NotoSansCJK-LICENSE.txt"),
    ("/usr/share/doc/fonts-inter/copyright", "Inter-LICENSE.txt"),
]


def subset_font(font):
    options = subset.Options()
    options.layout_features = ["kern"]
    options.layout_scripts = ["*"]
    options.legacy_kern = True
    options.hinting = False
    options.name_IDs = [1, 2, 16, 17]
    options.name_languages = [0x409]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(STRINGS) + EXTRA_TEXT)
    subsetter.subset(font)
    font.recalcTimestamp = False  # keep head.modified: the subsets are reproducible byte for byte
    return font


def rename(font, family):
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = family


def make_subsets():
    os.makedirs(FONTS, exist_ok=True)
    dejavu = subset_font(TTFont(SOURCES["dejavu"]))
    dejavu.save(os.path.join(FONTS, "DejaVuSans-subset.ttf"))
    liberation = subset_font(TTFont(SOURCES["liberation"]))
    rename(liberation, "TipFixture Sans L")
    liberation.save(os.path.join(FONTS, "LiberationSans-subset.ttf"))
    collection = TTCollection(SOURCES["noto"])
    faces = {f["name"].getDebugName(1): f for f in collection.fonts}
    out = TTCollection()
    out.fonts = [subset_font(faces["Noto Sans CJK JP"]), subset_font(faces["Noto Sans CJK KR"])]
    out.save(os.path.join(FONTS, "NotoSansCJK-subset.ttc"))
    subset_font(TTFont(SOURCES["inter"])).save(os.path.join(FONTS, "Inter-Regular-subset.otf"))
    for source, target in LICENSES:
        shutil.copyfile(source, os.path.join(FONTS, target))


def reference_rows():
    rows = []
    files = [("DejaVuSans-subset.ttf", 0), ("LiberationSans-subset.ttf", 0),
             ("NotoSansCJK-subset.ttc", 0), ("NotoSansCJK-subset.ttc", 1), ("Inter-Regular-subset.otf", 0)]
    for name, index in files:
        path = os.path.join(FONTS, name)
        blob = hb.Blob.from_file_path(path)
        face = hb.Face(blob, index)
        font = hb.Font(face)
        upem = face.upem
        font.scale = (upem, upem)
        cmap = TTFont(path, fontNumber=index).getBestCmap()
        order = TTFont(path, fontNumber=index).getGlyphOrder()
        extents = font.get_font_extents("ltr")
        rows.append(["extents", name, str(index), repr(extents.ascender * SIZE / upem),
                     repr(-extents.descender * SIZE / upem), repr(extents.line_gap * SIZE / upem)])
        features = {tag: False for tag in FEATURES_OFF}
        features["kern"] = True
        for text in STRINGS:
            if any(ord(c) not in cmap for c in text):
                continue
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            hb.shape(font, buf, features)
            glyphs = [order[i.codepoint] for i in buf.glyph_infos]
            assert glyphs == [cmap[ord(c)] for c in text], (name, text, glyphs)
            units = sum(p.x_advance for p in buf.glyph_positions)
            hexes = " ".join(f"{ord(c):04X}" for c in text)
            rows.append(["width", name, str(index), repr(units * SIZE / upem), hexes])
    return rows


def main():
    make_subsets()
    rows = reference_rows()
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("# GENERATED by Scripts/harfbuzz-reference.py with uharfbuzz "
                f"{hb.__version__} (HarfBuzz {hb.version_string()}) from the subsets in Tests/Fixtures/Fonts.\n")
        f.write("# extents<TAB>file<TAB>face<TAB>ascender<TAB>descender<TAB>lineGap (points at 17 pt)\n")
        f.write("# width<TAB>file<TAB>face<TAB>width (points at 17 pt, kern on, no substitution)<TAB>hex code points\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} rows")


if __name__ == "__main__":
    main()

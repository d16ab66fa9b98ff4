#!/usr/bin/env python3
"""Dev-time: makes the Noto subsets in samples/fonts that samples/shared/noto.tip declares, and
copies their licences next to them.

Requirements: python3, `pip install fonttools uharfbuzz`, Debian packages fonts-noto-core,
fonts-noto-cjk, fonts-noto-color-emoji and unicode-data.
Run: `python3 Scripts/make-sample-fonts.py` after changing a string of a sample that imports
shared/noto.tip; it rewrites every subset and licence.

What each subset keeps: the characters of the string literals of every samples/*.tip that
imports "shared/noto.tip", plus what the layout itself writes in the primary face ("…" of a
truncated line, "+N" of the tag that counts hidden tags). The string is cut into grapheme
clusters, and each face keeps every cluster it can set (it maps each visible scalar), so
whichever face a measurer picks for a cluster (the first that maps it, or the colour face for
an emoji) finds the glyphs of the full font. Each face is cut as the shaping fixtures are
(Scripts/shaping_reference/fonts.py): every layout feature, script and lookup kept with its
glyph closure (GDEF, GSUB, GPOS), every `name` record kept, hinting dropped; the emoji font
keeps its real bitmaps, of the needed glyphs only.

Check: every string is itemised by the measurement contract of Scripts/make-shaping-fixtures.py
over the chain Noto Sans, Noto Sans CJK KR, Noto Sans Arabic, Noto Sans Hebrew, Noto Color
Emoji — once as the contract says, once without its emoji preference (the first face that maps
a cluster) — and each piece is shaped by HarfBuzz with the subset and with the full font; the
script stops on any difference of advances.
"""
import glob
import os
import re
import shutil
import sys
from dataclasses import dataclass

from fontTools.ttLib import TTCollection, TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from shaping_reference import fonts  # noqa: E402
from shaping_reference.harfbuzz import HarfBuzzFonts  # noqa: E402
from shaping_reference.itemize import Face, Itemizer  # noqa: E402
from shaping_reference.ucd import Properties  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLES = os.path.join(ROOT, "samples")
OUT = os.path.join(SAMPLES, "fonts")
IMPORT = re.compile(r'^\s*import\s+"shared/noto\.tip"', re.MULTILINE)
LAYOUT_CHARACTERS = "…+0123456789"  # a truncated line's ellipsis; the "+N" tag of hidden tags


@dataclass
class SampleFont:
    """One subset: `output` in samples/fonts, made from face `index` of `source`."""
    output: str
    source: str
    licence: str
    index: int = 0

    def open_source(self):
        return TTCollection(self.source).fonts[self.index] if self.source.endswith(".ttc") else TTFont(self.source)


CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
CHAIN = [  # primary first, then the fallbacks in the order noto.tip gives them
    SampleFont("NotoSans-samples.ttf", f"{fonts.NOTO}/NotoSans-Regular.ttf", "Noto-LICENSE.txt"),
    SampleFont("NotoSansCJK-KR-samples.otf", CJK, "NotoSansCJK-LICENSE.txt", index=1),  # face 1: Noto Sans CJK KR
    SampleFont("NotoSansArabic-samples.ttf", f"{fonts.NOTO}/NotoSansArabic-Regular.ttf", "Noto-LICENSE.txt"),
    SampleFont("NotoSansHebrew-samples.ttf", f"{fonts.NOTO}/NotoSansHebrew-Regular.ttf", "Noto-LICENSE.txt"),
    SampleFont("NotoColorEmoji-samples.ttf", f"{fonts.NOTO}/NotoColorEmoji.ttf", "NotoColorEmoji-LICENSE.txt"),
]


def string_literals(source):
    """The decoded string literals of a .tip source (escapes \\" \\\\ \\n \\t \\u{X}), outside comments."""
    strings = []
    i = 0
    depth = 0  # of /* */ comments, which nest
    while i < len(source):
        two = source[i:i + 2]
        if depth:
            depth += {"/*": 1, "*/": -1}.get(two, 0)
            i += 2 if two in ("/*", "*/") else 1
        elif two == "/*":
            depth, i = 1, i + 2
        elif two == "//":
            end = source.find("\n", i)
            i = len(source) if end < 0 else end
        elif source[i] == '"':
            i, text = read_string(source, i + 1)
            strings.append(text)
        else:
            i += 1
    return strings


def read_string(source, i):
    """(index after the closing quote, decoded text) of the string starting at `i`."""
    text = []
    while i < len(source) and source[i] not in '"\n':
        if source[i] == "\\":
            kind = source[i + 1]
            if kind == "u":
                end = source.index("}", i)
                text.append(chr(int(source[i + 3:end], 16)))
                i = end + 1
                continue
            text.append({"n": "\n", "t": "\t"}.get(kind, kind))
            i += 2
        else:
            text.append(source[i])
            i += 1
    return i + 1, "".join(text)


def sample_strings():
    """Every string of the samples that import shared/noto.tip, and the layout's own characters."""
    strings = [LAYOUT_CHARACTERS]
    for path in sorted(glob.glob(os.path.join(SAMPLES, "*.tip"))):
        with open(path, encoding="utf-8") as f:
            source = f.read()
        if IMPORT.search(source):
            strings += [line for text in string_literals(source) for line in text.split("\n") if line]
    return strings


def characters_by_face(strings, itemizer, faces):
    """For each face of `faces`, the characters of every cluster it maps whole."""
    kept = [set() for _ in faces]
    for text in strings:
        for cluster in itemizer.segmenter.clusters(text):
            for index in itemizer.mapping_faces(cluster, faces):
                kept[index] |= {ord(c) for c in cluster}
    return kept


def make_subset(spec, unicodes):
    font = fonts.subset_face(spec.open_source(), unicodes)
    font.save(os.path.join(OUT, spec.output))


def check(strings, itemizer, full_faces):
    """Stops unless every piece of every string has the same advances in subset and full font."""
    harfbuzz = HarfBuzzFonts()
    chains = {"contract": full_faces, "first mapping face": [Face(f.file, f.index, f.cmap, False) for f in full_faces]}
    pieces = 0
    for name, chain in chains.items():
        for text in strings:
            _, cut = itemizer.pieces(text, chain)
            for piece in cut:
                spec = CHAIN[piece.face]
                run = text[piece.start:piece.end]
                subset = harfbuzz.units(os.path.join(OUT, spec.output), 0, run, piece.script, piece.direction)
                full = harfbuzz.units(spec.source, spec.index, run, piece.script, piece.direction)
                if subset != full:
                    raise SystemExit(f"{spec.output} {run!r} ({name}): subset gives {subset} units, {spec.source} gives {full}")
                pieces += 1
    return pieces


def main():
    properties = Properties()
    itemizer = Itemizer(properties)
    strings = sample_strings()
    full_faces = []
    for spec in CHAIN:
        font = spec.open_source()
        full_faces.append(Face(spec.source, spec.index, frozenset(font.getBestCmap()), fonts.is_colour(font)))
    os.makedirs(OUT, exist_ok=True)
    for spec, unicodes in zip(CHAIN, characters_by_face(strings, itemizer, full_faces)):
        make_subset(spec, unicodes)
    for licence in sorted({spec.licence for spec in CHAIN}):
        shutil.copyfile(fonts.LICENCES[licence], os.path.join(OUT, licence))
    pieces = check(strings, itemizer, full_faces)
    for spec in CHAIN:
        path = os.path.join(OUT, spec.output)
        print(f"{spec.output}: {len(TTFont(path).getGlyphOrder())} glyphs, {os.path.getsize(path):,} bytes")
    print(f"{len(strings)} strings, {pieces} pieces: the same advances in every subset as in its full font")


if __name__ == "__main__":
    main()

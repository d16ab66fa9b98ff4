#!/usr/bin/env python3
"""Dev-time: makes the shaping fixtures — the font subsets in Tests/Fixtures/ShapingFonts, their
licences, and the corpus Tests/Fixtures/text/shaping-corpus.tsv with HarfBuzz's width of every
row — that Tests/TipTextTests/ShapingCorpusTests.swift compares tipc with.

Requirements: python3, `pip install uharfbuzz fonttools`, Debian packages unicode-data,
fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji, fonts-dejavu-core.
Run: `python3 Scripts/make-shaping-fixtures.py` (`--self-test` checks the grapheme clusters on
Unicode's GraphemeBreakTest.txt and the bidi levels on BidiCharacterTest.txt, and writes
nothing). The corpus is the seeds in Scripts/shaping_reference/seeds plus variations drawn with
a fixed seed, so the output is the same on every run.

The measurement contract
------------------------
tipc measures a string like this, and Scripts/make-shaping-fixtures.py does exactly the same
with HarfBuzz (uharfbuzz), so that the only differences left are the shaper's:
1. The string is one paragraph (no line breaks). Grapheme clusters (UAX #29 extended grapheme
   clusters, with rule GB9c, as Swift's Character) are never split.
2. Font: a row names a chain of faces (primary first, then fallbacks). Each grapheme cluster is
   set in the first face whose cmap maps every scalar of it that is not Default_Ignorable and
   not a control (General_Category Cc); but a cluster shown as emoji prefers the first colour
   face of the chain (a face with a CBDT, sbix or COLR table) that maps it, and a cluster with
   VS15 (U+FE0E) prefers the first non-colour face that maps it. A cluster is shown as emoji
   (UTS #51) if it has VS16 (U+FE0F), an Emoji_Modifier, the keycap U+20E3, a tag
   (U+E0020…U+E007F), two regional indicators (a flag) or a ZWJ followed by an
   Extended_Pictographic scalar (a ZWJ sequence), or if it has no VS15 and its first scalar is
   Emoji_Presentation; these are checked before VS15. A cluster no face maps is set in the
   primary face (its .notdef).
3. Runs: the string is cut into script runs — a cluster's script is the Script of its first
   scalar; Common and Inherited clusters belong to the run they are in (at the start, to the
   first real script after them; all Common if there is none); a closing paired bracket
   (BidiBrackets.txt, U+2329/U+232A matching U+3008/U+3009) whose opening bracket is open takes
   the script of that opening bracket, and the run goes on in that script after it (open
   brackets are kept on a stack of at most 63, a closing bracket pops its opening bracket and
   every one above it); each other script starts a new run — and into bidi runs (UAX #9
   embedding levels after rule L1 for one line, paragraph direction from the first strong
   character, LTR if none; a cluster has its first scalar's level, a scalar removed by rule X9
   the level of the scalar before it), and into face runs (adjacent clusters set in the same
   face). Each piece with one script, one level and one face is shaped alone by HarfBuzz (no
   pre/post context, default buffer flags), with `buffer.script` (the ISO 15924 code) and
   `buffer.direction` (RTL for an odd level) set from the run, language unset (unless the row
   names one), HarfBuzz's default features, and `font.scale = (upem, upem)`; its width is the
   sum of x_advance. The string's width is the sum over pieces, each piece's units × size /
   upem.
Unicode data: Debian's unicode-data (Unicode 15.0); Indic_Conjunct_Break for GB9c is derived
from IndicSyllabicCategory.txt as UAX #44 defines it (Scripts/shaping_reference/graphemes.py).

Output rows of shaping-corpus.tsv (tab-separated, after `#` comment lines):
  id  group  chain  language  text  hex  clusters  width  pieces
chain: faces as file#index (files under Tests/Fixtures), comma-separated, primary first; language: a BCP 47 tag or empty;
hex: the code points; clusters: the number of grapheme clusters; width: points at 17 pt;
pieces: space-separated script:direction:face:start-end:units (face: index in the chain;
start-end: offsets in scalars, end excluded; units: HarfBuzz's advances in font units).

Every piece is also shaped with the face the subset was made from and must give the same
units (the existing LiberationSans-subset.ttf, which kept only its kern feature, is not
checked so); the script stops if one does not.
"""
import argparse
import os
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTCollection, TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from shaping_reference import corpus, fonts, selftest  # noqa: E402
from shaping_reference.harfbuzz import HarfBuzzFonts  # noqa: E402
from shaping_reference.itemize import Face, Itemizer  # noqa: E402
from shaping_reference.ucd import Properties  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests/Fixtures")
OUT = os.path.join(ROOT, "Tests/Fixtures/text/shaping-corpus.tsv")
SIZE = 17


def load_face(file, index):
    path = os.path.join(FIXTURES, file)
    font = TTCollection(path).fonts[index] if file.endswith(".ttc") else TTFont(path)
    return Face(file, index, frozenset(font.getBestCmap()), fonts.is_colour(font))


def sources():
    """(source path, source face index) of each subset face, by (file, face index)."""
    result = {}
    for spec in fonts.SUBSETS:
        for position, index in enumerate(spec.faces):
            result[(fonts.fixture_path(spec), position)] = (spec.source, index)
    return result


class Reference:
    """Measures Measurements by the contract with HarfBuzz."""

    def __init__(self, properties):
        self.itemizer = Itemizer(properties)
        self.harfbuzz = HarfBuzzFonts()
        self.faces = {alias: load_face(*where) for alias, where in corpus.FACES.items()}
        self.sources = sources()
        self.unmapped = {}  # rows with a cluster no face of the chain maps, by group

    def measure(self, measurement):
        chain = [self.faces[alias] for alias in measurement.chain]
        clusters, pieces = self.itemizer.pieces(measurement.text, chain)
        if any(not self.itemizer.is_mapped(cluster, chain) for cluster in clusters):
            self.unmapped[measurement.group] = self.unmapped.get(measurement.group, 0) + 1
        width = 0.0
        fields = []
        for piece in pieces:
            face = chain[piece.face]
            text = measurement.text[piece.start:piece.end]
            path = os.path.join(FIXTURES, face.file)
            units = self.harfbuzz.units(path, face.index, text, piece.script, piece.direction, measurement.language)
            self.check_source(face, text, piece, measurement.language, units)
            width += units * SIZE / self.harfbuzz.upem(path, face.index)
            fields.append(f"{piece.script}:{piece.direction}:{piece.face}:{piece.start}-{piece.end}:{units}")
        return len(clusters), width, " ".join(fields)

    def check_source(self, face, text, piece, language, units):
        source = self.sources.get((face.file, face.index))
        if source is None:
            return
        original = self.harfbuzz.units(source[0], source[1], text, piece.script, piece.direction, language)
        if original != units:
            raise SystemExit(f"{face.name} {text!r}: subset gives {units} units, {source[0]} gives {original}")


def write_rows(measurements, reference):
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(f"# GENERATED by Scripts/make-shaping-fixtures.py with uharfbuzz {hb.__version__} "
                f"(HarfBuzz {hb.version_string()}) from the fonts in Tests/Fixtures; see its docstring.\n")
        f.write("# id\tgroup\tchain\tlanguage\ttext\thex\tclusters\twidth (pt at 17 pt)\t"
                "pieces (script:direction:face:start-end:units)\n")
        counters = {}
        for m in measurements:
            counters[m.group] = counters.get(m.group, 0) + 1
            clusters, width, pieces = reference.measure(m)
            chain = ",".join(f"{file}#{index}" for file, index in (corpus.FACES[alias] for alias in m.chain))
            hexes = " ".join(f"{ord(c):04X}" for c in m.text)
            f.write("\t".join([f"{m.group}-{counters[m.group]:04d}", m.group, chain, m.language or "", m.text, hexes,
                               str(clusters), repr(width), pieces]) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--self-test", action="store_true", help="check the Unicode algorithms and the itemiser, write nothing")
    parser.add_argument("--keep-fonts", action="store_true", help="measure with the subsets already made")
    args = parser.parse_args()
    if args.self_test:
        sys.exit(selftest.run(Properties()))
    properties = Properties()
    measurements = corpus.CorpusBuilder(properties).build()
    if not args.keep_fonts:
        characters = {ord(c) for m in measurements for c in m.text}
        fonts.make_subsets(characters, os.path.join(FIXTURES, fonts.FOLDER))
    reference = Reference(properties)
    write_rows(measurements, reference)
    print(f"{len(measurements)} rows; rows with a cluster set in .notdef, by group: {reference.unmapped}")


if __name__ == "__main__":
    main()

"""Checks the Unicode algorithms the contract relies on against Unicode's own test files
(grapheme clusters on auxiliary/GraphemeBreakTest.txt, bidi levels and paragraph levels on
BidiCharacterTest.txt), and the itemiser on examples worked out from the contract's words."""
import os

from .bidi import Paragraph
from .graphemes import GraphemeSegmenter
from .itemize import Face, Itemizer
from .ucd import UCD

# (text, expected pieces as script:direction:start-end) with one face that maps everything.
RUN_EXAMPLES = [
    ("abc (漢字) def", ["Latn:ltr:0-5", "Hani:ltr:5-7", "Latn:ltr:7-12"]),  # the closer and after: Latin
    ("(漢字) abc", ["Hani:ltr:0-5", "Latn:ltr:5-8"]),  # leading Common takes the first script
    ("123 abc", ["Latn:ltr:0-7"]),
    ("123 ...", ["Zyyy:ltr:0-7"]),  # no real script: Common
    ("שלום abc", ["Hebr:rtl:0-5", "Latn:ltr:5-8"]),  # RTL paragraph, the space between at level 1
    ("ab\u0301c \u0915\u094D\u0937", ["Latn:ltr:0-5", "Deva:ltr:5-8"]),
]
# (cluster, index of the face it is set in) in the chain [text face, colour face]: both map
# U+263A, U+231A and U+0031; U+20E3 is only in the colour face, U+0078 in neither.
FACE_EXAMPLES = [("\u263A", 0), ("\u263A\uFE0F", 1), ("\u231A", 1), ("\u231A\uFE0E", 0), ("1\uFE0F\u20E3", 1),
                 ("1", 0), ("x", 0)]


def _lines(name):
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                yield line


def grapheme_failures(properties):
    segmenter = GraphemeSegmenter(properties)
    failures = []
    for line in _lines("auxiliary/GraphemeBreakTest.txt"):
        clusters = [""]
        for token in line.split()[1:]:
            if token == "÷":
                clusters.append("")
            elif token != "×":
                clusters[-1] += chr(int(token, 16))
        clusters = clusters[:-1]
        if segmenter.clusters("".join(clusters)) != clusters:
            failures.append(line)
    return failures


def bidi_failures(properties):
    failures = []
    for line in _lines("BidiCharacterTest.txt"):
        fields = line.split(";")
        codes = [int(code, 16) for code in fields[0].split()]
        paragraph = Paragraph(properties, codes, {"0": "L", "1": "R", "2": None}[fields[1]])
        expected = fields[3].split()
        levels_match = all(e == "x" or int(e) == level for e, level in zip(expected, paragraph.levels))
        if paragraph.level != int(fields[2]) or not levels_match:
            failures.append(line)
    return failures


def itemizer_failures(properties):
    itemizer = Itemizer(properties)
    everything = Face("all", 0, frozenset(range(0x110000)), False)
    failures = []
    for text, expected in RUN_EXAMPLES:
        _, pieces = itemizer.pieces(text, [everything])
        found = [f"{p.script}:{p.direction}:{p.start}-{p.end}" for p in pieces]
        if found != expected:
            failures.append(f"{text!r}: {found}")
    text_face = Face("text", 0, frozenset({0x263A, 0x231A, 0x31}), False)
    colour_face = Face("colour", 0, frozenset({0x263A, 0x231A, 0x31, 0x20E3}), True)
    for cluster, expected in FACE_EXAMPLES:
        found = itemizer.face_of(cluster, [text_face, colour_face])
        if found != expected:
            failures.append(f"{cluster!r}: face {found}")
    return failures


def run(properties):
    """Prints the failures of each check; returns 0 if there are none, else 1."""
    status = 0
    for name, failures in (("GraphemeBreakTest.txt", grapheme_failures(properties)),
                           ("BidiCharacterTest.txt", bidi_failures(properties)),
                           ("itemiser examples", itemizer_failures(properties))):
        print(f"{name}: {len(failures)} failures")
        for line in failures[:10]:
            print("  " + line)
        status |= bool(failures)
    return status

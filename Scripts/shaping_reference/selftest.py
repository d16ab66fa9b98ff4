"""Checks the Unicode algorithms the contract relies on against Unicode's own test files:
grapheme clusters on auxiliary/GraphemeBreakTest.txt, bidi levels and paragraph levels on
BidiCharacterTest.txt."""
import os

from .bidi import Paragraph
from .graphemes import GraphemeSegmenter
from .ucd import UCD


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


def run(properties):
    """Prints the failures of each test file; returns 0 if there are none, else 1."""
    status = 0
    for name, failures in (("GraphemeBreakTest.txt", grapheme_failures(properties)),
                           ("BidiCharacterTest.txt", bidi_failures(properties))):
        print(f"{name}: {len(failures)} failures")
        for line in failures[:10]:
            print("  " + line)
        status |= bool(failures)
    return status

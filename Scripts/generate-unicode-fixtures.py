#!/usr/bin/env python3
"""Copies deterministic subsets of Unicode 15.0 test files from Debian's `unicode-data` package
(/usr/share/unicode) into Tests/Fixtures/unicode, with the Unicode licence beside them.

- BidiCharacterTest.txt: its header, every test line of the hand-written sections (up to the
  "Permutations" section) and every 25th line after it.
- emoji-test.txt: its header and every "code points; status" line, names dropped.
- NormalizationTest.txt: its header, all of parts 0, 2 and 3, and every 20th line of part 1
  (single characters, which the table tests already cover one by one); of each line only the
  source, NFC and NFD columns (c1;c2;c3).
"""
import bz2
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests/Fixtures/unicode")
UCD = "/usr/share/unicode"


def header(lines):
    """The leading comment lines of a file (its name, date, copyright and format)."""
    result = []
    for line in lines:
        if not line.startswith("#"):
            break
        result.append(line)
    return result


def bidi_character_test():
    with open(os.path.join(UCD, "BidiCharacterTest.txt"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    out = header(lines)
    permutations = False
    data_index = 0
    for line in lines:
        if line.startswith("# Permutations of sequences"):
            permutations = True
        if not line or line.startswith("#"):
            continue
        if not permutations or data_index % 25 == 0:
            out.append(line)
        if permutations:
            data_index += 1
    return out


def emoji_test():
    with open(os.path.join(UCD, "emoji/emoji-test.txt"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    out = header(lines)
    for line in lines:
        data = line.split("#", 1)[0].strip()
        if data:
            points, status = [x.strip() for x in data.split(";")]
            out.append(f"{points}; {status}")
    return out


def normalization_test():
    with bz2.open(os.path.join(UCD, "NormalizationTest.txt.bz2"), "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    out = header(lines)
    part = None
    index = 0
    for line in lines:
        if line.startswith("@Part"):
            part = line.split()[0]
            out.append(part)
            index = 0
            continue
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        if part != "@Part1" or index % 20 == 0:
            out.append(";".join(data.split(";")[:3]))
        index += 1
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, lines in [("BidiCharacterTest.txt", bidi_character_test()), ("emoji-test.txt", emoji_test()),
                        ("NormalizationTest.txt", normalization_test())]:
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print(f"{name}: {len(lines)} lines")
    shutil.copyfile("/usr/share/doc/unicode-data/copyright", os.path.join(OUT, "LICENSE.txt"))


if __name__ == "__main__":
    main()

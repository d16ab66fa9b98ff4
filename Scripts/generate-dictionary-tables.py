#!/usr/bin/env python3
"""Generates Sources/TipText/Generated/DictionaryWordListTables.swift: the word lists that Thai,
Lao, Khmer and Myanmar text is broken into words with, and the scalars each list's break engine
handles.

Requirements: Debian packages `chromium` (its ICU data, icudtl.dat), `icu-devtools` (icupkg),
`libicu-dev` and `g++` (a small C++ program walks each dictionary's trie), `unicode-data`
(the Unicode 15.0 Character Database).

The word lists are ICU's break dictionaries (brkitr/thaidict.dict, laodict.dict, khmerdict.dict,
burmesedict.dict) as the ICU data of Debian's Chromium holds them, so that tipc breaks with the
words Chromium breaks with; their notices are in DictionaryWordListTables-LICENSE.txt beside the
output. A scalar belongs to a script's engine when its Script is that script and its Line_Break
is SA (complex context), as ICU's engines take them; a mark (General_Category M) of the set
never starts a word.

Each list is stored in a Swift string literal, compiled into the binary's read-only data as it
is: `alphabet` holds the letters its words use, ascending, and `words` one line per word in
ascending order, front coded: the line's first character says how many letters the word shares
with the one before, the others are the rest of its letters. A count or a letter is written as
the printable ASCII character of that number (`!` 0, `#` 1, …, skipping `"` and the backslash),
so a letter takes one byte and the order of the lines is the order of the words.
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from shaping_reference.ucd import data_lines  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources/TipText/Generated/DictionaryWordListTables.swift")
ICU_DATA = "/usr/lib/chromium/icudtl.dat"
UCD = "/usr/share/unicode"

# Swift name, ICU dictionary, ISO 15924 script name in Scripts.txt.
SCRIPTS = [("thai", "thaidict", "Thai"), ("lao", "laodict", "Lao"),
           ("khmer", "khmerdict", "Khmer"), ("myanmar", "burmesedict", "Myanmar")]

DIGITS = [chr(c) for c in range(0x21, 0x7F) if chr(c) not in '"\\']

WALKER = r"""
#include <unicode/bytestrie.h>
#include <unicode/ucharstrie.h>
#include <unicode/unistr.h>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>
using namespace icu;

// Prints every word of an ICU break dictionary (a .dict file), one a line, in UTF-8.
int main(int argc, char **argv) {
    std::ifstream file(argv[1], std::ios::binary);
    std::vector<char> data((std::istreambuf_iterator<char>(file)), {});
    uint16_t headerSize = *(const uint16_t *)&data[0];
    const int32_t *indexes = (const int32_t *)&data[headerSize];
    const char *trie = &data[headerSize] + indexes[0];
    int32_t trieType = indexes[4], transform = indexes[5];
    UErrorCode status = U_ZERO_ERROR;
    if ((trieType & 7) == 0) {
        int32_t offset = (transform & 0x7f000000) == 0x01000000 ? (transform & 0x1fffff) : 0;
        BytesTrie::Iterator words(trie, 0, status);
        while (words.next(status)) {
            StringPiece bytes = words.getString();
            UnicodeString word;
            for (int32_t i = 0; i < bytes.length(); i++) {
                uint8_t b = (uint8_t)bytes.data()[i];
                word.append((UChar32)(b == 0xff ? 0x200d : b == 0xfe ? 0x200c : b + offset));
            }
            std::string utf8;
            printf("%s\n", word.toUTF8String(utf8).c_str());
        }
    } else {
        UCharsTrie::Iterator words((const char16_t *)trie, 0, status);
        while (words.next(status)) {
            std::string utf8;
            printf("%s\n", words.getString().toUTF8String(utf8).c_str());
        }
    }
    return U_FAILURE(status) ? 1 : 0;
}
"""


def need(tool, package):
    if shutil.which(tool) is None:
        sys.exit(f"{tool} is missing: apt-get install {package}")


def icu_package_name(path):
    """The name ICU gives the items of a common data file (`icudt78l`), from its first item."""
    with open(path, "rb") as f:
        data = f.read()
    header = struct.unpack_from("<H", data, 0)[0]
    name_offset = struct.unpack_from("<I", data, header + 4)[0]
    name = data[header + name_offset:].split(b"\0", 1)[0].decode("ascii")
    return name.split("/", 1)[0]


def word_lists(folder):
    package = icu_package_name(ICU_DATA)
    data = os.path.join(folder, package + ".dat")
    shutil.copyfile(ICU_DATA, data)
    walker = os.path.join(folder, "walk-dictionary")
    with open(walker + ".cpp", "w") as f:
        f.write(WALKER)
    subprocess.run(["g++", "-O1", walker + ".cpp", "-o", walker, "-licuuc"], check=True)
    lists = {}
    for name, dictionary, _ in SCRIPTS:
        # icupkg exits with 2 when the data's items refer to ones Chromium left out (brkitr/title.brk…).
        subprocess.run(["icupkg", "-x", f"brkitr/{dictionary}.dict", "-d", folder, data], stderr=subprocess.DEVNULL)
        out = subprocess.run([walker, os.path.join(folder, "brkitr", dictionary + ".dict")],
                             check=True, capture_output=True).stdout.decode("utf-8")
        lists[name] = sorted(out.split("\n")[:-1])
    return package, lists


def parse(path):
    """(first code point, last code point, value) of each data line of the UCD file at `path`."""
    for lo, hi, fields in data_lines(path):
        yield lo, hi, fields[0]


def engine_ranges():
    """(starts, values) of the table giving each scalar its engine (1-based, 0 for none), plus 8
    for a mark."""
    complex_context = set()
    for lo, hi, v in parse(f"{UCD}/LineBreak.txt"):
        if v == "SA":
            complex_context.update(range(lo, hi + 1))
    marks = set()
    for lo, hi, v in parse(f"{UCD}/extracted/DerivedGeneralCategory.txt"):
        if v in ("Mn", "Mc", "Me"):
            marks.update(range(lo, hi + 1))
    engine = {}
    for index, (_, _, script) in enumerate(SCRIPTS):
        for lo, hi, v in parse(f"{UCD}/Scripts.txt"):
            if v == script:
                for cp in range(lo, hi + 1):
                    if cp in complex_context:
                        engine[cp] = index + 1 + (8 if cp in marks else 0)
    starts, values = [], []
    for cp in range(0x110000):
        value = engine.get(cp, 0)
        if not values or values[-1] != value:
            starts.append(cp)
            values.append(value)
    return starts, values


def encode(words):
    alphabet = sorted({c for word in words for c in word})
    assert len(alphabet) <= len(DIGITS), "an alphabet larger than one byte a letter"
    letter = {c: DIGITS[i] for i, c in enumerate(alphabet)}
    lines, previous = [], ""
    for word in words:
        shared = 0
        while shared < min(len(word), len(previous)) and word[shared] == previous[shared]:
            shared += 1
        lines.append(DIGITS[shared] + "".join(letter[c] for c in word[shared:]))
        previous = word
    return alphabet, lines


def swift_scalar(c):
    return c if c.isprintable() and ord(c) > 0x7f else f"\\u{{{ord(c):X}}}"


def main():
    for tool, package in [("chromium", "chromium"), ("icupkg", "icu-devtools"), ("g++", "g++")]:
        need(tool, package)
    if not os.path.exists(f"{UCD}/LineBreak.txt"):
        sys.exit("the Unicode Character Database is missing: apt-get install unicode-data")
    with tempfile.TemporaryDirectory() as folder:
        package, lists = word_lists(folder)
    starts, values = engine_ranges()
    out = [f"// GENERATED by Scripts/generate-dictionary-tables.py from the break dictionaries of the ICU",
           f"// data {package} (Debian's Chromium) and the Unicode 15.0 LineBreak.txt, Scripts.txt and",
           "// DerivedGeneralCategory.txt — do not edit. The word lists' notices are in",
           "// DictionaryWordListTables-LICENSE.txt.",
           "",
           "extension UnicodeTables {",
           "    /// For each scalar, the ``DictionaryScript`` whose engine breaks it (its Script is the",
           "    /// engine's and its Line_Break is SA), 0 for none; plus 8 for a mark, General_Category M",
           f"    /// ({len(starts)} ranges).",
           "    static let dictionaryScripts = ScalarRangeTable(",
           "        starts: ["]
    for i in range(0, len(starts), 12):
        out.append("            " + ", ".join(str(v) for v in starts[i:i + 12]) + ",")
    out += ["        ],", "        values: ["]
    for i in range(0, len(values), 24):
        out.append("            " + ", ".join(str(v) for v in values[i:i + 24]) + ",")
    out += ["        ]", "    )", "}", "", "extension DictionaryWordList {"]
    for name, dictionary, _ in SCRIPTS:
        alphabet, lines = encode(lists[name])
        size = sum(len(line) + 1 for line in lines)
        out += [f"    /// The letters of ICU's `{dictionary}`, ascending ({len(alphabet)}).",
                f"    static let {name}Alphabet: StaticString = \"{''.join(swift_scalar(c) for c in alphabet)}\"",
                f"    /// The {len(lines):,} words of ICU's `{dictionary}`, ascending, front coded ({size:,} bytes).",
                f"    static let {name}Words: StaticString = \"\"\""]
        out += lines
        out += ["\"\"\""]
    out += ["}", ""]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    for name, _, _ in SCRIPTS:
        alphabet, lines = encode(lists[name])
        print(f"{name}: {len(lines):,} words, {sum(len(line) + 1 for line in lines):,} bytes")


if __name__ == "__main__":
    main()

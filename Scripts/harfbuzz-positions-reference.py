#!/usr/bin/env python3
"""Dev-time: makes Tests/Fixtures/text/harfbuzz-positions.tsv, HarfBuzz's glyphs and positions
(glyph id, cluster, x advance, x offset, y offset) for strings whose marks attach in GPOS
(mark-to-base, mark-to-ligature, mark-to-mark, cursive), which
Tests/TipTextTests/HarfBuzzPositionTests.swift compares tipc's shaper with glyph by glyph.

Requirements: python3, `pip install uharfbuzz fonttools`. The fonts are the checked-in
subsets of the shaping corpus (Tests/Fixtures/ShapingFonts, made by
Scripts/make-shaping-fixtures.py; licences beside them) and Tests/Fixtures/Fonts/
LiberationSans-subset.ttf (made by Scripts/harfbuzz-reference.py), named as
Scripts/shaping_reference/corpus.py names them; this script only reads them.
Run: `python3 Scripts/harfbuzz-positions-reference.py`. The strings are written out below or
drawn with a fixed seed, so the output is the same on every run.

Shaping: each string is one script run (letters of one script, combining marks, spaces),
shaped whole by HarfBuzz in every face whose cmap maps each of its characters, with
`buffer.script` and `buffer.direction` set (the script's own direction), no language,
HarfBuzz's default features and `font.scale = (upem, upem)`, so that every value is in font
units. Glyphs are written in logical order (HarfBuzz returns a right-to-left run reversed; the
script turns it back), each with HarfBuzz's cluster: the offset, in scalars, of the first
character it comes from.

Output rows (tab-separated, after `#` comment lines):
  id  group  face  script  direction  text  hex  glyphs
face: file#index (files under Tests/Fixtures); script: ISO 15924; direction: ltr or rtl;
hex: the code points; glyphs: space-separated glyph:cluster:x_advance:x_offset:y_offset.
"""
import os
import random
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTCollection, TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from shaping_reference.corpus import FACES  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests/Fixtures")
OUT = os.path.join(FIXTURES, "text/harfbuzz-positions.tsv")
RANDOM_SEED = 20261203
# The text faces of the shaping corpus (the colour and CJK faces have none of these marks).
FACE_ALIASES = ["sans", "dejavu", "liberation", "arabic", "hebrew", "thai", "devanagari"]

# --- Arabic: harakat on joined letters, and on the lam-alef ligatures (mark-to-ligature) -----
FATHA, DAMMA, KASRA, SUKUN, SHADDA = "\u064E", "\u064F", "\u0650", "\u0652", "\u0651"
TANWIN = ["\u064B", "\u064C", "\u064D"]
ARABIC_MARKS = [FATHA, DAMMA, KASRA, SUKUN, SHADDA + KASRA, SHADDA + FATHA, SHADDA + DAMMA, "\u0670",
                "\u0653", "\u0654", "\u0655"] + TANWIN
ARABIC_HARAKAT = [FATHA, DAMMA, KASRA, SUKUN, SHADDA + FATHA] + TANWIN
ARABIC_MODIFIERS = ["\u0654", "\u0655", "\u0658", "\u06DC", "\u06E3", "\u06E7", "\u06E8", "\u08F3"]
ARABIC_WORDS = [
    "كتب", "مدرسة", "سلام", "محمد", "بيت", "قلم", "شمس", "علم", "لغة", "كلمة", "جميل", "سماء", "نور",
    "صباح", "مساء", "طالب", "عربي", "فهم", "حب", "يد", "ثلج", "ضوء", "ظل", "غرفة", "خبز", "ذهب",
]
ARABIC_LAM_ALEF = ["لا", "لأ", "لإ", "لآ", "سلام", "الله", "كلام", "فلان", "علاج", "بلاد", "إسلام", "لاعب"]
ARABIC_WRITTEN = [
    "كَتَبَ", "مُحَمَّدٌ", "السَّلَامُ عَلَيْكُمْ", "بِسْمِ اللَّهِ", "مَدْرَسَةٌ", "قَلَمٌ", "لَا", "لِّا", "لَأ",
    "سَلَامٌ", "كَلَامٌ", "بِلَادِي", "عِلْمٌ", "شَمْسٌ", "ٱلْحَمْدُ", "مُدَرِّسَةٌ", "رَبِّ", "إِنَّ", "لِلَّهِ",
]

# --- Hebrew: points (dagesh, qamats, holam, shin and sin dots, sheva, ...) -------------------
HEBREW_POINTS = ["\u05B8", "\u05B7", "\u05B9", "\u05B0", "\u05B4", "\u05B6", "\u05B5", "\u05BB", "\u05BC",
                 "\u05BC\u05B8", "\u05BC\u05B7", "\u05BC\u05B0", "\u05C1", "\u05C2", "\u05C1\u05B8", "\u05B1",
                 "\u05B2", "\u05B3"]
HEBREW_LETTERS = "אבגדהוזחטיכלמנסעפצקרשתךםןףץ"
HEBREW_WRITTEN = [
    "שָׁלוֹם", "בְּרֵאשִׁית", "תַּפּוּחַ", "הַשֻּׁלְחָן", "שַׁבָּת", "כֹּהֵן", "יִשְׂרָאֵל", "מֹשֶׁה", "חָכְמָה",
    "שֶׁמֶשׁ", "בּוֹקֶר טוֹב", "לְהִתְרָאוֹת", "עוֹלָם", "דָּבָר", "קֹדֶשׁ", "צִפּוֹר", "פֶּסַח", "שׂוֹשַׁנָּה",
]

# --- Devanagari: anusvara, nukta, candrabindu, virama, matras ---------------------------------
DEVANAGARI_CONSONANTS = "कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह"
DEVANAGARI_SIGNS = ["\u0902", "\u0901", "\u093C", "\u094D", "\u093F", "\u0940", "\u0941", "\u0942", "\u0943",
                    "\u0947", "\u0948", "\u094B", "\u094C", "\u0903", "\u093C\u0902", "\u0947\u0902",
                    "\u0948\u0902", "\u0941\u0901", "\u0940\u0902", "\u093E\u0901", "\u094B\u0902", "\u0943\u0902"]
DEVANAGARI_WRITTEN = [
    "हिंदी", "संस्कृत", "माँ", "हँसना", "ज़रूर", "फ़ोन", "क़लम", "ग़ज़ल", "अंग्रेज़ी", "चाँद", "पढ़ाई", "बड़ा",
    "क्षमा", "त्रिकोण", "श्रीमान", "विद्यालय", "प्रेम", "सिंह", "गाँव", "आँख", "मैं", "हैं", "नहीं", "कृपया",
]

# --- Thai: tone marks over above vowels (mark-to-mark), below vowels, SARA AM ------------------
THAI_CONSONANTS = "กขคงจฉชซดตถทนบปผพฟมยรลวสหอฮ"
THAI_ABOVE = ["\u0E31", "\u0E34", "\u0E35", "\u0E36", "\u0E37", "\u0E47"]
THAI_BELOW = ["\u0E38", "\u0E39"]
THAI_TONES = ["\u0E48", "\u0E49", "\u0E4A", "\u0E4B", "\u0E4C"]
THAI_WRITTEN = [
    "ที่นี่", "พี่น้อง", "ปั้น", "ผู้ใหญ่", "น้ำ", "ทั้งหมด", "ดื่ม", "ขึ้น", "สิ่ง", "ปู่", "ชื่อ", "เรื่อง", "กี่",
    "ไม่", "ต้อง", "ได้", "นี้", "ปี่", "ฝั่ง", "กิ๊ก", "จิ๋ว", "ซื้อ", "ที่สุด", "ลื่น",
]

# --- Latin, Cyrillic, Greek, Vietnamese: stacked combining marks ------------------------------
LATIN_BASES = "aeiouycnszgAEIOUYCNSZ"
CYRILLIC_BASES = "аеиоуыэюяАЕИОУ"
GREEK_BASES = "αεηιουωΑΕΗΙΟΥΩ"
ABOVE = ["\u0301", "\u0300", "\u0302", "\u0303", "\u0304", "\u0306", "\u0307", "\u0308", "\u0309", "\u030A",
         "\u030B", "\u030C", "\u0311"]
BELOW = ["\u0323", "\u0324", "\u0325", "\u0326", "\u0327", "\u0328", "\u032D", "\u0331"]
GREEK_MARKS = ["\u0301", "\u0300", "\u0342", "\u0313", "\u0314", "\u0308", "\u0345"]
LATIN_WRITTEN = [
    "e\u0301", "a\u0302\u0301", "a\u0302\u0300", "o\u0302\u0303", "e\u0302\u0309", "a\u0306\u0301",
    "o\u031B\u0301", "u\u031B\u0300", "a\u0323\u0302", "e\u0323\u0302", "Vie\u0323\u0302t Nam", "tie\u0302\u0301ng",
    "Cafe\u0301 cre\u0300me bru\u0302le\u0301e", "A\u030Angstro\u0308m", "x\u0308\u0304 q\u0307\u0323",
    "e\u0328\u0301 g\u030C\u0323", "i\u0307\u0301 j\u030C", "a\u0300\u0301\u0302\u0303\u0304",
    "Ti\u1EBFng Vi\u1EC7t", "ng\u01B0\u1EDDi", "\u0111\u1EB9p qu\u00E1", "H\u00E0 N\u1ED9i",
]
CYRILLIC_WRITTEN = ["за\u0301мок", "му\u0301ка", "и\u0306 е\u0308", "ы\u0301 э\u0301", "Ё\u0301лка"]
GREEK_WRITTEN = ["ᾳ\u0342", "α\u0313\u0301", "ω\u0314\u0342\u0345", "Ι\u0308\u0301", "ε\u0301να"]


def arabic_strings(rng):
    strings = list(ARABIC_WRITTEN)
    for word in ARABIC_WORDS + ARABIC_LAM_ALEF:
        for _ in range(3):
            strings.append("".join(letter + (rng.choice(ARABIC_MARKS) if rng.random() < 0.7 else "") for letter in word))
    for _ in range(30):
        words = rng.sample(ARABIC_WORDS + ARABIC_LAM_ALEF, 3)
        strings.append(" ".join("".join(c + rng.choice(ARABIC_MARKS) for c in w) for w in words))
    # Modifier combining marks after harakat: the Arabic shaper moves them first (UTR #53).
    # (Chosen by position, not by `rng`, so that the other groups' strings stay as they were.)
    for w, word in enumerate(ARABIC_WORDS[:12]):
        strings.append("".join(c + ARABIC_HARAKAT[(w + i) % len(ARABIC_HARAKAT)]
                               + ARABIC_MODIFIERS[(w * 3 + i) % len(ARABIC_MODIFIERS)] for i, c in enumerate(word)))
    return strings


def hebrew_strings(rng):
    strings = list(HEBREW_WRITTEN)
    for _ in range(70):
        letters = rng.sample(HEBREW_LETTERS, rng.randint(2, 5))
        strings.append("".join(c + (rng.choice(HEBREW_POINTS) if rng.random() < 0.8 else "") for c in letters))
    return strings


def devanagari_strings(rng):
    strings = list(DEVANAGARI_WRITTEN)
    for _ in range(70):
        syllables = []
        for _ in range(rng.randint(1, 3)):
            syllable = rng.choice(DEVANAGARI_CONSONANTS)
            if rng.random() < 0.3:
                syllable += "\u094D" + rng.choice(DEVANAGARI_CONSONANTS)
            syllables.append(syllable + rng.choice(DEVANAGARI_SIGNS))
        strings.append("".join(syllables))
    return strings


def thai_strings(rng):
    strings = list(THAI_WRITTEN)
    for _ in range(70):
        cluster = []
        for _ in range(rng.randint(1, 3)):
            vowel = rng.choice(THAI_ABOVE + THAI_BELOW) if rng.random() < 0.8 else ""
            tone = rng.choice(THAI_TONES) if rng.random() < 0.8 else ""
            cluster.append(rng.choice(THAI_CONSONANTS) + vowel + tone)
        strings.append("".join(cluster))
    return strings


def stacked_strings(rng, bases, above, below, count):
    strings = []
    for _ in range(count):
        words = []
        for _ in range(rng.randint(1, 3)):
            marks = rng.sample(above, rng.randint(1, 2)) + (rng.sample(below, 1) if below and rng.random() < 0.4 else [])
            rng.shuffle(marks)
            words.append(rng.choice(bases) + "".join(marks) + rng.choice(bases))
        strings.append(" ".join(words))
    return strings


def groups():
    """(group, ISO 15924 script, direction, strings) of every script group."""
    rng = random.Random(RANDOM_SEED)
    return [
        ("arabic", "Arab", "rtl", arabic_strings(rng)),
        ("hebrew", "Hebr", "rtl", hebrew_strings(rng)),
        ("devanagari", "Deva", "ltr", devanagari_strings(rng)),
        ("thai", "Thai", "ltr", thai_strings(rng)),
        ("latin", "Latn", "ltr", LATIN_WRITTEN + stacked_strings(rng, LATIN_BASES, ABOVE, BELOW, 90)),
        ("cyrillic", "Cyrl", "ltr", CYRILLIC_WRITTEN + stacked_strings(rng, CYRILLIC_BASES, ABOVE, BELOW, 40)),
        ("greek", "Grek", "ltr", GREEK_WRITTEN + stacked_strings(rng, GREEK_BASES, GREEK_MARKS, [], 30)),
    ]


def open_face(file, index):
    path = os.path.join(FIXTURES, file)
    font = TTCollection(path).fonts[index] if file.endswith(".ttc") else TTFont(path)
    hb_face = hb.Face(hb.Blob.from_file_path(path), index)
    hb_font = hb.Font(hb_face)
    hb_font.scale = (hb_face.upem, hb_face.upem)
    return set(font.getBestCmap()), hb_font


def shape(font, text, script, direction):
    buffer = hb.Buffer()
    buffer.add_codepoints([ord(c) for c in text])
    buffer.script = script
    buffer.direction = direction
    hb.shape(font, buffer)
    glyphs = list(zip(buffer.glyph_infos, buffer.glyph_positions))
    if direction == "rtl":
        glyphs.reverse()
    return " ".join(f"{info.codepoint}:{info.cluster}:{pos.x_advance}:{pos.x_offset}:{pos.y_offset}" for info, pos in glyphs)


def main():
    faces = {alias: FACES[alias] for alias in FACE_ALIASES}
    opened = {alias: open_face(*where) for alias, where in faces.items()}
    rows = []
    for group, script, direction, strings in groups():
        seen = set()
        count = 0
        for text in strings:
            if text in seen:
                continue
            seen.add(text)
            for alias, (cmap, font) in opened.items():
                if any(ord(c) not in cmap for c in text):
                    continue
                count += 1
                file, index = faces[alias]
                hexes = " ".join(f"{ord(c):04X}" for c in text)
                rows.append([f"{group}-{count:04d}", group, f"{file}#{index}", script, direction, text, hexes,
                             shape(font, text, script, direction)])
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(f"# GENERATED by Scripts/harfbuzz-positions-reference.py with uharfbuzz {hb.__version__} "
                f"(HarfBuzz {hb.version_string()}) from the fonts in Tests/Fixtures; see its docstring.\n")
        f.write("# id\tgroup\tface\tscript\tdirection\ttext\thex\tglyphs (glyph:cluster:x_advance:x_offset:y_offset, "
                "logical order)\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} rows")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generates Sources/TipText/Generated/BuiltinMetricsTables.swift and the width fixture
Tests/Fixtures/text/builtin-widths.tsv from real open-licensed fonts.

Requirements (dev time only): python3, fontTools (`pip install fonttools`), the Debian packages
`fonts-inter`, `fonts-noto-cjk`, `fonts-noto-cjk-extra` and `unicode-data`.

Faces:
  * Inter (static Thin..Black .otf) for everything it maps (Latin, Greek, Cyrillic, punctuation,
    symbols). Vertical metrics come from Inter (hhea, or typo metrics if USE_TYPO_METRICS).
  * Noto Sans CJK (KR face of the .ttc for Hangul, JP face for kana, kanji, CJK punctuation and
    fullwidth forms), for code points of those blocks that Inter does not map.
  * Fallbacks for code points neither face maps (see FALLBACK below).

Output: one table over all of U+0000...U+10FFFF as ranges of code points with equal advances in
all nine weights. Each range has a unit kind (0 = Inter units, 1 = CJK units of 1/1000 em,
2 = emoji fallback in 1/1000 em) and nine advances (weights 100...900).
"""
import os
import sys
import unicodedata  # noqa: F401  (kept for readers: data comes from UCD files below)
from fontTools.ttLib import TTFont, TTCollection

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_SWIFT = os.path.join(ROOT, "Sources/TipText/Generated/BuiltinMetricsTables.swift")
OUT_FIXTURE = os.path.join(ROOT, "Tests/Fixtures/text/builtin-widths.tsv")
OUT_VERTICAL = os.path.join(ROOT, "Tests/Fixtures/text/builtin-vertical.tsv")
OUT_LICENSES = os.path.join(ROOT, "Fonts/LICENSES")
LICENSE_SOURCES = [("/usr/share/doc/fonts-inter/copyright", "OFL-1.1", "Inter-OFL.txt"),
                   ("/usr/share/doc/fonts-noto-cjk/copyright", "SIL-1.1", "NotoSansCJK-OFL.txt")]
UCD = "/usr/share/unicode"

INTER_DIR = "/usr/share/fonts/opentype/inter"
INTER_FILES = {100: "Inter-Thin.otf", 200: "Inter-ExtraLight.otf", 300: "Inter-Light.otf",
               400: "Inter-Regular.otf", 500: "Inter-Medium.otf", 600: "Inter-SemiBold.otf",
               700: "Inter-Bold.otf", 800: "Inter-ExtraBold.otf", 900: "Inter-Black.otf"}
CJK_DIR = "/usr/share/fonts/opentype/noto"
CJK_AVAILABLE = {100: "Thin", 300: "Light", 350: "DemiLight", 400: "Regular", 500: "Medium",
                 700: "Bold", 900: "Black"}
WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900]

KIND_INTER, KIND_CJK, KIND_EMOJI = 0, 1, 2
CJK_UPM = 1000


def css_nearest(desired, available):
    """CSS Fonts 4 weight matching: lighter first below 400, heavier first above 500."""
    avail = sorted(available)
    if desired in avail:
        return desired
    if 400 <= desired <= 500:
        up = [w for w in avail if desired < w <= 500]
        if up:
            return up[0]
        down = [w for w in avail if w < desired]
        if down:
            return down[-1]
        return [w for w in avail if w > 500][0]
    if desired < 400:
        down = [w for w in avail if w < desired]
        return down[-1] if down else [w for w in avail if w > desired][0]
    up = [w for w in avail if w > desired]
    return up[0] if up else [w for w in avail if w < desired][-1]


HANGUL_BLOCKS = [(0x1100, 0x11FF), (0x3130, 0x318F), (0xA960, 0xA97F), (0xAC00, 0xD7AF),
                 (0xD7B0, 0xD7FF), (0xFFA0, 0xFFDC)]
JP_BLOCKS = [(0x2E80, 0x2FDF), (0x2FF0, 0x2FFF), (0x3000, 0x303F), (0x3040, 0x309F),
             (0x30A0, 0x30FF), (0x3190, 0x31FF), (0x3200, 0x32FF), (0x3300, 0x33FF),
             (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFE10, 0xFE1F),
             (0xFE30, 0xFE4F), (0xFF00, 0xFF9F), (0xFFE0, 0xFFEF), (0x1B000, 0x1B16F),
             (0x1F200, 0x1F2FF), (0x20000, 0x3134F)]


def in_blocks(cp, blocks):
    return any(lo <= cp <= hi for lo, hi in blocks)


def parse_ucd(path, want=None):
    """Yields (lo, hi, value) from a UCD-style file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            cps = fields[0]
            lo, _, hi = cps.partition("..")
            lo = int(lo, 16)
            hi = int(hi, 16) if hi else lo
            value = fields[1]
            if want is None or value in want:
                yield lo, hi, value


def code_point_sets():
    zero = set()
    for lo, hi, v in parse_ucd(f"{UCD}/extracted/DerivedGeneralCategory.txt", {"Mn", "Me", "Cc"}):
        zero.update(range(lo, hi + 1))
    for lo, hi, v in parse_ucd(f"{UCD}/DerivedCoreProperties.txt", {"Default_Ignorable_Code_Point"}):
        zero.update(range(lo, hi + 1))
    emoji_presentation, modifiers, regional = set(), set(), set(range(0x1F1E6, 0x1F200))
    for lo, hi, v in parse_ucd(f"{UCD}/emoji/emoji-data.txt", {"Emoji_Presentation", "Emoji_Modifier"}):
        (emoji_presentation if v == "Emoji_Presentation" else modifiers).update(range(lo, hi + 1))
    zero.update(modifiers)
    wide = set()
    for lo, hi, v in parse_ucd(f"{UCD}/EastAsianWidth.txt", {"W", "F"}):
        wide.update(range(lo, hi + 1))
    return zero, emoji_presentation - regional, regional, wide


def hmtx_advances(font):
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    return {cp: hmtx[name][0] for cp, name in cmap.items()}


def vertical_metrics(font):
    os2, hhea = font["OS/2"], font["hhea"]
    if os2.fsSelection & (1 << 7):
        return os2.sTypoAscender, -os2.sTypoDescender, os2.sTypoLineGap
    return hhea.ascent, -hhea.descent, hhea.lineGap


def main():
    inter = {w: TTFont(os.path.join(INTER_DIR, f)) for w, f in INTER_FILES.items()}
    inter_upm = inter[400]["head"].unitsPerEm
    assert all(f["head"].unitsPerEm == inter_upm for f in inter.values())
    inter_adv = {w: hmtx_advances(f) for w, f in inter.items()}
    inter_avg = {w: f["OS/2"].xAvgCharWidth for w, f in inter.items()}
    inter_version = inter[400]["name"].getDebugName(5)
    vmetrics = vertical_metrics(inter[400])

    cjk_faces = {}
    cjk_names = {}
    for w in WEIGHTS:
        avail = css_nearest(w, CJK_AVAILABLE)
        name = CJK_AVAILABLE[avail]
        cjk_names[w] = name
        if name not in cjk_faces:
            ttc = TTCollection(os.path.join(CJK_DIR, f"NotoSansCJK-{name}.ttc"))
            faces = {}
            for font in ttc.fonts:
                full = font["name"].getDebugName(4)
                if full.startswith("Noto Sans CJK JP"):
                    faces["JP"] = font
                elif full.startswith("Noto Sans CJK KR"):
                    faces["KR"] = font
            assert faces["JP"]["head"].unitsPerEm == CJK_UPM
            cjk_faces[name] = {k: hmtx_advances(v) for k, v in faces.items()}
            cjk_faces[name]["version"] = faces["JP"]["name"].getDebugName(5)
    zero, emoji, regional, wide = code_point_sets()

    def entry(cp):
        """(kind, [advance per weight]) for one code point."""
        if cp in zero:
            return (KIND_INTER, [0] * 9)
        if cp in inter_adv[400]:
            return (KIND_INTER, [inter_adv[w][cp] for w in WEIGHTS])
        if in_blocks(cp, HANGUL_BLOCKS) or in_blocks(cp, JP_BLOCKS):
            face = "KR" if in_blocks(cp, HANGUL_BLOCKS) else "JP"
            if cp in cjk_faces[cjk_names[400]][face]:
                return (KIND_CJK, [cjk_faces[cjk_names[w]][face][cp] for w in WEIGHTS])
        if cp in regional:
            return (KIND_EMOJI, [CJK_UPM // 2] * 9)
        if cp in emoji:
            return (KIND_EMOJI, [CJK_UPM] * 9)
        if cp in wide:
            return (KIND_CJK, [CJK_UPM] * 9)
        return (KIND_INTER, [inter_avg[w] for w in WEIGHTS])

    starts, kinds, advances = [], [], []
    previous = None
    for cp in range(0x110000):
        e = entry(cp)
        if e != previous:
            starts.append(cp)
            kinds.append(e[0])
            advances.extend(e[1])
            previous = e
    write_swift(starts, kinds, advances, inter_upm, vmetrics, inter_version, cjk_faces, cjk_names)
    write_fixture(entry, inter_upm)
    with open(OUT_VERTICAL, "w", encoding="utf-8") as f:
        f.write("# GENERATED by Scripts/generate-builtin-metrics.py: Inter Regular vertical metrics.\n")
        f.write(f"unitsPerEm\t{inter_upm}\nascender\t{vmetrics[0]}\n")
        f.write(f"descender\t{vmetrics[1]}\nlineGap\t{vmetrics[2]}\n")
    write_licenses()
    print(f"{len(starts)} ranges; Inter upm {inter_upm}; vertical {vmetrics}")


def write_licenses():
    """Copies the copyright line and the OFL text of each font from its Debian copyright file."""
    os.makedirs(OUT_LICENSES, exist_ok=True)
    for source, license_name, target in LICENSE_SOURCES:
        with open(source, encoding="utf-8") as f:
            stanzas = f.read().split("\n\n")
        copyright = next(s for s in stanzas if s.startswith("Files: *"))
        text = next(s for s in stanzas if s.startswith(f"License: {license_name}\n"))
        body = [("" if line.strip() == "." else line[1:]) for line in text.splitlines()[1:]]
        with open(os.path.join(OUT_LICENSES, target), "w", encoding="utf-8") as f:
            f.write(f"From {source}:\n\n{copyright}\n\nSIL OPEN FONT LICENSE Version 1.1\n\n")
            f.write("\n".join(body) + "\n")


def fmt_array(name, type_, values, doc, per_line=16):
    lines = [f"    /// {doc}", f"    static let {name}: [{type_}] = ["]
    for i in range(0, len(values), per_line):
        lines.append("        " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
    lines.append("    ]")
    return "\n".join(lines)


def write_swift(starts, kinds, advances, inter_upm, vmetrics, inter_version, cjk_faces, cjk_names):
    cjk_version = next(iter(cjk_faces.values()))["version"]
    weight_map = ", ".join(f"{w}→{cjk_names[w]}" for w in WEIGHTS)
    header = f"""// GENERATED by Scripts/generate-builtin-metrics.py — do not edit by hand.
//
// Fonts (SIL Open Font License 1.1, texts under Fonts/LICENSES/):
//   * Inter, font version "{inter_version}" (Debian package fonts-inter),
//     static Thin, ExtraLight, Light, Regular, Medium, SemiBold, Bold, ExtraBold, Black for
//     weights 100…900.
//   * Noto Sans CJK, font version "{cjk_version}"
//     (Debian packages fonts-noto-cjk, fonts-noto-cjk-extra): KR face for Hangul, JP face for
//     kana, ideographs, CJK punctuation and fullwidth forms. Weights mapped by CSS
//     nearest-weight matching: {weight_map}.
// Only advance widths and vertical metrics are stored: no glyph outlines, no kerning.

/// Generated advance tables behind ``BuiltinTextMeasurer``.
enum BuiltinMetricsTables {{
    /// Units per em of Inter (unit kind 0).
    static let interUnitsPerEm: Int = {inter_upm}
    /// Units per em of Noto Sans CJK and of the emoji and wide fallbacks (unit kinds 1 and 2).
    static let cjkUnitsPerEm: Int = {CJK_UPM}
    /// Inter's ascender in its units (hhea, or OS/2 typo metrics if USE_TYPO_METRICS is set).
    static let ascender: Int = {vmetrics[0]}
    /// Inter's descender in its units, positive below the baseline.
    static let descender: Int = {vmetrics[1]}
    /// Inter's line gap in its units.
    static let lineGap: Int = {vmetrics[2]}
"""
    body = "\n".join([
        fmt_array("rangeStarts", "UInt32", starts,
                  "First code point of each range; a range ends where the next one starts."),
        fmt_array("rangeKinds", "UInt8", kinds,
                  "Unit kind of each range: 0 Inter units, 1 CJK units, 2 emoji (CJK units)."),
        fmt_array("rangeAdvances", "UInt16", advances,
                  "Nine advances per range (weights 100…900), range-major.", per_line=18),
    ])
    with open(OUT_SWIFT, "w", encoding="utf-8") as f:
        f.write(header + "\n" + body + "\n}\n")


FIXTURE_STRINGS = [
    "NSiOS", "Hello, world!", "The quick brown fox jumps over the lazy dog", "0123456789",
    "Γειά σου", "Привет", "안녕하세요", "9월 30일", "ひらがなカタカナ", "漢字テスト", "、。！？「」",
    "Ｆｕｌｌ", "a\u0301", "👍", "🇯🇵", "…", " ",
]


def write_fixture(entry, inter_upm):
    """Widths at size 1 (em) computed directly from the tables above, one line per string and weight."""
    with open(OUT_FIXTURE, "w", encoding="utf-8") as f:
        f.write("# GENERATED by Scripts/generate-builtin-metrics.py from the font files.\n")
        f.write("# weight<TAB>width in em (size 1)<TAB>string as hex code points\n")
        for s in FIXTURE_STRINGS:
            for w in WEIGHTS:
                i = WEIGHTS.index(w)
                inter_units = cjk_units = 0
                for ch in s:
                    kind, adv = entry(ord(ch))
                    if kind == KIND_INTER:
                        inter_units += adv[i]
                    else:
                        cjk_units += adv[i]
                em = inter_units / inter_upm + cjk_units / CJK_UPM
                hexes = " ".join(f"{ord(c):04X}" for c in s)
                f.write(f"{w}\t{em!r}\t{hexes}\n")


if __name__ == "__main__":
    sys.exit(main())

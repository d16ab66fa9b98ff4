#!/usr/bin/env python3
"""Generates the Unicode tables of the shaper, Sources/TipText/Generated/*Tables.swift, from the
Unicode 15.0 Character Database shipped by Debian's `unicode-data` package (/usr/share/unicode).

A property of every code point is written as a range table: the first code point of each range
of equal value and the value of each range, looked up by ScalarRangeTable (binary search within a
page). Mappings of a few code points (mirroring glyphs, brackets, decompositions, composites,
joining groups) are sorted lists of those code points with their values.

- Script (Scripts.txt, unlisted: Unknown) and Script_Extensions (ScriptExtensions.txt; a code
  point it does not list has the extensions {its Script}), with the script names of
  PropertyValueAliases.txt.
- Joining_Type from ArabicShaping.txt; unlisted code points of General_Category Mn, Me or Cf are
  T, all others U, as the file's header says (checked against DerivedJoiningType.txt).
  Joining_Group only for the two groups the Arabic shaper tells apart: ALAPH and DALATH RISH.
- Bidi_Class (DerivedBidiClass.txt with its @missing defaults), Bidi_Mirroring_Glyph
  (BidiMirroring.txt), Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type (BidiBrackets.txt).
- Emoji, Emoji_Presentation, Emoji_Modifier, Emoji_Modifier_Base, Emoji_Component and
  Extended_Pictographic (emoji/emoji-data.txt), as one bit set per range.
- General_Category (DerivedGeneralCategory.txt) and Canonical_Combining_Class
  (DerivedCombiningClass.txt); canonical decomposition mappings of UnicodeData.txt (one or two
  code points; Hangul syllables are left to the algorithm) and the primary composites: the
  two-code-point mappings of the code points that are not Full_Composition_Exclusion
  (DerivedNormalizationProps.txt).
- Indic_Syllabic_Category and Indic_Positional_Category (IndicSyllabicCategory.txt,
  IndicPositionalCategory.txt), every range.
- Default_Ignorable_Code_Point (DerivedCoreProperties.txt).
- East_Asian_Width W or F (EastAsianWidth.txt with its @missing default): the code points a
  terminal shows two cells wide, for the carets under diagnostics.
"""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "Sources/TipText/Generated")
UCD = "/usr/share/unicode"
CODE_POINTS = 0x110000

# Swift's Unicode.GeneralCategory cases, in the order UnicodeData.generalCategory(of:) lists them.
GENERAL_CATEGORIES = ["Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd",
                      "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc",
                      "Cf", "Cs", "Co", "Cn"]
BIDI_CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
                "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
JOINING_TYPES = ["U", "R", "L", "D", "C", "T"]
JOINING_GROUPS = ["ALAPH", "DALATH RISH"]
EMOJI_PROPERTIES = ["Emoji", "Emoji_Presentation", "Emoji_Modifier", "Emoji_Modifier_Base",
                    "Emoji_Component", "Extended_Pictographic"]
SOURCES = ["Scripts.txt", "ScriptExtensions.txt", "PropertyValueAliases.txt", "ArabicShaping.txt",
           "extracted/DerivedJoiningType.txt", "extracted/DerivedBidiClass.txt", "BidiMirroring.txt",
           "BidiBrackets.txt", "emoji/emoji-data.txt", "extracted/DerivedGeneralCategory.txt",
           "extracted/DerivedCombiningClass.txt", "UnicodeData.txt", "DerivedNormalizationProps.txt",
           "IndicSyllabicCategory.txt", "IndicPositionalCategory.txt", "DerivedCoreProperties.txt",
           "EastAsianWidth.txt"]


def records(name):
    """(first, last, fields…) of each data line of a UCD file; comments and blanks skipped."""
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [x.strip() for x in data.split(";")]
            first, _, last = fields[0].partition("..")
            yield (int(first, 16), int(last, 16) if last else int(first, 16), *fields[1:])


def missing_defaults(name):
    """The `# @missing: range; value` lines of a UCD file, in file order."""
    pattern = re.compile(r"^# @missing: ([0-9A-F]+)\.\.([0-9A-F]+); (\S+)")
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            match = pattern.match(line)
            if match:
                yield int(match[1], 16), int(match[2], 16), match[3]


def property_table(name, default, field=0):
    """The value of every code point: `default`, then the file's @missing lines, then its data."""
    values = [default] * CODE_POINTS
    for first, last, value in missing_defaults(name):
        values[first:last + 1] = [value] * (last - first + 1)
    for first, last, *fields in records(name):
        values[first:last + 1] = [fields[field]] * (last - first + 1)
    return values


def value_aliases(prop):
    """Long name → short name, and short name → long name, of one property's values."""
    long_to_short, short_to_long = {}, {}
    for _, _, *fields in records_raw("PropertyValueAliases.txt"):
        if fields[0] == prop:
            long_to_short[fields[2]] = fields[1]
            short_to_long[fields[1]] = fields[2]
    return long_to_short, short_to_long


def records_raw(name):
    """Data lines of a file whose first field is not a code point: (None, None, fields…)."""
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if data:
                yield (None, None, *[x.strip() for x in data.split(";")])


def camel(name):
    """`Old_Uyghur` → `oldUyghur`, `SignWriting` → `signWriting`, `NKo` → `nko`."""
    parts = [p for p in re.split(r"[_ ]", name) if p]
    head = parts[0].lower() if parts[0].isupper() else parts[0][0].lower() + parts[0][1:]
    return head + "".join(p.capitalize() if p.isupper() else p[0].upper() + p[1:] for p in parts[1:])


def ranges(values):
    """(starts, range values) of the runs of equal value."""
    starts, range_values = [], []
    for cp, value in enumerate(values):
        if not range_values or range_values[-1] != value:
            starts.append(cp)
            range_values.append(value)
    return starts, range_values


def swift_array(values, per_line, indent="        "):
    lines = []
    for i in range(0, len(values), per_line):
        lines.append(indent + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
    return lines


def range_table(doc, name, values):
    """A `static let name = ScalarRangeTable(...)` of integer values."""
    starts, range_values = ranges(values)
    return [f"    /// {doc} ({len(starts)} ranges).",
            f"    static let {name} = ScalarRangeTable(",
            "        starts: ["] + swift_array(starts, 12, "            ") + [
            "        ],",
            "        values: ["] + swift_array(range_values, 24, "            ") + [
            "        ]",
            "    )"]


def value_enum(doc, name, cases):
    """An enum of UInt8 raw values; `cases` are (Swift name, documentation) pairs."""
    lines = [f"/// {doc}", f"enum {name}: UInt8, CaseIterable, Sendable {{"]
    for raw, (swift, case_doc) in enumerate(cases):
        lines += [f"    /// {case_doc}", f"    case {swift} = {raw}"]
    return lines + ["}"]


def write(file_name, sources, body):
    header = [f"// GENERATED by Scripts/generate-shaping-tables.py from the Unicode 15.0 {', '.join(sources)}",
              "// — do not edit.", ""]
    with open(os.path.join(OUT_DIR, file_name), "w", encoding="utf-8") as f:
        f.write("\n".join(header + body) + "\n")


def scripts():
    long_to_short, short_to_long = value_aliases("sc")
    script_of = property_table("Scripts.txt", "Unknown")
    used = sorted({long_to_short[s] for s in script_of})
    index = {code: i for i, code in enumerate(used)}
    cases = [(camel(short_to_long[code]), f"`{code}` ({short_to_long[code]})") for code in used]

    extensions = [None] * CODE_POINTS
    for first, last, codes in records("ScriptExtensions.txt"):
        extensions[first:last + 1] = [tuple(codes.split())] * (last - first + 1)
    sets = [()] + sorted({e for e in extensions if e is not None})
    set_index = {s: i for i, s in enumerate(sets)}
    members, offsets = [], []
    for s in sets:
        offsets.append(len(members))
        members += [index[code] for code in s]
    offsets.append(len(members))
    assert len(sets) < 256 and len(used) < 256

    body = value_enum("A Unicode script (the Script property), by its ISO 15924 code.", "UnicodeScript", cases)
    body += ["", "extension UnicodeTables {",
             "    /// The ISO 15924 code of each ``UnicodeScript``, by raw value.",
             "    static let iso15924Codes: [String] = ["]
    body += swift_array([f'"{c}"' for c in used], 12)
    body += ["    ]", ""]
    body += range_table("Raw ``UnicodeScript`` of every code point", "scripts",
                        [index[long_to_short[s]] for s in script_of])
    body += [""]
    body += range_table("Index in ``scriptExtensionOffsets`` of every code point's Script_Extensions, 0 where "
                        "ScriptExtensions.txt lists none", "scriptExtensions",
                        [0 if e is None else set_index[e] for e in extensions])
    body += ["    /// Where each set of Script_Extensions starts in ``scriptExtensionMembers``; one more entry",
             "    /// ends the last set. Set 0 is empty.",
             "    static let scriptExtensionOffsets: [UInt16] = ["]
    body += swift_array(offsets, 16)
    body += ["    ]", "    /// Raw ``UnicodeScript`` values of the sets, each in ScriptExtensions.txt's order.",
             "    static let scriptExtensionMembers: [UInt8] = ["]
    body += swift_array(members, 24)
    body += ["    ]", "}"]
    write("UnicodeScriptTables.swift", ["Scripts.txt", "ScriptExtensions.txt and PropertyValueAliases.txt"], body)
    return len(used)


def general_categories():
    general = property_table("extracted/DerivedGeneralCategory.txt", "Cn")
    combining = property_table("extracted/DerivedCombiningClass.txt", "0")
    body = ["extension UnicodeTables {"]
    body += range_table("Index in ``UnicodeData/generalCategories`` of every code point's General_Category",
                        "generalCategories", [GENERAL_CATEGORIES.index(g) for g in general])
    body += [""]
    body += range_table("Canonical_Combining_Class of every code point", "canonicalCombiningClasses",
                        [0 if c == "Not_Reordered" else int(c) for c in combining])
    body += ["}"]
    write("GeneralCategoryTables.swift", ["DerivedGeneralCategory.txt and DerivedCombiningClass.txt"], body)
    return general


def joining(general):
    joining_type = ["T" if g in ("Mn", "Me", "Cf") else "U" for g in general]
    groups = []
    for first, last, _, jt, group in records("ArabicShaping.txt"):
        joining_type[first:last + 1] = [jt] * (last - first + 1)
        if group in JOINING_GROUPS:
            groups += [(cp, JOINING_GROUPS.index(group)) for cp in range(first, last + 1)]
    long_to_short, short_to_long = value_aliases("jt")
    derived = property_table("extracted/DerivedJoiningType.txt", "Non_Joining")
    assert [long_to_short.get(d, d) for d in derived] == joining_type, "ArabicShaping.txt disagrees with DerivedJoiningType.txt"

    body = value_enum("The Joining_Type of a character (ArabicShaping.txt).", "JoiningType",
                      [(camel(short_to_long[t]), f"`{t}` ({short_to_long[t]})") for t in JOINING_TYPES])
    body += ["", "/// The Joining_Group values the Arabic shaper tells apart (Syriac); every other character has",
             "/// none of them.", "enum JoiningGroup: UInt8, Sendable {"]
    for raw, group in enumerate(JOINING_GROUPS):
        body += [f"    /// `{group}`", f"    case {camel(group)} = {raw}"]
    body += ["}", "", "extension UnicodeTables {"]
    body += range_table("Raw ``JoiningType`` of every code point", "joiningTypes",
                        [JOINING_TYPES.index(t) for t in joining_type])
    body += ["    /// The code points whose Joining_Group is one of ``JoiningGroup``, ascending.",
             "    static let joiningGroupScalars: [UInt32] = ["]
    body += swift_array([cp for cp, _ in groups], 12)
    body += ["    ]", "    /// Raw ``JoiningGroup`` of each of ``joiningGroupScalars``.",
             "    static let joiningGroupValues: [UInt8] = ["]
    body += swift_array([g for _, g in groups], 24)
    body += ["    ]", "}"]
    write("JoiningTables.swift", ["ArabicShaping.txt", "DerivedJoiningType.txt and PropertyValueAliases.txt"], body)


def bidi():
    long_to_short, short_to_long = value_aliases("bc")
    classes = property_table("extracted/DerivedBidiClass.txt", "Left_To_Right")
    mirrors = sorted((first, int(mirror, 16)) for first, last, mirror in records("BidiMirroring.txt"))
    brackets = sorted((first, int(pair, 16), kind) for first, last, pair, kind in records("BidiBrackets.txt"))

    body = value_enum("The Bidi_Class of a character (UAX #9, Table 4).", "BidiClass",
                      [(camel(short_to_long[c]), f"`{c}` ({short_to_long[c]})") for c in BIDI_CLASSES])
    body += ["", "extension UnicodeTables {"]
    body += range_table("Raw ``BidiClass`` of every code point", "bidiClasses",
                        [BIDI_CLASSES.index(long_to_short.get(c, c)) for c in classes])
    body += ["    /// The code points that have a Bidi_Mirroring_Glyph, ascending.",
             "    static let mirroredScalars: [UInt32] = ["]
    body += swift_array([cp for cp, _ in mirrors], 12)
    body += ["    ]", "    /// The Bidi_Mirroring_Glyph of each of ``mirroredScalars``.",
             "    static let mirroringGlyphs: [UInt32] = ["]
    body += swift_array([m for _, m in mirrors], 12)
    body += ["    ]", "    /// The paired brackets, ascending.", "    static let bracketScalars: [UInt32] = ["]
    body += swift_array([cp for cp, _, _ in brackets], 12)
    body += ["    ]", "    /// The Bidi_Paired_Bracket of each of ``bracketScalars``.",
             "    static let pairedBrackets: [UInt32] = ["]
    body += swift_array([pair for _, pair, _ in brackets], 12)
    body += ["    ]", "    /// Whether each of ``bracketScalars`` opens (Bidi_Paired_Bracket_Type Open, else Close).",
             "    static let bracketOpens: [Bool] = ["]
    body += swift_array(["true" if kind == "o" else "false" for _, _, kind in brackets], 12)
    body += ["    ]", "}"]
    write("BidiTables.swift", ["DerivedBidiClass.txt", "BidiMirroring.txt", "BidiBrackets.txt and "
                               "PropertyValueAliases.txt"], body)


def emoji():
    bits = [0] * CODE_POINTS
    for first, last, prop in records("emoji/emoji-data.txt"):
        bit = 1 << EMOJI_PROPERTIES.index(prop)
        for cp in range(first, last + 1):
            bits[cp] |= bit
    body = ["/// The emoji properties of a character (UTS #51, emoji-data.txt).",
            "struct EmojiProperties: OptionSet, Sendable {",
            "    /// The bits, one per property.", "    let rawValue: UInt8", ""]
    for bit, prop in enumerate(EMOJI_PROPERTIES):
        body += [f"    /// `{prop}`", f"    static let {camel(prop)} = EmojiProperties(rawValue: {1 << bit})"]
    body += ["}", "", "extension UnicodeTables {"]
    body += range_table("``EmojiProperties`` raw value of every code point", "emojiProperties", bits)
    body += ["}"]
    write("EmojiTables.swift", ["emoji-data.txt"], body)


def normalization():
    excluded = set()
    for first, last, prop, *_ in records("DerivedNormalizationProps.txt"):
        if prop == "Full_Composition_Exclusion":
            excluded.update(range(first, last + 1))
    decompositions = []
    with open(os.path.join(UCD, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            mapping = fields[5]
            if mapping and not mapping.startswith("<"):
                parts = [int(p, 16) for p in mapping.split()]
                assert 1 <= len(parts) <= 2
                decompositions.append((int(fields[0], 16), parts[0], parts[1] if len(parts) == 2 else 0))
    compositions = sorted(((a << 21) | b, cp) for cp, a, b in decompositions if b and cp not in excluded)

    body = ["extension UnicodeTables {",
            "    /// The code points with a canonical decomposition mapping (Hangul syllables excepted),",
            f"    /// ascending ({len(decompositions)}).", "    static let decomposedScalars: [UInt32] = ["]
    body += swift_array([cp for cp, _, _ in decompositions], 12)
    body += ["    ]", "    /// The first code point of each mapping of ``decomposedScalars``.",
             "    static let decompositionFirsts: [UInt32] = ["]
    body += swift_array([a for _, a, _ in decompositions], 12)
    body += ["    ]", "    /// The second code point of each mapping, 0 for a mapping to one code point.",
             "    static let decompositionSeconds: [UInt32] = ["]
    body += swift_array([b for _, _, b in decompositions], 12)
    body += ["    ]",
             "    /// The pairs that compose to a primary composite, as `first << 21 | second`, ascending",
             f"    /// ({len(compositions)}).", "    static let compositionPairs: [UInt64] = ["]
    body += swift_array([pair for pair, _ in compositions], 8)
    body += ["    ]", "    /// The primary composite of each of ``compositionPairs``.",
             "    static let composites: [UInt32] = ["]
    body += swift_array([cp for _, cp in compositions], 12)
    body += ["    ]", "}"]
    write("NormalizationTables.swift", ["UnicodeData.txt and DerivedNormalizationProps.txt"], body)


def indic():
    body = []
    for file_name, prop, swift_name, table_name, default in [
            ("IndicSyllabicCategory.txt", "InSC", "IndicSyllabicCategory", "indicSyllabicCategories", "Other"),
            ("IndicPositionalCategory.txt", "InPC", "IndicPositionalCategory", "indicPositionalCategories", "NA")]:
        long_name = "Indic_Syllabic_Category" if prop == "InSC" else "Indic_Positional_Category"
        _, short_to_long = value_aliases(prop)
        names = sorted(short_to_long, key=lambda n: (n != default, n))
        values = property_table(file_name, default)
        cases = [("notApplicable" if n == "NA" else camel(n), f"`{n}`") for n in names]
        body += value_enum(f"The {long_name} of a character ({file_name}).", swift_name, cases)
        body += ["", "extension UnicodeTables {"]
        body += range_table(f"Raw ``{swift_name}`` of every code point", table_name, [names.index(v) for v in values])
        body += ["}", ""]
    write("IndicTables.swift", ["IndicSyllabicCategory.txt", "IndicPositionalCategory.txt and PropertyValueAliases.txt"],
          body[:-1])


def default_ignorables():
    ignorable = [0] * CODE_POINTS
    for first, last, prop in records("DerivedCoreProperties.txt"):
        if prop == "Default_Ignorable_Code_Point":
            ignorable[first:last + 1] = [1] * (last - first + 1)
    body = ["extension UnicodeTables {"]
    body += range_table("1 for the Default_Ignorable_Code_Point code points, else 0", "defaultIgnorables", ignorable)
    body += ["}"]
    write("DefaultIgnorableTables.swift", ["DerivedCoreProperties.txt"], body)


def east_asian_wide():
    wide = [1 if value in ("W", "F") else 0 for value in property_table("EastAsianWidth.txt", "N")]
    body = ["extension UnicodeTables {"]
    body += range_table("1 for the code points of East_Asian_Width W (wide) or F (fullwidth), else 0", "eastAsianWide", wide)
    body += ["}"]
    write("EastAsianWidthTables.swift", ["EastAsianWidth.txt"], body)


def main():
    count = scripts()
    general = general_categories()
    joining(general)
    bidi()
    emoji()
    normalization()
    indic()
    default_ignorables()
    east_asian_wide()
    print(f"{count} scripts; tables from {', '.join(SOURCES)}")


if __name__ == "__main__":
    main()

"""Unicode Character Database properties read from Debian's `unicode-data` package
(/usr/share/unicode, Unicode 15.0), as range tables looked up by bisection."""
import bisect
import os

UCD = "/usr/share/unicode"


class RangeTable:
    """Code point ranges with one value each; a code point in no range has `default`."""

    def __init__(self, ranges, default):
        ranges = sorted(ranges)
        self.starts = [start for start, _, _ in ranges]
        self.ends = [end for _, end, _ in ranges]
        self.values = [value for _, _, value in ranges]
        self.default = default

    def __getitem__(self, code):
        index = bisect.bisect_right(self.starts, code) - 1
        if index >= 0 and code <= self.ends[index]:
            return self.values[index]
        return self.default


def _fields(name):
    """The `;`-separated fields of each data line of UCD file `name` (comments dropped)."""
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                yield [field.strip() for field in line.split(";")]


def data_lines(name):
    """(first code point, last code point, [other fields]) of each data line of UCD file `name`."""
    for fields in _fields(name):
        first, _, last = fields[0].partition("..")
        yield int(first, 16), int(last or first, 16), fields[1:]


def property_table(name, default, only=None):
    """The property UCD file `name` gives (its second field); with `only`, a boolean table of
    the lines whose value is `only`."""
    ranges = []
    for first, last, fields in data_lines(name):
        value = fields[0]
        if only is None:
            ranges.append((first, last, value))
        elif value == only:
            ranges.append((first, last, True))
    return RangeTable(ranges, default)


def script_codes():
    """Long script names (as Scripts.txt spells them) to ISO 15924 codes."""
    codes = {}
    for fields in _fields("PropertyValueAliases.txt"):
        if fields[0] == "sc":
            codes[fields[2]] = fields[1]
    return codes


def bidi_brackets():
    """Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type ('o' or 'c') by code point."""
    pairs, types = {}, {}
    for first, _, fields in data_lines("BidiBrackets.txt"):
        pairs[first] = int(fields[0], 16)
        types[first] = fields[1]
    return pairs, types


class Properties:
    """The properties the measurement contract uses, loaded once."""

    def __init__(self):
        self.script = property_table("Scripts.txt", "Unknown")
        self.iso_script = script_codes()
        self.bidi_class = property_table("extracted/DerivedBidiClass.txt", "L")
        self.general_category = property_table("extracted/DerivedGeneralCategory.txt", "Cn")
        self.combining_class = property_table("extracted/DerivedCombiningClass.txt", "0")
        self.default_ignorable = property_table("DerivedCoreProperties.txt", False, only="Default_Ignorable_Code_Point")
        self.grapheme_break = property_table("auxiliary/GraphemeBreakProperty.txt", "Other")
        self.indic_syllabic = property_table("IndicSyllabicCategory.txt", "Other")
        emoji = "emoji/emoji-data.txt"
        self.extended_pictographic = property_table(emoji, False, only="Extended_Pictographic")
        self.emoji_presentation = property_table(emoji, False, only="Emoji_Presentation")
        self.emoji_modifier = property_table(emoji, False, only="Emoji_Modifier")
        self.bracket_pair, self.bracket_type = bidi_brackets()

    def is_visible(self, code):
        """True unless `code` is Default_Ignorable or a control (General_Category Cc): the scalars
        a face must map to set a cluster."""
        return not self.default_ignorable[code] and self.general_category[code] != "Cc"

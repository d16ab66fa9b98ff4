"""Extended grapheme clusters (UAX #29, with rule GB9c for Indic conjuncts, as Swift's
`Character` has them).

Indic_Conjunct_Break is derived as UAX #44 defines it, from Unicode 15.0's files: Linker is
Indic_Syllabic_Category=Virama and Consonant is Indic_Syllabic_Category=Consonant, each in the
scripts Bengali, Devanagari, Gujarati, Malayalam, Oriya and Telugu; Extend is ZWJ and every
other Grapheme_Cluster_Break=Extend scalar with a non-zero Canonical_Combining_Class."""

CONJUNCT_SCRIPTS = {"Bengali", "Devanagari", "Gujarati", "Malayalam", "Oriya", "Telugu"}
HANGUL_FOLLOWERS = {"L": {"L", "V", "LV", "LVT"}, "LV": {"V", "T"}, "V": {"V", "T"}, "LVT": {"T"}, "T": {"T"}}


class GraphemeSegmenter:
    """Splits strings into extended grapheme clusters."""

    def __init__(self, properties):
        self.p = properties

    def conjunct_break(self, code):
        """Indic_Conjunct_Break of `code`: 'Linker', 'Consonant', 'Extend' or None."""
        if self.p.script[code] in CONJUNCT_SCRIPTS:
            category = self.p.indic_syllabic[code]
            if category == "Virama":
                return "Linker"
            if category == "Consonant":
                return "Consonant"
        if self.p.grapheme_break[code] == "ZWJ":
            return "Extend"
        if self.p.grapheme_break[code] == "Extend" and self.p.combining_class[code] != "0":
            return "Extend"
        return None

    def is_boundary(self, state, before, after):
        """Whether there is a cluster boundary between code points `before` and `after`;
        `state` carries what the pair rules need to know of the text before `before`."""
        gb = self.p.grapheme_break
        a, b = gb[before], gb[after]
        if a == "CR" and b == "LF":
            return False  # GB3
        if a in ("Control", "CR", "LF") or b in ("Control", "CR", "LF"):
            return True  # GB4, GB5
        if b in HANGUL_FOLLOWERS.get(a, ()):
            return False  # GB6, GB7, GB8
        if b in ("Extend", "ZWJ", "SpacingMark") or a == "Prepend":
            return False  # GB9, GB9a, GB9b
        if state.conjunct_linked and self.conjunct_break(after) == "Consonant":
            return False  # GB9c
        if state.pictographic_zwj and a == "ZWJ" and self.p.extended_pictographic[after]:
            return False  # GB11
        if a == "Regional_Indicator" and b == "Regional_Indicator":
            return state.regional_indicators % 2 == 0  # GB12, GB13
        return True  # GB999

    def clusters(self, text):
        """The clusters of `text`, as strings, in order."""
        result = []
        state = _PairState()
        start = 0
        for index, char in enumerate(text):
            code = ord(char)
            if index > 0 and self.is_boundary(state, ord(text[index - 1]), code):
                result.append(text[start:index])
                start = index
                state = _PairState()
            state.advance(self, code)
        if text:
            result.append(text[start:])
        return result


class _PairState:
    """What GB9c, GB11 and GB12/13 remember of the current cluster."""

    def __init__(self):
        self.conjunct_consonant = False  # a consonant, then only Extend or Linker
        self.conjunct_linked = False  # ... with a Linker among them
        self.pictographic = False  # Extended_Pictographic Extend*
        self.pictographic_zwj = False  # Extended_Pictographic Extend* ZWJ
        self.regional_indicators = 0  # regional indicators just before

    def advance(self, segmenter, code):
        p = segmenter.p
        incb = segmenter.conjunct_break(code)
        if incb == "Consonant":
            self.conjunct_consonant, self.conjunct_linked = True, False
        elif incb == "Linker" and self.conjunct_consonant:
            self.conjunct_linked = True
        elif incb != "Extend":
            self.conjunct_consonant = self.conjunct_linked = False
        gcb = p.grapheme_break[code]
        if p.extended_pictographic[code]:
            self.pictographic, self.pictographic_zwj = True, False
        elif gcb == "ZWJ" and self.pictographic:
            self.pictographic, self.pictographic_zwj = False, True
        elif gcb != "Extend":
            self.pictographic = self.pictographic_zwj = False
        else:
            self.pictographic_zwj = False
        self.regional_indicators = self.regional_indicators + 1 if gcb == "Regional_Indicator" else 0

"""Embedding levels of one paragraph shown on one line, by the Unicode Bidirectional Algorithm
(UAX #9, Unicode 15.0: rules P2–P3, X1–X10, W1–W7, N0–N2, I1–I2 and L1). Characters removed
by rule X9 (embedding controls and BN) get the level of the character before them (the
paragraph level at the start), which UAX #9 leaves to the implementation."""

MAX_DEPTH = 125
MAX_BRACKET_PAIRS = 63
STRONG = {"L": "L", "R": "R", "AL": "R"}
ISOLATE_INITIATORS = {"LRI", "RLI", "FSI"}
REMOVED_BY_X9 = {"RLE", "LRE", "RLO", "LRO", "PDF", "BN"}
NEUTRAL_OR_ISOLATE = {"B", "S", "WS", "ON", "LRI", "RLI", "FSI", "PDI"}
CANONICAL_BRACKETS = {0x2329: 0x3008, 0x232A: 0x3009}


def direction_of(level):
    return "R" if level % 2 else "L"


class Paragraph:
    """The resolution of one paragraph: `levels` (one per code point) and `level`."""

    def __init__(self, properties, codes, direction=None):
        """`direction`: 'L' or 'R' forces the paragraph level; None takes it from the first
        strong character (P2, P3), 0 if there is none."""
        self.p = properties
        self.codes = codes
        self.original = [properties.bidi_class[code] for code in codes]
        self.types = list(self.original)
        self.matching_pdi = self._match_isolates()
        if direction is None:
            self.level = self._first_strong_level(0, len(codes))
        else:
            self.level = 1 if direction == "R" else 0
        self.levels = [self.level] * len(codes)
        self._explicit_levels()
        self.embedding_levels = list(self.levels)
        for sequence in self._isolating_run_sequences():
            self._resolve(sequence)
        self._line_levels()
        self._fill_removed()

    # --- P2, P3, BD9 -----------------------------------------------------------------------

    def _match_isolates(self):
        """Index of the matching PDI of each isolate initiator (BD9), len(codes) if none."""
        matches = {}
        open_isolates = []
        for index, kind in enumerate(self.original):
            if kind in ISOLATE_INITIATORS:
                open_isolates.append(index)
            elif kind == "PDI" and open_isolates:
                matches[open_isolates.pop()] = index
        for index in open_isolates:
            matches[index] = len(self.codes)
        return matches

    def _first_strong_level(self, start, end):
        index = start
        while index < end:
            kind = self.original[index]
            if kind in STRONG:
                return 0 if kind == "L" else 1
            if kind in ISOLATE_INITIATORS:
                index = self.matching_pdi[index]
            index += 1
        return 0

    # --- X1–X8 -----------------------------------------------------------------------------

    def _explicit_levels(self):
        stack = [(self.level, None, False)]  # (level, override, isolate)
        overflow_isolates = overflow_embeddings = valid_isolates = 0
        for index, kind in enumerate(self.original):
            level, override, _ = stack[-1]
            if kind in ("RLE", "LRE", "RLO", "LRO"):
                rtl = kind in ("RLE", "RLO")
                new = (level + 1) | 1 if rtl else (level + 2) & ~1
                self.levels[index] = level
                if new <= MAX_DEPTH and overflow_isolates == 0 and overflow_embeddings == 0:
                    stack.append((new, {"RLO": "R", "LRO": "L"}.get(kind), False))
                elif overflow_isolates == 0:
                    overflow_embeddings += 1
            elif kind in ISOLATE_INITIATORS:
                self.levels[index] = level
                if override:
                    self.types[index] = override
                rtl = kind == "RLI" or (kind == "FSI" and self._first_strong_level(index + 1, self.matching_pdi[index]) == 1)
                new = (level + 1) | 1 if rtl else (level + 2) & ~1
                if new <= MAX_DEPTH and overflow_isolates == 0 and overflow_embeddings == 0:
                    valid_isolates += 1
                    stack.append((new, None, True))
                else:
                    overflow_isolates += 1
            elif kind == "PDI":
                if overflow_isolates > 0:
                    overflow_isolates -= 1
                elif valid_isolates > 0:
                    overflow_embeddings = 0
                    while not stack[-1][2]:
                        stack.pop()
                    stack.pop()
                    valid_isolates -= 1
                level, override, _ = stack[-1]
                self.levels[index] = level
                if override:
                    self.types[index] = override
            elif kind == "PDF":
                if overflow_isolates > 0:
                    pass
                elif overflow_embeddings > 0:
                    overflow_embeddings -= 1
                elif not stack[-1][2] and len(stack) >= 2:
                    stack.pop()
                self.levels[index] = level
            elif kind == "B":
                self.levels[index] = self.level
            else:
                self.levels[index] = level
                if override and kind != "BN":
                    self.types[index] = override

    # --- X9, X10 ---------------------------------------------------------------------------

    def _isolating_run_sequences(self):
        kept = [index for index, kind in enumerate(self.original) if kind not in REMOVED_BY_X9]
        runs = []
        for index in kept:
            if runs and self.levels[runs[-1][-1]] == self.levels[index]:
                runs[-1].append(index)
            else:
                runs.append([index])
        run_starting_at = {run[0]: run for run in runs}
        continued = set()  # first indices of runs that continue an earlier sequence
        sequences = []
        for run in runs:
            if run[0] in continued:
                continue
            sequence = list(run)
            while self.original[sequence[-1]] in ISOLATE_INITIATORS:
                pdi = self.matching_pdi[sequence[-1]]
                if pdi not in run_starting_at:
                    break
                continued.add(pdi)
                sequence.extend(run_starting_at[pdi])
            sequences.append(sequence)
        return sequences

    def _neighbour_level(self, index, step):
        index += step
        while 0 <= index < len(self.codes):
            if self.original[index] not in REMOVED_BY_X9:
                return self.embedding_levels[index]
            index += step
        return self.level

    # --- W1–W7, N0–N2, I1–I2 on one isolating run sequence ---------------------------------

    def _resolve(self, sequence):
        level = self.levels[sequence[0]]
        sos = direction_of(max(level, self._neighbour_level(sequence[0], -1)))
        last = sequence[-1]
        after = self.level if self.original[last] in ISOLATE_INITIATORS else self._neighbour_level(last, 1)
        eos = direction_of(max(level, after))
        types = [self.types[index] for index in sequence]
        self._weak_types(types, [self.original[index] for index in sequence], sos)
        self._bracket_pairs(sequence, types, sos, direction_of(level))
        self._neutral_types(types, sos, eos, direction_of(level))
        for index, kind in zip(sequence, types):
            if level % 2 == 0:
                self.levels[index] += {"R": 1, "AN": 2, "EN": 2}.get(kind, 0)
            else:
                self.levels[index] += 1 if kind in ("L", "EN", "AN") else 0

    @staticmethod
    def _weak_types(types, original, sos):
        for i, kind in enumerate(types):  # W1
            if kind != "NSM":
                continue
            if i == 0:
                types[i] = sos
            elif original[i - 1] in ISOLATE_INITIATORS or original[i - 1] == "PDI":
                types[i] = "ON"
            else:
                types[i] = types[i - 1]
        strong = sos
        for i, kind in enumerate(types):  # W2, W3
            if kind in ("L", "R", "AL"):
                strong = kind
            if kind == "EN" and strong == "AL":
                types[i] = "AN"
        for i, kind in enumerate(types):
            if kind == "AL":
                types[i] = "R"
        for i in range(1, len(types) - 1):  # W4
            before, kind, after = types[i - 1], types[i], types[i + 1]
            if kind == "ES" and before == after == "EN":
                types[i] = "EN"
            elif kind == "CS" and before == after and before in ("EN", "AN"):
                types[i] = before
        i = 0
        while i < len(types):  # W5
            if types[i] != "ET":
                i += 1
                continue
            end = i
            while end < len(types) and types[end] == "ET":
                end += 1
            if (i > 0 and types[i - 1] == "EN") or (end < len(types) and types[end] == "EN"):
                types[i:end] = ["EN"] * (end - i)
            i = end
        for i, kind in enumerate(types):  # W6
            if kind in ("ES", "ET", "CS"):
                types[i] = "ON"
        strong = sos
        for i, kind in enumerate(types):  # W7
            if kind in ("L", "R"):
                strong = kind
            if kind == "EN" and strong == "L":
                types[i] = "L"

    def _bracket_pairs(self, sequence, types, sos, embedding):
        pairs = []
        stack = []
        for position, index in enumerate(sequence):  # BD16
            if types[position] != "ON":
                continue
            code = self.codes[index]
            kind = self.p.bracket_type.get(code)
            if kind == "o":
                if len(stack) == MAX_BRACKET_PAIRS:
                    break
                closer = self.p.bracket_pair[code]
                stack.append((CANONICAL_BRACKETS.get(closer, closer), position))
            elif kind == "c":
                code = CANONICAL_BRACKETS.get(code, code)
                for depth in range(len(stack) - 1, -1, -1):
                    if stack[depth][0] == code:
                        pairs.append((stack[depth][1], position))
                        del stack[depth:]
                        break
        for opening, closing in sorted(pairs):  # N0
            inside = {self._strong_direction(kind) for kind in types[opening + 1:closing]} - {None}
            if embedding in inside:
                chosen = embedding
            elif inside:
                # The opposite direction inside: the brackets take the preceding context's.
                chosen = sos
                for kind in reversed(types[:opening]):
                    if self._strong_direction(kind):
                        chosen = self._strong_direction(kind)
                        break
            else:
                continue
            for position in (opening, closing):
                types[position] = chosen
                following = position + 1
                while following < len(sequence) and self.original[sequence[following]] == "NSM":
                    types[following] = chosen
                    following += 1

    @staticmethod
    def _strong_direction(kind):
        if kind == "L":
            return "L"
        if kind in ("R", "AL", "EN", "AN"):
            return "R"
        return None

    def _neutral_types(self, types, sos, eos, embedding):
        i = 0
        while i < len(types):  # N1, N2
            if types[i] not in NEUTRAL_OR_ISOLATE:
                i += 1
                continue
            end = i
            while end < len(types) and types[end] in NEUTRAL_OR_ISOLATE:
                end += 1
            before = sos if i == 0 else self._strong_direction(types[i - 1])
            after = eos if end == len(types) else self._strong_direction(types[end])
            chosen = before if before == after else embedding
            types[i:end] = [chosen] * (end - i)
            i = end

    # --- L1 and the removed characters -----------------------------------------------------

    def _line_levels(self):
        trailing = True
        for index in range(len(self.codes) - 1, -1, -1):
            kind = self.original[index]
            if kind in ("S", "B"):
                self.levels[index] = self.level
                trailing = True
            elif kind in ("WS", "LRI", "RLI", "FSI", "PDI") or kind in REMOVED_BY_X9:
                if trailing:
                    self.levels[index] = self.level
            else:
                trailing = False

    def _fill_removed(self):
        previous = self.level
        for index, kind in enumerate(self.original):
            if kind in REMOVED_BY_X9:
                self.levels[index] = previous
            previous = self.levels[index]

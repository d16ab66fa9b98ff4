"""The strings of the shaping corpus: the hand-written seeds (seeds/*.txt) in every face chain
of their group, emoji chosen from Unicode's emoji-test.txt, and variations generated from both
with a fixed seed (word combinations, numbers, punctuation, brackets, case, decomposition)."""
import os
import random
import re
import unicodedata
from dataclasses import dataclass

from .graphemes import GraphemeSegmenter

SEEDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds")
EMOJI = "/usr/share/unicode/emoji"
RANDOM_SEED = 20240517

# The faces the chains are made of: (file under Tests/Fixtures, face index).
FACES = {
    "sans": ("ShapingFonts/NotoSans-shaping.ttf", 0),
    "arabic": ("ShapingFonts/NotoSansArabic-shaping.ttf", 0),
    "hebrew": ("ShapingFonts/NotoSansHebrew-shaping.ttf", 0),
    "thai": ("ShapingFonts/NotoSansThai-shaping.ttf", 0),
    "devanagari": ("ShapingFonts/NotoSansDevanagari-shaping.ttf", 0),
    "cjk-jp": ("ShapingFonts/NotoSansCJK-shaping.ttc", 0),
    "cjk-kr": ("ShapingFonts/NotoSansCJK-shaping.ttc", 1),
    "emoji": ("ShapingFonts/NotoColorEmoji-shaping.ttf", 0),
    "dejavu": ("ShapingFonts/DejaVuSans-shaping.ttf", 0),
    "liberation": ("Fonts/LiberationSans-subset.ttf", 0),
}
# Emoji chains: text faces for every script of the emoji rows, the colour face in each place.
EMOJI_CHAINS = [
    ("sans", "cjk-kr", "arabic", "hebrew", "thai", "devanagari", "emoji"),
    ("dejavu", "cjk-jp", "thai", "devanagari", "emoji"),
    ("emoji", "dejavu", "cjk-kr", "thai", "devanagari"),
    ("cjk-kr", "emoji", "sans", "arabic", "hebrew", "thai", "devanagari"),
]
MIXED_CHAINS = [
    ("sans", "arabic", "hebrew", "thai", "devanagari", "cjk-kr", "emoji"),
    ("dejavu", "cjk-jp", "emoji", "arabic", "devanagari", "thai"),
    ("liberation", "sans", "cjk-kr", "arabic", "hebrew", "thai", "devanagari", "emoji"),
]


@dataclass
class Group:
    """A script group: its seed files (by name prefix), face chains (aliases of FACES), and how
    its text is varied."""
    name: str
    seeds: tuple
    chains: list
    target: int  # rows wanted in all
    spaced: bool = True  # words are separated by spaces
    cased: bool = False
    digits: str = "0123456789"
    punctuation: tuple = (",", ".", "!", "?", ":", ";", "…", " —")
    brackets: tuple = ("()", "[]", "{}", "“”", "‘’")


GROUPS = [
    Group("latin", ("latin-",), [("sans",), ("dejavu",), ("liberation", "sans")], 420, cased=True,
          brackets=("()", "[]", "{}", "“”", "«»", "„“", "‹›")),
    Group("greek", ("greek",), [("sans",), ("dejavu",)], 260, cased=True, punctuation=(",", ".", "!", ";", "·", "…"),
          brackets=("()", "[]", "«»")),
    Group("cyrillic", ("cyrillic-",), [("sans",), ("dejavu",)], 300, cased=True, brackets=("()", "[]", "«»", "„“")),
    Group("korean", ("korean",), [("cjk-kr",), ("sans", "cjk-kr"), ("liberation", "cjk-kr"), ("dejavu", "cjk-kr")], 360,
          brackets=("()", "[]", "「」", "『』", "“”", "《》")),
    Group("japanese", ("japanese",), [("cjk-jp",), ("sans", "cjk-jp")], 300, spaced=False,
          digits="0123456789０１２３４５６７８９", punctuation=("、", "。", "！", "？", "・", "ー", "〜", "…"),
          brackets=("「」", "『』", "（）", "【】", "〈〉", "()")),
    Group("chinese", ("chinese",), [("cjk-jp",), ("sans", "cjk-jp"), ("cjk-kr",)], 300, spaced=False,
          punctuation=("，", "。", "！", "？", "、", "：", "；", "……"), brackets=("（）", "《》", "“”", "「」", "【】", "()")),
    Group("arabic", ("arabic",), [("arabic", "sans"), ("dejavu", "arabic"), ("sans", "arabic")], 360, digits="0123456789٠١٢٣٤٥٦٧٨٩",
          punctuation=("،", ".", "!", "؟", "؛", ":"), brackets=("()", "[]", "«»", "“”")),
    Group("hebrew", ("hebrew",), [("hebrew", "sans"), ("dejavu",), ("sans", "hebrew")], 300,
          punctuation=(",", ".", "!", "?", ":", "־"), brackets=("()", "[]", "\"\"", "„”")),
    Group("thai", ("thai",), [("thai", "sans"), ("sans", "thai")], 260, spaced=False, digits="0123456789๐๑๒๓๔๕๖๗๘๙",
          punctuation=(" ", "ๆ", "ฯ", ".", "!", "?"), brackets=("()", "[]", "“”")),
    Group("devanagari", ("devanagari-",), [("devanagari", "sans"), ("sans", "devanagari")], 300,
          digits="0123456789०१२३४५६७८९", punctuation=("।", "॥", ",", "!", "?", ":"), brackets=("()", "[]", "“”")),
    Group("combining", ("combining",), [("sans",), ("dejavu",), ("liberation", "sans")], 320),
    Group("emoji", ("emoji",), EMOJI_CHAINS, 420),
    Group("mixed", ("mixed",), MIXED_CHAINS, 360),
]

# Rows of the seed files with these names are measured once without and once with the language.
SEED_LANGUAGES = {"latin-ro": "ro", "latin-ca": "ca", "cyrillic-sr": "sr", "cyrillic-mk": "mk", "arabic-ur": "ur",
                  "devanagari-mr": "mr", "devanagari-ne": "ne"}

# Marks put on base letters and digits by the combining variations.
MARKS = [0x300, 0x301, 0x302, 0x303, 0x304, 0x306, 0x307, 0x308, 0x309, 0x30A, 0x30B, 0x30C, 0x30F, 0x311, 0x31B,
         0x323, 0x324, 0x325, 0x326, 0x327, 0x328, 0x32D, 0x330, 0x331, 0x332, 0x335, 0x338, 0x342, 0x345, 0x35C, 0x361]
BASES = "aeiouycnszgkrlAEIOUYCNSZ0123456789ıȷ"


def decode_escapes(line):
    return re.sub(r"\\u\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), line)


def seed_files(prefix):
    return sorted(name[:-4] for name in os.listdir(SEEDS) if name.startswith(prefix) and name.endswith(".txt"))


def seed_lines(name):
    with open(os.path.join(SEEDS, name + ".txt"), encoding="utf-8") as f:
        return [decode_escapes(line.rstrip("\n")) for line in f if line.strip() and not line.startswith("#")]


@dataclass
class Measurement:
    """One row to measure: its group, string, face chain (aliases) and language (or None)."""
    group: str
    text: str
    chain: tuple
    language: str = None


class EmojiSelection:
    """A few hundred emoji from Unicode's emoji-test.txt and emoji-variation-sequences.txt,
    drawn with a fixed seed, by kind."""

    def __init__(self, rng):
        qualified = []
        with open(os.path.join(EMOJI, "emoji-test.txt"), encoding="utf-8") as f:
            for line in f:
                if "; fully-qualified" in line:
                    qualified.append("".join(chr(int(c, 16)) for c in line.split(";")[0].split()))
        def kind(predicate, count):
            found = [e for e in qualified if predicate([ord(c) for c in e])]
            return rng.sample(found, min(count, len(found)))
        tones = range(0x1F3FB, 0x1F400)
        self.kinds = {
            "single": kind(lambda c: len(c) == 1, 70),
            "vs16": kind(lambda c: len(c) == 2 and c[1] == 0xFE0F, 35),
            "tone": kind(lambda c: any(x in tones for x in c) and 0x200D not in c, 40),
            "zwj": kind(lambda c: 0x200D in c and not any(x in tones for x in c), 40),
            "zwj-tone": kind(lambda c: 0x200D in c and any(x in tones for x in c), 15),
            "flag": kind(lambda c: len(c) == 2 and all(0x1F1E6 <= x <= 0x1F1FF for x in c), 30),
            "keycap": kind(lambda c: 0x20E3 in c, 12),
            "tag": kind(lambda c: any(0xE0020 <= x <= 0xE007F for x in c), 3),
        }
        text_style = []
        with open(os.path.join(EMOJI, "emoji-variation-sequences.txt"), encoding="utf-8") as f:
            for line in f:
                if "text style" in line:
                    text_style.append(chr(int(line.split()[0], 16)))
        chosen = rng.sample(text_style, 30)
        self.kinds["vs15"] = [base + "\uFE0E" for base in chosen]
        self.kinds["bare"] = chosen[:15]  # the same bases with no selector: their default presentation
        self.kinds["unqualified-keycap"] = [d + "\u20E3" for d in "159#"]

    def all(self):
        return [e for kind in self.kinds.values() for e in kind]


class CorpusBuilder:
    """Builds the list of Measurements, group by group, reproducibly."""

    def __init__(self, properties):
        self.segmenter = GraphemeSegmenter(properties)
        self.rng = random.Random(RANDOM_SEED)
        self.emoji = EmojiSelection(self.rng)
        self.seeds = {group.name: [(name, line) for prefix in group.seeds for name in seed_files(prefix)
                                   for line in seed_lines(name)] for group in GROUPS}
        self.measurements = []
        self.seen = set()

    def add(self, group, text, chain, language=None):
        text = re.sub(" +", " ", text).strip(" ")
        key = (text, chain, language)
        if text and key not in self.seen:
            self.seen.add(key)
            self.measurements.append(Measurement(group.name, text, chain, language))

    def build(self):
        for group in GROUPS:
            start = len(self.measurements)
            for name, line in self.seeds[group.name]:
                for chain in group.chains:
                    self.add(group, line, chain)
                    if name in SEED_LANGUAGES:
                        self.add(group, line, chain, SEED_LANGUAGES[name])
            extras = {"combining": self.extra_combining, "emoji": self.extra_emoji, "mixed": self.extra_mixed}
            if group.name in extras:
                extras[group.name](group)
            attempts = 0
            while len(self.measurements) - start < group.target and attempts < group.target * 20:
                attempts += 1
                self.add(group, self.variation(group), self.rng.choice(group.chains))
        return self.measurements

    # --- generic variations ----------------------------------------------------------------

    def words(self, group):
        lines = [line for _, line in self.seeds[group.name]]
        if group.spaced:
            return [word for line in lines for word in line.split()]
        chunks = []
        for line in lines:
            for part in re.split(r"[\s、。，！？（）「」『』《》“”：；…]+", line):
                if part:
                    chunks.append(part)
        return chunks

    def chunk(self, word, group):
        """A random piece of whole clusters of `word` (unspaced scripts), else the word."""
        if group.spaced or len(word) < 3:
            return word
        clusters = self.segmenter.clusters(word)
        length = self.rng.randint(1, min(8, len(clusters)))
        start = self.rng.randint(0, len(clusters) - length)
        return "".join(clusters[start:start + length])

    def number(self, group):
        digits = self.rng.choice([group.digits[:10], group.digits[10:] or group.digits[:10]])
        def n(count):
            return "".join(self.rng.choice(digits) for _ in range(count))
        shapes = [n(1), n(2), n(3), n(4), f"{n(1)}.{n(2)}", f"{n(1)},{n(3)}", f"{n(2)}%", f"{n(2)}:{n(2)}",
                  f"{n(4)}-{n(2)}-{n(2)}", f"-{n(2)}", f"+{n(3)}", f"{n(1)}/{n(1)}", f"${n(2)}.{n(2)}", f"{n(2)} €"]
        return self.rng.choice(shapes)

    def variation(self, group):
        rng = self.rng
        vocabulary = self.words(group)
        count = rng.randint(1, 6)
        words = [self.chunk(rng.choice(vocabulary), group) for _ in range(count)]
        recipe = rng.random()
        if recipe < 0.25:
            words.insert(rng.randint(0, len(words)), self.number(group))
        elif recipe < 0.45:
            pair = rng.choice(group.brackets)
            index = rng.randrange(len(words))
            words[index] = pair[0] + words[index] + pair[1]
        elif recipe < 0.6 and group.cased:
            words = [rng.choice([str.upper, str.title, str.lower])(w) for w in words]
        elif recipe < 0.7:
            _, line = rng.choice(self.seeds[group.name])
            words = [line, self.number(group)]
        joiner = " " if group.spaced or rng.random() < 0.2 else ""
        text = joiner.join(words)
        if rng.random() < 0.4:
            text += rng.choice(group.punctuation)
        return text

    # --- group-specific rows ---------------------------------------------------------------

    def extra_combining(self, group):
        for name in ("latin-en", "latin-fr", "latin-de", "latin-vi", "latin-pl", "greek", "cyrillic-ru", "cyrillic-uk"):
            for line in seed_lines(name):
                decomposed = unicodedata.normalize("NFD", line)
                if decomposed != line:
                    self.add(group, decomposed, self.rng.choice(group.chains))
        for _ in range(120):
            pieces = []
            for _ in range(self.rng.randint(1, 5)):
                base = self.rng.choice(BASES)
                marks = "".join(chr(self.rng.choice(MARKS)) for _ in range(self.rng.randint(1, 3)))
                pieces.append(base + marks + "".join(self.rng.choice("abcdefgh") for _ in range(self.rng.randint(0, 3))))
            self.add(group, " ".join(pieces), self.rng.choice(group.chains))

    def extra_emoji(self, group):
        everything = self.emoji.all()
        for index, emoji in enumerate(everything):
            self.add(group, emoji, group.chains[index % len(group.chains)])
        texts = [line for name in ("latin-en", "korean", "japanese", "arabic", "hebrew") for line in seed_lines(name)]
        for _ in range(120):
            count = self.rng.randint(2, 5)
            sequence = [self.rng.choice(everything) for _ in range(count)]
            separator = self.rng.choice(["", " ", ", "])
            text = separator.join(sequence)
            if self.rng.random() < 0.5:
                words = self.rng.choice(texts).split(" ")
                cut = self.rng.randint(0, len(words))
                text = " ".join(words[:cut] + [text] + words[cut:])
            self.add(group, text, self.rng.choice(group.chains))

    def extra_mixed(self, group):
        others = [g for g in GROUPS if g.name not in ("mixed", "combining")]
        for _ in range(group.target):
            parts = []
            for source in self.rng.sample(others, self.rng.randint(2, 4)):
                words = self.words(source)
                start = self.rng.randrange(len(words))
                taken = words[start:start + self.rng.randint(1, 3)]
                parts.append((" " if source.spaced else "").join(self.chunk(w, source) for w in taken))
            if self.rng.random() < 0.3:
                parts.insert(self.rng.randint(0, len(parts)), self.number(self.rng.choice(others)))
            if self.rng.random() < 0.3:
                pair = self.rng.choice(("()", "[]", "«»", "“”", "「」"))
                index = self.rng.randrange(len(parts))
                parts[index] = pair[0] + parts[index] + pair[1]
            self.add(group, " ".join(parts), self.rng.choice(group.chains))


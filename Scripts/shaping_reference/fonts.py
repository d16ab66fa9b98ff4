"""The font subsets of the shaping corpus: which source each comes from, which characters it
keeps, and how it is made (fontTools subsetter: every layout feature and lookup kept with its
closure, hinting dropped, every `name` record kept)."""
import os
import struct
import zlib
from dataclasses import dataclass, field

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

NOTO = "/usr/share/fonts/truetype/noto"
FOLDER = "ShapingFonts"  # under Tests/Fixtures, apart from Fonts/, whose faces other tests list by name
COLOUR_TABLES = ("CBDT", "sbix", "COLR")


def ranges(*spans):
    """The code points of inclusive (first, last) spans."""
    return {code for first, last in spans for code in range(first, last + 1)}


LATIN_GREEK_CYRILLIC = ranges(
    (0x20, 0x7E), (0xA0, 0x2FF), (0x300, 0x36F), (0x370, 0x3FF), (0x400, 0x52F), (0x1AB0, 0x1AFF),
    (0x1DC0, 0x1DFF), (0x1E00, 0x1FFF), (0x2000, 0x206F), (0x20A0, 0x20C0), (0x20D0, 0x20FF),
)


@dataclass
class Subset:
    """One fixture file: `output` under Tests/Fixtures/ShapingFonts, made from faces `faces` of
    `source` (several faces make a collection), keeping the corpus's characters the source
    maps plus `keep` (None: every character of the source)."""
    output: str
    source: str
    licence: str
    faces: list = field(default_factory=lambda: [0])
    keep: set = None
    blank_bitmaps: bool = False


SUBSETS = [
    Subset("NotoSans-shaping.ttf", f"{NOTO}/NotoSans-Regular.ttf", "Noto-LICENSE.txt", keep=LATIN_GREEK_CYRILLIC),
    Subset("NotoSansArabic-shaping.ttf", f"{NOTO}/NotoSansArabic-Regular.ttf", "Noto-LICENSE.txt"),
    Subset("NotoSansHebrew-shaping.ttf", f"{NOTO}/NotoSansHebrew-Regular.ttf", "Noto-LICENSE.txt"),
    Subset("NotoSansThai-shaping.ttf", f"{NOTO}/NotoSansThai-Regular.ttf", "Noto-LICENSE.txt"),
    Subset("NotoSansDevanagari-shaping.ttf", f"{NOTO}/NotoSansDevanagari-Regular.ttf", "Noto-LICENSE.txt"),
    Subset("NotoSansCJK-shaping.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "NotoSansCJK-LICENSE.txt",
           faces=[0, 1], keep=ranges((0x20, 0x7E), (0x3000, 0x30FF), (0xFF01, 0xFF9F))),
    Subset("NotoColorEmoji-shaping.ttf", f"{NOTO}/NotoColorEmoji.ttf", "NotoColorEmoji-LICENSE.txt", keep=set(),
           blank_bitmaps=True),
    Subset("DejaVuSans-shaping.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "DejaVu-LICENSE.txt",
           keep=LATIN_GREEK_CYRILLIC | ranges((0x2190, 0x21FF), (0x2600, 0x27BF))),
]

LICENCES = {
    "Noto-LICENSE.txt": "/usr/share/doc/fonts-noto-core/copyright",
    "NotoSansCJK-LICENSE.txt": "/usr/share/doc/fonts-noto-cjk/copyright",
    "NotoColorEmoji-LICENSE.txt": "/usr/share/doc/fonts-noto-color-emoji/copyright",
    "DejaVu-LICENSE.txt": "/usr/share/doc/fonts-dejavu-core/copyright",
}


def fixture_path(spec):
    """The subset's path relative to Tests/Fixtures, as the corpus's chains name it."""
    return f"{FOLDER}/{spec.output}"


def subset_options():
    options = subset.Options()
    options.layout_features = ["*"]
    options.layout_scripts = ["*"]
    options.layout_closure = True
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.name_legacy = True
    options.legacy_kern = True
    options.hinting = False
    options.notdef_outline = True
    options.glyph_names = False
    options.ignore_missing_unicodes = True
    return options


def wanted_characters(spec, font, corpus_characters):
    mapped = set(font.getBestCmap())
    if spec.keep is None:
        return mapped
    return mapped & (spec.keep | corpus_characters)


def subset_face(font, unicodes, glyphs=()):
    subsetter = subset.Subsetter(subset_options())
    subsetter.populate(unicodes=unicodes, glyphs=glyphs)
    subsetter.subset(font)
    font.recalcTimestamp = False  # keep head.modified: the subsets are reproducible byte for byte
    return font


def blank_png(width, height):
    """A greyscale PNG of `width` × `height` mid-grey pixels: the bitmap's size, almost no bytes."""
    row = b"\x00" + b"\x80" * width
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit greyscale
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * height, 9)) + chunk(b"IEND", b"")


def blank_bitmaps(font):
    """Replaces every CBDT image by a blank one of the same size; metrics (and so widths) stay."""
    for strike in font["CBDT"].strikeData:
        for glyph in strike.values():
            if hasattr(glyph, "ensureDecompiled"):
                glyph.ensureDecompiled()
            glyph.imageData = blank_png(glyph.metrics.width, glyph.metrics.height)


def make_single(spec, corpus_characters, directory):
    font = TTFont(spec.source)
    subset_face(font, wanted_characters(spec, font, corpus_characters))
    if spec.blank_bitmaps:
        blank_bitmaps(font)
    font.save(os.path.join(directory, spec.output))


def make_collection(spec, corpus_characters, directory):
    """Subsets each face with one glyph set (the union of every face's closure, to a fixed
    point), so the faces share their outline and metric tables as in the source collection."""
    def face(index):
        return TTCollection(spec.source).fonts[index]
    unicodes = {index: wanted_characters(spec, face(index), corpus_characters) for index in spec.faces}
    glyphs = set()
    while True:
        grown = set(glyphs)
        for index in spec.faces:
            grown |= set(subset_face(face(index), unicodes[index], glyphs).getGlyphOrder())
        if grown == glyphs:
            break
        glyphs = grown
    collection = TTCollection()
    collection.fonts = [subset_face(face(index), unicodes[index], glyphs) for index in spec.faces]
    collection.save(os.path.join(directory, spec.output), shareTables=True)


def make_subsets(corpus_characters, directory):
    """Writes every subset of SUBSETS and the licences next to them."""
    os.makedirs(directory, exist_ok=True)
    for spec in SUBSETS:
        (make_collection if len(spec.faces) > 1 else make_single)(spec, corpus_characters, directory)
    for target, source in LICENCES.items():
        with open(source, encoding="utf-8") as f, open(os.path.join(directory, target), "w", encoding="utf-8") as out:
            out.write(f.read())


def is_colour(font):
    return any(tag in font for tag in COLOUR_TABLES)

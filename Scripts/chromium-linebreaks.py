#!/usr/bin/env python3
"""Dev-time: records where headless Chromium breaks lines for a few (font, width, text, mode)
cases, into Tests/Fixtures/text/chromium-linebreaks.json; TipTextTests lay out the same text
with the same font and width and require the same lines.

Requirements: python3, `pip install fonttools`, Debian packages `chromium` and `fonts-noto-core`.

Thai and Lao, written without spaces between words, break where ICU's dictionaries find words
(tipc: DictionaryBreaks). Their texts are real ones: Thai strings of Chromium's own interface
and a Lao CLDR name (see Tests/Fixtures/text/chromium-word-breaks-LICENSE.txt). Their fonts
are cut here from Debian's fonts-noto-core: Noto Sans Thai and Noto Sans Lao, only the
characters of these texts, every layout feature kept, hinting dropped, into
Tests/Fixtures/Fonts (NotoSansThai-subset.ttf, NotoSansLao-subset.ttf; licence
Noto-LICENSE.txt). Khmer and Myanmar are compared without a font, by their break
opportunities (Scripts/chromium-word-breaks.py): tipc does not shape them yet.

Each case renders one <div> with the font subset of Tests/Fixtures/Fonts as an @font-face (a
data: URL; a face of a .ttc is first written out as a single font by fontTools, same tables),
`font-size: 17px`, `width: Wpx`, `line-height: normal`, ligatures off, and
`word-break: normal` (tipc's wordWrap) or `break-all` (charWrap), with
`overflow-wrap: anywhere` so that a word wider than the line breaks as tipc breaks it. The
page reads the lines back with Range.getClientRects per character and writes them into the DOM,
which `chromium --headless --dump-dom` prints.
"""
import base64
import html
import io
import json
import os
import re
import shutil
import subprocess
import tempfile
from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Tests/Fixtures/Fonts")
OUT = os.path.join(ROOT, "Tests/Fixtures/text/chromium-linebreaks.json")

CASES = [
    {"font": "DejaVuSans-subset.ttf", "face": 0, "width": 177, "mode": "wordWrap",
     "text": "The quick brown fox jumps over the lazy dog. AVATAR Type: Wave office, tooltips wrap here."},
    {"font": "NotoSansCJK-subset.ttc", "face": 0, "width": 120, "mode": "wordWrap",
     "text": "\u4eca\u65e5\u306f\u6674\u308c\u3067\u3059\u3002\u660e\u65e5\u3082\u96e8\u304c\u964d\u308b\u3067\u3057\u3087\u3046\u3002"},
    {"font": "NotoSansCJK-subset.ttc", "face": 1, "width": 145, "mode": "charWrap",
     "text": "iOS \uc571 \uac1c\ubc1c \uc54c\uc544\uac00\uae30, jake\ube14\ub85c\uadf8, tipView \ud3ec\uc2a4\ud305 \uae00"},
]

THAI = ("\u0e40\u0e27\u0e47\u0e1a\u0e44\u0e0b\u0e15\u0e4c\u0e17\u0e35\u0e48\u0e41\u0e2a\u0e14\u0e07\u0e2d\u0e22\u0e39\u0e48"
        "\u0e14\u0e49\u0e32\u0e19\u0e25\u0e48\u0e32\u0e07\u0e43\u0e0a\u0e49\u0e01\u0e32\u0e23\u0e15\u0e31\u0e49\u0e07\u0e04"
        "\u0e48\u0e32\u0e17\u0e35\u0e48\u0e01\u0e33\u0e2b\u0e19\u0e14\u0e40\u0e2d\u0e07\u0e41\u0e17\u0e19\u0e17\u0e35\u0e48"
        "\u0e08\u0e30\u0e40\u0e1b\u0e47\u0e19\u0e01\u0e32\u0e23\u0e15\u0e31\u0e49\u0e07\u0e04\u0e48\u0e32\u0e40\u0e23\u0e34"
        "\u0e48\u0e21\u0e15\u0e49\u0e19")
THAI_LIST = ("\u0e2d\u0e48\u0e32\u0e19\u0e02\u0e49\u0e2d\u0e21\u0e39\u0e25\u0e40\u0e01\u0e35\u0e48\u0e22\u0e27\u0e01"
             "\u0e31\u0e1a\u0e40\u0e1a\u0e23\u0e32\u0e27\u0e4c\u0e40\u0e0b\u0e2d\u0e23\u0e4c \u0e23\u0e30\u0e1a\u0e1a"
             "\u0e1b\u0e0f\u0e34\u0e1a\u0e31\u0e15\u0e34\u0e01\u0e32\u0e23 \u0e2d\u0e38\u0e1b\u0e01\u0e23\u0e13\u0e4c "
             "\u0e0b\u0e2d\u0e1f\u0e15\u0e4c\u0e41\u0e27\u0e23\u0e4c\u0e17\u0e35\u0e48\u0e15\u0e34\u0e14\u0e15\u0e31\u0e49"
             "\u0e07 \u0e41\u0e25\u0e30\u0e44\u0e1f\u0e25\u0e4c")
LAO = ("\u0e81\u0eb2\u0e99\u0e96\u0ead\u0e94\u0ead\u0eb1\u0e81\u0eaa\u0ead\u0e99\u0ec0\u0e9b\u0eb1\u0e99\u0ead\u0eb1"
       "\u0e81\u0eaa\u0ead\u0e99\u0ec2\u0ea3\u0ea1\u0eb1\u0e99\u0e95\u0eb2\u0ea1\u0ec0\u0e81\u0e99\u0e82\u0ead\u0e87"
       "\u0eaa\u0eb0\u0ea1\u0eb2\u0e84\u0ebb\u0ea1\u0eab\u0ec9\u0ead\u0e87\u0eaa\u0eb0\u0edd\u0eb8\u0e94\u0ead\u0eb2"
       "\u0ec0\u0ea1\u0ea5\u0eb4\u0e81\u0eb2\u0ec1\u0ea5\u0eb0\u0eab\u0ec9\u0ead\u0e87\u0eaa\u0eb0\u0edd\u0eb8\u0e94"
       "\u0ea5\u0eb1\u0e94\u0e96\u0eb0\u0eaa\u0eb0\u0e9e\u0eb2 \u0eaa\u0eb0\u0e9a\u0eb1\u0e9a\u0e9e\u0eb4\u0ea1")

# Thai and Lao, in the Noto subsets cut below; several widths.
DICTIONARY_CASES = [
    {"font": "NotoSansThai-subset.ttf", "face": 0, "width": width, "mode": "wordWrap", "text": text}
    for text, widths in [(THAI, [120, 177, 260]), (THAI_LIST, [150, 230])] for width in widths
] + [
    {"font": "NotoSansLao-subset.ttf", "face": 0, "width": width, "mode": "wordWrap", "text": LAO}
    for width in [130, 200, 300]
]

NOTO = "/usr/share/fonts/truetype/noto"
NOTO_SUBSETS = [("NotoSansThai-Regular.ttf", "NotoSansThai-subset.ttf"), ("NotoSansLao-Regular.ttf", "NotoSansLao-subset.ttf")]

SCRIPT = """
document.fonts.ready.then(() => {
  const node = document.getElementById('t').firstChild;
  const text = node.data;
  const lines = [];
  let top = null;
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i);
    const len = cp > 0xFFFF ? 2 : 1;
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + len);
    const rects = range.getClientRects();
    if (rects.length > 0) {
      const y = Math.round(rects[rects.length - 1].top);
      if (top === null || y > top + 1) { lines.push(''); top = y; }
    }
    if (lines.length === 0) lines.push('');
    lines[lines.length - 1] += text.substr(i, len);
    i += len;
  }
  const out = document.createElement('pre');
  out.id = 'result';
  out.textContent = JSON.stringify(lines);
  document.body.appendChild(out);
});
"""


def make_noto_subsets():
    """Cuts the Thai and Lao subsets: the characters of the cases that use them."""
    for source, target in NOTO_SUBSETS:
        options = subset.Options()
        options.layout_features = ["*"]
        options.layout_scripts = ["*"]
        options.hinting = False
        options.name_IDs = [1, 2, 16, 17]
        options.name_languages = [0x409]
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(text="".join(case["text"] for case in DICTIONARY_CASES if case["font"] == target))
        font = TTFont(os.path.join(NOTO, source))
        subsetter.subset(font)
        font.recalcTimestamp = False  # keep head.modified: the subsets are reproducible byte for byte
        font.save(os.path.join(FONTS, target))
    shutil.copyfile("/usr/share/doc/fonts-noto-core/copyright", os.path.join(FONTS, "Noto-LICENSE.txt"))


def font_data_url(name, face):
    path = os.path.join(FONTS, name)
    font = TTFont(path, fontNumber=face)
    buffer = io.BytesIO()
    font.save(buffer)
    return "data:font/otf;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def chromium_lines(case):
    word_break = "normal" if case["mode"] == "wordWrap" else "break-all"
    page = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@font-face {{ font-family: "Fixture"; src: url("{font_data_url(case['font'], case['face'])}"); }}
body {{ margin: 0; }}
#t {{ font-family: "Fixture"; font-size: 17px; width: {case['width']}px; line-height: normal;
      white-space: normal; word-break: {word_break}; overflow-wrap: anywhere;
      font-variant-ligatures: none; font-kerning: normal; }}
</style></head><body><div id="t">{html.escape(case['text'])}</div><script>{SCRIPT}</script></body></html>"""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
             "--dump-dom", "file://" + path],
            capture_output=True, text=True, check=True).stdout
    match = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
    if not match:
        raise SystemExit("Chromium did not report lines:\n" + dom[-2000:])
    lines = json.loads(html.unescape(match.group(1)))
    # A space at a soft break is reported on one side or the other; tipc's lines exclude it.
    return [line.strip(" ") for line in lines]


def main():
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    make_noto_subsets()
    results = []
    for case in CASES + DICTIONARY_CASES:
        results.append({**case, "lines": chromium_lines(case)})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({"generator": "Scripts/chromium-linebreaks.py", "chromium": version, "fontSize": 17,
                   "cases": results}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    for result in results:
        print(result["mode"], result["width"], result["lines"])


if __name__ == "__main__":
    main()

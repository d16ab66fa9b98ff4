#!/usr/bin/env python3
"""Dev-time: records where headless Chromium breaks lines for a few (font, width, text, mode)
cases, into Tests/Fixtures/text/chromium-linebreaks.json; TipTextTests lay out the same text
with the same font and width and require the same lines.

Requirements: python3, `pip install fonttools`, Debian package `chromium`.

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
import subprocess
import tempfile
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
    results = []
    for case in CASES:
        results.append({**case, "lines": chromium_lines(case)})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({"generator": "Scripts/chromium-linebreaks.py", "chromium": version, "fontSize": 17,
                   "cases": results}, f, ensure_ascii=False, indent=2)
        f.write("\n")
    for result in results:
        print(result["mode"], result["width"], result["lines"])


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Dev-time: records where headless Chromium's ICU puts word boundaries and line-break
opportunities in Thai, Lao, Khmer and Myanmar text, into Tests/Fixtures/text/chromium-word-breaks.json;
TipTextTests (DictionaryBreakTests) require tipc's breaks to be the same. No font is involved:
the page asks `Intl.Segmenter(locale, {granularity: 'word'})` for the word segments and
`Intl.v8BreakIterator(locale, {type: 'line'})` for the line-break opportunities of each text.

Requirements: Debian packages `chromium` and `chromium-l10n` (the Thai UI strings of
locales/th.pak), `libicu-dev` and `g++` (a small C++ program reads the CLDR strings of ICU's
locale data).

The texts are real ones, chosen with a fixed stride: for Thai, Chromium's own Thai UI strings
(BSD-3-Clause); for Lao, Khmer and Myanmar, the CLDR strings of ICU's locale data for `lo`,
`km` and `my` (language, region, unit, currency and time-zone names and patterns, under the
Unicode licence). Texts with placeholders, markup or line ends are left out; zero-width spaces,
which Khmer and Myanmar writers put between words, are taken out so that the dictionary finds
the words. The notices are in chromium-word-breaks-LICENSE.txt beside the fixture.
"""
import html
import json
import os
import re
import struct
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests/Fixtures/text/chromium-word-breaks.json")
PER_SCRIPT = 300

# Script, locale, first and last letter of its block, source.
SCRIPTS = [("thai", "th", 0x0E01, 0x0E5B, "chromium"), ("lao", "lo", 0x0E81, 0x0EDF, "cldr"),
           ("khmer", "km", 0x1780, 0x17F9, "cldr"), ("myanmar", "my", 0x1000, 0x109F, "cldr")]

CLDR_WALKER = r"""
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <cstdio>
// Prints every string of a locale's bundles in ICU's data, one a line.
static void walk(UResourceBundle *bundle) {
    UErrorCode status = U_ZERO_ERROR;
    UResType type = ures_getType(bundle);
    if (type == URES_STRING) {
        int32_t length;
        const UChar *text = ures_getString(bundle, &length, &status);
        char utf8[8192];
        int32_t written;
        u_strToUTF8(utf8, sizeof utf8, &written, text, length, &status);
        if (U_SUCCESS(status)) printf("%s\n", utf8);
    } else if (type == URES_TABLE || type == URES_ARRAY) {
        ures_resetIterator(bundle);
        while (ures_hasNext(bundle)) {
            UErrorCode childStatus = U_ZERO_ERROR;
            UResourceBundle *child = ures_getNextResource(bundle, nullptr, &childStatus);
            if (U_SUCCESS(childStatus)) { walk(child); ures_close(child); }
        }
    }
}
int main(int argc, char **argv) {
    const char *trees[] = {nullptr, "lang", "region", "unit", "curr", "zone"};
    for (const char *tree : trees) {
        char package[64];
        snprintf(package, sizeof package, "%s-%s", U_ICUDATA_NAME, tree ? tree : "");
        UErrorCode status = U_ZERO_ERROR;
        UResourceBundle *bundle = ures_openDirect(tree ? package : nullptr, argv[1], &status);
        if (U_SUCCESS(status)) { walk(bundle); ures_close(bundle); }
    }
}
"""

PAGE_SCRIPT = """
const rows = JSON.parse(document.getElementById('input').textContent);
const out = rows.map(([locale, text]) => {
  const words = [...new Intl.Segmenter(locale, {granularity: 'word'}).segment(text)].map(s => s.index).slice(1);
  const lines = [];
  const iterator = new Intl.v8BreakIterator(locale, {type: 'line'});
  iterator.adoptText(text);
  iterator.first();
  for (let p = iterator.next(); p !== -1; p = iterator.next()) if (p < text.length) lines.push(p);
  return {words, lines};
});
const pre = document.createElement('pre');
pre.id = 'result';
pre.textContent = JSON.stringify(out);
document.body.appendChild(pre);
"""


def chromium_strings(locale):
    """The UTF-8 strings of Chromium's UI in `locale` (a version 5 .pak file)."""
    with open(f"/usr/lib/chromium/locales/{locale}.pak", "rb") as f:
        data = f.read()
    version, encoding = struct.unpack_from("<II", data, 0)
    assert version == 5 and encoding == 1, "a .pak of an unknown kind"
    count = struct.unpack_from("<H", data, 8)[0]
    entries = [struct.unpack_from("<HI", data, 12 + 6 * i) for i in range(count + 1)]
    strings = []
    for (_, start), (_, end) in zip(entries, entries[1:]):
        try:
            strings.append(data[start:end].decode("utf-8"))
        except UnicodeDecodeError:
            pass
    return strings


def cldr_strings(locale, folder):
    walker = os.path.join(folder, "cldr-strings")
    if not os.path.exists(walker):
        with open(walker + ".cpp", "w") as f:
            f.write(CLDR_WALKER)
        subprocess.run(["g++", "-O1", walker + ".cpp", "-o", walker, "-licuuc"], check=True)
    out = subprocess.run([walker, locale], check=True, capture_output=True).stdout.decode("utf-8")
    return out.split("\n")


def texts(script, locale, first, last, source, folder):
    strings = chromium_strings(locale) if source == "chromium" else cldr_strings(locale, folder)
    chosen = set()
    for text in strings:
        text = text.replace("\u200b", "").strip()
        if re.search(r"[<>{}$%&\n\\]|https?:|'", text):
            continue
        if sum(first <= ord(c) <= last for c in text) >= 8:
            chosen.add(text)
    chosen = sorted(chosen)
    stride = max(1, len(chosen) // PER_SCRIPT)
    return chosen[::stride][:PER_SCRIPT]


def chromium_breaks(rows):
    page = ('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>'
            f'<script type="application/json" id="input">{html.escape(json.dumps(rows, ensure_ascii=False), quote=False)}</script>'
            f'<script>{PAGE_SCRIPT}</script></body></html>')
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + path],
                             capture_output=True, text=True, check=True).stdout
    match = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
    if not match:
        raise SystemExit("Chromium did not report breaks:\n" + dom[-2000:])
    return json.loads(html.unescape(match.group(1)))


def main():
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    scripts = []
    with tempfile.TemporaryDirectory() as folder:
        for script, locale, first, last, source in SCRIPTS:
            chosen = texts(script, locale, first, last, source, folder)
            breaks = chromium_breaks([[locale, text] for text in chosen])
            rows = [{"text": text, "words": b["words"], "lines": b["lines"]} for text, b in zip(chosen, breaks)]
            scripts.append({"script": script, "locale": locale,
                            "source": "Chromium's UI strings" if source == "chromium" else "CLDR strings of ICU's data",
                            "rows": rows})
            print(script, len(rows), "texts")
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({"generator": "Scripts/chromium-word-breaks.py", "chromium": version,
                   "offsets": "UTF-16 code units", "scripts": scripts}, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()

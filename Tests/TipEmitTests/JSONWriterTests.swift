import Foundation
import Testing
import TipLayout
import TipModel
import TipSemantics
@testable import TipEmit
import TipStyle

@Suite("JSON writer")
struct JSONWriterTests {
    /// A tooltip with a bottom arrow, no border, no shadow, and numbers that need rounding.
    static let smallTooltip = TipTooltip(
        name: "Hi",
        size: TipSize(width: 40, height: 38),
        anchor: TipPoint(x: 20, y: 38),
        bubble: TipBubble(
            frame: TipRect(x: 0, y: 0, width: 40, height: 30),
            path: TipPath([
                .move(TipPoint(x: 0, y: 0)), .line(TipPoint(x: 40, y: 0)), .line(TipPoint(x: 40, y: 30)),
                .line(TipPoint(x: 26, y: 30)), .line(TipPoint(x: 20, y: 38)), .line(TipPoint(x: 14, y: 30)),
                .line(TipPoint(x: 0, y: 30)), .close,
            ]),
            fill: DynamicColor(RGBAColor(red: 0, green: 122, blue: 255)), stroke: nil, strokeWidth: 0, cornerRadius: 0
        ),
        arrow: TipArrow(
            edge: .bottom, apex: TipPoint(x: 20, y: 38), width: 12, height: 8, apexRadius: 0,
            baseStart: TipPoint(x: 26, y: 30), baseEnd: TipPoint(x: 14, y: 30)
        ),
        text: TipTextBlock(
            frame: TipRect(x: 16, y: 8, width: 8.123456, height: 14),
            font: TipFont(family: TipFont.systemFamily, size: 12.5, weight: .bold),
            color: DynamicColor(RGBAColor(red: 255, green: 255, blue: 255)),
            alignment: .center, lineHeight: 20.2875,
            lines: [TipLine(text: "Hi", x: 16, baseline: 19.5, width: 8.123456)]
        ),
        shadow: nil,
        opacity: 0.5,
        behavior: TipBehavior([]),
        accessibility: TipAccessibility(
            elements: [TipAccessibilityElement(role: .staticText, part: .message, label: "Hi", hint: "Says hi", frame: TipRect(x: 16, y: 8, width: 8.123456, height: 14))],
            onShow: .announce)
    )

    /// A tag group with one tag.
    static let smallTags = TipTagGroup(
        name: "T",
        size: TipSize(width: 100, height: 30),
        background: .clear,
        padding: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4),
        rows: 1,
        hiddenCount: 0,
        tags: [TipTag(
            text: "NSiOS", frame: TipRect(x: 4, y: 0, width: 70.1, height: 30), hitFrame: TipRect(x: 4, y: -7, width: 70.1, height: 44),
            line: TipTagLine(x: 14, baseline: 20.2, width: 50.1),
            fill: .clear, stroke: SampleLayouts.purple, strokeWidth: 1, cornerRadius: 15,
            textColor: SampleLayouts.purple, font: TipFont(family: TipFont.systemFamily, size: 15, weight: .medium),
            row: 0, overflow: false
        )],
        accessibility: TipAccessibility(elements: [
            TipAccessibilityElement(role: .button, part: .tag, index: 0, label: "NSiOS", frame: TipRect(x: 4, y: -7, width: 70.1, height: 44)),
        ])
    )

    @Test("components of one style share it; styles are numbered by kind in order of first use")
    func stylesAreWrittenOnce() throws {
        var other = TooltipLayout(tooltip: Self.smallTooltip, style: TooltipStyle())
        other.tooltip.name = "Other"
        other.style.cornerRadius = 3
        var again = Self.smallTooltip
        again.name = "Again"
        let document = LayoutDocument(
            source: "a.tip",
            components: [SampleLayouts.layout(Self.smallTooltip), SampleLayouts.layout(Self.smallTags), .tooltip(other), SampleLayouts.layout(again)])
        let json = try JSON.parse(Array(JSONWriter.write(document).utf8))
        let numbers = json["components"]?.arrayValue?.compactMap { $0["style"]?.integerValue }
        #expect(numbers == [0, 0, 1, 0])
        #expect(json["styles"]?["tooltips"]?.arrayValue?.map { $0["cornerRadius"] } == [.integer(8), .integer(3)])
        #expect(json["styles"]?["tags"]?.arrayValue?.count == 1)
    }

    @Test("writes the contract's keys in the contract's order, numbers rounded to 3 decimals")
    func exactDocument() {
        let document = LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(Self.smallTooltip), SampleLayouts.layout(Self.smallTags)])
        let expected = """
        {
          "version": 4,
          "source": "a.tip",
          "components": [
            {
              "name": "Hi",
              "kind": "tooltip",
              "style": 0,
              "size": { "width": 40, "height": 38 },
              "anchor": { "x": 20, "y": 38 },
              "bubble": {
                "frame": { "x": 0, "y": 0, "width": 40, "height": 30 },
                "path": "M0 0H40V30H26L20 38L14 30H0Z",
                "fill": "#007AFFFF",
                "stroke": null,
                "strokeWidth": 0,
                "cornerRadius": 0
              },
              "arrow": {
                "edge": "bottom",
                "apex": { "x": 20, "y": 38 },
                "width": 12,
                "height": 8,
                "apexRadius": 0,
                "baseStart": { "x": 26, "y": 30 },
                "baseEnd": { "x": 14, "y": 30 }
              },
              "text": {
                "frame": { "x": 16, "y": 8, "width": 8.123, "height": 14 },
                "font": { "family": "system", "size": 12.5, "weight": "bold" },
                "color": "#FFFFFFFF",
                "alignment": "center",
                "lineHeight": 20.288,
                "lines": [
                  { "text": "Hi", "x": 16, "baseline": 19.5, "width": 8.123 }
                ]
              },
              "shadow": null,
              "opacity": 0.5,
              "behavior": { "dismiss": [], "autoDismissAfter": null },
              "accessibility": {
                "onShow": "announce",
                "elements": [
                  { "role": "staticText", "part": "message", "label": "Hi", "hint": "Says hi", "frame": { "x": 16, "y": 8, "width": 8.123, "height": 14 } }
                ]
              }
            },
            {
              "name": "T",
              "kind": "tags",
              "style": 0,
              "size": { "width": 100, "height": 30 },
              "background": "#00000000",
              "padding": { "top": 0, "left": 4, "bottom": 0, "right": 4 },
              "rows": 1,
              "hiddenCount": 0,
              "tags": [
                {
                  "text": "NSiOS",
                  "frame": { "x": 4, "y": 0, "width": 70.1, "height": 30 },
                  "hitFrame": { "x": 4, "y": -7, "width": 70.1, "height": 44 },
                  "line": { "x": 14, "baseline": 20.2, "width": 50.1 },
                  "fill": "#00000000",
                  "stroke": "#800080FF",
                  "strokeWidth": 1,
                  "cornerRadius": 15,
                  "textColor": "#800080FF",
                  "font": { "family": "system", "size": 15, "weight": "medium" },
                  "row": 0,
                  "overflow": false
                }
              ],
              "accessibility": {
                "elements": [
                  { "role": "button", "part": "tag", "index": 0, "label": "NSiOS", "frame": { "x": 4, "y": -7, "width": 70.1, "height": 44 } }
                ]
              }
            }
          ],
          "styles": {
            "tooltips": [
              {
                "font": { "size": 17, "weight": "regular" },
                "textColor": "#FFFFFFFF",
                "textAlignment": "natural",
                "numberOfLines": 0,
                "lineBreakMode": "wordWrap",
                "lineBreakStrategy": "standard",
                "ligatures": "normal",
                "lineSpacing": 0,
                "background": { "light": "#0040DDFF", "dark": "#0A48DCFF", "lightIncreasedContrast": "#0036B8FF", "darkIncreasedContrast": "#0040DDFF" },
                "cornerRadius": 8,
                "padding": { "top": 8, "left": 16, "bottom": 8, "right": 16 },
                "arrow": { "edge": "bottom", "position": "center", "width": 16, "height": 8, "apexRadius": 0 },
                "opacity": 1,
                "dismiss": []
              }
            ],
            "tags": [
              {
                "width": 375,
                "horizontalSpacing": 8,
                "verticalSpacing": 8,
                "rowHeight": "auto",
                "alignment": "leading",
                "direction": "ltr",
                "padding": { "top": 0, "left": 0, "bottom": 0, "right": 0 },
                "background": "#00000000",
                "tag": {
                  "font": { "size": 17, "weight": "regular" },
                  "ligatures": "normal",
                  "textColor": { "light": "#000000FF", "dark": "#FFFFFFFF" },
                  "background": "#00000000",
                  "border": { "color": "#808080FF", "width": 1 },
                  "cornerRadius": 10,
                  "padding": { "top": 6, "left": 10, "bottom": 6, "right": 10 }
                }
              }
            ]
          },
          "fonts": []
        }

        """
        #expect(JSONWriter.write(document) == expected)
    }

    @Test("an empty document still has version, source, an empty component list, no styles and no fonts")
    func emptyDocument() {
        let text = JSONWriter.write(LayoutDocument(source: "empty.tip", components: []))
        let styles = "\"styles\": { \"tooltips\": [], \"tags\": [] }"
        #expect(text == "{\n  \"version\": 4,\n  \"source\": \"empty.tip\",\n  \"components\": [],\n  \(styles),\n  \"fonts\": []\n}\n")
    }

    @Test("shadow, border, behaviour and the +N tag are written")
    func optionalFields() {
        let text = JSONWriter.write(SampleLayouts.document())
        #expect(text.contains(##""shadow": { "color": "#00000040", "radius": 6, "x": 0, "y": 3 }"##))
        #expect(text.contains(##""stroke": "#FFFFFFFF","##))
        #expect(text.contains(#""behavior": { "dismiss": ["tap", "after"], "autoDismissAfter": 4 }"#))
        #expect(text.contains(#""text": "+3","#))
        #expect(text.contains(#""overflow": true"#))
        #expect(text.contains(#""hiddenCount": 3,"#))
    }

    @Test("hostile strings survive a JSONSerialization round trip")
    func escapingRoundTrip() throws {
        let text = JSONWriter.write(SampleLayouts.document())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let components = try #require(root["components"] as? [[String: Any]])
        let hostile = try #require(components.last)
        #expect(hostile["name"] as? String == SampleLayouts.hostileName)
        let textBlock = try #require(hostile["text"] as? [String: Any])
        let lines = try #require(textBlock["lines"] as? [[String: Any]])
        #expect(lines.first?["text"] as? String == SampleLayouts.hostileText)
        let font = try #require(textBlock["font"] as? [String: Any])
        #expect(font["family"] as? String == SampleLayouts.hostileFamily)
    }

    @Test("control characters, U+2028 and U+2029 are escaped; non-ASCII stays UTF-8")
    func escapingForm() {
        #expect(JSON.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSON.quoted("\n\t\r\u{8}\u{C}") == #""\n\t\r\b\f""#)
        #expect(JSON.quoted("\u{0}\u{1}\u{1F}\u{7F}") == "\"\\u0000\\u0001\\u001f\u{7F}\"")
        #expect(JSON.quoted("\u{2028}\u{2029}") == #""\u2028\u2029""#)
        #expect(JSON.quoted("新着 👩‍👩‍👧 é") == "\"新着 👩‍👩‍👧 é\"")
        #expect(JSON.quoted("</script>") == "\"</script>\"")
        let text = JSONWriter.write(SampleLayouts.document())
        let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{2028}" || $0 == "\u{2029}" }
        #expect(raw.isEmpty)
    }

    @Test("two writes of the same layout are byte-identical")
    func deterministic() {
        #expect(JSONWriter.write(SampleLayouts.document()) == JSONWriter.write(SampleLayouts.document()))
    }

    /// A component's other text sizes follow its own keys: the sizes that differ, then the
    /// layouts in full, each keyed by its category.
    @Test func sizeCategoriesFollowTheComponent() throws {
        var larger = Self.smallTooltip
        larger.size = TipSize(width: 60, height: 76)
        let document = LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(Self.smallTooltip), SampleLayouts.layout(Self.smallTags)], sizeCategories: [
            0: SizeCategoryVariants(
                layouts: [.init(category: .accessibility3, layout: SampleLayouts.layout(larger))],
                sizes: [.init(category: .xSmall, size: TipSize(width: 30, height: 30))]),
        ])
        let parsed = try JSON.parse(Array(JSONWriter.write(document).utf8))
        let tooltip = try #require(parsed["components"]?.arrayValue?.first)
        guard case .object(let members) = tooltip else { throw JSONParseError(message: "not an object", offset: 0) }
        #expect(members.suffix(2).map(\.key) == ["sizes", "sizeCategories"])
        #expect(tooltip["sizes"]?["xSmall"]?["width"] == .integer(30))
        #expect(tooltip["sizeCategories"]?["accessibility3"]?["size"]?["height"] == .integer(76))
        #expect(tooltip["sizeCategories"]?["accessibility3"]?["style"] == .integer(0))
        #expect(parsed["components"]?.arrayValue?.last?["sizes"] == nil)
    }

    /// Each locale's layout follows the component's own keys, keyed by the locale; the
    /// document lists its locales (the source language first) only when it reads a table.
    @Test func localizationsFollowTheComponentAndTheLocalesAreListed() throws {
        var german = Self.smallTooltip
        german.text.lines = [TipLine(text: "Hallo", x: 16, baseline: 19.5, width: 30)]
        let document = LayoutDocument(
            source: "a.tip", components: [SampleLayouts.layout(Self.smallTooltip), SampleLayouts.layout(Self.smallTags)], sourceLanguage: "en",
            localizations: [LocaleLayouts(locale: "de", components: [0: .init(layout: SampleLayouts.layout(german))])])
        let parsed = try JSON.parse(Array(JSONWriter.write(document).utf8))
        #expect(parsed["locales"] == .array([.string("en"), .string("de")]))
        let tooltip = try #require(parsed["components"]?.arrayValue?.first)
        guard case .object(let members) = tooltip else { throw JSONParseError(message: "not an object", offset: 0) }
        #expect(members.last?.key == "localizations")
        #expect(tooltip["localizations"]?["de"]?["text"]?["lines"]?.arrayValue?.first?["text"] == .string("Hallo"))
        #expect(tooltip["localizations"]?["de"]?["style"] == .integer(0))
        #expect(parsed["components"]?.arrayValue?.last?["localizations"] == nil)
        let plain = try JSON.parse(Array(JSONWriter.write(LayoutDocument(source: "a.tip", components: [SampleLayouts.layout(Self.smallTooltip)])).utf8))
        #expect(plain["locales"] == nil)
    }
}

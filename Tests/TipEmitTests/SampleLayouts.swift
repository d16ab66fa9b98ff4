import TipLayout
import TipModel
import TipSemantics
import TipStyle

/// Hand-built layouts shaped like the seed articles' components (the layout pass is not used,
/// so these tests exercise the writers alone).
enum SampleLayouts {
    static let white = DynamicColor(RGBAColor(red: 255, green: 255, blue: 255))
    static let orange = DynamicColor(RGBAColor(red: 255, green: 149, blue: 0))
    static let purple = DynamicColor(RGBAColor(red: 128, green: 0, blue: 128))
    static let lightGray = DynamicColor(RGBAColor(red: 170, green: 170, blue: 170))
    static let system17 = TipFont(family: TipFont.systemFamily, size: 17, weight: .regular)

    /// The outline of a bubble `frame` with corner radius `r` and an arrow on its top edge whose
    /// base runs from `baseStartX` to `baseEndX` with its apex at `apex`: clockwise from the
    /// top-left corner, closed.
    static func topArrowBubblePath(frame: TipRect, r: Double, baseStartX: Double, baseEndX: Double, apex: TipPoint) -> TipPath {
        TipPath([
            .move(TipPoint(x: frame.minX + r, y: frame.minY)),
            .line(TipPoint(x: baseStartX, y: frame.minY)),
            .line(apex),
            .line(TipPoint(x: baseEndX, y: frame.minY)),
            .line(TipPoint(x: frame.maxX - r, y: frame.minY)),
            .arc(radius: r, clockwise: true, to: TipPoint(x: frame.maxX, y: frame.minY + r)),
            .line(TipPoint(x: frame.maxX, y: frame.maxY - r)),
            .arc(radius: r, clockwise: true, to: TipPoint(x: frame.maxX - r, y: frame.maxY)),
            .line(TipPoint(x: frame.minX + r, y: frame.maxY)),
            .arc(radius: r, clockwise: true, to: TipPoint(x: frame.minX, y: frame.maxY - r)),
            .line(TipPoint(x: frame.minX, y: frame.minY + r)),
            .arc(radius: r, clockwise: true, to: TipPoint(x: frame.minX + r, y: frame.minY)),
            .close,
        ])
    }

    /// The seed's top-tip tooltip (177 wide, radius 16, an 11×6 arrow on top at 70.5) with a
    /// white 2-point border and a soft shadow.
    static func greeting(name: String = "Greeting", shadow: Shadow? = Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 64)), radius: 6, x: 0, y: 3)) -> TipTooltip {
        let frame = TipRect(x: 0, y: 6, width: 177, height: 84.9)
        let apex = TipPoint(x: 76, y: 0)
        return TipTooltip(
            name: name,
            size: TipSize(width: 177, height: 90.9),
            anchor: apex,
            bubble: TipBubble(
                frame: frame,
                path: topArrowBubblePath(frame: frame, r: 16, baseStartX: 70.5, baseEndX: 81.5, apex: apex),
                fill: orange, stroke: white, strokeWidth: 2, cornerRadius: 16
            ),
            arrow: TipArrow(
                edge: .top, apex: apex, width: 11, height: 6, apexRadius: 0,
                baseStart: TipPoint(x: 70.5, y: 6), baseEnd: TipPoint(x: 81.5, y: 6)
            ),
            text: TipTextBlock(
                frame: TipRect(x: 18, y: 18, width: 141, height: 60.9),
                font: system17, color: white, alignment: .natural, lineHeight: 20.3,
                lines: [
                    TipLine(text: "iOS 앱 개발 알아가기,", x: 18, baseline: 34.2, width: 139.6),
                    TipLine(text: "jake블로그, tipView", x: 18, baseline: 54.5, width: 131.9),
                    TipLine(text: "포스팅 글", x: 18, baseline: 74.8, width: 60.2),
                ]
            ),
            shadow: shadow,
            opacity: 1,
            behavior: TipBehavior([.tap, .after(seconds: 4)])
        )
    }

    /// A tooltip whose every user string is hostile: markup, entities, quotes, control
    /// characters, U+2028, a non-character, emoji and CJK.
    static let hostileText = "\"><script>alert('x')</script> & &amp; \u{1}\u{1F}\t\u{7F} \u{2028}\u{2029} \u{FFFF} 👩‍👩‍👧 新着 한국어 ]]> \\"
    static let hostileName = "</title><svg onload=\"alert(1)\"> & 'q'"
    static let hostileFamily = "Evil'); } <x a=\"b\"> \\ \n"

    static func hostile() -> TipTooltip {
        var tooltip = greeting(name: hostileName, shadow: nil)
        tooltip.bubble.stroke = nil
        tooltip.bubble.strokeWidth = 0
        tooltip.opacity = 0.8
        tooltip.text.font = TipFont(family: hostileFamily, size: 15, weight: .semibold)
        tooltip.text.lines = [TipLine(text: hostileText, x: 18, baseline: 34.2, width: 141)]
        return tooltip
    }

    /// The seed's tag view (purple 15 pt medium, radius 15, rows of 30) cut to two rows, the
    /// last tag counting the three hidden items.
    static func keywords() -> TipTagGroup {
        let font = TipFont(family: TipFont.systemFamily, size: 15, weight: .medium)
        func tag(_ text: String, x: Double, row: Int, textWidth: Double, overflow: Bool = false) -> TipTag {
            let y = Double(row) * 38
            return TipTag(
                text: text, frame: TipRect(x: x, y: y, width: textWidth + 20, height: 30),
                line: TipTagLine(x: x + 10, baseline: y + 20.2, width: textWidth),
                fill: .clear, stroke: purple, strokeWidth: 1, cornerRadius: 15,
                textColor: purple, font: font, row: row, overflow: overflow
            )
        }
        return TipTagGroup(
            name: "Keywords",
            size: TipSize(width: 320, height: 68),
            background: lightGray,
            padding: EdgeInsets(all: 0),
            rows: 2,
            hiddenCount: 3,
            tags: [
                tag("NSiOS", x: 0, row: 0, textWidth: 45.1),
                tag("Enes", x: 73.1, row: 0, textWidth: 33.8),
                tag("가나다라", x: 134.9, row: 0, textWidth: 60),
                tag("abcdefg", x: 222.9, row: 0, textWidth: 55.2),
                tag("안녕하세요", x: 0, row: 1, textWidth: 75),
                tag("+3", x: 103, row: 1, textWidth: 17.6, overflow: true),
            ]
        )
    }

    /// `tooltip` as the compiler's layout of it, in the default style.
    static func layout(_ tooltip: TipTooltip) -> ComponentLayout {
        .tooltip(TooltipLayout(tooltip: tooltip, style: TooltipStyle()))
    }

    /// `group` as the compiler's layout of it, in the default style.
    static func layout(_ group: TipTagGroup) -> ComponentLayout {
        .tags(TagsLayout(group: group, style: TagGroupStyle()))
    }

    /// A document with all three.
    static func document() -> LayoutDocument {
        LayoutDocument(source: "samples/top-tip.tip", components: [layout(greeting()), layout(keywords()), layout(hostile())])
    }
}

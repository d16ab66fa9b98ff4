import Testing
@testable import TipLayout
import TipModel
import TipStyle
import TipTestSupport

/// Groups 100 wide, 10 pt font, tag padding 0 10, spacing 8: a tag of n characters is
/// 5n + 20 wide and 10 tall; its baseline is 8 below its top and its text starts 10 in.
@Suite struct TagLayoutTests {
    @Test func simpleFill() {
        // 30 at 0, 30 at 38 (ends at 68); "efgh" (40) at 76 would end at 116 > 100: next row,
        // at y = 10 + 8.
        let group = layoutTags(["ab", "cd", "efgh"])
        #expect(group.tags.map(\.frame) == [
            TipRect(x: 0, y: 0, width: 30, height: 10),
            TipRect(x: 38, y: 0, width: 30, height: 10),
            TipRect(x: 0, y: 18, width: 40, height: 10),
        ])
        #expect(group.tags.map(\.row) == [0, 0, 1])
        #expect(group.rows == 2)
        #expect(group.size == TipSize(width: 100, height: 28))
        #expect(group.tags.map(\.textLine) == [
            TipLine(text: "ab", x: 10, baseline: 8, width: 10),
            TipLine(text: "cd", x: 48, baseline: 8, width: 10),
            TipLine(text: "efgh", x: 10, baseline: 26, width: 20),
        ])
        #expect(group.hiddenCount == 0)
        #expect(!group.tags.contains { $0.overflow })
    }

    /// A tappable group's rows stand 44 points apart, top to top, so that the hit frames of
    /// one row end where the next row's start; each tag's hit frame is 44 × 44 about it.
    @Test func aTappableGroupsRowsLeaveRoomForTheirHitFrames() throws {
        let group = layoutTags(["ab", "cd", "efgh"]) { $0.tappable = true }
        #expect(group.tags.map(\.frame.y) == [0, 0, 44])
        #expect(group.size.height == 54)
        let hit = try #require(group.tags[0].hitFrame)
        #expect(hit == TipRect(x: -7, y: -17, width: 44, height: 44))
        #expect(try #require(group.tags[2].hitFrame).minY == hit.maxY)
        #expect(layoutTags(["ab"]).tags[0].hitFrame == nil, "a tag that is text alone has none")
    }

    @Test func styleIsCarriedToEveryTag() {
        let purple = DynamicColor(RGBAColor(red: 128, green: 0, blue: 128))
        let group = layoutTags(["ab"]) {
            $0.tag.textColor = purple
            $0.tag.border = Border(color: purple, width: 1.5)
            $0.tag.cornerRadius = 15
            $0.tag.font = FontStyle(size: 10, weight: .medium)
        }
        let tag = group.tags[0]
        #expect(tag.textColor == purple && tag.stroke == purple && tag.strokeWidth == 1.5)
        #expect(tag.cornerRadius == 15)
        #expect(tag.font == TipFont(family: TipFont.systemFamily, size: 10, weight: .medium))
    }

    @Test func tagThatExactlyFitsStaysOnTheRow() {
        // Spacing 10: 30 + 10 + 60 = 100 == W. Padding 0.1 + 0.2 on a 100.3 container makes W
        // 100 give or take float noise; the tag must still stay.
        let group = layoutTags(["ab", "abcdefgh"]) {
            $0.horizontalSpacing = 10
            $0.width = 100.3
            $0.padding = EdgeInsets(top: 0, left: 0.1, bottom: 0, right: 0.2)
        }
        #expect(group.tags.map(\.row) == [0, 0])
        let wider = layoutTags(["ab", "abcdefghi"]) { $0.horizontalSpacing = 10 }
        #expect(wider.tags.map(\.row) == [0, 1])
    }

    @Test func tooWideFirstTagTakesTheFirstRowTruncated() {
        // 26 letters: 150 > 100. Truncated to 100: the text may be 80 wide, so 15 letters + "…".
        let group = layoutTags(["abcdefghijklmnopqrstuvwxyz", "ab"])
        #expect(group.tags.map(\.text) == ["abcdefghijklmno…", "ab"])
        #expect(group.tags.map(\.frame) == [
            TipRect(x: 0, y: 0, width: 100, height: 10),
            TipRect(x: 0, y: 18, width: 30, height: 10),
        ])
        #expect(group.tags[0].line.width == 80)
        #expect(group.rows == 2)
        // The cut tag does not show all it stands for; the whole one does.
        #expect(group.tags.map(\.overflow) == [true, false])
        #expect(group.cutTags.map(\.text) == ["abcdefghijklmno…"])
    }

    @Test func tooWideTagAfterOthersGetsItsOwnRow() {
        let group = layoutTags(["ab", "abcdefghijklmnopqrstuvwxyz", "cd"])
        #expect(group.tags.map(\.row) == [0, 1, 2])
    }

    @Test func ellipsisThatDoesNotFitIsClipped() {
        // W = 10 leaves −10 for the text: the tag is 10 wide, its text "…" (5) overflows.
        let group = layoutTags(["abc"]) { $0.width = 10 }
        #expect(group.tags.map(\.text) == ["…"])
        #expect(group.tags[0].frame == TipRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test(arguments: [
        // Row 0 is 68 wide (slack 32), row 1 is 40 wide (slack 60).
        (TagAlignment.leading, [0.0, 38, 0]),
        (.center, [16, 54, 30]),
        (.trailing, [32, 70, 60]),
        (.justified, [0, 70, 0]),    // slack 32 between the two tags; last row leading
    ])
    func alignment(alignment: TagAlignment, xs: [Double]) {
        let group = layoutTags(["ab", "cd", "efgh"]) { $0.alignment = alignment }
        #expect(group.tags.map(\.frame.x) == xs)
        #expect(group.tags.map(\.line.x) == xs.map { $0 + 10 })
    }

    @Test func justifiedSingleTagRowStaysLeading() {
        // 14 letters: 90 wide, alone on row 0 (90 + 8 + 30 > 100).
        let group = layoutTags(["abcdefghijklmn", "ab"]) { $0.alignment = .justified }
        #expect(group.tags.map(\.frame.x) == [0, 0])
        #expect(group.tags.map(\.row) == [0, 1])
    }

    @Test func rtlMirrors() {
        // x → 100 − (x + w): row 0 (0, 30) → 70, (38, 30) → 32; row 1 (0, 40) → 60.
        let group = layoutTags(["ab", "cd", "efgh"]) { $0.direction = .rtl }
        #expect(group.tags.map(\.frame.x) == [70, 32, 60])
        let trailing = layoutTags(["ab", "cd", "efgh"]) {
            $0.direction = .rtl
            $0.alignment = .trailing
        }
        #expect(trailing.tags.map(\.frame.x) == [38, 0, 0])   // 100 − (32 + 30), 100 − (70 + 30), 100 − (60 + 40)
    }

    @Test func maxRowsEndsWithACounterThatFits() {
        // Six 30-wide tags fill three rows of two. With 1 row: "+4" (30) after 68 would end at
        // 106 > 100, so "cd" goes too: "+5" at 38.
        let group = layoutTags(["ab", "cd", "ef", "gh", "ij", "kl"]) { $0.maxRows = 1 }
        #expect(group.tags.map(\.text) == ["ab", "+5"])
        #expect(group.tags.map(\.frame.x) == [0, 38])
        #expect(group.tags.map(\.overflow) == [false, true])
        #expect(group.itemTags.map(\.text) == ["ab"])
        #expect(group.cutTags.isEmpty)
        #expect(group.hiddenCount == 5)
        #expect(group.rows == 1)
        #expect(group.size.height == 10)

        let two = layoutTags(["ab", "cd", "ef", "gh", "ij", "kl"]) { $0.maxRows = 2 }
        #expect(two.tags.map(\.text) == ["ab", "cd", "ef", "+3"])
        #expect(two.hiddenCount == 3)
    }

    @Test func maxRowsKeepsEverythingWhenItFits() {
        let group = layoutTags(["ab", "cd", "ef", "gh", "ij", "kl"]) { $0.maxRows = 3 }
        #expect(group.tags.count == 6)
        #expect(group.hiddenCount == 0)
    }

    @Test func counterStandsAloneWhenNothingElseFits() {
        // The truncated first tag fills its row: "+1" cannot join it, so it goes and "+2" stays.
        let group = layoutTags(["abcdefghijklmnopqrstuvwxyz", "ab"]) { $0.maxRows = 1 }
        #expect(group.tags.map(\.text) == ["+2"])
        #expect(group.tags[0].frame == TipRect(x: 0, y: 0, width: 30, height: 10))
        #expect(group.hiddenCount == 2)
    }

    @Test func fixedRowHeightCentresTheText() {
        // Row 30: baseline = 0 + (30 − 10)/2 + 8 = 18; second row at 38 → 56.
        let group = layoutTags(["ab", "abcdefghijklmn"]) { $0.rowHeight = .fixed(30) }
        #expect(group.tags.map(\.frame.height) == [30, 30])
        #expect(group.tags.map(\.line.baseline) == [18, 56])
        #expect(group.size.height == 68)
    }

    @Test func theDefaultTagHasRoomAboveAndBelowItsText() {
        // The language's automatic rows and tag padding 6 10, at 10 pt: each tag is
        // 6 + 10 + 6 = 22 tall with its baseline 6 + 8 = 14 down, rows 22 + 8 apart.
        var style = TagGroupStyle()
        style.width = 100
        style.tag.font = FontStyle(size: 10)
        #expect(style.rowHeight == .auto && style.tag.padding == EdgeInsets(top: 6, left: 10, bottom: 6, right: 10))
        let group = Layout.tagGroup(named: "G", items: ["ab", "abcdefghijklmn"], style: style, measurer: HalfEmMeasurer()).group
        #expect(group.tags.map(\.frame) == [TipRect(x: 0, y: 0, width: 30, height: 22), TipRect(x: 0, y: 30, width: 90, height: 22)])
        #expect(group.tags.map(\.line.baseline) == [14, 44])
        #expect(group.size.height == 52)
    }

    @Test func asymmetricTagPaddingCentresInThePaddedBox() {
        // Top 4, bottom 0: auto rows are 14; fixed 30 gives 4 + (30 − 4 − 10)/2 + 8 = 20.
        let auto = layoutTags(["ab"]) { $0.tag.padding = EdgeInsets(top: 4, left: 10, bottom: 0, right: 10) }
        #expect(auto.tags[0].frame.height == 14)
        #expect(auto.tags[0].line.baseline == 12)
        let fixed = layoutTags(["ab"]) {
            $0.tag.padding = EdgeInsets(top: 4, left: 10, bottom: 0, right: 10)
            $0.rowHeight = .fixed(30)
        }
        #expect(fixed.tags[0].line.baseline == 20)
    }

    @Test func containerPaddingOffsetsEverything() {
        // Width 116 less 7 + 9 leaves W = 100: same rows as the simple fill, shifted by (7, 5).
        let group = layoutTags(["ab", "cd", "efgh"]) {
            $0.width = 116
            $0.padding = EdgeInsets(top: 5, left: 7, bottom: 3, right: 9)
        }
        #expect(group.tags.map(\.frame.x) == [7, 45, 7])
        #expect(group.tags.map(\.frame.y) == [5, 5, 23])
        #expect(group.size == TipSize(width: 116, height: 36))   // 5 + 28 + 3
        #expect(group.padding == EdgeInsets(top: 5, left: 7, bottom: 3, right: 9))
    }

    @Test func zeroItems() {
        let group = layoutTags([]) { $0.padding = EdgeInsets(vertical: 6, horizontal: 2) }
        #expect(group.rows == 0)
        #expect(group.tags.isEmpty)
        #expect(group.size == TipSize(width: 100, height: 12))
    }

    @Test func zeroWidthPutsEveryTagOnItsOwnRow() {
        // W = 0: every tag is 0 wide showing a clipped "…"; three rows, 3·10 + 2·8 = 46 tall.
        let group = layoutTags(["ab", "cd", "ef"]) { $0.width = 0 }
        #expect(group.tags.map(\.row) == [0, 1, 2])
        #expect(group.tags.map(\.frame.width) == [0, 0, 0])
        #expect(group.size == TipSize(width: 0, height: 46))
    }

    @Test func verticalSpacingSeparatesRows() {
        let group = layoutTags(["ab", "cd", "efgh"]) {
            $0.horizontalSpacing = 6
            $0.verticalSpacing = 12
        }
        #expect(group.tags.map(\.frame.y) == [0, 0, 22])
        #expect(group.tags.map(\.frame.x) == [0, 36, 0])
    }
}

import Testing
@testable import TipText

/// Each GPOS lookup type, on a font made for the test (``TestFont``: glyph g is 100 + 10 g units
/// wide, the letters a… are glyphs 1…). In the mark attachment tests m, n and o are marks and
/// glyph 30 (400 units) is a ligature by GDEF; a mark's expected offset is its target's anchor
/// less its own, less the advances from the target up to the mark (marks are zero wide).
@Suite struct PositioningLookupTests {
    typealias Blob = OpenTypeBlob
    static let latin = ShapingRequest(script: .latin, direction: .leftToRight)
    /// The ligature glyph of the mark-to-ligature and mark-to-mark tests.
    static let ligature = 30
    /// GDEF classes: every glyph a base but m, n, o (marks) and glyph 30 (a ligature).
    static let markClasses = (0..<40).map { glyph in glyph == ligature ? 2 : [g("m"), g("n"), g("o")].contains(glyph) ? 3 : 1 }

    static func advances(_ text: Substring, lookups: [Blob], feature: String = "kern", glyphClasses: [Int]? = nil,
                         direction: TextDirection = .leftToRight) throws -> [Int] {
        var font = TestFont()
        font.tables["GPOS"] = .layoutTable(features: [(feature, Array(lookups.indices))], lookups: lookups)
        if let glyphClasses { font.tables["GDEF"] = .glyphDefinitions(classes: glyphClasses) }
        // A right-to-left run is shaped as Hebrew (a Latin one would be turned to its native direction).
        return try font.face().shape(text, ShapingRequest(script: direction == .leftToRight ? .latin : .hebrew, direction: direction))
            .map(\.advance)
    }

    static func plain(_ letter: Character) -> Int { 100 + 10 * g(letter) }

    /// The glyphs of `text` shaped with GPOS lookups `gpos` (under `feature`) after GSUB lookups
    /// `gsub` (under `liga`), with GDEF classes `glyphClasses` and mark glyph sets `markSets`.
    static func glyphs(_ text: Substring, gpos: [Blob], feature: String = "mark", gsub: [Blob] = [],
                       glyphClasses: [Int]? = markClasses, markSets: [[Int]] = [], request: ShapingRequest = latin) throws -> [ShapedGlyph] {
        var font = TestFont()
        font.tables["GPOS"] = .layoutTable(features: [(feature, Array(gpos.indices))], lookups: gpos)
        if !gsub.isEmpty { font.tables["GSUB"] = .layoutTable(features: [("liga", Array(gsub.indices))], lookups: gsub) }
        if let glyphClasses { font.tables["GDEF"] = .glyphDefinitions(classes: glyphClasses, markSets: markSets) }
        return try font.face().shape(text, request)
    }

    /// An Anchor table (format 1) at (`x`, `y`).
    static func anchor(_ x: Int, _ y: Int) -> Blob {
        Blob([.u16(1), .u16(x & 0xFFFF), .u16(y & 0xFFFF)])
    }

    /// A MarkArray of `records` (class, anchor or none).
    static func markArray(_ records: [(Int, Blob?)]) -> Blob {
        Blob([.u16(records.count)] + records.flatMap { record in [.u16(record.0), record.1.map { .offset16($0) } ?? .null] })
    }

    /// An AnchorMatrix (BaseArray, LigatureAttach, Mark2Array) of `rows` of anchors or none.
    static func anchorMatrix(_ rows: [[Blob?]]) -> Blob {
        Blob([.u16(rows.count)] + rows.flatMap { row in row.map { $0.map { .offset16($0) } ?? .null } })
    }

    /// A mark-to-base (4) or mark-to-mark (6) lookup of one class: `marks` (sorted), each of
    /// class `markClass` with its anchor of `markAnchors`, on `targets` (sorted), each with its
    /// row of `targetAnchors`.
    static func markAttachment(_ type: Int, flags: Int = 0, marks: [Int], targets: [Int], markAnchors: [Blob?],
                               targetAnchors: [[Blob?]], markClass: Int = 0, markFilteringSet: Int? = nil) -> Blob {
        Blob.lookup(type, flags: flags, [Blob([.u16(1), .offset16(.coverage(marks)), .offset16(.coverage(targets)), .u16(1),
                                               .offset16(markArray(markAnchors.map { (markClass, $0) })),
                                               .offset16(anchorMatrix(targetAnchors))])], markFilteringSet: markFilteringSet)
    }

    /// A mark-to-ligature lookup putting m and n (anchors at the origin) on the components of
    /// the ligature glyph, whose anchors are `components`.
    static func onLigatureComponents(_ components: [Blob]) -> Blob {
        let ligatureArray = Blob([.u16(1), .offset16(anchorMatrix(components.map { [$0] }))])
        return Blob.lookup(5, [Blob([.u16(1), .offset16(.coverage([g("m"), g("n")])), .offset16(.coverage([ligature])), .u16(1),
                                     .offset16(markArray([(0, anchor(0, 0)), (0, anchor(0, 0))])), .offset16(ligatureArray)])])
    }

    /// A GSUB lookup ligating the letters of `letters` into the ligature glyph, past marks (IgnoreMarks).
    static func ligating(_ letters: String) -> Blob {
        let glyphs = letters.map { g($0) }
        let ligature = Blob([.u16(ligature), .u16(glyphs.count)] + glyphs.dropFirst().map { .u16($0) })
        return Blob.lookup(4, flags: 0x8, [Blob([.u16(1), .offset16(.coverage([glyphs[0]])), .u16(1),
                                                  .offset16(Blob([.u16(1), .offset16(ligature)]))])])
    }

    @Test func singleAdjustmentAddsToTheAdvance() throws {
        // Format 1, XAdvance (value format 0x4) -7 for a and b; format 2, one value each.
        let format1 = Blob.lookup(1, [Blob([.u16(1), .offset16(.coverage([g("a"), g("b")])), .u16(0x4), .u16(0xFFF9)])])
        #expect(try Self.advances("abc", lookups: [format1]) == [Self.plain("a") - 7, Self.plain("b") - 7, Self.plain("c")])
        let format2 = Blob.lookup(1, [Blob([.u16(2), .offset16(.coverage([g("a"), g("c")])), .u16(0x4), .u16(2), .u16(5), .u16(9)])])
        #expect(try Self.advances("abc", lookups: [format2]) == [Self.plain("a") + 5, Self.plain("b"), Self.plain("c") + 9])
    }

    @Test func pairAdjustmentByGlyphsAndByClasses() throws {
        // Format 1: a then v: -30 on a.
        let pairSet = Blob([.u16(1), .u16(g("v")), .u16(0xFFE2)])
        let byGlyph = Blob.lookup(2, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(0x4), .u16(0), .u16(1), .offset16(pairSet)])])
        #expect(try Self.advances("avav", lookups: [byGlyph]) == [Self.plain("a") - 30, Self.plain("v"), Self.plain("a") - 30, Self.plain("v")])
        // Format 2: class 1 = {a}, second classes: class 1 = {v}; -40 on the first glyph, +4 on the second.
        let classes1 = Blob.classes(first: g("a"), [1])
        let classes2 = Blob.classes(first: g("v"), [1])
        let byClass = Blob.lookup(2, [Blob([.u16(2), .offset16(.coverage([g("a")])), .u16(0x4), .u16(0x4), .offset16(classes1),
                                             .offset16(classes2), .u16(2), .u16(2),
                                             .u16(0), .u16(0), .u16(0), .u16(0), .u16(0), .u16(0), .u16(0xFFD8), .u16(4)])])
        #expect(try Self.advances("av", lookups: [byClass]) == [Self.plain("a") - 40, Self.plain("v") + 4])
    }

    @Test func pairAdjustmentLooksPastMarksTheLookupIgnores() throws {
        var classes = Array(repeating: 1, count: 40)
        classes[g("m")] = 3
        let pairSet = Blob([.u16(1), .u16(g("v")), .u16(0xFFE2)])
        let lookup = Blob.lookup(2, flags: 0x8, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(0x4), .u16(0), .u16(1), .offset16(pairSet)])])
        let advances = try Self.advances("amv", lookups: [lookup], glyphClasses: classes)
        // The mark is zeroed after positioning (the default shaper's rule); a kerns with v.
        #expect(advances == [Self.plain("a") - 30, 0, Self.plain("v")])
    }

    @Test func cursiveAttachmentJoinsExitToEntry() throws {
        // a: exit at (80, 200); b: entry at (10, 50). Left to right, a's advance becomes 80 and b's shrinks by 10.
        let entryExit = { (flags: Int) in
            Blob.lookup(3, flags: flags, [Blob([.u16(1), .offset16(.coverage([g("a"), g("b")])), .u16(2),
                                                 .null, .offset16(Self.anchor(80, 200)), .offset16(Self.anchor(10, 50)), .null])])
        }
        #expect(try Self.advances("ab", lookups: [entryExit(0)], feature: "curs") == [80, Self.plain("b") - 10])
        // Right to left: the previous glyph's advance shrinks by its exit x, the current one's becomes its entry x.
        #expect(try Self.advances("ab", lookups: [entryExit(0)], feature: "curs", direction: .rightToLeft) == [Self.plain("a") - 80, 10])
        // The later glyph hangs from the earlier one (200 − 50 up); with the flag RightToLeft, the other way round.
        let hanging = try Self.glyphs("ab", gpos: [entryExit(0)], feature: "curs", glyphClasses: nil)
        #expect(hanging.map(\.yOffset) == [0, 150])
        #expect(hanging.map(\.xOffset) == [0, -10])
        #expect(try Self.glyphs("ab", gpos: [entryExit(0x1)], feature: "curs", glyphClasses: nil).map(\.yOffset) == [-150, 0])
    }

    @Test func placementsMoveTheGlyphBothWays() throws {
        // Single adjustment, XPlacement and YPlacement (value format 0x3): 15 right, 40 down.
        let single = Blob.lookup(1, [Blob([.u16(1), .offset16(.coverage([g("b")])), .u16(0x3), .u16(15), .u16(0xFFD8)])])
        let glyphs = try Self.glyphs("ab", gpos: [single], glyphClasses: nil)
        #expect(glyphs.map(\.xOffset) == [0, 15])
        #expect(glyphs.map(\.yOffset) == [0, -40])
        #expect(glyphs.map(\.advance) == [Self.plain("a"), Self.plain("b")])
    }

    @Test func markToBaseFindsTheBasePastOtherMarks() throws {
        // n (anchor (20, −10)) on a (anchor (300, 500)), with the mark m between them.
        let lookup = Self.markAttachment(4, marks: [g("n")], targets: [g("a")], markAnchors: [Self.anchor(20, -10)],
                                         targetAnchors: [[Self.anchor(300, 500)]])
        let glyphs = try Self.glyphs("amn", gpos: [lookup])
        #expect(glyphs.map(\.xOffset) == [0, 0, 280 - Self.plain("a")])
        #expect(glyphs.map(\.yOffset) == [0, 0, 510])
        #expect(glyphs.map(\.advance) == [Self.plain("a"), 0, 0])
        // Right to left (logical order), the mark follows its base in the line: no advance between them.
        let rightToLeft = try Self.glyphs("amn", gpos: [lookup], request: ShapingRequest(script: .hebrew, direction: .rightToLeft))
        #expect(rightToLeft.map(\.xOffset) == [0, 0, 280])
    }

    @Test func markToBaseLooksForTheBaseByIgnoringMarksAlone() throws {
        let anchors = (marks: [Self.anchor(0, 0)], bases: [[Self.anchor(300, 500)]])
        // IgnoreBaseGlyphs on the lookup does not keep the base from being found…
        let ignoringBases = Self.markAttachment(4, flags: 0x2, marks: [g("n")], targets: [g("a")], markAnchors: anchors.marks,
                                                targetAnchors: anchors.bases)
        #expect(try Self.glyphs("an", gpos: [ignoringBases]).map(\.yOffset) == [0, 500])
        // …but IgnoreMarks keeps the lookup off the mark itself.
        let ignoringMarks = Self.markAttachment(4, flags: 0x8, marks: [g("n")], targets: [g("a")], markAnchors: anchors.marks,
                                                targetAnchors: anchors.bases)
        #expect(try Self.glyphs("an", gpos: [ignoringMarks]).map(\.yOffset) == [0, 0])
    }

    @Test func markToBasePassesOverTheRestOfAMultipleSubstitutionsSequence() throws {
        // GSUB turns a into "a b"; the mark after them goes on a unless the subtable covers b.
        let sequence = Blob.lookup(2, [Blob([.u16(1), .offset16(.coverage([g("a")])), .u16(1), .offset16(Blob([.u16(2), .u16(g("a")), .u16(g("b"))]))])])
        let onA = Self.markAttachment(4, marks: [g("m")], targets: [g("a")], markAnchors: [Self.anchor(0, 0)],
                                      targetAnchors: [[Self.anchor(300, 500)]])
        let glyphs = try Self.glyphs("am", gpos: [onA], gsub: [sequence])
        #expect(glyphs.map(\.glyph) == [g("a"), g("b"), g("m")])
        #expect(glyphs.map(\.xOffset) == [0, 0, 300 - Self.plain("a") - Self.plain("b")])
        let onB = Self.markAttachment(4, marks: [g("m")], targets: [g("a"), g("b")], markAnchors: [Self.anchor(0, 0)],
                                      targetAnchors: [[Self.anchor(300, 500)], [Self.anchor(50, 400)]])
        #expect(try Self.glyphs("am", gpos: [onB], gsub: [sequence]).map(\.xOffset) == [0, 0, 50 - Self.plain("b")])
    }

    @Test func markToLigatureTakesTheComponentTheMarkFollowed() throws {
        // GSUB ligates f and i past the mark m (IgnoreMarks): m follows the first component; n,
        // after the ligature, is no mark of it and goes on the last component.
        let glyphs = try Self.glyphs("fmin", gpos: [Self.onLigatureComponents([Self.anchor(100, 600), Self.anchor(450, 650)])],
                                     gsub: [Self.ligating("fi")])
        #expect(glyphs.map(\.glyph) == [Self.ligature, g("m"), g("n")])
        #expect(glyphs.map(\.xOffset) == [0, 100 - 400, 450 - 400])
        #expect(glyphs.map(\.yOffset) == [0, 600, 650])
        // m, between the components, joins the ligature's cluster; n (a grapheme of its own, the
        // test's marks being letters to Unicode) does not.
        #expect(glyphs.map(\.cluster) == [0, 0, 3])
    }

    @Test func markToMarkStaysOnOneLigatureComponent() throws {
        // n goes on m only when both followed the same component of the ligature of f, i and l.
        let onMark = Self.markAttachment(6, marks: [g("n")], targets: [g("m")], markAnchors: [Self.anchor(0, 0)],
                                         targetAnchors: [[Self.anchor(10, 300)]])
        let sameComponent = try Self.glyphs("fmnil", gpos: [onMark], gsub: [Self.ligating("fil")])
        #expect(sameComponent.map(\.glyph) == [Self.ligature, g("m"), g("n")])
        #expect(sameComponent.map(\.yOffset) == [0, 0, 300])
        #expect(sameComponent.map(\.xOffset) == [0, 0, 10])
        let otherComponent = try Self.glyphs("fminl", gpos: [onMark], gsub: [Self.ligating("fil")])
        #expect(otherComponent.map(\.glyph) == [Self.ligature, g("m"), g("n")])
        #expect(otherComponent.map(\.yOffset) == [0, 0, 0])
    }

    @Test func markToMarkLooksPastMarksOutsideTheFilteringSet() throws {
        // o goes on m; n is between them. With the mark filtering set {m, o}, n is passed over.
        let lookup = { (filtering: Bool) in
            Self.markAttachment(6, flags: filtering ? 0x10 : 0, marks: [g("o")], targets: [g("m")], markAnchors: [Self.anchor(0, 0)],
                                targetAnchors: [[Self.anchor(10, 300)]], markFilteringSet: filtering ? 0 : nil)
        }
        let sets = [[g("m"), g("o")]]
        #expect(try Self.glyphs("amno", gpos: [lookup(true)], markSets: sets).map(\.yOffset) == [0, 0, 0, 300])
        #expect(try Self.glyphs("amno", gpos: [lookup(false)], markSets: sets).map(\.yOffset) == [0, 0, 0, 0])
    }

    @Test func damagedMarkAttachmentNeverTraps() throws {
        let base = [[Self.anchor(300, 500)]]
        // A mark record without an anchor: the mark's anchor is the origin.
        let noMarkAnchor = Self.markAttachment(4, marks: [g("n")], targets: [g("a")], markAnchors: [nil], targetAnchors: base)
        #expect(try Self.glyphs("an", gpos: [noMarkAnchor]).map(\.yOffset) == [0, 500])
        // No base anchor, a truncated one, one past the end, a class past the class count, an
        // array past the end: the mark stays where it is.
        let damaged = [
            Self.markAttachment(4, marks: [g("n")], targets: [g("a")], markAnchors: [Self.anchor(0, 0)], targetAnchors: [[nil]]),
            Self.markAttachment(4, marks: [g("n")], targets: [g("a")], markAnchors: [Self.anchor(0, 0)],
                                targetAnchors: [[Blob([.u16(1), .u16(300)])]]),
            Blob.lookup(4, [Blob([.u16(1), .offset16(.coverage([g("n")])), .offset16(.coverage([g("a")])), .u16(1),
                                  .offset16(Self.markArray([(0, Self.anchor(0, 0))])), .offset16(Blob([.u16(1), .u16(0xFFF0)]))])]),
            Self.markAttachment(4, marks: [g("n")], targets: [g("a")], markAnchors: [Self.anchor(0, 0)], targetAnchors: base, markClass: 7),
            Blob.lookup(5, [Blob([.u16(1), .offset16(.coverage([g("n")])), .offset16(.coverage([g("a")])), .u16(60000), .u16(0xFFF0), .u16(0xFFF0)])]),
            Blob.lookup(6, [Blob([.u16(1), .offset16(.coverage([g("n")])), .offset16(.coverage([g("m")])), .u16(60000),
                                  .offset16(Blob([.u16(60000)])), .offset16(Blob([.u16(60000)]))])]),
        ]
        for lookup in damaged {
            let glyphs = try Self.glyphs("amn", gpos: [lookup])
            #expect(glyphs.map(\.glyph) == [g("a"), g("m"), g("n")])
            #expect(glyphs.allSatisfy { $0.xOffset == 0 && $0.yOffset == 0 })
        }
        // Every truncation of a table of the three kinds.
        let bytes = Blob.layoutTable(features: [("mark", [0, 1, 2])], lookups: [
            Self.markAttachment(4, marks: [g("n")], targets: [g("a")], markAnchors: [Self.anchor(0, 0)], targetAnchors: base),
            Self.onLigatureComponents([Self.anchor(100, 600), Self.anchor(450, 650)]),
            Self.markAttachment(6, marks: [g("n")], targets: [g("m")], markAnchors: [Self.anchor(0, 0)], targetAnchors: base),
        ]).bytes
        for length in 0...bytes.count {
            var font = TestFont()
            font.tables["GPOS"] = Blob([.raw(Array(bytes.prefix(length)))])
            font.tables["GDEF"] = .glyphDefinitions(classes: Self.markClasses)
            #expect(try font.face().shape("amnfmin", Self.latin).count == 7)
        }
    }

    @Test func chainedContextPositioningAppliesNestedAdjustments() throws {
        let single = Blob.lookup(1, [Blob([.u16(1), .offset16(.coverage([g("b")])), .u16(0x4), .u16(50)])])
        let chain = Blob.lookup(8, [Blob([.u16(3), .u16(1), .offset16(.coverage([g("a")])), .u16(1), .offset16(.coverage([g("b")])),
                                           .u16(0), .u16(1), .u16(0), .u16(0)])])
        var font = TestFont()
        font.tables["GPOS"] = .layoutTable(features: [("kern", [1])], lookups: [single, chain])
        let advances = try font.face().shape("abcb", ShapingRequest(script: .latin, direction: .leftToRight)).map(\.advance)
        #expect(advances == [Self.plain("a"), Self.plain("b") + 50, Self.plain("c"), Self.plain("b")])
    }
}

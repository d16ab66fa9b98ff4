import TipLayout
import TipModel
import TipParallel
import TipStyle

/// The review sheet of a document: the source path as a heading, then every component with a
/// caption (`Greeting · tooltip · 177 × 80.3`) above it, on a neutral light background. A
/// component laid out in full at other content size categories is shown at each of them too,
/// side by side in one row, the category closing each caption (`… · large`, `… · AX3`); and in
/// each of the document's appearances, side by side too (`… · dark`), a dark drawing over a
/// dark checkerboard; with Bold Text beside each when the document has it (`… · Bold Text`);
/// and in each locale laid out, source language first (`… · ko`).
///
/// Each component sits in its own translated group over a checkerboard (so transparent areas
/// show) framed by a dashed line at its bounds; a tooltip's anchor is marked with a red circled
/// cross (``AnchorMarker``: beyond the tip of its arrow, on the anchor without one), which its
/// cell leaves room for; a tooltip that moves has its animations written under its drawing
/// (``MotionCaption``); with the accessibility overlay asked for, what VoiceOver reads and where
/// taps land are drawn over each component (``AccessibilityOverlay``). These aids appear in the
/// sheet only, never in the per-component files.
struct ReviewSheet {
    /// Space around the sheet's content and between components.
    static let margin: Double = 24
    /// Font size of the heading (the source path).
    static let headingSize: Double = 15
    /// Font size of the captions.
    static let captionSize: Double = 13
    /// Space between a caption's baseline and the top of its component's drawing.
    static let captionGap: Double = 8
    /// Between the baselines of the lines under a drawing (its motion).
    static let noteLineHeight: Double = 17
    /// The widest a row of drawings grows, margins between drawings included: a component's
    /// variants go on into further lines rather than make the sheet wider than a screen (a
    /// drawing wider than this has a line of its own).
    static let maximumLineWidth: Double = 2000
    /// Id of the checkerboard pattern (component ids start with `c<index>-`, so it can't collide).
    static let checkerID: StaticString = "sheet-checker"
    /// Id of the dark checkerboard, behind drawings in dark appearance.
    static let darkCheckerID: StaticString = "sheet-checker-dark"

    /// The document shown.
    let document: LayoutDocument
    /// The sheet's extent: its content and margins, in points.
    let box: TipRect
    /// Where each component's row starts, down the sheet.
    let rowTops: [Double]

    /// What a cell shows of a drawing covering `viewBox` with aids covering `aids` (the anchor
    /// marker, the overlay): `viewBox` grown to hold them, each side that grows moved out to a
    /// whole point.
    static func extent(of viewBox: TipRect, holding aids: [TipRect]) -> TipRect {
        guard !aids.isEmpty else { return viewBox }
        var minX = viewBox.minX, minY = viewBox.minY, maxX = viewBox.maxX, maxY = viewBox.maxY
        for aid in aids {
            minX = min(minX, aid.minX.rounded(.down))
            minY = min(minY, aid.minY.rounded(.down))
            maxX = max(maxX, aid.maxX.rounded(.up))
            maxY = max(maxY, aid.maxY.rounded(.up))
        }
        return TipRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Measures the sheet of `document` (what ``write(into:)`` then draws): its rows on all
    /// cores, then where each starts, one after the other.
    init(_ document: LayoutDocument) {
        self.document = document
        var y = Self.margin + Self.headingSize
        var width = Self.estimatedWidth(of: document.source, size: Self.headingSize)
        if document.components.isEmpty { y += Self.captionGap + Self.captionSize }
        let count = document.components.count
        let chunks = ParallelWork.chunks(
            of: count, minimumChunk: OrderedPieces.itemsPerPiece,
            maximumChunks: ParallelWork.pieces(forThreads: ParallelWork.coreCount))
        let extents = ParallelWork.map(count: count, in: chunks, state: {}) { index, _ in
            Self.extent(ofRowAt: index, of: document)
        }.elements
        var rowTops: [Double] = []
        rowTops.reserveCapacity(count)
        for extent in extents {
            rowTops.append(y)
            // The same additions, in the same order, as ``writeRow(_:top:into:)`` makes.
            y += Self.margin + Self.captionSize
            y += Self.captionGap
            y += extent.height
            width = max(width, extent.width)
        }
        self.rowTops = rowTops
        box = TipRect(x: 0, y: 0, width: (width + 2 * Self.margin).rounded(.up), height: (y + Self.margin).rounded(.up))
    }

    /// The width of component `index`'s row (its widest line: cells and the margins between
    /// them) and its height (each line's tallest cell, motion lines included, and the captions
    /// and margins between lines).
    private static func extent(ofRowAt index: Int, of document: LayoutDocument) -> (width: Double, height: Double) {
        let lines = lines(of: SheetCell.cells(ofComponentAt: index, of: document))
        let width = lines.map { $0.map(\.width).reduce(0, +) + margin * Double($0.count - 1) }.max() ?? 0
        let height = lines.map(lineHeight).reduce(0, +) + Double(lines.count - 1) * spaceBetweenLines
        return (width, height)
    }

    /// From the bottom of one line of a row to the top of the next one's drawings: a margin
    /// and the next line's captions.
    private static let spaceBetweenLines = margin + captionSize + captionGap

    /// The height of a line of cells: its tallest cell's.
    private static func lineHeight(_ line: ArraySlice<SheetCell>) -> Double {
        line.map(\.height).max() ?? 0
    }

    /// `cells` in lines, in order, each as many as fit in ``maximumLineWidth``, at least one.
    private static func lines(of cells: [SheetCell]) -> [ArraySlice<SheetCell>] {
        var lines: [ArraySlice<SheetCell>] = []
        var start = cells.startIndex, width = 0.0
        for (index, cell) in cells.enumerated() {
            if index > start && width + margin + cell.width > maximumLineWidth {
                lines.append(cells[start..<index])
                start = index
                width = 0
            }
            width += (index > start ? margin : 0) + cell.width
        }
        lines.append(cells[start...])
        return lines
    }

    /// Writes the whole `<svg>` element, its rows in ordered pieces on all cores (see
    /// ``OrderedPieces``), so that only a few pieces' drawings exist at once however long the
    /// document is.
    func write(into out: inout OutputBytes) {
        let margin = Self.margin
        SVGWriter.writeRootStart(box, into: &out)
        out.openTag("title", indent: 2)
        out.writeContent(document.source, closing: "title")
        out.openTag("defs", indent: 2)
        out.closeStartTag()
        SheetCell.writeCheckerboard(for: .light, into: &out)
        if document.appearances.contains(where: \.isDark) { SheetCell.writeCheckerboard(for: .dark, into: &out) }
        out.closeTag("defs", indent: 2)
        out.openTag("rect", indent: 2)
        SVGStyle.writeBounds(box, into: &out)
        out.attribute("fill", literal: "#F2F2F7")
        out.closeEmptyTag()
        var y = margin + Self.headingSize
        Self.writeLabel(x: margin, baseline: y, size: Self.headingSize, weight: 600, into: &out) { XMLText.write(escaping: document.source, into: &$0) }
        if document.components.isEmpty {
            y += Self.captionGap + Self.captionSize
            Self.writeLabel(x: margin, baseline: y, size: Self.captionSize, weight: 400, into: &out) { $0.write(literal: "No components.") }
        }
        OrderedPieces.write(count: document.components.count, into: &out) { [self] range, out in
            for index in range { writeRow(index, top: rowTops[index], into: &out) }
        }
        out.closeTag("svg", indent: 0)
    }

    /// Component `index`'s row, starting `top` points down the sheet: line after line (see
    /// ``lines(of:)``), its captions, then its drawings under them.
    private func writeRow(_ index: Int, top: Double, into out: inout OutputBytes) {
        let margin = Self.margin
        var y = top + margin + Self.captionSize
        for line in Self.lines(of: SheetCell.cells(ofComponentAt: index, of: document)) {
            var x = margin
            for cell in line {
                Self.writeLabel(x: x, baseline: y, size: Self.captionSize, weight: 400, into: &out, content: cell.caption.write)
                x += cell.width + margin
            }
            y += Self.captionGap
            x = margin
            for cell in line {
                cell.write(at: TipPoint(x: x - cell.extent.x, y: y - cell.extent.y), into: &out)
                for (index, motionLine) in cell.motion.enumerated() {
                    let baseline = y + cell.extent.height + Self.captionGap + Self.captionSize + Double(index) * Self.noteLineHeight
                    Self.writeLabel(x: x, baseline: baseline, size: Self.captionSize, weight: 400, into: &out) {
                        XMLText.write(escaping: motionLine, into: &$0)
                    }
                }
                x += cell.width + margin
            }
            y += Self.lineHeight(line) + margin + Self.captionSize
        }
    }

    /// A line of sheet text in the system font, dark grey, whose escaped content `content` writes.
    private static func writeLabel(
        x: Double, baseline: Double, size: Double, weight: Double, into out: inout OutputBytes, content: (inout OutputBytes) -> Void
    ) {
        out.openTag("text", indent: 2)
        out.attribute("x", x)
        out.attribute("y", baseline)
        out.attribute("font-family") { SVGStyle.writeFontFamily(nil, into: &$0) }
        out.attribute("font-size", size)
        out.attribute("font-weight", weight)
        out.attribute("fill", literal: "#3C3C43")
        out.attribute("xml:space", literal: "preserve")
        out.append(UInt8(ascii: ">"))
        content(&out)
        out.write(literal: "</text>\n")
        out.flushIfFull()
    }

    /// A generous width estimate for sheet text (the emitter has no font metrics): 0.62 em per
    /// character, a full em for wide scripts (CJK, Hangul, emoji); added one character after the
    /// other to `start`.
    static func estimatedWidth(of text: String, size: Double, after start: Double = 0) -> Double {
        var text = text
        return text.withUTF8 { bytes in
            var width = start
            for (offset, lead) in bytes.enumerated() where lead & 0xC0 != 0x80 {  // each character's first byte
                width += isWide(lead: lead, at: offset, in: bytes) ? size : estimatedWidth(ofNarrowCharacterAt: size)
            }
            return width
        }
    }

    /// The estimated width of one character that is not wide, at font size `size`.
    static func estimatedWidth(ofNarrowCharacterAt size: Double) -> Double {
        size * 0.62
    }

    /// Whether the character whose UTF-8 starts with `lead` at `offset` of `bytes` (valid UTF-8)
    /// is wide: Hangul jamo U+1100–U+115F, or anything from U+2E80 on (CJK, Hangul, emoji).
    private static func isWide(lead: UInt8, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch lead {
        case ..<0xE0: return false  // below U+0800
        case ..<0xF0:
            let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
            return (0x1100...0x115F).contains(value) || value >= 0x2E80
        default: return true  // from U+10000 on
        }
    }
}

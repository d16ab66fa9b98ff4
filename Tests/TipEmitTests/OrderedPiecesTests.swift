import Testing
import TipLayout
import TipModel
@testable import TipEmit

/// Outputs written in pieces on all cores are the bytes of writing them in one go.
@Suite struct OrderedPiecesTests {
    /// Items of different lengths, so a piece out of place shows.
    private static func item(_ index: Int) -> String { "item \(index)" + String(repeating: "·", count: index % 9) + "\n" }

    @Test(arguments: [0, 1, 255, 256, 257, 5_000])
    func piecesJoinedInOrderAreTheWholeText(count: Int) {
        let expected = (0..<count).map(Self.item).joined()
        let inMemory = OutputBytes.text { out in
            OrderedPieces.write(count: count, into: &out) { range, out in
                for index in range { out.write(Self.item(index)) }
            }
        }
        #expect(inMemory == expected)
        let sink = OutputLimitsTests.ChunkSink()
        OutputBytes.stream(to: sink) { out in
            out.write("head\n")
            OrderedPieces.write(count: count, into: &out) { range, out in
                for index in range { out.write(Self.item(index)) }
            }
        }
        #expect(sink.chunks.flatMap { $0 } == Array(("head\n" + expected).utf8))
        #expect(sink.chunks.allSatisfy { $0.count <= OutputBytes.chunkSize + 64 })
    }

    /// The components array of a document long enough for several pieces is each component's own
    /// text — as a document of that component alone holds it — in order.
    @Test func aLongDocumentsComponentsAreEachComponentsTextInOrder() throws {
        let count = 3 * OrderedPieces.itemsPerPiece + 17
        let components = (0..<count).map { SampleLayouts.layout(SampleLayouts.greeting(name: "Tip\($0)")) }
        let each = try components.map { try Self.componentsText(of: LayoutDocument(source: "long.tip", components: [$0])) }
        #expect(try Self.componentsText(of: LayoutDocument(source: "long.tip", components: components)) == each.joined(separator: ",\n"))
    }

    /// What the JSON of `document` holds between the brackets of its components array.
    private static func componentsText(of document: LayoutDocument) throws -> String {
        let text = JSONWriter.write(document)
        let start = try #require(text.range(of: "\"components\": [\n"))
        let end = try #require(text.range(of: "\n  ],\n  \"styles\""))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The rows of a sheet long enough for several pieces follow one another down the sheet,
    /// each caption one row's height below the one before (a row holds its drawing and its
    /// anchor marker).
    @Test func aLongSheetsRowsAreStackedInOrder() throws {
        let count = 2 * OrderedPieces.itemsPerPiece + 5
        let tooltips = (0..<count).map { index -> TipTooltip in
            var tooltip = SampleLayouts.greeting(name: "Tip\(index)")
            tooltip.size.height += Double(index % 5)  // rows of different heights
            return tooltip
        }
        let components = tooltips.map(SampleLayouts.layout)
        let document = LayoutDocument(source: "long.tip", components: components)
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(document)))
        // The captions, not the tooltips' own lines of text.
        let captions = parsed.all("text").filter { $0.text.contains(" · tooltip · ") }
        #expect(captions.map { $0.text } == tooltips.map { SheetCaption(of: TipComponent.tooltip($0)).text })
        var y = ReviewSheet.margin + ReviewSheet.headingSize
        for (caption, tooltip) in zip(captions, tooltips) {
            y += ReviewSheet.margin + ReviewSheet.captionSize
            let baseline = try #require(ParsedSVG.numbers(caption.attributes["y"]).first)
            #expect(abs(baseline - y) < 0.001)
            let viewBox = ComponentDrawing.viewBox(of: TipComponent.tooltip(tooltip))
            y += ReviewSheet.captionGap + ReviewSheet.extent(of: viewBox, holding: [AnchorMarker(for: tooltip).bounds]).height
        }
    }
}

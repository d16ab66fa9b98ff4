import Testing
import TipLayout
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
    /// text, indented into the array, in order.
    @Test func aLongDocumentsComponentsAreEachComponentsTextInOrder() throws {
        let count = 3 * OrderedPieces.itemsPerPiece + 17
        let components = (0..<count).map { ComponentLayout.tooltip(SampleLayouts.greeting(name: "Tip\($0)")) }
        let text = JSONWriter.write(LayoutDocument(source: "long.tip", components: components))
        let each = components.map { component in
            JSONWriter.text(of: component, style: 0).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 }.joined(separator: "\n")
        }
        let start = try #require(text.range(of: "\"components\": [\n"))
        let end = try #require(text.range(of: "\n  ],\n  \"styles\""))
        #expect(String(text[start.upperBound..<end.lowerBound]) == each.joined(separator: ",\n"))
    }

    /// The rows of a sheet long enough for several pieces follow one another down the sheet,
    /// each caption one row's height below the one before (a row holds its drawing and its
    /// anchor marker).
    @Test func aLongSheetsRowsAreStackedInOrder() throws {
        let count = 2 * OrderedPieces.itemsPerPiece + 5
        let tooltips = (0..<count).map { index -> TooltipLayout in
            var tooltip = SampleLayouts.greeting(name: "Tip\(index)")
            tooltip.size.height += Double(index % 5)  // rows of different heights
            return tooltip
        }
        let components = tooltips.map(ComponentLayout.tooltip)
        let document = LayoutDocument(source: "long.tip", components: components)
        let parsed = try #require(ParsedSVG(SVGWriter.sheet(document)))
        // The captions, not the tooltips' own lines of text.
        let captions = parsed.all("text").filter { $0.text.contains(" · tooltip · ") }
        #expect(captions.map { $0.text } == components.map { SheetCaption(of: $0).text })
        var y = ReviewSheet.margin + ReviewSheet.headingSize
        for (caption, tooltip) in zip(captions, tooltips) {
            y += ReviewSheet.margin + ReviewSheet.captionSize
            let baseline = try #require(ParsedSVG.numbers(caption.attributes["y"]).first)
            #expect(abs(baseline - y) < 0.001)
            let viewBox = ComponentDrawing.viewBox(of: .tooltip(tooltip))
            y += ReviewSheet.captionGap + ReviewSheet.extent(of: viewBox, holding: AnchorMarker(for: tooltip)).height
        }
    }
}

import Foundation
import Testing
import TipLayout
import TipModel
import TipSemantics
@testable import TipEmit
import TipStyle

/// Every SVG is one a renderer accepts, and every writer streams: a document of any length
/// reaches its sink in bounded chunks.
@Suite struct OutputLimitsTests {
    /// The numbers of the attribute `name` of the root `<svg>` of `svg`.
    static func rootNumbers(_ name: String, of svg: String) throws -> [Double] {
        let root = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<svg ") })
        let start = try #require(root.range(of: " \(name)=\""))
        return try root[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").map { try #require(Double($0)) }
    }

    /// `width` and `height` of the root `<svg>` of `svg`.
    static func displaySize(_ svg: String) throws -> (width: Double, height: Double) {
        (try rootNumbers("width", of: svg)[0], try rootNumbers("height", of: svg)[0])
    }

    @Test func anEmptyTagGroupIsDrawnOnAOnePointCanvas() throws {
        let empty = TipTagGroup(
            name: "Empty", size: TipSize(width: 375, height: 0), background: .clear,
            padding: EdgeInsets(all: 0), rows: 0, hiddenCount: 0, tags: [])
        let svg = SVGWriter.component(.tags(empty))
        let size = try Self.displaySize(svg)
        #expect(size.width == 375 && size.height == 1)
        #expect(svg.contains("viewBox=\"0 0 375 1\""))
    }

    @Test func aSheetTallerThanARendererDrawsIsDisplayedSmallerInProportion() throws {
        let tooltip = SampleLayouts.greeting()
        let document = LayoutDocument(source: "tall.tip", components: Array(repeating: SampleLayouts.layout(tooltip), count: 600))
        let svg = SVGWriter.sheet(document)
        let size = try Self.displaySize(svg)
        #expect(size.height == SVGWriter.maximumDisplaySize)
        #expect(size.width >= 1 && size.width < 400)
        // The viewBox keeps the geometry in points.
        let viewBox = try Self.rootNumbers("viewBox", of: svg)
        #expect(viewBox[3] > SVGWriter.maximumDisplaySize)
        #expect(abs(size.width / size.height - viewBox[2] / viewBox[3]) < 0.001)
    }

    /// Collects what a writer streams, chunk by chunk.
    final class ChunkSink: ByteSink {
        var chunks: [[UInt8]] = []
        func write(_ bytes: UnsafeRawBufferPointer) { chunks.append(Array(bytes)) }
    }

    @Test(arguments: ["json", "sheet"])
    func aLongDocumentIsStreamedInBoundedChunks(kind: String) {
        let components = (0..<2_000).map { SampleLayouts.layout(SampleLayouts.greeting(name: "Tip\($0)")) }
        let document = LayoutDocument(source: "long.tip", components: components)
        let sink = ChunkSink()
        let whole: String
        if kind == "json" {
            JSONWriter.write(document, to: sink)
            whole = JSONWriter.write(document)
        } else {
            SVGWriter.writeSheet(document, to: sink)
            whole = SVGWriter.sheet(document)
        }
        #expect(sink.chunks.count > 10)
        // A chunk is handed on once it reaches the chunk size; one component's text at most
        // passes it.
        #expect(sink.chunks.allSatisfy { $0.count < OutputBytes.chunkSize + 16_384 })
        #expect(sink.chunks.flatMap { $0 } == Array(whole.utf8))
    }
}

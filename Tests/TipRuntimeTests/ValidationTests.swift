import Foundation
import Testing
import TipRuntime
import TipTestSupport

/// Documents that are not a layout tree this runtime reads fail with a clear error.
@Suite(.readsGoldens) struct ValidationTests {
    /// The showcase golden with `replace` replaced by `with` (which must occur in it).
    private func showcase(replacing replace: String, with replacement: String) throws -> Data {
        let text = String(decoding: try GoldenDocuments.data("Tests/Golden/samples/showcase.json"), as: UTF8.self)
        #expect(text.contains(replace))
        return Data(text.replacingOccurrences(of: replace, with: replacement).utf8)
    }

    @Test func anUnsupportedVersionThrows() throws {
        for version in [1, 5] {
            let data = try showcase(replacing: "\"version\": 4,", with: "\"version\": \(version),")
            #expect(throws: TipRuntimeError.unsupportedVersion(version, supported: 2...4)) {
                try TipDocument.decode(from: data)
            }
        }
        let message = TipRuntimeError.unsupportedVersion(1, supported: 2...4).description
        #expect(message.contains("version 1"))
        #expect(message.contains("reads version 2…4"))
    }

    @Test func theVersionIsCheckedBeforeTheShape() throws {
        let data = Data(#"{ "version": 7, "components": "not even an array" }"#.utf8)
        #expect(throws: TipRuntimeError.unsupportedVersion(7, supported: 2...4)) {
            try TipDocument.decode(from: data)
        }
    }

    @Test func anUnknownKindThrows() throws {
        let data = try showcase(replacing: "\"kind\": \"tags\"", with: "\"kind\": \"carousel\"")
        #expect(throws: TipRuntimeError.unknownComponentKind("carousel")) {
            try TipDocument.decode(from: data)
        }
    }

    @Test func aBadColourThrowsSayingWhere() throws {
        let data = try showcase(replacing: "\"#01B7FFFF\"", with: "\"#01B7FF\"")
        do {
            _ = try TipDocument.decode(from: data)
            Issue.record("a six-digit colour was read")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("expected a colour `#RRGGBBAA`, found `#01B7FF`"))
            #expect(context.codingPath.map(\.stringValue).starts(with: ["components", "Index 0", "bubble", "fill"]))
        }
    }

    @Test func colours() throws {
        let color = try #require(TipColor(hex: "#ff8000cc"))
        #expect(color == TipColor(red: 255, green: 128, blue: 0, alpha: 204))
        #expect(color.hex == "#FF8000CC")
        #expect(abs(color.opacity - 0.8) < 1e-9)
        for bad in ["", "#", "FF8000CC", "#FF8000C", "#FF8000CCC", "#GG8000CC", "#+F8000CC", "#-F8000CC", "#ＦF8000CC"] {
            #expect(TipColor(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func paths() throws {
        let path = try TipPath(svgData: "M0 0H10V5L3 4Q1 2 0 1A2 2 0 0 1 -1.5 .5Z")
        #expect(path.commands == [
            .move(TipPoint(x: 0, y: 0)),
            .line(TipPoint(x: 10, y: 0)),
            .line(TipPoint(x: 10, y: 5)),
            .line(TipPoint(x: 3, y: 4)),
            .quadCurve(control: TipPoint(x: 1, y: 2), to: TipPoint(x: 0, y: 1)),
            .arc(radius: 2, clockwise: true, to: TipPoint(x: -1.5, y: 0.5)),
            .close,
        ])
        #expect(path.svgData == "M0 0H10V5L3 4Q1 2 0 1A2 2 0 0 1 -1.5 0.5Z")
        #expect(try TipPath(svgData: path.svgData) == path)
        #expect(try TipPath(svgData: "M1 2L3 4 5 6").commands.count == 3)  // repeated arguments
        #expect(try TipPath(svgData: "").commands.isEmpty)
        // What tipc never writes: relative commands, cubic curves, elliptical, rotated or large arcs.
        for bad in ["L1 2", "M1", "M1 2l3 4", "M1 2A1 1 0 2 0 3 4", "M1 2Lx 3", "M1e999 2", "M0 0C1 2 3 4 5 6", "M0 0A1 2 0 0 1 3 4",
                    "M0 0A1 1 30 0 1 3 4", "M0 0A1 1 0 1 1 3 4"] {
            #expect(throws: TipRuntimeError.self, "\(bad)") { try TipPath(svgData: bad) }
        }
    }
}

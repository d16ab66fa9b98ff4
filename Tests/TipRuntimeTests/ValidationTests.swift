import Foundation
import Testing
import TipRuntime

/// Documents that are not a layout tree this runtime reads fail with a clear error.
@Suite struct ValidationTests {
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

    @Test func aBadColourThrows() throws {
        let data = try showcase(replacing: "\"#01B7FFFF\"", with: "\"#01B7FF\"")
        #expect(throws: TipRuntimeError.invalidColor("#01B7FF")) {
            try TipDocument.decode(from: data)
        }
    }

    @Test func colours() throws {
        let color = try TipColor(hex: "#ff8000cc")
        #expect(color == TipColor(r: 255, g: 128, b: 0, a: 204))
        #expect(color.hex == "#FF8000CC")
        #expect(color.red == 1)
        #expect(abs(color.alpha - 0.8) < 1e-9)
        for bad in ["", "#", "FF8000CC", "#FF8000C", "#FF8000CCC", "#GG8000CC", "#ＦF8000CC"] {
            #expect(throws: TipRuntimeError.invalidColor(bad)) { try TipColor(hex: bad) }
        }
    }

    @Test func paths() throws {
        let path = try TipPath(svgData: "M0 0H10V5L3 4Q1 2 0 1A2 2 0 0 1 -1.5 .5C1 2 3 4 5 6Z")
        #expect(path.commands == [
            .move(TipPoint(x: 0, y: 0)),
            .line(TipPoint(x: 10, y: 0)),
            .line(TipPoint(x: 10, y: 5)),
            .line(TipPoint(x: 3, y: 4)),
            .quadCurve(control: TipPoint(x: 1, y: 2), to: TipPoint(x: 0, y: 1)),
            .arc(radiusX: 2, radiusY: 2, rotation: 0, largeArc: false, sweep: true, to: TipPoint(x: -1.5, y: 0.5)),
            .curve(control1: TipPoint(x: 1, y: 2), control2: TipPoint(x: 3, y: 4), to: TipPoint(x: 5, y: 6)),
            .close,
        ])
        #expect(try TipPath(svgData: "M1 2L3 4 5 6").commands.count == 3)  // repeated arguments
        #expect(try TipPath(svgData: "").commands.isEmpty)
        for bad in ["L1 2", "M1", "M1 2l3 4", "M1 2A1 1 0 2 0 3 4", "M1 2Lx 3", "M1e999 2"] {
            #expect(throws: TipRuntimeError.self, "\(bad)") { try TipPath(svgData: bad) }
        }
    }
}

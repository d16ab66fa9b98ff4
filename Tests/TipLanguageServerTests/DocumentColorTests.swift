import Foundation
import Testing
import TipEmit
@testable import TipLanguageServer

/// `textDocument/documentColor` and `textDocument/colorPresentation` over pipes.
@Suite struct DocumentColorTests {
    static let uri = "file:///tmp/tipc-lsp-colors/colors.tip"

    /// Every form of colour, after Korean text and an emoji on line 2 (UTF-16 columns differ
    /// from bytes and scalars there), in constants, properties, nested blocks and both sides of
    /// `color(light:dark:)`; and what is not a colour literal (a constant's use, a channel out
    /// of range, a number).
    static let text = """
        let brand = #01B7FF
        let translucent = rgba(1, 183, 255, 0.5)
        tooltip A { text: "안녕 👋"; background: brand; textColor: #F80
            border: systemBlue 2
            shadow { color: #0008 }
            borderColor: color(light: white, dark: systemBlue)
        }
        tags B {
            items: ["x"]
            background: rgb(300, 0, 0)
            tag { textColor: #FF880080; background: rgb(0, 128, 255); border: #FFFFFF80 1 }
        }

        """

    /// The colours answered, each as `line:start-end #RRGGBBAA` (channels back in 8 bits).
    static func colors(_ result: JSON?) -> [String] {
        (result?.arrayValue ?? []).map { information in
            let range = information["range"]
            let line = range?["start"]?["line"]?.integerValue ?? -1
            let span = "\(line):\(range?["start"]?["character"]?.integerValue ?? -1)-\(range?["end"]?["character"]?.integerValue ?? -1)"
            let channels = ["red", "green", "blue", "alpha"].map { name -> String in
                let value: Double = switch information["color"]?[name] {
                case .number(let number)?: number
                case .integer(let number)?: Double(number)
                default: -1
                }
                let byte = Int((value * 255).rounded())
                return (0...255).contains(byte) ? String(format: "%02X", byte) : "??"
            }
            return span + " #" + channels.joined()
        }
    }

    @Test func everyColourLiteralWithItsValue() throws {
        let client = LanguageClient()
        #expect(try client.initialize()["capabilities"]?["colorProvider"] == true)
        client.open(Self.uri, Self.text)
        let result = try client.request("textDocument/documentColor", ["textDocument": ["uri": .string(Self.uri)]])["result"]
        #expect(Self.colors(result) == [
            "0:12-19 #01B7FFFF",
            "1:18-40 #01B7FF80",
            // `tooltip A { text: "안녕 👋"; background: brand; textColor: ` is 57 UTF-16 units.
            "2:57-61 #FF8800FF",
            "3:12-22 #007AFFFF",
            "4:20-25 #00000088",
            "5:30-35 #FFFFFFFF",
            "5:43-53 #0A84FFFF",
            "10:21-30 #FF880080",
            "10:44-60 #0080FFFF",
            "10:70-79 #FFFFFF80",
        ])
        #expect(result?.arrayValue?.first?["color"] == ["red": .number(1.0 / 255), "green": .number(183.0 / 255), "blue": 1, "alpha": 1])
        let closed = try client.request("textDocument/documentColor", ["textDocument": ["uri": "file:///tmp/not-open.tip"]])
        #expect(closed["result"] == [])
        _ = try client.finish()
    }

    private static func presentations(_ client: LanguageClient, red: Double, green: Double, blue: Double, alpha: Double) throws -> JSON {
        let range: JSON = ["start": ["line": 2, "character": 57], "end": ["line": 2, "character": 61]]
        return try client.request("textDocument/colorPresentation", [
            "textDocument": ["uri": .string(uri)], "color": ["red": .number(red), "green": .number(green), "blue": .number(blue), "alpha": .number(alpha)],
            "range": range,
        ])
    }

    @Test func aPickedColourIsOfferedAsHexAndRgba() throws {
        let client = LanguageClient()
        try client.initialize()
        client.open(Self.uri, Self.text)
        let opaque = try #require(try Self.presentations(client, red: 1, green: 136.0 / 255, blue: 0, alpha: 1)["result"]?.arrayValue)
        #expect(opaque.map { $0["label"] } == ["#FF8800", "rgba(255, 136, 0, 1)"])
        let range: JSON = ["start": ["line": 2, "character": 57], "end": ["line": 2, "character": 61]]
        #expect(opaque.first?["textEdit"] == ["range": range, "newText": "#FF8800"])

        let half = try Self.presentations(client, red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)["result"]
        #expect(half?.arrayValue?.map { $0["label"] } == ["#33669980", "rgba(51, 102, 153, 0.5)"])
        // 0x45 / 255 = 0.2706: 0.27 is read back as 0x45 (68.85 rounds to 69).
        let alpha = try Self.presentations(client, red: 0, green: 0, blue: 0, alpha: 69.0 / 255)["result"]
        #expect(alpha?.arrayValue?.map { $0["label"] } == ["#00000045", "rgba(0, 0, 0, 0.27)"])

        let outside = try Self.presentations(client, red: 1.5, green: 0, blue: 0, alpha: 1)
        #expect(outside["error"]?["code"] == -32602)
        _ = try client.finish()
    }
}

import Foundation
import Testing
import TipEmit
@testable import TipLanguageServer

/// The editor shows the font diagnostics `tipc check` reports (E050, E051, W004), from faces
/// kept between compiles, beside the other phases' errors.
@Suite struct FontDiagnosticsTests {
    @Test func aMissingOrInvalidFontFileAndAnUnknownFamilyAreReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-lsp-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/bad.ttf"))
        let uri = "file://" + folder + "/a.tip"
        let text = """
            font "Brand" { regular: "missing.ttf"; bold: "bad.ttf" }
            tooltip A { text: "x"; font: "Brand" 15 }
            tooltip B { text: "y"; font: "No Such Family Anywhere" 15 }

            """
        let client = LanguageClient()
        _ = try client.initialize()
        client.open(uri, text)
        let codes = try client.diagnostics(for: uri).compactMap { $0["code"]?.stringValue }
        #expect(codes == ["E050", "E051", "W004"])

        // The same diagnostics on the next edit, with the faces and folders kept.
        client.change(uri, text + "\n", version: 2)
        let again = try client.diagnostics(for: uri).compactMap { $0["code"]?.stringValue }
        #expect(again == ["E050", "E051", "W004"])

        // With an error elsewhere, the font files are still reported, in the same publication;
        // no family is looked up by name then.
        client.change(uri, text + "tooltip C { text: \"z\"; textColor: whit }\n", version: 3)
        let withError = try client.diagnostics(for: uri).compactMap { $0["code"]?.stringValue }
        #expect(withError == ["E050", "E051", "E022"])
    }
}

import Foundation
import Testing
import TipEmit
@testable import TipLanguageServer

/// The editor shows what `tipc check` reports of the strings table and of every variant:
/// a missing key with its suggestion, a missing translation, and text cut off in a locale.
@Suite struct VariantDiagnosticsTests {
    @Test func stringsTableAndCheckDiagnosticsAreReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-lsp-strings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "tip": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Tap"}},
                "de": {"stringUnit": {"state": "translated", "value": "Tippen Sie hier, um mit der Einrichtung zu beginnen"}}}},
              "new": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "New"}}}}
            }}
            """
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        let uri = "file://" + folder + "/a.tip"
        let text = """
            strings "Localizable.xcstrings"
            tooltip A { text: localized("tip"); width: 120; numberOfLines: 1 }
            tags B { items: [localized("new")] }

            """
        let client = LanguageClient()
        _ = try client.initialize()
        client.open(uri, text)
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.compactMap { $0["code"]?.stringValue } == ["W006", "W005"])
        #expect(diagnostics.first?["message"]?.stringValue?.hasPrefix("`A` in `de` at the default text size (large)") == true)
        #expect(diagnostics.first?["range"]?["start"]?["line"] == .integer(1))

        client.change(uri, text.replacingOccurrences(of: "localized(\"new\")", with: "localized(\"nwe\")"), version: 2)
        let misspelt = try client.diagnostics(for: uri)
        #expect(misspelt.compactMap { $0["code"]?.stringValue } == ["E061"])
        #expect(misspelt.first?["range"]?["start"]?["character"] == .integer(27))
    }
}

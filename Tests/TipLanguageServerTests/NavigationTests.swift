import Testing
import TipEmit
@testable import TipLanguageServer

/// Go-to-definition, hover on declarations and constants, and document symbols, over pipes,
/// on a project whose import lives in another file.
@Suite struct NavigationTests {
    let project: FixtureProject
    let uri: String

    init() throws {
        project = try FixtureProject()
        uri = project.uri("project.tip")
    }

    private func range(_ line: Int, _ start: Int, _ end: Int) -> JSON {
        ["start": ["line": .integer(line), "character": .integer(start)], "end": ["line": .integer(line), "character": .integer(end)]]
    }

    @Test func urisArePercentEncoded() {
        #expect(uri.contains("/tipc%20lsp%20"))
        #expect(uri.hasPrefix("file:///"))
    }

    @Test func parentInAnImportedFile() throws {
        let client = try project.openProject()
        let location = try #require(try client.request("textDocument/definition", LanguageClient.at(uri, 4, 19))["result"])
        #expect(location["uri"] == .string(project.uri("shared/brand.tip")))
        #expect(location["range"] == range(4, 6, 12))
        _ = try client.finish()
    }

    @Test func parentInTheSameFileAndConstants() throws {
        let client = try project.openProject()
        let parent = try client.request("textDocument/definition", LanguageClient.at(uri, 8, 16))["result"]
        #expect(parent?["uri"] == .string(uri))
        #expect(parent?["range"] == range(4, 6, 14))
        let constant = try client.request("textDocument/definition", LanguageClient.at(uri, 10, 17))["result"]
        #expect(constant?["range"] == range(2, 4, 10))
        let propertyName = try client.request("textDocument/definition", LanguageClient.at(uri, 10, 6))
        #expect(propertyName["result"] == .null)
        _ = try client.finish()
    }

    @Test func importStringOpensTheFile() throws {
        let client = try project.openProject()
        let location = try client.request("textDocument/definition", LanguageClient.at(uri, 0, 12))["result"]
        #expect(location?["uri"] == .string(project.uri("shared/brand.tip")))
        #expect(location?["range"] == range(0, 0, 0))
        _ = try client.finish()
    }

    @Test func hoverOnDeclarationsAndConstants() throws {
        let client = try project.openProject()
        func hover(_ line: Int, _ character: Int) throws -> String? {
            try client.request("textDocument/hover", LanguageClient.at(uri, line, character))["result"]?["contents"]?["value"]?.stringValue
        }
        let component = try #require(try hover(8, 9))
        #expect(component.contains("tooltip New : Outlined"))
        #expect(component.contains("inherits `Outlined` → `Bubble`"))
        let importedStyle = try #require(try hover(4, 20))
        #expect(importedStyle.contains("style Bubble"))
        #expect(importedStyle.contains("declared in `"))
        #expect(importedStyle.contains("shared/brand.tip`"))
        #expect(try hover(10, 16)?.contains("let accent = systemOrange") == true)
        let arrowWidth = try #require(try hover(11, 14))
        #expect(arrowWidth.contains("**`width`** — length of the arrow's base"))
        #expect(arrowWidth.contains("default: `16`"))
        #expect(try hover(16, 16) == "**`center`** — a value of `alignment`: one of `leading`, `center`, `trailing`, `justified`")
        #expect(try hover(16, 6) != nil)
        #expect(try hover(2, 0) == nil)
        _ = try client.finish()
    }

    @Test func documentSymbols() throws {
        let client = try project.openProject()
        let symbols = try #require(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])["result"]?.arrayValue)
        #expect(symbols.map { $0["name"]?.stringValue } == ["shared/brand.tip", "accent", "Outlined", "New", "Keywords"])
        #expect(symbols.map { $0["kind"]?.integerValue } == [1, 14, 5, 19, 19])
        let new = symbols[3]
        #expect(new["detail"] == "tooltip : Outlined")
        #expect(new["selectionRange"] == range(8, 8, 11))
        #expect(new["range"]?["start"] == ["line": 8, "character": 0])
        #expect(new["range"]?["end"] == ["line": 12, "character": 1])
        let members = try #require(new["children"]?.arrayValue)
        #expect(members.map { $0["name"]?.stringValue } == ["text", "textColor", "arrow"])
        // `text: "新着 ✨"`: ✨ (U+2728) is one UTF-16 unit, so the property ends at character 16.
        #expect(members[0]["range"] == range(9, 4, 16))
        #expect(members[2]["children"]?.arrayValue?.count == 2)
        _ = try client.finish()
    }
}

import Testing
import TipEmit
@testable import TipLanguageServer

/// `textDocument/references` over pipes (locations by URI, then in source order), on `Tests/Fixtures/lsp-names`: a brand file of
/// constants, a style and font families, imported by `screen.tip` and `other.tip`; `unrelated.tip`
/// declares its own `Bubble` and `radius`.
@Suite struct ReferencesTests {
    let project: FixtureProject

    init() throws {
        project = try FixtureProject("lsp-names")
    }

    /// The references at (`line`, `character`) of `path`, each as `file:line:start-end` (0-based
    /// line, UTF-16 characters); nil when the answer is not an array.
    static func references(
        _ client: LanguageClient, _ project: FixtureProject, _ path: String, _ line: Int, _ character: Int, includeDeclaration: Bool = true
    ) throws -> [String]? {
        var params = LanguageClient.at(project.uri(path), line, character)
        if case .object(var members) = params {
            members.append(JSONMember("context", ["includeDeclaration": .bool(includeDeclaration)]))
            params = .object(members)
        }
        let response = try client.request("textDocument/references", params)
        return response["result"]?.arrayValue?.map { place(of: $0, in: project) }
    }

    /// A location as `file:line:start-end`, its file relative to the project.
    static func place(of location: JSON, in project: FixtureProject) -> String {
        let uri = location["uri"]?.stringValue ?? ""
        let file = uri.hasPrefix(project.uri("")) ? String(uri.dropFirst(project.uri("").count)) : uri
        let range = location["range"]
        let start = range?["start"], end = range?["end"]
        let line = start?["line"]?.integerValue ?? -1
        return "\(file):\(line):\(start?["character"]?.integerValue ?? -1)-\(end?["character"]?.integerValue ?? -1)"
            + (end?["line"]?.integerValue == line ? "" : " (ends on another line)")
    }

    @Test func theCapabilityIsAdvertised() throws {
        let client = LanguageClient()
        let capabilities = try client.initialize()["capabilities"]
        #expect(capabilities?["referencesProvider"] == true)
        _ = try client.finish()
    }

    @Test func aStyleFromAnImportedFileIsFoundInBothFiles() throws {
        let client = try project.open(["screen.tip"])
        let expected = ["screen.tip:4:17-23", "shared/brand.tip:12:6-12"]
        #expect(try Self.references(client, project, "screen.tip", 4, 19) == expected)
        #expect(try Self.references(client, project, "screen.tip", 4, 19, includeDeclaration: false) == ["screen.tip:4:17-23"])
        #expect(try Self.references(client, project, "screen.tip", 9, 20) == ["screen.tip:4:6-14", "screen.tip:9:18-26"], "a style of the file itself")
        _ = try client.finish()
    }

    @Test func constantsAreFoundWhereverTheyExpand() throws {
        let client = try project.open(["screen.tip"])
        // `radius` after Korean text and an emoji: UTF-16 characters 33..<39.
        let radius = ["screen.tip:10:33-39", "shared/brand.tip:3:4-10", "shared/brand.tip:14:18-24"]
        #expect(try Self.references(client, project, "screen.tip", 10, 36) == radius)
        #expect(try Self.references(client, project, "screen.tip", 11, 15) == ["screen.tip:2:4-10", "screen.tip:11:15-21"])
        _ = try client.finish()
    }

    @Test func fontFamiliesAreTheTextBetweenTheQuotes() throws {
        let client = try project.open(["screen.tip"])
        let brand = ["screen.tip:6:18-23", "shared/brand.tip:5:6-11", "shared/brand.tip:15:11-16"]
        #expect(try Self.references(client, project, "screen.tip", 6, 20) == brand)
        #expect(try Self.references(client, project, "screen.tip", 6, 17) == brand, "on the opening quote")
        let fallback = try Self.references(client, project, "shared/brand.tip", 10, 9)
        #expect(fallback == nil, "brand.tip is not open")
        _ = try client.finish()
    }

    @Test func theOpenDocumentsThatImportTheDeclarationAreSearched() throws {
        let client = try project.open(["shared/brand.tip", "screen.tip", "other.tip", "unrelated.tip"])
        let bubble = ["other.tip:2:15-21", "screen.tip:4:17-23", "shared/brand.tip:12:6-12"]
        #expect(try Self.references(client, project, "shared/brand.tip", 12, 8) == bubble)
        #expect(try Self.references(client, project, "other.tip", 2, 17) == bubble)
        #expect(try Self.references(client, project, "unrelated.tip", 3, 8) == ["unrelated.tip:3:6-12", "unrelated.tip:5:16-22"])
        let cjk = try Self.references(client, project, "shared/brand.tip", 10, 9)
        #expect(cjk == ["shared/brand.tip:7:15-24", "shared/brand.tip:10:6-15"], "a fallback is a use of the family")
        let brandFamily = try Self.references(client, project, "shared/brand.tip", 5, 8, includeDeclaration: false)
        #expect(brandFamily == ["other.tip:5:20-25", "screen.tip:6:18-23", "shared/brand.tip:15:11-16"])
        _ = try client.finish()
    }

    @Test func nothingWhereNoDeclaredNameIsWritten() throws {
        let client = try project.open(["screen.tip"])
        #expect(try client.request("textDocument/references", LanguageClient.at(project.uri("screen.tip"), 4, 2))["result"] == .null, "a keyword")
        #expect(try client.request("textDocument/references", LanguageClient.at(project.uri("screen.tip"), 5, 6))["result"] == .null, "a property")
        #expect(try client.request("textDocument/references", LanguageClient.at(project.uri("screen.tip"), 5, 13))["result"] == .null, "a colour")
        #expect(try client.request("textDocument/references", LanguageClient.at(project.uri("screen.tip"), 10, 13))["result"] == .null, "a text")
        _ = try client.finish()
    }
}

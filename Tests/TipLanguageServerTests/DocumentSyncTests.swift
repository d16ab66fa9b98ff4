import Foundation
import Testing
import TipFormat
import TipSyntax
import TipEmit
@testable import TipLanguageServer

/// Several open documents: imports read the editor's unsaved text, diagnostics of imported
/// files point at the import, dependents are recompiled when an import changes or closes;
/// formatting goes through the formatter.
@Suite struct DocumentSyncTests {
    let project: FixtureProject

    init() throws {
        project = try FixtureProject()
    }

    @Test func importsSeeUnsavedTextAndDependentsFollow() throws {
        let client = try project.openProject()
        let projectURI = project.uri("project.tip"), brandURI = project.uri("shared/brand.tip")
        let brand = try project.text("shared/brand.tip")

        // An unsaved typo in the imported file shows in both documents.
        client.open(brandURI, brand.replacingOccurrences(of: "background: brand", with: "background: bran"))
        // Opened on its own, the imported file also warns that no component uses its style.
        let own = try client.diagnostics(for: brandURI).filter { $0["severity"] == 1 }
        #expect(own.map { $0["code"]?.stringValue } == ["E022"])
        #expect(own.first?["range"] == ["start": ["line": 5, "character": 16], "end": ["line": 5, "character": 20]])
        let dependent = try client.diagnostics(for: projectURI)
        #expect(dependent.count == 1)
        let imported = try #require(dependent.first)
        #expect(imported["range"] == ["start": ["line": 0, "character": 7], "end": ["line": 0, "character": 25]])
        #expect(imported["message"]?.stringValue?.hasPrefix("in imported file `") == true)
        #expect(imported["message"]?.stringValue?.contains("shared/brand.tip`: unknown colour `bran`") == true)
        let origin = try #require(imported["relatedInformation"]?.arrayValue?.first)
        #expect(origin["location"]?["uri"] == .string(brandURI))
        #expect(origin["location"]?["range"] == own.first?["range"])

        // Fixing it clears both; closing it recompiles the dependent against the disk.
        client.change(brandURI, brand, version: 2)
        #expect(try client.diagnostics(for: brandURI).isEmpty, "a library of styles has no unused style")
        // The project's own warnings (its colours' contrast) stay; the imported error is gone.
        #expect(try client.diagnostics(for: projectURI).allSatisfy { $0["severity"] == 2 })
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(brandURI)]])
        #expect(try client.diagnostics(for: brandURI).isEmpty)
        #expect(try client.diagnostics(for: projectURI).allSatisfy { $0["severity"] == 2 })
        _ = try client.finish()
    }

    @Test func notesWithAPlaceBecomeRelatedInformation() throws {
        let client = LanguageClient()
        try client.initialize()
        let uri = project.uri("duplicate.tip")
        client.open(uri, "style A { }\nstyle A { }\ntooltip T { text: \"x\" }\n")
        let diagnostics = try client.diagnostics(for: uri)
        let duplicate = try #require(diagnostics.first { $0["code"] == "E025" })
        #expect(duplicate["range"] == ["start": ["line": 1, "character": 6], "end": ["line": 1, "character": 7]])
        let note = try #require(duplicate["relatedInformation"]?.arrayValue?.first)
        #expect(note["location"]?["uri"] == .string(uri))
        #expect(note["location"]?["range"] == ["start": ["line": 0, "character": 6], "end": ["line": 0, "character": 7]])
        #expect(diagnostics.contains { $0["code"] == "W002" && $0["severity"] == 2 })
        _ = try client.finish()
    }

    @Test func formattingGoesThroughTheFormatter() throws {
        let client = try project.openProject()
        let uri = project.uri("project.tip")
        let text = try project.text("project.tip")
        let edits = try client.request("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 4, "insertSpaces": true]])["result"]
        let formatted = try #require(Formatter.format(SourceFile(id: FileID(0), path: "project.tip", text: text)))
        if formatted == text {
            #expect(edits == [])
        } else {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let end: JSON = ["line": .integer(lines.count - 1), "character": .integer(lines[lines.count - 1].utf16.count)]
            #expect(edits == [["range": ["start": ["line": 0, "character": 0], "end": end], "newText": .string(formatted)]])
        }
        client.change(uri, text + "\ntooltip Broken {\n", version: 2)
        #expect(try client.diagnostics(for: uri).contains { $0["code"] == "E008" })
        let refused = try client.request("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": [:]])
        #expect(refused["result"] == nil)
        #expect(refused["error"]?["code"] == -32803)
        let message = try #require(refused["error"]?["message"]?.stringValue)
        #expect(message.hasPrefix("cannot format a document with syntax errors: line "), "\(message)")
        _ = try client.finish()
    }

    @Test func requestsOnDocumentsThatAreNotOpenAnswerNull() throws {
        let client = LanguageClient()
        try client.initialize()
        let uri = project.uri("project.tip")
        for method in ["textDocument/hover", "textDocument/definition", "textDocument/completion"] {
            let response = try client.request(method, LanguageClient.at(uri, 0, 0))
            #expect(response["result"] == .null, "\(method)")
        }
        _ = try client.finish()
    }
}

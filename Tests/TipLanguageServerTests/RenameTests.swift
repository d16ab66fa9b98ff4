import Testing
import TipEmit
@testable import TipLanguageServer

/// `textDocument/prepareRename` and `textDocument/rename` over pipes, on
/// `Tests/Fixtures/lsp-names` (see ``ReferencesTests``): the edits applied to the files give the
/// texts expected, across files, and a name the language would refuse is refused with the reason.
@Suite struct RenameTests {
    let project: FixtureProject

    init() throws {
        project = try FixtureProject("lsp-names")
    }

    private func params(_ path: String, _ line: Int, _ character: Int, newName: String? = nil) -> JSON {
        var members = [
            JSONMember("textDocument", ["uri": .string(project.uri(path))]),
            JSONMember("position", ["line": .integer(line), "character": .integer(character)]),
        ]
        if let newName { members.append(JSONMember("newName", .string(newName))) }
        return .object(members)
    }

    /// The texts of the files a `WorkspaceEdit` with `changes` changes, the edits applied, by
    /// path relative to the project.
    private func changedTexts(_ edit: JSON?) throws -> [String: String] {
        var texts: [String: String] = [:]
        guard case .object(let members)? = edit?["changes"] else { throw EditError.noChanges(edit) }
        for member in members {
            let path = String(member.key.dropFirst(project.uri("").count))
            let edits = try #require(member.value.arrayValue)
            let edited = try #require(AppliedEdits.apply(edits, to: try project.text(path)), "the edits of \(path) apply")
            texts[path] = edited
        }
        return texts
    }

    enum EditError: Error {
        case noChanges(JSON?)
    }

    @Test func theCapabilityAsksForPrepareRename() throws {
        let client = LanguageClient()
        #expect(try client.initialize()["capabilities"]?["renameProvider"] == ["prepareProvider": true])
        _ = try client.finish()
    }

    @Test func prepareRenameAnswersTheNameOrNull() throws {
        let client = try project.open(["screen.tip"])
        let style = try client.request("textDocument/prepareRename", params("screen.tip", 4, 20))["result"]
        #expect(style == ["range": ["start": ["line": 4, "character": 17], "end": ["line": 4, "character": 23]], "placeholder": "Bubble"])
        let family = try client.request("textDocument/prepareRename", params("screen.tip", 6, 19))["result"]
        #expect(family == ["range": ["start": ["line": 6, "character": 18], "end": ["line": 6, "character": 23]], "placeholder": "Brand"])
        #expect(try client.request("textDocument/prepareRename", params("screen.tip", 9, 3))["result"] == .null, "the keyword `tooltip`")
        #expect(try client.request("textDocument/prepareRename", params("screen.tip", 5, 6))["result"] == .null, "the property `border`")
        #expect(try client.request("textDocument/prepareRename", params("screen.tip", 5, 13))["result"] == .null, "the colour `white`")
        _ = try client.finish()
    }

    @Test func aStyleIsRenamedInTheFileThatDeclaresItAndInItsImporters() throws {
        let client = try project.open(["screen.tip", "other.tip", "unrelated.tip"])
        let edit = try client.request("textDocument/rename", params("screen.tip", 4, 20, newName: "Balloon"))["result"]
        let texts = try changedTexts(edit)
        #expect(texts.keys.sorted() == ["other.tip", "screen.tip", "shared/brand.tip"], "not unrelated.tip, whose Bubble is its own")
        #expect(texts["shared/brand.tip"] == (try project.text("shared/brand.tip")).replacingOccurrences(of: "style Bubble", with: "style Balloon"))
        #expect(texts["screen.tip"] == (try project.text("screen.tip")).replacingOccurrences(of: ": Bubble", with: ": Balloon"))
        #expect(texts["other.tip"] == (try project.text("other.tip")).replacingOccurrences(of: ": Bubble", with: ": Balloon"))
        _ = try client.finish()
    }

    @Test func aConstantAndAFamilyAreRenamedWhereverTheyAreUsed() throws {
        let client = try project.open(["screen.tip"])
        let radius = try changedTexts(try client.request("textDocument/rename", params("screen.tip", 10, 35, newName: "corner"))["result"])
        #expect(radius["screen.tip"]?.contains("cornerRadius: corner\n") == true)
        #expect(radius["shared/brand.tip"]?.contains("let corner = 4\n") == true)
        #expect(radius["shared/brand.tip"]?.contains("cornerRadius: corner\n") == true)

        let family = try changedTexts(try client.request("textDocument/rename", params("screen.tip", 6, 20, newName: #"Brand "Sans" \ 2"#))["result"])
        let written = #""Brand \"Sans\" \\ 2""#
        #expect(family["screen.tip"]?.contains("font.family: \(written)\n") == true)
        #expect(family["shared/brand.tip"]?.contains("font \(written) {\n") == true)
        #expect(family["shared/brand.tip"]?.contains("font: \(written) 15\n") == true)
        #expect(family["shared/brand.tip"]?.contains(#"fallback: "Brand CJK""#) == true)
        _ = try client.finish()
    }

    @Test func aClientWithDocumentChangesGetsVersionedEdits() throws {
        let capabilities: JSON = ["workspace": ["workspaceEdit": ["documentChanges": true]]]
        let client = try project.open(["screen.tip"], capabilities: capabilities)
        let edit = try client.request("textDocument/rename", params("screen.tip", 2, 6, newName: "highlight"))["result"]
        let changes = try #require(edit?["documentChanges"]?.arrayValue)
        #expect(edit?["changes"] == nil)
        #expect(changes.count == 1)
        #expect(changes.first?["textDocument"] == ["uri": .string(project.uri("screen.tip")), "version": 1])
        #expect(changes.first?["edits"]?.arrayValue?.count == 2)

        let imported = try client.request("textDocument/rename", params("screen.tip", 4, 20, newName: "Balloon"))["result"]
        let files = try #require(imported?["documentChanges"]?.arrayValue)
        #expect(files.map { $0["textDocument"] } == [
            ["uri": .string(project.uri("screen.tip")), "version": 1],
            ["uri": .string(project.uri("shared/brand.tip")), "version": .null],
        ], "a file that is not open has no version")
        _ = try client.finish()
    }

    @Test func aNameTheLanguageWouldRefuseIsRefusedWithTheReason() throws {
        let client = try project.open(["screen.tip", "other.tip"])
        func refusal(_ path: String, _ line: Int, _ character: Int, _ newName: String) throws -> String? {
            let response = try client.request("textDocument/rename", params(path, line, character, newName: newName))
            #expect(response["error"]?["code"] == -32803, "\(newName)")
            return response["error"]?["message"]?.stringValue
        }
        let bubble = (path: "screen.tip", line: 4, character: 20)
        #expect(try refusal(bubble.path, bubble.line, bubble.character, "2Bubble")
            == "cannot rename style or component `Bubble` to `2Bubble`: a name is a letter or `_`, then letters, digits or `_`")
        #expect(try refusal(bubble.path, bubble.line, bubble.character, "Big Bubble")?.hasSuffix("a name is a letter or `_`, then letters, digits or `_`") == true)
        #expect(try refusal(bubble.path, bubble.line, bubble.character, "tooltip")
            == "cannot rename style or component `Bubble` to `tooltip`: `tooltip` is a keyword")
        let collision = try #require(try refusal(bubble.path, bubble.line, bubble.character, "Outlined"))
        #expect(collision.hasPrefix("cannot rename style or component `Bubble` to `Outlined`: a style or component called `Outlined` is already declared at /"))
        #expect(collision.hasSuffix("/project/screen.tip:5"))
        let note = try client.request("textDocument/rename", params("other.tip", 2, 10, newName: "Welcome"))
        #expect(try changedTexts(note["result"]).keys.sorted() == ["other.tip"], "other.tip does not see screen.tip's `Welcome`")

        let accent = (path: "screen.tip", line: 11, character: 16)
        #expect(try refusal(accent.path, accent.line, accent.character, "white")
            == "cannot rename constant `accent` to `white`: `white` already has a meaning in values (a colour, an enum value or a keyword), so no constant may take it")
        #expect(try refusal(accent.path, accent.line, accent.character, "brand")?.hasSuffix("/project/shared/brand.tip:3") == true)
        #expect(try refusal("screen.tip", 10, 35, "accent")?.contains("a constant called `accent` is already declared") == true,
                "brand.tip's radius is seen by screen.tip, which has an accent")

        #expect(try refusal("screen.tip", 6, 20, "system") == "cannot rename font family `Brand` to `system`: `system` is the system font's name")
        #expect(try refusal("screen.tip", 6, 20, "")?.hasSuffix("a font family needs a name") == true)
        #expect(try refusal("screen.tip", 6, 20, "Brand CJK")?.contains("a font family called `Brand CJK` is already declared") == true)

        let nothing = try client.request("textDocument/rename", params("screen.tip", 5, 6, newName: "x"))
        #expect(nothing["error"]?["code"] == -32803)
        #expect(nothing["error"]?["message"]?.stringValue?.hasPrefix("nothing to rename here") == true)
        let missingName = try client.request("textDocument/rename", params("screen.tip", 4, 20))
        #expect(missingName["error"]?["code"] == -32602)
        _ = try client.finish()
    }
}

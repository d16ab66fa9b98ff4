import Testing
import TipEmit
@testable import TipLanguageServer

/// Completion on text being typed, over pipes: the document is broken at the cursor, as it is
/// while a user types.
@Suite struct CompletionTests {
    let project: FixtureProject

    init() throws {
        project = try FixtureProject()
    }

    /// The labels offered at the end of `text` (the cursor after its last character), with the
    /// project's `brand.tip` importable. Completion reads the imports of the latest compile, so
    /// this waits for the first one (its diagnostics).
    private func labels(atEndOf text: String) throws -> [String] {
        try items(atEndOf: text).compactMap { $0["label"]?.stringValue }
    }

    /// The items offered at the end of `text` to a client with `capabilities` (see ``labels(atEndOf:)``).
    private func items(atEndOf text: String, capabilities: JSON = [:]) throws -> [JSON] {
        let client = LanguageClient()
        try client.initialize(capabilities: capabilities)
        let uri = project.uri("typing.tip")
        client.open(uri, text)
        _ = try client.diagnostics(for: uri)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let position = LanguageClient.at(uri, lines.count - 1, lines[lines.count - 1].utf16.count)
        let items = try #require(try client.request("textDocument/completion", position)["result"]?["items"]?.arrayValue)
        _ = try client.finish()
        return items
    }

    private let header = "import \"shared/brand.tip\"\nlet accent = systemOrange\n"

    @Test func declarationKeywordsAtTopLevel() throws {
        #expect(try labels(atEndOf: header + "\nto") == ["import", "let", "style", "tooltip", "tags", "font"])
        #expect(try labels(atEndOf: "tooltip A { text: \"a\" }\nfo").last == "font")
    }

    @Test func theFontDeclarationIsASnippetForAClientThatTakesThem() throws {
        let snippets: JSON = ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]]
        let font = try #require(try items(atEndOf: header + "\n", capabilities: snippets).first { $0["label"] == "font" })
        #expect(font["insertText"] == "font \"${1:Family}\" {\n    regular: \"${2:Family-Regular.ttf}\"\n}$0")
        #expect(font["insertTextFormat"] == 2)
        #expect(font["kind"] == 14)
        let plain = try #require(try items(atEndOf: header + "\n").first { $0["label"] == "font" })
        #expect(plain["insertText"] == nil && plain["insertTextFormat"] == nil, "the keyword alone without snippets")
        #expect(try labels(atEndOf: header + "tooltip A {\n    fo").contains("font"), "the property, inside a block")
        #expect(try items(atEndOf: header + "tooltip A {\n    ", capabilities: snippets).allSatisfy { $0["insertTextFormat"] == nil })
    }

    @Test func propertiesOfTheComponentKind() throws {
        let tooltip = try labels(atEndOf: header + "tooltip A {\n    text: \"x\"\n    corn")
        #expect(tooltip.contains("cornerRadius"))
        #expect(tooltip.contains("arrow"))
        #expect(!tooltip.contains("items"))
        let tags = try labels(atEndOf: header + "tags B {\n    ")
        #expect(tags.contains("items"))
        #expect(tags.contains("rowHeight"))
        #expect(!tags.contains("text"))
        let style = try labels(atEndOf: header + "style S { ")
        #expect(style.contains("text") && style.contains("items"))
    }

    @Test func membersOfNestedBlocks() throws {
        #expect(try labels(atEndOf: "tooltip A {\n    arrow { edge: top; ") == ["edge", "position", "width", "height", "apexRadius"])
        #expect(try labels(atEndOf: "tooltip A {\n    shadow.") == ["color", "radius", "x", "y"])
        #expect(try labels(atEndOf: "tooltip A {\n    padding { top: 2\n        ") == ["top", "left", "bottom", "right"])
        let tag = try labels(atEndOf: "tags B {\n    tag {\n        font: 15\n    ")
        #expect(tag.contains("textColor") && tag.contains("padding") && tag.contains("ligatures"))
        #expect(!tag.contains("items") && !tag.contains("text"))
        #expect(try labels(atEndOf: "tags B {\n    tag { font { w") == ["family", "size", "weight", "relativeTo"])
        #expect(try labels(atEndOf: "tooltip A {\n    title { text: \"New\"; ") == ["text", "font", "textColor", "numberOfLines"])
        #expect(try labels(atEndOf: "tooltip A {\n    title.font.") == ["family", "size", "weight", "relativeTo"])
        #expect(try labels(atEndOf: "tooltip A {\n    icon { name: \"star\"; ") == ["name", "size", "color", "placement", "spacing", "label", "hint"])
        #expect(try labels(atEndOf: "tooltip A {\n    icon.placement: ") == ["leading", "top"])
        #expect(try labels(atEndOf: "tooltip A {\n    action { ") == ["font", "textColor", "background", "cornerRadius", "padding", "spacing"])
        #expect(try labels(atEndOf: "tooltip A {\n    closeButton: ") == ["true", "false"])
        #expect(try labels(atEndOf: "tooltip A {\n    actions: ").contains("action(TEXT, id: ID)"))
    }

    @Test func enumValues() throws {
        #expect(try labels(atEndOf: "tooltip A {\n    arrow { edge: ") == ["top", "bottom", "left", "right", "none"])
        #expect(try labels(atEndOf: "tags B {\n    alignment: cen") == ["leading", "center", "trailing", "justified"])
        #expect(try labels(atEndOf: "tooltip A { lineBreakMode: ").first == "wordWrap")
        #expect(try labels(atEndOf: "tags B {\n    tag { ligatures: ") == ["normal", "none"])
        #expect(try labels(atEndOf: "tooltip A { arrow.position: ") == ["center", "leading(P)", "trailing(P)"])
        #expect(try labels(atEndOf: "tooltip A { font: 15 ").contains("semibold"))
    }

    /// Where a size may scale with Dynamic Type, `scaled(…)` is offered; where it may not, it is not.
    @Test func scaledWhereASizeMayScale() throws {
        #expect(try labels(atEndOf: "tooltip A { padding: ").first == "scaled(N, relativeTo: STYLE)")
        #expect(try labels(atEndOf: "tooltip A { cornerRadius: ").prefix(2) == ["capsule", "scaled(N, relativeTo: STYLE)"])
        #expect(try labels(atEndOf: "tooltip A { icon { size: ").contains("scaled(N, relativeTo: STYLE)"))
        #expect(try !labels(atEndOf: "tooltip A { width: ").contains("scaled(N, relativeTo: STYLE)"))
    }

    @Test func coloursAndConstantsInColourPositions() throws {
        let colours = try labels(atEndOf: header + "tooltip A {\n    textColor: ")
        #expect(colours.contains("white"))
        #expect(colours.contains("systemBlue"))
        #expect(colours.contains("accent"))
        #expect(colours.contains("brand"))
        #expect(!colours.contains("bottom"))
        #expect(try labels(atEndOf: header + "let other = ").contains("lightGray"))
        #expect(try labels(atEndOf: header + "tooltip A { border: ").first == "none")
    }

    @Test func styleNamesAfterTheColon() throws {
        let parents = try labels(atEndOf: header + "tags Other { items: [] }\nstyle Mine { }\ntooltip A : ")
        #expect(parents == ["Mine", "Bubble"])
        let ownNameLeftOut = try labels(atEndOf: header + "style Mine : ")
        #expect(ownNameLeftOut == ["Bubble"])
    }

    @Test func nothingInCommentsStringsAndNames() throws {
        #expect(try labels(atEndOf: "tooltip A {\n    // text").isEmpty)
        #expect(try labels(atEndOf: "tooltip A {\n    text: \"corn").isEmpty)
        #expect(try labels(atEndOf: "tooltip ").isEmpty)
        #expect(try labels(atEndOf: "tooltip A { text: \"a\" }\nwhatever { ").isEmpty)
    }
}

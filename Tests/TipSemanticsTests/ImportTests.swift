import Testing
import TipSemantics
import TipSyntax

@Suite struct ImportTests {
    @Test func pathsAreJoinedToTheImportingFilesFolder() throws {
        let result = resolve(
            """
            import "styles/base.tip"
            tooltip T : Nested { text: "x" }
            """,
            path: "app/main.tip",
            files: [
                "app/styles/base.tip": "import \"../shared/colors.tip\"\nimport \"./more/nested.tip\"\n",
                "app/shared/colors.tip": "let accent = #123456\n",
                "app/styles/more/nested.tip": "import \"../../shared/colors.tip\"\nstyle Nested { background: accent }\n",
            ])
        #expect(result.rendered == [])
        #expect(result.sources.files.map(\.path) == [
            "app/main.tip", "app/styles/base.tip", "app/shared/colors.tip", "app/styles/more/nested.tip",
        ])
        #expect(try #require(result.tooltip("T")).style.background == rgba(0x123456FF))
    }

    @Test func absolutePathsAreKept() {
        let result = resolve("import \"/lib/x.tip\"\ntooltip T : X { text: \"x\" }", path: "a/main.tip", files: ["/lib/x.tip": "style X {}"])
        #expect(result.rendered == [])
        #expect(result.sources.files.map(\.path) == ["a/main.tip", "/lib/x.tip"])
    }

    @Test func pathNormalisation() {
        #expect(ImportPath.join("c.tip", importedFrom: "a/b.tip") == "a/c.tip")
        #expect(ImportPath.join("c.tip", importedFrom: "b.tip") == "c.tip")
        #expect(ImportPath.join("../c.tip", importedFrom: "b.tip") == "../c.tip")
        #expect(ImportPath.join("./x/../y/./c.tip", importedFrom: "a/b/m.tip") == "a/b/y/c.tip")
        #expect(ImportPath.join("/../c.tip", importedFrom: "a/m.tip") == "/c.tip")
        #expect(ImportPath.normalize("./a//b/") == "a/b")
    }

    @Test func cycleNamesTheWholeChain() {
        let result = resolve(
            "import \"b.tip\"\ntooltip T { text: \"x\" }",
            path: "a.tip",
            files: ["b.tip": "import \"c.tip\"\n", "c.tip": "import \"a.tip\"\n"])
        #expect(result.rendered == ["a.tip:1:8 E028 import cycle: a.tip → b.tip → c.tip → a.tip"])
    }

    @Test func selfImportIsACycle() {
        let result = resolve("import \"./main.tip\"\n")
        #expect(result.rendered == ["main.tip:1:8 E028 import cycle: main.tip → main.tip"])
    }

    @Test func missingAndNonFileImportsAreReportedAtTheString() {
        let result = resolve(
            "import \"gone.tip\"\nimport \"dir\"\nimport \"gone.tip\"\ntooltip T { text: \"x\" }",
            path: "a/main.tip", folders: ["a/dir"])
        #expect(result.rendered == [
            "a/main.tip:1:8 E027 cannot find imported file `a/gone.tip`",
            "a/main.tip:2:8 E027 imported path `a/dir` is a folder, not a file",
            "a/main.tip:3:8 E027 cannot find imported file `a/gone.tip`",
        ])
    }

    @Test func diamondImportIsLoadedOnce() throws {
        let result = resolve(
            "import \"left.tip\"\nimport \"right.tip\"\ntooltip T : Right { text: \"x\" }",
            files: [
                "left.tip": "import \"base.tip\"\nstyle Left : Base {}",
                "right.tip": "import \"base.tip\"\nstyle Right : Base { cornerRadius: 1 }",
                "base.tip": "let r = 5\nstyle Base { cornerRadius: r; lineSpacing: r }",
            ])
        #expect(result.rendered == [])
        #expect(result.sources.files.map(\.path) == ["main.tip", "left.tip", "base.tip", "right.tip"])
        let spec = try #require(result.tooltip("T"))
        #expect(spec.style.cornerRadius == 1 && spec.style.lineSpacing == 5)
    }

    @Test func duplicatesAcrossFilesPointAtBoth() throws {
        let result = resolve(
            "import \"brand.tip\"\nstyle Bubble {}\nlet accent = red\ntooltip T : Bubble { text: \"x\"; background: accent }",
            files: ["brand.tip": "let accent = blue\nstyle Bubble { cornerRadius: 2 }"])
        #expect(result.rendered == [
            "main.tip:2:7 E025 `Bubble` is already declared",
            "main.tip:3:5 E025 constant `accent` is already declared",
        ])
        let notes = result.diagnostics.sortedForOutput().filter { $0.code == .duplicateName }.map { $0.notes.first?.span.map(result.location) }
        #expect(notes == ["brand.tip:2:7", "brand.tip:1:5"])
        let spec = try #require(result.tooltip("T"))
        #expect(spec.style.cornerRadius == 2 && spec.style.background == rgba(0x0000FFFF))
    }

    @Test func importedFilesDiagnosticsAreIncluded() {
        let result = resolve("import \"bad.tip\"\ntooltip T { text: \"x\" }", files: ["bad.tip": "style S { cornerRadius: -1 }"])
        #expect(result.rendered == ["bad.tip:1:25 E043 `cornerRadius` must not be negative, found -1"])
    }

    @Test func namesOfFilesNotImportedAreNotVisible() {
        let result = resolve(
            "import \"a.tip\"\nimport \"b.tip\"\ntooltip T { text: \"x\" }",
            files: ["a.tip": "style A : B {}", "b.tip": "style B {}"])
        #expect(result.rendered == ["a.tip:1:11 E021 `B` is declared in a file that is not imported here"])
    }
}

import Testing
@testable import TipPipeline

/// Font files in the JSON are written relative to the compiled file's folder, never absolute.
@Suite struct RelativePathTests {
    @Test func filesBesideAndBelowAndAbove() {
        #expect(RelativePath.of("samples/fonts/a.ttf", from: "samples") == "fonts/a.ttf")
        #expect(RelativePath.of("fonts/a.ttf", from: "") == "fonts/a.ttf")
        #expect(RelativePath.of("app/shared/fonts/a.ttf", from: "app/screens") == "../shared/fonts/a.ttf")
        #expect(RelativePath.of("/Users/me/app/Fonts/a.ttf", from: "/Users/me/app/Tips") == "../Fonts/a.ttf")
        #expect(RelativePath.of("/Fonts/a.ttf", from: RelativePath.folder(of: "/main.tip")) == "Fonts/a.ttf")
    }

    @Test func unrelatedPathsKeepOnlyTheFileName() {
        #expect(RelativePath.of("/opt/fonts/a.ttf", from: "samples") == "a.ttf")
    }

    @Test func theFolderOfAFile() {
        #expect(RelativePath.folder(of: "samples/showcase.tip") == "samples")
        #expect(RelativePath.folder(of: "showcase.tip") == "")
        #expect(RelativePath.folder(of: "/main.tip") == "/")
    }
}

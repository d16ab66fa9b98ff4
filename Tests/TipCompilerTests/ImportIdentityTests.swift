import Foundation
import Testing
import TipCompiler
import TipPipeline
import TipSyntax

/// A file reached through several paths (symbolic links, `..`) is one file: read, parsed and
/// counted once; importing itself through another path is an import cycle.
@Suite struct ImportIdentityTests {
    static func compile(_ folder: TemporaryFolder, _ name: String) throws -> CompilationResult {
        let path = folder.path + "/" + name
        return Compilation().compile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func aliasesOfOneFileLoadItOnce() throws {
        let folder = try TemporaryFolder()
        #expect(symlink(".", folder.path + "/sub") == 0)
        #expect(symlink(".", folder.path + "/suj") == 0)
        try folder.write("style Base { background: darkGray }\n", to: "base.tip")
        try folder.write("import \"sub/base.tip\"\nimport \"suj/base.tip\"\nimport \"base.tip\"\ntooltip T : Base { text: \"x\" }\n", to: "main.tip")
        let result = try Self.compile(folder, "main.tip")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.sources.files.count == 2)
    }

    @Test func importingItselfThroughAnAliasIsACycle() throws {
        let folder = try TemporaryFolder()
        #expect(symlink(".", folder.path + "/sub") == 0)
        try folder.write("import \"sub/me.tip\"\ntooltip T { text: \"x\" }\n", to: "me.tip")
        let result = try Self.compile(folder, "me.tip")
        #expect(result.diagnostics.map(\.code) == [.importCycle])
        #expect(result.diagnostics.first?.message == "import cycle: \(folder.path)/me.tip → \(folder.path)/sub/me.tip")
        #expect(result.sources.files.count == 1)
    }

    @Test func aHardLinkIsTheSameFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("style Base { background: darkGray }\n", to: "base.tip")
        #expect(link(folder.path + "/base.tip", folder.path + "/same.tip") == 0)
        try folder.write("import \"base.tip\"\nimport \"same.tip\"\ntooltip T : Base { text: \"x\" }\n", to: "main.tip")
        let result = try Self.compile(folder, "main.tip")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.sources.files.count == 2)
    }
}

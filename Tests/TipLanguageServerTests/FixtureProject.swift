import Foundation
import TipEmit
import TipTestSupport
@testable import TipLanguageServer

/// A folder of `Tests/Fixtures` (`lsp` unless named) copied into a fresh temporary folder whose
/// name has a space, so URIs carry percent-escapes both ways. The test fonts are copied beside
/// it as they are in the repository, so `../../Fonts/…` from a file in `shared/` finds them.
struct FixtureProject {
    /// The folder.
    let folder: String

    /// Copies the fixture `name` and the test fonts.
    init(_ name: String = "lsp") throws {
        // A name with a space, so that URIs carry percent-escapes.
        let parent = try TestFolders.make(prefix: "tipc lsp ")
        folder = parent + "/project"
        try FileManager.default.copyItem(atPath: Repository.path("Tests/Fixtures/" + name), toPath: folder)
        try FileManager.default.copyItem(atPath: Repository.path("Tests/Fixtures/Fonts"), toPath: parent + "/Fonts")
    }

    /// The URI of a file of the project.
    func uri(_ relativePath: String) -> String {
        DocumentURI.uri(ofPath: folder + "/" + relativePath)
    }

    /// The text of a file of the project.
    func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: folder + "/" + relativePath, encoding: .utf8)
    }

    /// A client (with `options`) with the project's `project.tip` open and its first
    /// diagnostics consumed.
    func openProject(options: ServerOptions = ServerOptions()) throws -> LanguageClient {
        try open(["project.tip"], options: options)
    }

    /// A client (with `options`, initialized with the client `capabilities`) with the project's
    /// files at `relativePaths` open and the first diagnostics of each consumed (so the features
    /// know their imports).
    func open(_ relativePaths: [String], capabilities: JSON = [:], options: ServerOptions = ServerOptions()) throws -> LanguageClient {
        let client = LanguageClient(options: options)
        try client.initialize(capabilities: capabilities)
        for path in relativePaths {
            client.open(uri(path), try text(path))
            _ = try client.diagnostics(for: uri(path))
        }
        return client
    }
}

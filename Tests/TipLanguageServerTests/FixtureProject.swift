import Foundation
import TipTestSupport
@testable import TipLanguageServer

/// `Tests/Fixtures/lsp` copied into a fresh temporary folder whose name has a space, so URIs
/// carry percent-escapes both ways.
struct FixtureProject {
    /// The folder.
    let folder: String

    /// Copies the fixtures.
    init() throws {
        // A name with a space, so that URIs carry percent-escapes.
        folder = try TestFolders.make(prefix: "tipc lsp ") + "/project"
        try FileManager.default.copyItem(atPath: Repository.path("Tests/Fixtures/lsp"), toPath: folder)
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
        let client = LanguageClient(options: options)
        try client.initialize()
        client.open(uri("project.tip"), try text("project.tip"))
        _ = try client.diagnostics(for: uri("project.tip"))
        return client
    }
}

import Foundation
import Testing
import TipEmit
import TipSyntax
@testable import TipLanguageServer

/// Every position of every sample and fixture: hover, completion, definition, references and
/// prepareRename answer without an error (and without crashing); symbols, folding ranges and
/// colours answer for every file, and formatting for every file without syntax errors (the
/// others are refused with the reason).
@Suite struct SweepTests {
    static let files: [String] = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        var found: [String] = []
        for folder in ["samples", "Tests/Fixtures"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: base.path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".tip") { found.append(base.path + "/" + relative) }
            }
        }
        return found.sorted()
    }()

    @Test func thereAreFiles() {
        #expect(Self.files.count > 10)
    }

    @Test(arguments: files) func everyPositionAnswers(path: String) throws {
        var session = ServerSession()
        _ = session.handle(message: ["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:]])
        let uri = DocumentURI.uri(ofPath: path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let text = String(decoding: bytes, as: UTF8.self)
        let opened = session.handle(message: [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": .string(uri), "languageId": "tip", "version": 1, "text": .string(text)]],
        ])
        #expect(opened.isEmpty)
        let next = session.nextCompileJob()
        let job = try #require(next)
        var published: [JSON] = []
        job.run { published = session.finish($0) }
        #expect(published.first?["params"]?["uri"] == .string(uri))
        var id = 1
        func request(_ method: String, _ params: JSON) -> JSON? {
            id += 1
            return session.handle(message: ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]).first
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, content) in lines.enumerated() {
            for character in 0...(content.utf16.count + 1) {
                let params: JSON = [
                    "textDocument": ["uri": .string(uri)], "position": ["line": .integer(line), "character": .integer(character)],
                    "context": ["includeDeclaration": true],
                ]
                for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/prepareRename"] {
                    let response = request(method, params)
                    #expect(response?["error"] == nil && response?["result"] != nil, "\(method) \(line):\(character)")
                }
                let references = request("textDocument/references", params)
                #expect(references?["result"]?.arrayValue != nil || references?["result"] == .null, "references \(line):\(character)")
            }
        }
        let document: JSON = ["textDocument": ["uri": .string(uri)], "options": [:]]
        for method in ["textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/documentColor"] {
            #expect(request(method, document)?["result"]?.arrayValue != nil, "\(method)")
        }
        let formatting = request("textDocument/formatting", document)
        let hasSyntaxErrors = !Parser.parse(SourceFile(id: FileID(0), path: path, text: text)).diagnostics.isEmpty
        #expect(hasSyntaxErrors ? formatting?["error"]?["code"] == -32803 : formatting?["error"] == nil, "\(path)")
    }
}

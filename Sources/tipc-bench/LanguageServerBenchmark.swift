import Foundation
import TipCompiler
import TipEmit
import TipLanguageServer
import TipPipeline
import TipSyntax

/// `tipc-bench lsp`: the language server as an editor meets it. Spawns the release `tipc lsp`
/// built beside this binary, talks to it over pipes, and prints
///
/// - (a) the time from `didOpen` of a generated 2 MB document to its `publishDiagnostics`
///   (from the moment the message is written, on a server with nothing else to do): the first
///   document a new server opens, and a document opened again by a server that has opened
///   others (whose heap is already the size the front end needs);
/// - (b) with a generated 100,000-line document open, the time from a one-character
///   incremental `didChange` to the answer of a `hover` sent right after it, and to the
///   `publishDiagnostics` of the new version (the debounce included);
/// - (c) the JSON reader's rate on escape-heavy strings of 1, 4 and 16 MB (equal rates: linear).
///
/// Beside (a) and (b) it prints what the front end alone (lex+parse, resolve) takes on the same
/// document in this process: the rest is what the server adds.
enum LanguageServerBenchmark {
    static let runs = 5
    /// How long the server is left alone between runs, to free what the last one left.
    static let settleTime = 0.3

    static func run() {
        let executable = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("tipc")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            fatalError("no tipc beside tipc-bench at \(executable.path): build both with `swift build -c release`")
        }
        print("tipc-bench lsp: \(executable.path), \(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(runs) runs\n")
        do {
            try openToDiagnostics(executable: executable)
            try editToHoverAndDiagnostics(executable: executable)
        } catch {
            fatalError("cannot start \(executable.path): \(error)")
        }
        parseRates()
    }

    /// (a) `didOpen` of a 2 MB document → its `publishDiagnostics`: in new servers, and again
    /// and again in one.
    static func openToDiagnostics(executable: URL) throws {
        let text = EditorDocument.source(bytes: 2_000_000)
        var firstOpens: [Duration] = []
        for _ in 0..<runs {
            let server = try ServerProcess(executable: executable)
            firstOpens.append(open(text, uri: "file:///tmp/tipc-bench-lsp/first.tip", in: server).time)
            server.stop()
        }
        let server = try ServerProcess(executable: executable)
        var reopens: [Duration] = [], diagnostics = 0
        for run in 0..<runs {
            let (time, count) = open(text, uri: "file:///tmp/tipc-bench-lsp/open\(run).tip", in: server)
            reopens.append(time)
            diagnostics = count
            server.notify("textDocument/didClose", ["textDocument": ["uri": .string("file:///tmp/tipc-bench-lsp/open\(run).tip")]])
            // The server frees the closed document in the background: let it finish first.
            Thread.sleep(forTimeInterval: settleTime)
        }
        server.stop()
        print("(a) didOpen of a \(megabytes(text.utf8.count)) MB document → publishDiagnostics (\(diagnostics) diagnostics), "
            + "target < 100 ms:")
        print("      first document of a new server \(milliseconds(median(firstOpens))) ms; "
            + "opened again by a server that has opened others \(milliseconds(median(reopens))) ms")
        print("      front end alone: " + frontEnd(text))
    }

    /// The time from writing `didOpen` of `text` as `uri` to its `publishDiagnostics`, and how
    /// many diagnostics were published.
    private static func open(_ text: String, uri: String, in server: ServerProcess) -> (time: Duration, diagnostics: Int) {
        let didOpen = ServerProcess.frames([ServerProcess.notification("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "tip", "version": 1, "text": .string(text)],
        ])])
        let start = ContinuousClock.now
        server.write(didOpen)
        guard let published = server.waitForDiagnostics(of: uri) else { fatalError("no diagnostics for \(uri)") }
        return (published.arrival - start, published.message["params"]?["diagnostics"]?.arrayValue?.count ?? -1)
    }

    /// (b) one-character `didChange` in a 100,000-line document → `hover` answer, and → the new
    /// version's `publishDiagnostics`.
    static func editToHoverAndDiagnostics(executable: URL) throws {
        let text = EditorDocument.source(lines: 100_000)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A `text:` line near the middle: type after its opening quote, then delete it again.
        guard let line = (lines.count / 2..<lines.count).first(where: { lines[$0].contains("text: \"") }) else {
            fatalError("the generated document has no text property")
        }
        let quote = lines[line].utf16.count - lines[line].drop { $0 != "\"" }.utf16.count + 1
        let uri = "file:///tmp/tipc-bench-lsp/lines.tip"
        let server = try ServerProcess(executable: executable)
        server.notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "tip", "version": 1, "text": .string(text)],
        ])
        _ = server.waitForDiagnostics(of: uri)
        var toHover: [Duration] = [], toDiagnostics: [Duration] = []
        for version in 2..<(2 + runs) {
            // As between keystrokes, the server has freed the version before.
            Thread.sleep(forTimeInterval: settleTime)
            let typing = version % 2 == 0
            let change: JSON = [
                "range": [
                    "start": ["line": .integer(line), "character": .integer(quote)],
                    "end": ["line": .integer(line), "character": .integer(typing ? quote : quote + 1)],
                ],
                "text": typing ? "x" : "",
            ]
            let didChange: JSON = [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": ["textDocument": ["uri": .string(uri), "version": .integer(version)], "contentChanges": [change]],
            ]
            // Hover on the property name of the edited line.
            let hover = server.makeRequest("textDocument/hover", [
                "textDocument": ["uri": .string(uri)], "position": ["line": .integer(line), "character": 6],
            ])
            let messages = ServerProcess.frames([didChange, hover.message])
            let start = ContinuousClock.now
            server.write(messages)
            guard let answer = server.wait(untilResponseTo: hover.id), answer.message["result"] != .null,
                  let published = server.waitForDiagnostics(of: uri, version: version) else {
                fatalError("no hover answer or diagnostics for version \(version)")
            }
            toHover.append(answer.arrival - start)
            toDiagnostics.append(published.arrival - start)
        }
        server.stop()
        print("(b) \(grouped(lines.count))-line document (\(megabytes(text.utf8.count)) MB), one-character didChange →")
        print("      hover answer: \(milliseconds(median(toHover))) ms (target < 50 ms); publishDiagnostics of the new version: "
            + "\(milliseconds(median(toDiagnostics))) ms (the debounce is \(milliseconds(ServerOptions.defaultDebounce)) ms)")
        print("      front end alone: " + frontEnd(text))
    }

    /// (c) The JSON reader's rate on strings made of `\n`, `\"` and `\u00e9` escapes.
    static func parseRates() {
        let unit = #"\n\"\u00e9"#
        var rates: [String] = []
        for size in [1 << 20, 4 << 20, 16 << 20] {
            let bytes = Array(("\"" + String(repeating: unit, count: size / unit.utf8.count) + "\"").utf8)
            var best = Duration.seconds(1_000)
            for _ in 0..<3 {
                let start = ContinuousClock.now
                guard (try? JSON.parse(bytes)) != nil else { fatalError("the escaped string does not parse") }
                best = min(best, ContinuousClock.now - start)
            }
            rates.append("\(size >> 20) MB \(String(format: "%.0f", Double(bytes.count) / seconds(best) / 1e6)) MB/s")
        }
        print("(c) JSON parse of escape-heavy strings: " + rates.joined(separator: ", "))
    }

    /// The in-process time of lex+parse and of resolve for `text` (best of 3), as printed.
    static func frontEnd(_ text: String) -> String {
        let file = SourceFile(id: FileID(0), path: "/tmp/tipc-bench-lsp/front-end.tip", text: text)
        var parse = Duration.seconds(1_000), resolve = parse
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let parsed = ParsedFile(file)
            let parsedAt = ContinuousClock.now
            _ = Compilation(loader: NoImports()).compile(parsed, through: .resolve)
            parse = min(parse, parsedAt - start)
            resolve = min(resolve, ContinuousClock.now - parsedAt)
        }
        return "lex+parse \(milliseconds(parse)) ms, resolve \(milliseconds(resolve)) ms"
    }

    private static func median(_ times: [Duration]) -> Duration { times.sorted()[times.count / 2] }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func milliseconds(_ duration: Duration) -> String { String(format: "%.1f", seconds(duration) * 1e3) }

    private static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1e6) }

    private static func grouped(_ number: Int) -> String { Table.grouped(number) }
}

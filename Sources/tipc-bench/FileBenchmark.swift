import Foundation
import TipCompiler
import TipPipeline
import TipSemantics
import TipSyntax

/// `tipc-bench file PATH`: the front end's time on one real file, as the language server pays it
/// on every edit — lex, lex+parse, and resolve of the parsed tree (imports relative to `PATH`).
enum FileBenchmark {
    /// How many times each phase runs; the fastest run is printed.
    static let repetitions = 5

    /// Runs the benchmark for the arguments `file PATH`.
    static func run(_ arguments: [String]) {
        guard arguments.count == 2 else {
            print("usage: tipc-bench file PATH")
            exit(2)
        }
        run(path: arguments[1])
    }

    static func run(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("tipc-bench: cannot read '\(path)'")
            exit(2)
        }
        var sources = SourceSet()
        let file = sources.add(path: path, bytes: Array(data))
        let stopwatch = Stopwatch(repetitions: repetitions)
        let lex = stopwatch.measure { Lexer.tokenize(sources[file]).tokens.count }
        let parse = stopwatch.measure { Parser.parse(sources[file]) }
        let resolve = stopwatch.measure { () -> Int in
            var copy = sources
            return Resolver.resolve(parse.result.document, sources: &copy, loader: FileSystemLoader()).diagnostics.count
        }
        let lines = sources[file].lineStarts.count
        print("\(path): \(Table.grouped(data.count)) bytes, \(Table.grouped(lines)) lines, "
            + "\(Table.grouped(lex.result)) tokens, \(Table.grouped(parse.result.diagnostics.count + resolve.result)) diagnostics")
        print("best of \(repetitions), ms:")
        print("  lex                  \(Table.milliseconds(lex.seconds))")
        print("  lex+parse            \(Table.milliseconds(parse.seconds))")
        print("  resolve              \(Table.milliseconds(resolve.seconds))")
        print("  lex+parse+resolve    \(Table.milliseconds(parse.seconds + resolve.seconds))")
    }
}

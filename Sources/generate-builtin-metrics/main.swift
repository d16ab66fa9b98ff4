import Foundation

// Regenerates the built-in metrics (Sources/TipText/Generated/BuiltinMetricsTables.swift) and
// their fixtures (Tests/Fixtures/text/builtin-widths.tsv, builtin-vertical.tsv) from Inter,
// Noto Sans CJK and the Unicode Character Database, read with TipText's own OpenType reader.
// Fonts/README.md says where the inputs come from. Dev-time only: no test runs it.

/// How the generated files name their generator.
let generatorName = "`swift run generate-builtin-metrics`"

/// The package root: this file is `Sources/generate-builtin-metrics/main.swift`.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Reads the inputs named by `arguments` and writes the three generated files.
func generate(_ arguments: GeneratorArguments) throws(GeneratorError) {
    let inter = try InterFaces(directory: arguments.interDirectory)
    let cjk = try CJKFaces(directory: arguments.cjkDirectory)
    let rules = AdvanceRules(inter: inter, cjk: cjk, classes: try CodePointClasses(ucdDirectory: arguments.ucdDirectory))
    let table = try RangeTable(rules: rules)
    try write(SwiftTableSource.render(table, inter: inter, cjk: cjk), to: "Sources/TipText/Generated/BuiltinMetricsTables.swift")
    try write(try Fixtures.widths(rules), to: "Tests/Fixtures/text/builtin-widths.tsv")
    try write(Fixtures.vertical(inter), to: "Tests/Fixtures/text/builtin-vertical.tsv")
    let metrics = inter.regular.verticalMetrics
    print("\(table.starts.count) ranges; Inter upm \(inter.regular.unitsPerEm); vertical \(metrics.ascender), \(metrics.descender), \(metrics.lineGap)")
}

/// Writes `text` to `path`, relative to the package root.
func write(_ text: String, to path: String) throws(GeneratorError) {
    let url = packageRoot.appendingPathComponent(path)
    do {
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        throw .cannotWrite(path: url.path, reason: error.localizedDescription)
    }
}

do throws(GeneratorError) {
    let arguments = try GeneratorArguments(parsing: Array(CommandLine.arguments.dropFirst()))
    if arguments.helpRequested {
        print(GeneratorArguments.usage)
    } else {
        try generate(arguments)
    }
} catch {
    FileHandle.standardError.write(Data("generate-builtin-metrics: \(error)\n".utf8))
    exit(error.exitCode)
}

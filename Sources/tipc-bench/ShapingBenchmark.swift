import Foundation
import TipText

/// `tipc-bench shaping`: strings per second that ``FontTextMeasurer`` measures, per script group
/// of the shaping corpus (Tests/Fixtures/text/shaping-corpus.tsv), each row with its own face
/// chain from Tests/Fixtures, at 17 pt (`tipc-bench shaping latin arabic`: only those groups). Shaping may cost the Latin figure
/// at most 20 % over pair kerning alone.
enum ShapingBenchmark {
    static let repetitions = 5
    static let minimumSeconds = 0.2

    static func run(groups selected: [String] = []) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fixtures = root.appendingPathComponent("Tests/Fixtures")
        guard let corpus = try? String(contentsOf: fixtures.appendingPathComponent("text/shaping-corpus.tsv"), encoding: .utf8) else {
            fatalError("tipc-bench shaping: cannot read the shaping corpus under \(fixtures.path)")
        }
        var faces: [String: FontFace] = [:]
        var measurers: [String: FontTextMeasurer] = [:]
        var groups: [(name: String, rows: [(FontTextMeasurer, String)])] = []
        for line in corpus.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 9 else { continue }
            let measurer = measurers[fields[2]] ?? makeMeasurer(chain: fields[2], fixtures: fixtures, faces: &faces)
            measurers[fields[2]] = measurer
            let text = String(String.UnicodeScalarView(fields[5].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }))
            if groups.last?.name != fields[1] { groups.append((fields[1], [])) }
            groups[groups.count - 1].rows.append((measurer, text))
        }
        print("tipc-bench shaping: FontTextMeasurer, strings per second (best of \(repetitions))")
        for group in groups where selected.isEmpty || selected.contains(group.name) {
            let rate = rate(of: group.rows)
            print("  " + group.name.padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "%12@   %.2f µs per string", Table.grouped(Int(rate)), 1e6 / rate))
        }
    }

    private static func makeMeasurer(chain: String, fixtures: URL, faces: inout [String: FontFace]) -> FontTextMeasurer {
        let entries = chain.split(separator: ",").map(String.init)
        let names = entries.indices.map { "Chain face \($0)" }
        let families = entries.enumerated().map { position, entry -> FontFamily in
            let parts = entry.split(separator: "#")
            let face: FontFace
            if let cached = faces[entry] {
                face = cached
            } else {
                guard let data = try? Data(contentsOf: fixtures.appendingPathComponent(String(parts[0]))),
                      let read = try? FontFace(data: Array(data), faceIndex: Int(parts[1]) ?? 0) else {
                    fatalError("tipc-bench shaping: cannot read \(entry)")
                }
                face = read
                faces[entry] = read
            }
            return FontFamily(name: names[position], faces: [(400, face)], fallbacks: position == 0 ? Array(names.dropFirst()) : [])
        }
        return FontTextMeasurer(families: families)
    }

    /// With `TIPC_BENCH_ROUNDS=n` in the environment each group is measured n times once, for
    /// instruction counts under callgrind (a fixed amount of work).
    private static func rate(of rows: [(FontTextMeasurer, String)]) -> Double {
        let font = FontRequest(family: "Chain face 0", size: 17)
        if let fixed = ProcessInfo.processInfo.environment["TIPC_BENCH_ROUNDS"].flatMap(Int.init) {
            let timing = Stopwatch(repetitions: 1).measure { () -> Double in
                var total = 0.0
                for _ in 0..<fixed {
                    for (measurer, text) in rows { total += measurer.width(of: text[...], in: font) }
                }
                return total
            }
            return Double(fixed * rows.count) / timing.seconds
        }
        var rounds = 1
        while true {
            let timing = Stopwatch(repetitions: repetitions).measure { () -> Double in
                var total = 0.0
                for _ in 0..<rounds {
                    for (measurer, text) in rows { total += measurer.width(of: text[...], in: font) }
                }
                return total
            }
            if timing.seconds >= minimumSeconds { return Double(rounds * rows.count) / timing.seconds }
            rounds *= 2
        }
    }
}

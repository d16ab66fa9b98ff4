import Foundation
import TipPipeline

/// `tipc-bench variants`: the checks of every variant on a file of 100 components, each laid
/// out in its source language and 2 other locales at all 12 content size categories with Bold
/// Text off and on, its colours checked in the 4 appearances (light, dark, each with increased
/// contrast): `tipc check` of that file as a user runs it (the release `tipc` beside this
/// binary, process start included) and the same check in this process.
///
/// Every component has something to check: the tooltips (`font: body`, `numberOfLines: 2`, a
/// budget, an action, colours of their own) and the tag groups (body-sized tags, `maxRows: 2`,
/// a budget, colours of their own) all take their texts from the catalog, so each is laid out
/// 3 × 12 × 2 = 72 times and its colours read in 4 appearances each time.
enum VariantsBenchmark {
    static let components = 100
    static let locales = ["en", "de", "ja"]
    static let appearances = 4
    static let weights = 2
    static let runs = 9

    static func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tipc-bench-variants-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/variants.tip"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(source().utf8).write(to: URL(fileURLWithPath: path))
            try Data(catalog().utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.xcstrings"))
        } catch {
            fatalError("cannot write the benchmark's files: \(error)")
        }
        let bytes = Array(source().utf8)
        let inProcess = Stopwatch(repetitions: runs).measure { Compilation().compile(path: path, bytes: bytes, through: .fonts) }
        let laidOut = components * locales.count * 12 * weights
        print("tipc-bench variants: \(components) components × \(locales.count) locales × 12 text sizes × \(weights) weights = "
            + "\(Table.grouped(laidOut)) layouts, each in \(appearances) appearances; \(inProcess.result.diagnostics.count) warnings")
        print("  check in this process (best of \(runs))   \(Table.milliseconds(inProcess.seconds)) ms")
        guard FileManager.default.isExecutableFile(atPath: ChildProcess.tipc) else {
            print("  (no tipc beside tipc-bench: build both with `swift build -c release` to time `tipc check`)")
            return
        }
        let process = Stopwatch(repetitions: runs).measure { () -> Int32 in
            ChildProcess.run([ChildProcess.tipc, "check", path])?.status ?? -1
        }
        guard process.result == 0 else { fatalError("tipc check exited \(process.result)") }
        print("  tipc check, whole process (best of \(runs)) \(Table.milliseconds(process.seconds)) ms  (goal: under 150 ms)")
    }

    /// Half tooltips, half tag groups, every text from the catalog.
    static func source() -> String {
        var text = """
            strings "Localizable.xcstrings"
            style Tip {
              font: body; maxWidth: 240; numberOfLines: 2; budget { width: 260; height: 160 }
              background: color(light: #1C1C1E, dark: #F2F2F7); textColor: color(light: white, dark: black)
              actions: [action("OK", id: "ok")]
            }
            style Chips {
              width: 300; maxRows: 2; budget { height: 100 }
              tag { font: body; padding: 4 10; cornerRadius: 12; background: systemGray5; textColor: label }
            }

            """
        for index in 0..<components {
            text += index % 2 == 0
                ? "tooltip Tip\(index) : Tip { text: localized(\"tip.\(index)\") }\n"
                : "tags Tags\(index) : Chips { items: [localized(\"tag.\(index).a\"), localized(\"tag.\(index).b\"), \"Swift\", localized(\"tag.\(index).c\")] }\n"
        }
        return text
    }

    /// Each key's text in every locale, different for every component.
    static func catalog() -> String {
        let texts: [String: (tip: String, tags: [String])] = [
            "en": ("Tap here to see item %d of your saved collection", ["Design %d", "Layout", "Accessibility"]),
            "de": ("Tippen Sie hier, um Element %d Ihrer gespeicherten Sammlung zu sehen", ["Gestaltung %d", "Seitenaufbau", "Barrierefreiheit"]),
            "ja": ("保存したコレクションの項目%dを見るにはここをタップ", ["デザイン%d", "レイアウト", "アクセシビリティ"]),
        ]
        func entry(_ key: String, _ text: (String) -> String) -> String {
            let values = locales.map { "\"\($0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(text($0))\"}}" }
            return "\"\(key)\": {\"localizations\": {\(values.joined(separator: ", "))}}"
        }
        var entries: [String] = []
        for index in 0..<components {
            let number = { (pattern: String) in pattern.replacingOccurrences(of: "%d", with: String(index)) }
            if index % 2 == 0 {
                entries.append(entry("tip.\(index)") { number(texts[$0]!.tip) })
            } else {
                for (part, name) in ["a", "b", "c"].enumerated() {
                    entries.append(entry("tag.\(index).\(name)") { number(texts[$0]!.tags[part]) })
                }
            }
        }
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + entries.joined(separator: ",\n") + "\n}}\n"
    }
}

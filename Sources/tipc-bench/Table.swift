import Foundation
import TipCompiler

/// The benchmark's printed table: one row per document size.
enum Table {
    static let columns = ["components", "KB", "lex+parse", "resolve", "layout", "JSON", "sheet SVG", "compile", "µs/comp", "MB/s", "peak RSS"]

    /// Column titles; phase times are milliseconds.
    static var header: String {
        format(columns) + "\n" + format(columns.map { _ in "" }, padding: "-") + "\n" + format(["", "", "ms", "ms", "ms", "ms", "ms", "ms", "", "", "MB"])
    }

    static func row(_ report: SizeReport) -> String {
        format([grouped(report.components), grouped(report.bytes / 1024)]
            + report.phases.map { milliseconds($0.seconds) }
            + [milliseconds(report.compile),
               String(format: "%.1f", report.microsecondsPerComponent),
               String(format: "%.1f", report.megabytesPerSecond),
               grouped(report.peakResidentBytes >> 20)])
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1e3) }

    static func grouped(_ number: Int) -> String { DiagnosticRenderer.groupedThousands(number) }

    private static func format(_ cells: [String], padding: Character = " ") -> String {
        zip(cells, columns).map { cell, title in
            let width = max(title.count, 10)
            return String(repeating: padding, count: max(0, width - cell.count)) + cell
        }.joined(separator: " ")
    }
}

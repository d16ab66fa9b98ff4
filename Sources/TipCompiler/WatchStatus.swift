import Foundation

/// The one status line per input that `tipc watch` prints after each compile, e.g.
/// `[12:00:01] samples/a.tip: ok, 3 components → out/` or `[12:00:05] samples/a.tip: 2 errors`.
enum WatchStatus {
    /// The status lines of a compile that recorded `record`, at `time` (`HH:mm:ss`).
    static func lines(for record: BuildRecord, options: BuildOptions, time: String) -> String {
        options.inputs.map { input in
            let entry = record.entries.first { $0.input == input }
            return "[\(time)] \(input.argument): \(entry.map { summary(of: $0, options: options) } ?? "not read (see above)")\n"
        }.joined()
    }

    /// The current local time as `HH:mm:ss`.
    static func clock(_ date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }

    private static func summary(of entry: BuildRecord.Entry, options: BuildOptions) -> String {
        let errors = entry.result.diagnostics.filter { $0.severity == .error }.count
        let warnings = entry.result.diagnostics.count - errors
        let warningText = warnings == 0 ? "" : ", " + counted(warnings, "warning")
        guard errors == 0, let layout = entry.result.layout else {
            return counted(errors, "error") + warningText
        }
        let destination = options.outputDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "beside the input"
        return "ok, " + counted(layout.components.count, "component") + warningText + " → " + destination
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

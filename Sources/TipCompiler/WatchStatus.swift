#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one status line per input that `tipc watch` prints after each compile, e.g.
/// `[12:00:01] samples/a.tip: ok, 3 components → out/` or `[12:00:05] samples/a.tip: 2 errors`.
enum WatchStatus {
    /// The status lines of a compile that recorded `record`, at `time` (`HH:mm:ss`), whose
    /// outputs went to `destination` (`out/`, `beside the input`, an address).
    static func lines(for record: BuildRecord, options: BuildOptions, destination: String, time: String) -> String {
        options.inputs.map { input in
            let entry = record.entries.first { $0.input == input }
            return "[\(time)] \(input.argument): \(entry.map { summary(of: $0, destination: destination) } ?? "not read (see above)")\n"
        }.joined()
    }

    /// The local time of `moment` (seconds since 1970, by default now) as `HH:mm:ss`.
    static func clock(at moment: time_t = time(nil)) -> String {
        var moment = moment
        var local = tm()
        tzset()
        localtime_r(&moment, &local)
        return [local.tm_hour, local.tm_min, local.tm_sec].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    private static func summary(of entry: BuildRecord.Entry, destination: String) -> String {
        let errors = entry.result.diagnostics.filter { $0.severity == .error }.count
        let warnings = entry.result.diagnostics.count - errors
        let warningText = warnings == 0 ? "" : ", " + counted(warnings, "warning")
        guard errors == 0, let layout = entry.result.layout else {
            return counted(errors, "error") + warningText
        }
        return "ok, " + counted(layout.components.count, "component") + warningText + " → " + destination
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

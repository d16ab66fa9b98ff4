import Foundation
import Testing

/// Compares generated text with a golden file under `Tests/Golden/`; a difference fails with a
/// unified diff. With `TIP_UPDATE_GOLDEN=1` the golden file is (re)written instead; a missing
/// golden fails and shows the output. Review every golden diff as a code change.
public enum Golden {
    /// Whether goldens are being rewritten (`TIP_UPDATE_GOLDEN=1`).
    public static let updating = ProcessInfo.processInfo.environment["TIP_UPDATE_GOLDEN"] == "1"

    /// Checks `actual` against `Tests/Golden/<relativePath>`, or rewrites it.
    public static func check(_ actual: String, against relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = Repository.path("Tests/Golden/" + relativePath)
        if updating {
            let url = URL(fileURLWithPath: path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Atomically: a test reading the file meanwhile sees the old bytes or the new, never half.
            #expect(throws: Never.self, sourceLocation: sourceLocation) { try Data(actual.utf8).write(to: url, options: .atomic) }
            return
        }
        guard let expected = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
            Issue.record("missing golden file Tests/Golden/\(relativePath) (run TIP_UPDATE_GOLDEN=1 swift test); output:\n\(actual)",
                         sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("""
                output differs from Tests/Golden/\(relativePath) (rerun with TIP_UPDATE_GOLDEN=1 and review the diff):
                \(UnifiedDiff.of(expected, actual, names: ("golden", "actual")))
                """, sourceLocation: sourceLocation)
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// For a test that reads golden files as its input (a golden document decoded by the
    /// runtime): it does not run while `TIP_UPDATE_GOLDEN=1` rewrites them, so that it never
    /// reads a golden the same run is changing; the next run checks it against the new ones.
    public static var readsGoldens: Self {
        .disabled(if: Golden.updating, "reads golden files that TIP_UPDATE_GOLDEN=1 is rewriting")
    }
}

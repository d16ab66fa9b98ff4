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
            #expect(throws: Never.self, sourceLocation: sourceLocation) { try Data(actual.utf8).write(to: url) }
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

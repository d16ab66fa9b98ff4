import Foundation
import Testing

/// Compares generated text with a golden file under `Tests/Golden/`. With
/// `TIP_UPDATE_GOLDEN=1` the golden file is (re)written instead; a missing golden fails and
/// shows the output. Review every golden diff as a code change.
enum Golden {
    static let updating = ProcessInfo.processInfo.environment["TIP_UPDATE_GOLDEN"] == "1"

    static func check(_ actual: String, against relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = RepositoryFiles.root + "/Tests/Golden/" + relativePath
        if updating {
            let url = URL(fileURLWithPath: path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(throws: Never.self, sourceLocation: sourceLocation) { try Data(actual.utf8).write(to: url) }
            return
        }
        guard let expected = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
            Issue.record("missing golden file Tests/Golden/\(relativePath) (run TIP_UPDATE_GOLDEN=1 swift test); output:\n\(actual)", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("output differs from Tests/Golden/\(relativePath) (first difference at line \(firstDifferentLine(expected, actual)); rerun with TIP_UPDATE_GOLDEN=1 and review the diff)", sourceLocation: sourceLocation)
        }
    }

    private static func firstDifferentLine(_ a: String, _ b: String) -> Int {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false)
        let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<min(la.count, lb.count) where la[index] != lb[index] { return index + 1 }
        return min(la.count, lb.count) + 1
    }
}

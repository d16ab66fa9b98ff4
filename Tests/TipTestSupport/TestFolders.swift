import Foundation

/// Fresh folders for tests, removed when the test process exits, so that test runs leave
/// nothing behind in the temporary directory.
public enum TestFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [String] = []
    nonisolated(unsafe) private static var removesAtExit = false

    /// A new empty folder whose name starts with `prefix` (which may hold spaces).
    public static func make(prefix: String = "tipc-test-") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        lock.withLock {
            made.append(path)
            if !removesAtExit {
                removesAtExit = true
                atexit { TestFolders.removeAll() }
            }
        }
        return path
    }

    /// Removes every folder made so far (made writable first: some tests take permissions away).
    private static func removeAll() {
        let paths = lock.withLock { made }
        for path in paths {
            if let walker = FileManager.default.enumerator(atPath: path) {
                for case let relative as String in walker { chmod(path + "/" + relative, 0o700) }
            }
            chmod(path, 0o700)
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

import Foundation
import TipSemantics

/// Files in memory, where the first read of one chosen file stops until the test opens the
/// gate: a compile that is slow for exactly as long as the test wants.
final class GatedLoader: SourceLoader, @unchecked Sendable {
    private let files: [String: String]
    private let gatedPath: String
    private let lock = NSLock()
    private var gatedReadDone = false
    private let gate = DispatchSemaphore(value: 0)
    private let arrived = DispatchSemaphore(value: 0)

    /// Serves `files` by path; the first read of `gatedPath` waits for ``open()``.
    init(files: [String: String], gatedPath: String) {
        self.files = files
        self.gatedPath = gatedPath
    }

    func read(path: String) -> Result<[UInt8], SourceLoadError> {
        let waits = lock.withLock {
            defer { if path == gatedPath { gatedReadDone = true } }
            return path == gatedPath && !gatedReadDone
        }
        if waits {
            arrived.signal()
            gate.wait()
        }
        return files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
    }

    /// Waits (at most 20 seconds) until a compile is stopped at the gate; whether one is.
    func waitForCompileAtGate() -> Bool {
        arrived.wait(timeout: .now() + 20) == .success
    }

    /// Lets the stopped read go on.
    func open() {
        gate.signal()
    }
}

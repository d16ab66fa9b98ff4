import Foundation

/// A `tipc` process that keeps running (watch mode) while the test reads its output as it
/// comes and waits, with a deadline, for what it expects.
final class LiveProcess {
    private let process = Process()
    private let stdout = GrowingText()
    private let stderr = GrowingText()

    /// Starts `tipc arguments` in `directory`.
    init(_ arguments: [String], in directory: String) throws {
        process.executableURL = TipcProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        for (pipe, sink) in [(out, stdout), (err, stderr)] {
            pipe.fileHandleForReading.readabilityHandler = { handle in sink.append(handle.availableData) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Standard output so far.
    var output: String { stdout.text }
    /// Standard error so far.
    var errors: String { stderr.text }

    /// Waits until standard output has at least `count` lines (true), or `timeout` seconds
    /// pass or the process ends (false).
    func waitForLines(_ count: Int, timeout: Double = 60) -> Bool {
        wait(timeout: timeout) { self.output.split(separator: "\n").count >= count }
    }

    /// Sends SIGTERM and waits for the exit status (nil when it did not end in `timeout`).
    func terminate(timeout: Double = 30) -> Int32? {
        stop(with: SIGTERM, timeout: timeout)
    }

    /// Sends SIGINT (Ctrl-C) and waits for the exit status (nil when it did not end in `timeout`).
    func interrupt(timeout: Double = 30) -> Int32? {
        stop(with: SIGINT, timeout: timeout)
    }

    /// Waits until standard output or error (`inErrors`) holds `text` (true), or `timeout`
    /// seconds pass or the process ends (false).
    func waitFor(_ text: String, inErrors: Bool = false, timeout: Double = 60) -> Bool {
        wait(timeout: timeout) { (inErrors ? self.errors : self.output).contains(text) }
    }

    private func stop(with signal: Int32, timeout: Double) -> Int32? {
        kill(process.processIdentifier, signal)
        guard wait(timeout: timeout, until: { !self.process.isRunning }) else { return nil }
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }

    private func wait(timeout: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            if !process.isRunning { return condition() }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }
}

/// Text appended by a pipe's reader thread and read by the test.
final class GrowingText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}

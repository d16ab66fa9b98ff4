import Foundation
import Testing
import TipTestSupport

/// Runs the built `tipc` binary as a user would, capturing stdout, stderr and the exit code.
struct TipcProcess {
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The repository root, used as the working directory.
    static var root: String { Repository.root }

    /// The `tipc` executable beside the test bundle in the build folder.
    static let executable: URL = {
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("tipc")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return URL(fileURLWithPath: root + "/.build/debug/tipc")
    }()

    /// Runs `tipc arguments` (or `program`'s) in `directory` (default: the repository root)
    /// with `stdin` piped in, or with the file `stdinFile` as standard input. A run that takes
    /// longer than `timeout` seconds is killed (and its outcome reports the signal as status,
    /// 128 + 9), so a hang fails its test instead of stopping the suite.
    static func run(
        _ arguments: [String], program: URL = executable, stdin: String? = nil, stdinFile: String? = nil, in directory: String = root,
        environment: [String: String] = [:], timeout: Double = 120
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let stdinFile {
            guard let handle = FileHandle(forReadingAtPath: stdinFile) else { throw CocoaError(.fileReadNoSuchFile) }
            process.standardInput = handle
        } else {
            process.standardInput = input
        }
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently with the process so large outputs cannot deadlock.
        let stdoutData = LockedData(), stderrData = LockedData()
        let group = DispatchGroup()
        for (handle, sink) in [(out.fileHandleForReading, stdoutData), (err.fileHandleForReading, stderrData)] {
            group.enter()
            DispatchQueue.global().async {
                sink.set(handle.readDataToEndOfFile())
                group.leave()
            }
        }
        process.waitUntilExit()
        group.wait()
        return Outcome(
            status: process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus,
            stdout: String(decoding: stdoutData.get(), as: UTF8.self),
            stderr: String(decoding: stderrData.get(), as: UTF8.self))
    }

    /// A fresh empty temporary folder (removed when the tests exit).
    static func temporaryDirectory() throws -> String {
        try TestFolders.make(prefix: "tipc-cli-")
    }

    /// A fresh temporary folder holding `files` (name → contents).
    static func folder(_ files: [String: String]) throws -> String {
        let directory = try temporaryDirectory()
        for (name, contents) in files {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        return directory
    }

    /// The text of the file at `path`.
    static func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }
}

/// Bytes handed from a reader thread to the test.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}

import Foundation
import Testing

/// Each input's outputs are replaced all together or not at all: when one of them cannot be
/// written (here: a file size limit, as a full disk would do), every output keeps its old bytes
/// and no temporary file is left behind.
@Suite struct TransactionCLITests {
    static let before = "tooltip A { text: \"one\" }\ntooltip B { text: \"two\" }\ntags C { items: [\"x\", \"y\"] }\n"
    static let after = "tooltip A { text: \"uno\" }\ntooltip B { text: \"dos\" }\ntags C { items: [\"x\", \"y\", \"z\"] }\n"

    @Test func aFailedWriteLeavesEveryOldOutput() throws {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(Self.before.utf8).write(to: URL(fileURLWithPath: folder + "/tx.tip"))
        let first = try TipcProcess.run(["build", "tx.tip"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let old = try OutputCollisionCLITests.snapshot(folder)
        #expect(old.keys.sorted() == ["tx.A.svg", "tx.B.svg", "tx.C.svg", "tx.json", "tx.svg", "tx.tip"])

        try Data(Self.after.utf8).write(to: URL(fileURLWithPath: folder + "/tx.tip"))
        // The component SVGs (< 2 KB) fit under the limit, the JSON and the sheet (> 3 KB) do
        // not. `ulimit -f` counts blocks of 512 bytes (dash) or 1,024 (bash): 2 or 4 KB.
        let script = "trap '' XFSZ; ulimit -f 4; exec \"$0\" build tx.tip"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, TipcProcess.executable.path]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "\(stderr)")
        #expect(stderr.contains("File too large"), "\(stderr)")

        var expected = old
        expected["tx.tip"] = Data(Self.after.utf8)
        #expect(try OutputCollisionCLITests.snapshot(folder) == expected)
    }
}

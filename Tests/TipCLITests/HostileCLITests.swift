import Foundation
import Testing

/// Hostile source text through the real `tipc`: a clear diagnostic on stderr and exit 1, or
/// exit 0 where the input is valid.
@Suite struct HostileCLITests {
    /// Runs `tipc check` on `bytes` written to a temporary `hostile.tip`.
    static func check(_ bytes: [UInt8], format: String = "short") throws -> TipcProcess.Outcome {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/hostile.tip"))
        return try TipcProcess.run(["check", "--diagnostic-format", format, "hostile.tip"], in: folder)
    }

    static func check(_ text: String, format: String = "short") throws -> TipcProcess.Outcome {
        try check(Array(text.utf8), format: format)
    }

    @Test(arguments: [
        ("tooltip T {\u{0} text: \"x\" }\n", "[E005]"),
        ("tooltip T { text: \"\\u{D800}\" }\n", "[E004]"),
        ("tooltip T { text: \"\\u{110000}\" }\n", "[E004]"),
        ("tooltip T { text: \"x\"; cornerRadius: 1e400 }\n", "[E006]"),
        ("tooltip T { text: \"x\"; cornerRadius: NaN }\n", "[E0"),
        ("tags T { items: [\"a\"]; maxRows: 0 }\n", "[E043]"),
        ("tooltip T { text: \"x\"; width: 1000000000 }\n", "[E043]"),
        ("tooltip T { text: \"x\"; shadow { x: -10000.5 } }\n", "[E043]"),
        ("tooltip T { text: \"x\"; padding: " + String(repeating: "[", count: 100_000) + "\n}\n", "[E009]"),
    ])
    func isAnErrorWithExitOne(text: String, code: String) throws {
        let outcome = try Self.check(text)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains(code), "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("hostile.tip:1:"))
    }

    @Test func invalidUTF8IsAnErrorWithExitOne() throws {
        let outcome = try Self.check([0xC0, 0xAF] + Array("tooltip T { text: \"".utf8) + [0xED, 0xA0, 0x80] + Array("\" }\n".utf8) + [0xF0, 0x9F])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.components(separatedBy: "[E001]").count - 1 == 3, "\(outcome.stderr)")
    }

    @Test(arguments: ["0.0001", "10000", "0"])
    func extremeWidthsAreValid(width: String) throws {
        let outcome = try Self.check("tooltip T { text: \"hello\"; width: \(width) }\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
    }

    @Test func fiveThousandErrorsEndWithTheSummaryLine() throws {
        let text = (0..<5_000).map { "tooltip T\($0) { text: \"x\"; bogus: 1 }\n" }.joined()
        let outcome = try Self.check(text, format: "human")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.components(separatedBy: "\nerror[").count - 1 == 199)
        let last = try #require(outcome.stderr.split(separator: "\n").last)
        #expect(last == "… and 4,800 more errors in hostile.tip (only the first 200 diagnostics of an input are printed)")
    }

    @Test func errorsPastTheRecordingLimitAreCountedAsAtLeast() throws {
        // 200,000 stray characters: the lexer records the first 100,000.
        let outcome = try Self.check(String(repeating: "@", count: 200_000), format: "human")
        #expect(outcome.status == 1)
        let last = try #require(outcome.stderr.split(separator: "\n").last)
        #expect(last == "… and at least 99,800 more errors in hostile.tip (only the first 200 diagnostics of an input are printed)")
    }

    @Test(arguments: ["human", "short"])
    func terminalControlsInTheSourceAreNeverEchoed(format: String) throws {
        let hostile = "\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}\u{9B}31m"
        let outcome = try Self.check("tooltip T { text: \"x\"; textColor: whit }\u{1B}[31m\nimport \"\(hostile)\"\n", format: format)
        #expect(outcome.status == 1)
        #expect(!outcome.stderr.unicodeScalars.contains { Self.terminalControls.contains($0) }, "\(outcome.stderr.debugDescription)")
        if format == "human" {
            // The source line under the diagnostic shows every control as one visible character.
            #expect(outcome.stderr.contains("\u{241B}]0;owned\u{2407}\u{241B}[2J\u{FFFD}\u{FFFD}31m"), "\(outcome.stderr.debugDescription)")
        }
    }

    /// Characters that must never reach a terminal from a source file: C0 controls but tab and
    /// line feed, DEL, C1 controls, bidirectional overrides.
    static let terminalControls: Set<Unicode.Scalar> = Set(
        (0..<0x20).filter { $0 != 0x09 && $0 != 0x0A }.map { Unicode.Scalar($0)! }
            + (0x7F...0x9F).map { Unicode.Scalar($0)! } + ["\u{202E}", "\u{2066}"])
}

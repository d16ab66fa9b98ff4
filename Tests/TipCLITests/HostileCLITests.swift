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

    @Test(arguments: ["0.0001", "1000000000", "0"])
    func extremeWidthsAreValid(width: String) throws {
        let outcome = try Self.check("tooltip T { text: \"hello\"; width: \(width) }\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
    }

    @Test func tenThousandErrorsEndWithTheSummaryLine() throws {
        let text = (0..<10_000).map { "tooltip T\($0) { text: \"x\"; bogus: 1 }\n" }.joined()
        let outcome = try Self.check(text, format: "human")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.components(separatedBy: "\nerror[").count - 1 == 199)
        let last = try #require(outcome.stderr.split(separator: "\n").last)
        #expect(last == "… and 9,800 more errors in hostile.tip (only the first 200 diagnostics of an input are printed)")
    }
}

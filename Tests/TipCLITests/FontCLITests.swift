import Foundation
import Testing
import TipTestSupport

/// Font files through the `tipc` binary: bad files are diagnostics with exit 1, `--font-dir`
/// finds families by name.
@Suite struct FontCLITests {
    static let fonts = TipcProcess.root + "/Tests/Fixtures/Fonts"

    /// A fresh folder holding `files`.
    private func folder(_ files: [String: [UInt8]]) throws -> String {
        let path = try TestFolders.make(prefix: "tipc-fonts-")
        for (name, bytes) in files {
            try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
        }
        return path
    }

    @Test func truncatedEmptyAndGarbageFontsAreDiagnosticsWithExitOne() throws {
        let real = Array(try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/LiberationSans-subset.ttf")))
        let cases: [(String, [UInt8])] = [
            ("zero.ttf", []),
            ("garbage.otf", Array(repeating: 0xAB, count: 4096)),
            ("truncated.ttf", Array(real.prefix(300))),
            ("cut-tables.ttf", Array(real.prefix(real.count - 1000))),
            ("header-only.ttc", [0x74, 0x74, 0x63, 0x66, 0, 1, 0, 0, 0, 0, 0, 9]),
        ]
        for (name, bytes) in cases {
            let tip = "font \"Bad\" { regular: \"\(name)\" }\ntooltip T { text: \"AVATAR\"; font: \"Bad\" 17 }\n"
            let directory = try folder([name: bytes, "main.tip": Array(tip.utf8)])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let outcome = try TipcProcess.run(["build", "main.tip", "-o", "out"], in: directory)
            #expect(outcome.status == 1, "\(name): \(outcome.stderr)")
            #expect(outcome.stderr.contains("error[E051]"), "\(name): \(outcome.stderr)")
            #expect(outcome.stderr.contains("`\(name)` is not a valid font file"), "\(name): \(outcome.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/out/main.json"))
        }
    }

    /// A `--font-dir` that is not there is a warning (a typo there would silently fall back to
    /// the built-in metrics); the build still succeeds, and a real folder says nothing.
    @Test func aFontFolderThatDoesNotExistIsAWarning() throws {
        let directory = try TipcProcess.folder(["a.tip": "tooltip T { text: \"x\" }\n", "file.txt": ""])
        let outcome = try TipcProcess.run(["check", "a.tip", "--font-dir", "Fontz", "--font-dir", "file.txt", "--font-dir", "."], in: directory)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == """
            tipc: warning: font folder 'Fontz' (--font-dir) does not exist or is not a folder; no fonts are read from it
            tipc: warning: font folder 'file.txt' (--font-dir) does not exist or is not a folder; no fonts are read from it

            """)
    }

    @Test func aMissingFontFileIsAnError() throws {
        let directory = try folder(["main.tip": Array("font \"F\" { bold: \"nope.ttf\" }\n".utf8)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try TipcProcess.run(["check", "main.tip"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error[E050]: cannot find font file `nope.ttf`"), "\(outcome.stderr)")
    }

    /// One run reports a missing font file beside a semantic error, in `check` and `build`
    /// alike, and a build with them writes nothing.
    @Test func aMissingFontFileIsReportedInTheSameRunAsASemanticError() throws {
        let tip = "font \"F\" { bold: \"nope.ttf\" }\ntooltip T { text: \"x\"; textColor: whit }\n"
        let directory = try folder(["main.tip": Array(tip.utf8)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [["check", "main.tip"], ["build", "main.tip", "-o", "out"]] {
            let outcome = try TipcProcess.run(arguments + ["--diagnostic-format", "short"], in: directory)
            #expect(outcome.status == 1)
            #expect(outcome.stderr == """
                main.tip:1:18: error: cannot find font file `nope.ttf` [E050]
                main.tip:2:35: error: unknown colour `whit` [E022]
                main.tip:2:35: note: did you mean `white`?

                """, "\(arguments[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    @Test func fontDirFindsFamiliesByName() throws {
        let tip = "tooltip T { text: \"AVATAR 안녕\"; font: \"DejaVu Sans\" 17 }\n"
        let directory = try folder(["main.tip": Array(tip.utf8)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try TipcProcess.run(["build", "main.tip", "-o", "-", "--font-dir", Self.fonts], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#""measuredWith": ["DejaVu Sans Book", "built-in"]"#), "\(outcome.stdout)")
    }
}

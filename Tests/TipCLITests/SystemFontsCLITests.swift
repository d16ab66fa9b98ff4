import Foundation
import Testing

/// `--no-system-fonts`: a family found only in the system font folders is not used (W004, the
/// built-in metrics), while declared font files and `--font-dir` folders still are. The system
/// folders include `~/.fonts`, so each test gives `tipc` a home of its own holding one font.
@Suite struct SystemFontsCLITests {
    static let dejaVu = FontCLITests.fonts + "/DejaVuSans-subset.ttf"
    static let byName = "tooltip T { text: \"AVATAR\"; font: \"DejaVu Sans\" 17 }\n"
    static let unknownFamily = "warning[W004]: font family `DejaVu Sans` is not declared and was not found in the font folders"

    /// A project folder holding `main.tip` (`tip`), and a home folder whose `.fonts` holds DejaVu Sans.
    private func project(_ tip: String) throws -> (folder: String, home: [String: String]) {
        let folder = try TipcProcess.folder(["main.tip": tip])
        let home = try TipcProcess.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: home + "/.fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.dejaVu, toPath: home + "/.fonts/DejaVuSans.ttf")
        return (folder, ["HOME": home])
    }

    @Test func aFamilyOnlyTheSystemHasIsNotUsed() throws {
        let (folder, home) = try project(Self.byName)
        let build = ["build", "main.tip", "-o", "-", "--emit", "json"]

        let system = try TipcProcess.run(build, in: folder, environment: home)
        #expect(system.status == 0, "\(system.stderr)")
        #expect(system.stdout.contains(#""measuredWith": ["DejaVu Sans Book"]"#), "\(system.stdout)")

        let hermetic = try TipcProcess.run(build + ["--no-system-fonts"], in: folder, environment: home)
        #expect(hermetic.status == 0, "\(hermetic.stderr)")
        #expect(hermetic.stderr.contains(Self.unknownFamily), "\(hermetic.stderr)")
        #expect(hermetic.stdout.contains(#""measuredWith": ["built-in"]"#), "\(hermetic.stdout)")
    }

    @Test func declaredFilesAndFontFoldersAreStillUsed() throws {
        let declared = "font \"DejaVu Sans\" { regular: \"\(Self.dejaVu)\" }\n" + Self.byName
        for (tip, options) in [(declared, []), (Self.byName, ["--font-dir", FontCLITests.fonts])] {
            let (folder, home) = try project(tip)
            let outcome = try TipcProcess.run(
                ["build", "main.tip", "-o", "-", "--emit", "json", "--no-system-fonts"] + options, in: folder, environment: home)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(!outcome.stderr.contains("W004"), "\(outcome.stderr)")
            #expect(outcome.stdout.contains(#""measuredWith": ["DejaVu Sans Book"]"#), "\(outcome.stdout)")
        }
    }

    @Test func checkAndWatchTakeTheOptionToo() throws {
        let (folder, home) = try project(Self.byName)
        let outcome = try TipcProcess.run(["check", "main.tip", "--no-system-fonts"], in: folder, environment: home)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains(Self.unknownFamily), "\(outcome.stderr)")
        for command in ["build", "check", "watch"] {
            let help = try TipcProcess.run([command, "--help"])
            #expect(help.stdout.contains("--no-system-fonts"), "\(command)")
        }
    }
}

import Foundation
import Testing

/// `--deps` and unchanged outputs, end to end: the dependency file names every input, outputs
/// keep their timestamps when nothing changed, and `make` reruns `tipc` exactly when an input
/// changed.
@Suite struct IncrementalBuildTests {
    private let build = ["build", "main.tip", "-o", "out", "--deps", "out/main.d"]

    @Test func theDependencyFileListsOutputsMainFileAndImports() throws {
        let project = try TemporaryProject()
        let outcome = try TipcProcess.run(build, in: project.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try project.read("out/main.d") == """
            out/main.json out/main.Hello.svg out/main.svg out/main.d: \\
              main.tip \\
              my\\ tips/brand.tip

            my\\ tips/brand.tip:

            """)
    }

    /// Every file read is a prerequisite: the strings table and the font files too, declared
    /// (as the input names them) or found by name in a `--font-dir` folder (and no other: the
    /// system folders are left out, so that DejaVu Sans cannot come from there).
    @Test func theDependencyFileListsStringsTablesAndFonts() throws {
        let project = try TemporaryProject()
        try FileManager.default.copyItem(atPath: FontCLITests.fonts + "/LiberationSans-subset.ttf", toPath: project.root + "/Brand.ttf")
        try project.write(#"{"sourceLanguage": "en", "strings": {"hello": {}}, "version": "1.0"}"#, to: "Localizable.xcstrings")
        try project.write("""
            import "my tips/brand.tip"
            strings "Localizable.xcstrings"
            font "Brand" { regular: "Brand.ttf" }

            tooltip Hello : Brand { text: localized("hello"); font: "Brand" 15 }
            tooltip Other { text: "Other"; font: "DejaVu Sans" 15 }

            """, to: "main.tip")
        let outcome = try TipcProcess.run(
            build + ["--emit", "json", "--font-dir", FontCLITests.fonts, "--no-system-fonts"], in: project.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try project.read("out/main.d") == """
            out/main.json out/main.d: \\
              main.tip \\
              my\\ tips/brand.tip \\
              Localizable.xcstrings \\
              Brand.ttf \\
              \(FontCLITests.fonts)/DejaVuSans-subset.ttf

            my\\ tips/brand.tip:

            Localizable.xcstrings:

            Brand.ttf:

            \(FontCLITests.fonts)/DejaVuSans-subset.ttf:

            """)
    }

    @Test func touchingNothingRewritesNothing() throws {
        let project = try TemporaryProject()
        #expect(try TipcProcess.run(build, in: project.root).status == 0)
        let outputs = ["out/main.json", "out/main.Hello.svg", "out/main.svg"]
        let old = Date(timeIntervalSince1970: 1_500_000_000)
        for output in outputs { try project.setModificationDate(old, of: output) }

        #expect(try TipcProcess.run(build, in: project.root).status == 0)
        for output in outputs { #expect(try project.modificationDate(of: output) == old, "\(output)") }

        // A changed import changes the outputs, which are then rewritten.
        let before = try project.read("out/main.json")
        try project.write(TemporaryProject.brand(background: "#34C759"), to: "my tips/brand.tip")
        #expect(try TipcProcess.run(build, in: project.root).status == 0)
        let after = try project.read("out/main.json")
        #expect(after != before)
        #expect(after.contains("\"fill\": \"#34C759FF\""))
        for output in outputs { #expect(try project.modificationDate(of: output) != old, "\(output)") }
    }

    @Test func aFailedBuildLeavesTheDependencyFileAlone() throws {
        let project = try TemporaryProject()
        #expect(try TipcProcess.run(build, in: project.root).status == 0)
        let old = Date(timeIntervalSince1970: 1_500_000_000)
        try project.setModificationDate(old, of: "out/main.d")
        try project.write("style Brand { background: nocolour }\n", to: "my tips/brand.tip")
        #expect(try TipcProcess.run(build, in: project.root).status == 1)
        #expect(try project.modificationDate(of: "out/main.d") == old)
    }

    @Test(.enabled(if: Make.path != nil, "make is not installed"))
    func makeRerunsTipcOnlyWhenAnInputChanged() throws {
        let make = try #require(Make.path)
        let project = try TemporaryProject()
        try project.write("""
            all: out/main.d
            out/main.d: main.tip
            \t"$(TIPC)" build main.tip -o out --emit json --deps out/main.d
            -include out/main.d

            """, to: "Makefile")
        func runMake() throws -> Bool {
            let outcome = try Make.run(make, tipc: TipcProcess.executable.path, in: project.root)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return outcome.stdout.contains("--deps out/main.d")
        }

        #expect(try runMake(), "the first make builds")
        #expect(try runMake() == false, "touching nothing reruns nothing")

        // Touching a file makes it newer than everything built (which is aged first, so no
        // timestamp lies in the future: Make would warn and loop over its remade makefile).
        func touch(_ name: String) throws {
            try project.ageEveryFile(by: 100)
            try project.setModificationDate(Date(), of: name)
        }
        let json = try project.read("out/main.json")
        try touch("my tips/brand.tip")
        let jsonDate = try project.modificationDate(of: "out/main.json")
        #expect(try runMake(), "touching an imported file reruns the build")
        #expect(try project.modificationDate(of: "out/main.json") == jsonDate, "same bytes, same timestamp")
        #expect(try runMake() == false, "and then nothing is left to do")

        try project.write(TemporaryProject.brand(background: "#5856D6"), to: "my tips/brand.tip")
        try touch("my tips/brand.tip")
        #expect(try runMake(), "editing an imported file reruns the build")
        #expect(try project.read("out/main.json") != json)
        #expect(try project.read("out/main.json").contains("#5856D6FF"))
        #expect(try runMake() == false)

        try touch("main.tip")
        #expect(try runMake(), "touching the main file reruns the build")
    }
}

/// GNU Make, when installed.
enum Make {
    /// The `make` executable found on `PATH`, or nil.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let found = folders.map { $0 + "/make" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        if found == nil { print("IncrementalBuildTests: skipping the make test: make is not on PATH") }
        return found
    }()

    /// Runs `make TIPC=tipc` in `directory`.
    static func run(_ make: String, tipc: String, in directory: String) throws -> TipcProcess.Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: make)
        process.arguments = ["--no-print-directory", "TIPC=" + tipc]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TipcProcess.Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

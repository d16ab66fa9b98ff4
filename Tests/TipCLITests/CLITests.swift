import Foundation
import Testing

/// `tipc` as a user runs it: exit codes, output files, stdout/stderr and formats.
@Suite struct CLITests {
    @Test func versionAndHelp() throws {
        let version = try TipcProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("tipc "))
        let help = try TipcProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("tipc build FILE..."))
        #expect(help.stdout.contains("E001"))
    }

    /// `tipc COMMAND --help` and `tipc help COMMAND` print that command's help, with only the
    /// options it takes, on standard output.
    @Test func everyCommandHasItsOwnHelp() throws {
        let synopses = ["build": "tipc build FILE...", "check": "tipc check FILE...", "watch": "tipc watch FILE...",
                        "fmt": "tipc fmt [--check] FILE...", "fix": "tipc fix [--check] FILE...", "lsp": "tipc lsp"]
        for (command, synopsis) in synopses {
            for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
                let outcome = try TipcProcess.run(arguments)
                #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
                #expect(outcome.stdout.hasPrefix("USAGE\n  \(synopsis)"), "\(arguments)")
                #expect(!outcome.stdout.contains("DIAGNOSTIC CODES"), "\(arguments)")
            }
        }
        let build = try TipcProcess.run(["build", "a.tip", "--emit", "json", "--help"])
        #expect(build.stdout.contains("--emit LIST") && !build.stdout.contains("--interval"))
        let check = try TipcProcess.run(["check", "--help"])
        #expect(check.stdout.contains("--every-variant") && !check.stdout.contains("--emit"))
        #expect(try TipcProcess.run(["watch", "--help"]).stdout.contains("--interval"))
        let afterSeparator = try TipcProcess.run(["build", "--", "--help"])
        #expect(afterSeparator.status == 2, "a file named --help is a file")
    }

    @Test func usageErrorsExitTwo() throws {
        for arguments in [[], ["build"], ["build", "--bogus", "x.tip"], ["--emit", "pdf", "x.tip"], ["check", "--diagnostic-format", "xml", "x.tip"]] {
            let outcome = try TipcProcess.run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.stderr.contains("tipc: error:"), "\(arguments)")
            #expect(outcome.stdout.isEmpty)
        }
    }

    @Test func missingInputIsAnIOError() throws {
        let outcome = try TipcProcess.run(["check", "no-such-file.tip"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("no such file 'no-such-file.tip'"))
    }

    @Test func checkingEverySampleSucceedsAndWritesNothing() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: TipcProcess.root + "/samples")
            .filter { $0.hasSuffix(".tip") }.sorted().map { "samples/" + $0 }
        let before = try FileManager.default.contentsOfDirectory(atPath: TipcProcess.root + "/samples").sorted()
        let outcome = try TipcProcess.run(["--check"] + samples)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: TipcProcess.root + "/samples").sorted() == before)
    }

    /// One Xcode line per diagnostic, its notes on `note:` lines after it.
    @Test func shortFormatIsOneXcodeLinePerDiagnosticAndNote() throws {
        let outcome = try TipcProcess.run(["check", "--diagnostic-format", "short", "Tests/Fixtures/diagnostics/three-mistakes.tip"])
        #expect(outcome.status == 1)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        let error = try Regex(#"^Tests/Fixtures/diagnostics/three-mistakes\.tip:\d+:\d+: error: .+ \[E0\d\d\]$"#)
        let note = try Regex(#"^Tests/Fixtures/diagnostics/three-mistakes\.tip:\d+:\d+: note: did you mean `[a-z]+`\?$"#)
        for (index, line) in lines.enumerated() {
            #expect(line.wholeMatch(of: index % 2 == 0 ? error : note) != nil, "\(line)")
        }
        #expect(lines[0] == "Tests/Fixtures/diagnostics/three-mistakes.tip:7:16: error: unknown colour `whit` [E022]")
        #expect(lines[1] == "Tests/Fixtures/diagnostics/three-mistakes.tip:7:16: note: did you mean `white`?")
    }

    /// A note that points elsewhere is located where it points.
    @Test func aShortNoteIsWhereItPoints() throws {
        let source = "style A { padding: 4 }\nstyle A { padding: 8 }\ntooltip T : A { text: \"x\" }\n"
        let outcome = try TipcProcess.run(["check", "-", "--stdin-name", "dup.tip", "--diagnostic-format", "short"], stdin: source)
        #expect(outcome.status == 1)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("dup.tip:2:7: error: ") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("dup.tip:1:7: note: ") == true, "\(lines)")
    }

    @Test func jsonFormatIsAnArrayWithRanges() throws {
        let outcome = try TipcProcess.run(["--check", "--diagnostic-format", "json", "Tests/Fixtures/diagnostics/three-mistakes.tip"])
        #expect(outcome.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stderr.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        let first = try #require(array.first)
        #expect(first["file"] as? String == "Tests/Fixtures/diagnostics/three-mistakes.tip")
        #expect(first["severity"] as? String == "error")
        #expect(first["code"] as? String == "E022")
        let range = try #require(first["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 7, "column": 16])
        #expect(range["end"] == ["line": 7, "column": 20])
        #expect(first["notes"] is [Any])
    }

    @Test func jsonFormatPrintsAnEmptyArrayForACleanFile() throws {
        let outcome = try TipcProcess.run(["check", "--diagnostic-format", "json", "-", "--stdin-name", "clean.tip"], stdin: "tooltip T { text: \"x\" }\n")
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "[]\n")
    }

    @Test func humanFormatShowsTheLineAndACaretWithoutColourWhenPiped() throws {
        let outcome = try TipcProcess.run(["check", "Tests/Fixtures/diagnostics/three-mistakes.tip"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error[E022]: "))
        #expect(outcome.stderr.contains("--> Tests/Fixtures/diagnostics/three-mistakes.tip:7:16"))
        #expect(outcome.stderr.contains("7 |     textColor: whit\n"))
        #expect(outcome.stderr.contains("  |                ^^^^\n"))
        #expect(outcome.stderr.contains("did you mean `white`?"))
        #expect(!outcome.stderr.contains("\u{1B}["))
    }

    @Test func buildWritesEveryOutputBesideTheInputOrIntoTheOutputFolder() throws {
        let folder = try TipcProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = try String(contentsOfFile: TipcProcess.root + "/samples/padding-label-tooltip.tip", encoding: .utf8)
        try source.write(toFile: folder + "/tips.tip", atomically: true, encoding: .utf8)
        let beside = try TipcProcess.run(["build", "tips.tip"], in: folder)
        #expect(beside.status == 0, "\(beside.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(written == [
            "tips.BottomCenter.svg", "tips.BottomRight.svg", "tips.MultiLine.svg", "tips.TopLeft.svg",
            "tips.json", "tips.svg", "tips.tip",
        ])
        let out = try TipcProcess.run(["build", "tips.tip", "-o", "out", "--emit", "json,sheet"], in: folder)
        #expect(out.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted() == ["tips.json", "tips.svg"])
        let json = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/tips.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["version"] as? Int == 4)
        #expect(object["source"] as? String == "tips.tip")
    }

    /// `--size-categories` overrides the file's `preview`; a name it does not know is a usage error.
    @Test func sizeCategoriesFromTheCommandLine() throws {
        func categories(_ arguments: [String]) throws -> [String] {
            let outcome = try TipcProcess.run(["build", "samples/dynamic-type.tip", "-o", "-"] + arguments)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
            let first = try #require((object["components"] as? [[String: Any]])?.first)
            return ((first["sizeCategories"] as? [String: Any]) ?? [:]).keys.sorted()
        }
        #expect(try categories([]) == ["accessibility3"])
        #expect(try categories(["--size-categories", "xSmall,AX5"]) == ["accessibility5", "xSmall"])
        #expect(try categories(["--size-categories", "large"]) == [])
        #expect(try categories(["--size-categories", "all"]).count == 11)
        let unknown = try TipcProcess.run(["build", "samples/dynamic-type.tip", "-o", "-", "--size-categories", "large,huge"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown content size category 'huge' for --size-categories"))
        #expect(unknown.stdout.isEmpty)
    }

    /// `--appearance` chooses what the sheet shows and what the component SVGs are drawn in.
    @Test func appearanceFromTheCommandLine() throws {
        let folder = try TipcProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = "tooltip T { text: \"Hi\"; background: systemBlue }\n"
        try source.write(toFile: folder + "/t.tip", atomically: true, encoding: .utf8)
        let dark = try TipcProcess.run(["build", "t.tip", "--appearance", "dark"], in: folder)
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(try String(contentsOfFile: folder + "/t.T.svg", encoding: .utf8).contains("#0A84FF"))
        let sheet = try String(contentsOfFile: folder + "/t.svg", encoding: .utf8)
        #expect(sheet.contains("#0A84FF") && !sheet.contains("#007AFF") && sheet.contains("· dark"))
        let both = try TipcProcess.run(["build", "t.tip", "--appearance", "light,dark", "--emit", "sheet"], in: folder)
        #expect(both.status == 0)
        let bothSheet = try String(contentsOfFile: folder + "/t.svg", encoding: .utf8)
        #expect(bothSheet.contains("#0A84FF") && bothSheet.contains("#007AFF"))
        let unknown = try TipcProcess.run(["build", "t.tip", "--appearance", "dim"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown appearance 'dim' for --appearance"))
    }

    /// `--legibility-weight` shows Bold Text beside the regular layout in the sheet; the JSON
    /// holds the regular layout alone; a text cut in bold only is W006 naming Bold Text.
    @Test func boldTextFromTheCommandLine() throws {
        let folder = try TipcProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = "tooltip T { text: \"Tap here to see what changed in this release\"; width: 220; numberOfLines: 2; font: \"system\" 17 }\n"
        try source.write(toFile: folder + "/t.tip", atomically: true, encoding: .utf8)
        let regular = try TipcProcess.run(["build", "t.tip"], in: folder)
        #expect(regular.status == 0)
        #expect(regular.stderr.contains("warning[W006]: `T` at the default text size (large) with Bold Text: its text needs 3 lines but shows 2"))
        let json = try String(contentsOfFile: folder + "/t.json", encoding: .utf8)
        let regularSheet = try String(contentsOfFile: folder + "/t.svg", encoding: .utf8)
        #expect(!regularSheet.contains("Bold Text"))
        let both = try TipcProcess.run(["build", "t.tip", "--legibility-weight", "regular,bold"], in: folder)
        #expect(both.status == 0)
        let sheet = try String(contentsOfFile: folder + "/t.svg", encoding: .utf8)
        #expect(sheet.contains("· Bold Text") && sheet.contains("font-weight=\"600\""))
        #expect(try String(contentsOfFile: folder + "/t.json", encoding: .utf8) == json, "the JSON is the regular layout alone")
        let overlaid = try TipcProcess.run(["build", "t.tip", "--overlay", "accessibility", "--emit", "sheet"], in: folder)
        #expect(overlaid.status == 0)
        #expect(try String(contentsOfFile: folder + "/t.svg", encoding: .utf8).contains("class=\"accessibility-overlay\""))
        let unknown = try TipcProcess.run(["build", "t.tip", "--legibility-weight", "heavy"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown legibility weight 'heavy' for --legibility-weight"))
    }

    @Test func aFileWithErrorsWritesNothing() throws {
        let folder = try TipcProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "tooltip T { text: \"ok\" }\ntooltip U { textColor: whit }\n".write(toFile: folder + "/bad.tip", atomically: true, encoding: .utf8)
        let outcome = try TipcProcess.run(["build", "bad.tip", "-o", "out"], in: folder)
        #expect(outcome.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["bad.tip"])
    }

    @Test func standardInputWithANameAndRelativeImports() throws {
        let source = "import \"shared/brand.tip\"\ntooltip Piped : BrandBubble { text: \"from stdin\" }\n"
        let outcome = try TipcProcess.run(["build", "-", "--stdin-name", "samples/piped.tip", "-o", "-"], stdin: source)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["source"] as? String == "samples/piped.tip")
        let components = try #require(object["components"] as? [[String: Any]])
        #expect(components.map { $0["name"] as? String } == ["Piped"])

        let broken = try TipcProcess.run(["check", "-", "--stdin-name", "typed.tip", "--diagnostic-format", "short"], stdin: "tooltip T {\n  text: \"x\"\n  colr: red\n}\n")
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("typed.tip:3:3: error: "))
    }

    @Test func standardOutputSelectsJSONSheetOrOneComponent() throws {
        let json = try TipcProcess.run(["build", "samples/padding-label-tooltip.tip", "-o", "-"])
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix("{"))
        let sheet = try TipcProcess.run(["build", "samples/padding-label-tooltip.tip", "-o", "-", "--emit", "sheet"])
        #expect(sheet.stdout.contains("<svg"))
        #expect(sheet.stdout.contains("BottomRight"))
        let one = try TipcProcess.run(["build", "samples/padding-label-tooltip.tip", "-o", "-", "--component", "TopLeft"])
        #expect(one.status == 0)
        #expect(one.stdout.contains("<svg"))
        #expect(!one.stdout.contains("BottomRight"))
        let missing = try TipcProcess.run(["build", "samples/padding-label-tooltip.tip", "-o", "-", "--component", "Nope"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no component 'Nope'"))
    }

    @Test func everyErrorOfSeveralFilesIsReportedAndTheExitCodeIsOne() throws {
        let outcome = try TipcProcess.run([
            "check", "--diagnostic-format", "short",
            "Tests/Fixtures/diagnostics/three-mistakes.tip", "samples/new-badge-outline.tip",
            "Tests/Fixtures/diagnostics/value-errors.tip",
        ])
        #expect(outcome.status == 1)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count { $0.contains(": error: ") } == 8)
        #expect(lines.count { $0.contains(": note: ") } == 4)
    }
}

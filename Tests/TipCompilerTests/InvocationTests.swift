import Testing
@testable import TipCompiler

@Suite struct InvocationTests {
    @Test func buildWithEveryOption() throws {
        let invocation = try Invocation.parse([
            "build", "a.tip", "b.tip", "-o", "out", "--emit", "sheet,json", "--component", "Hello",
            "--diagnostic-format", "short", "--source-root", "pkg", "--no-system-fonts",
        ])
        var expected = BuildOptions()
        expected.inputs = [.file("a.tip"), .file("b.tip")]
        expected.output = .folder("out")
        expected.emit = [.json, .sheet]
        expected.emitWasGiven = true
        expected.component = "Hello"
        expected.diagnosticFormat = .short
        expected.sourceRoot = "pkg"
        expected.usesSystemFonts = false
        #expect(invocation == .build(expected))
    }

    @Test func checkSpellings() throws {
        for arguments in [["check", "a.tip"], ["--check", "a.tip"], ["a.tip", "--check"]] {
            guard case .check(let options) = try Invocation.parse(arguments) else {
                Issue.record("\(arguments) is not a check")
                continue
            }
            #expect(options.inputs == [.file("a.tip")])
        }
        #expect(try Invocation.parse(["a.tip"]) == .build({ var o = BuildOptions(); o.inputs = [.file("a.tip")]; return o }()))
    }

    @Test func watchWithAnInterval() throws {
        guard case .watch(let options) = try Invocation.parse(["watch", "a.tip", "-o", "out", "--interval", "1.5"]) else {
            Issue.record("not a watch")
            return
        }
        #expect(options.watchInterval == 1.5)
        #expect(options.output == .folder("out"))
        #expect(options.outputDirectory == "out")
    }

    @Test func stdinAndItsName() throws {
        guard case .build(let options) = try Invocation.parse(["build", "-", "--stdin-name", "x/y.tip", "-o", "-"]) else {
            Issue.record("not a build")
            return
        }
        #expect(options.inputs == [.standardInput])
        #expect(options.stdinName == "x/y.tip")
        #expect(options.output == .standardOutput)
        #expect(options.writesToStdout)
    }

    /// `-` stands for standard input and output only as a whole argument; after `--`, a name
    /// that starts with `-` is a file.
    @Test func dashIsStandardInputOrOutputOnlyAlone() throws {
        guard case .build(let options) = try Invocation.parse(["build", "-o", "-x", "--", "-y.tip", "-"]) else {
            Issue.record("not a build")
            return
        }
        #expect(options.inputs == [.file("-y.tip"), .standardInput])
        #expect(options.output == .folder("-x"))
        #expect(options.outputDirectory == "-x")
        guard case .format(let format) = try Invocation.parse(["fmt", "-", "a.tip"]) else {
            Issue.record("not fmt")
            return
        }
        #expect(format.inputs == [.standardInput, .file("a.tip")])
    }

    @Test(arguments: [
        (["build"], "no input files"),
        ([], "no command given"),
        (["build", "a.tip", "-o"], "option '-o' needs a value"),
        (["build", "a.tip", "--emit", "pdf"], "unknown output kind 'pdf' for --emit (use json, svg, sheet, swift)"),
        (["build", "a.tip", "--frobnicate"], "unknown option '--frobnicate'"),
        (["build", "a.tip", "--emmit", "json"], "unknown option '--emmit' (did you mean '--emit'?)"),
        (["check", "a.tip", "--font-dirs", "fonts"], "unknown option '--font-dirs' (did you mean '--font-dir'?)"),
        (["biuld", "a.tip"], "unknown command 'biuld' (did you mean 'build'?)"),
        (["chekc", "a.tip"], "unknown command 'chekc' (did you mean 'check'?)"),
        (["wacth"], "unknown command 'wacth' (did you mean 'watch'?)"),
        (["build", "a.tip", "b.tip", "-o", "-"], "'-o -' writes one document to standard output: give one input"),
        (["build", "a.tip", "-o", "-", "--emit", "json,sheet"], "'-o -' writes one kind of output: use --emit json, --emit sheet or --emit swift"),
        (["build", "a.tip", "-o", "-", "--emit", "svg"], "'-o -' with --emit svg needs --component NAME"),
        (["build", "-", "-"], "standard input ('-') can be read only once"),
        (["watch", "a.tip", "--interval", "0"], "--interval needs a number of seconds between 0 and 3600, not '0'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) { try Invocation.parse(arguments) }
    }

    /// A first argument that is a path, or no command's near miss, is a file to build.
    @Test(arguments: ["biuld.tip", "./biuld", "tips", "Welcome"])
    func aFileIsNotTakenForACommand(argument: String) throws {
        guard case .build(let options) = try Invocation.parse([argument]) else {
            Issue.record("not a build")
            return
        }
        #expect(options.inputs == [.file(argument)])
    }

    /// Every option the help lists is one the parser takes (so a suggestion is never wrong).
    @Test func everyOptionTheHelpListsIsAccepted() {
        #expect(Help.optionNames.count >= 12)
        for option in Help.optionNames {
            let command = Help.serverOptions.contains(option) ? "preview" : "build"
            #expect(throws: Never.self, "\(option)") {
                _ = try Invocation.parse([command, "a.tip", option] + (Self.flags.contains(option) ? [] : [Self.values[option] ?? "x"]))
            }
        }
    }

    @Test func previewWithItsOptions() throws {
        guard case .preview(let options) = try Invocation.parse(["preview", "a.tip", "b.tip", "--port", "0", "--host", "127.0.0.2", "--open"]) else {
            Issue.record("not a preview")
            return
        }
        #expect(options.build.inputs == [.file("a.tip"), .file("b.tip")])
        #expect(options.port == 0)
        #expect(options.host == "127.0.0.2")
        #expect(options.opensBrowser)
        #expect(options.build.watchInterval == PreviewOptions.defaultInterval)
        guard case .preview(let defaults) = try Invocation.parse(["preview", "a.tip", "--interval", "1"]) else {
            Issue.record("not a preview")
            return
        }
        #expect(defaults.port == 7733 && defaults.host == "127.0.0.1" && !defaults.opensBrowser)
        #expect(defaults.build.watchInterval == 1)
        #expect(throws: UsageError(message: "'--port' is an option of tipc preview")) { try Invocation.parse(["watch", "a.tip", "--port", "1"]) }
        #expect(throws: UsageError(message: "preview writes no files: -o, --emit, --deps, --component and --stdin-name are for build and watch")) {
            try Invocation.parse(["preview", "a.tip", "-o", "out"])
        }
        #expect(try Invocation.parse(["preview", "--help"]) == .help(.preview))
    }

    private static let flags: Set<String> = ["--pseudo-locale", "--every-variant", "--check", "--open", "--no-system-fonts"]
    private static let values = [
        "--emit": "json", "--diagnostic-format": "short", "--interval": "1", "--size-categories": "large",
        "--appearance": "dark", "--locales": "ko", "--legibility-weight": "regular,bold", "--overlay": "accessibility",
        "--port": "0", "--host": "127.0.0.1",
    ]
}

@Suite struct OutputPlanTests {
    @Test func stemsBesideTheInputOrInTheOutputFolder() {
        #expect(OutputPlan.outputStem(inputPath: "samples/tips.tip", outputDirectory: nil) == "samples/tips")
        #expect(OutputPlan.outputStem(inputPath: "tips.tip", outputDirectory: nil) == "tips")
        #expect(OutputPlan.outputStem(inputPath: "a/b/tips.tip", outputDirectory: "out") == "out/tips")
        #expect(OutputPlan.outputStem(inputPath: "a/b/tips.tip", outputDirectory: "out/") == "out/tips")
        #expect(OutputPlan.outputStem(inputPath: "<stdin>", outputDirectory: "out") == "out/stdin")
    }

    /// The Swift accessors are one file for a whole build: in the output folder, else beside
    /// the first input; each input's enum is named after its resource, the JSON's stem.
    @Test func theSwiftAccessorsInTheOutputFolderOrBesideTheFirstInput() {
        #expect(OutputPlan.swiftAccessorsPath(firstInputPath: "samples/tips.tip", outputDirectory: nil) == "samples/TipAccessors.swift")
        #expect(OutputPlan.swiftAccessorsPath(firstInputPath: "tips.tip", outputDirectory: nil) == "TipAccessors.swift")
        #expect(OutputPlan.swiftAccessorsPath(firstInputPath: "a/b/tips.tip", outputDirectory: "out/") == "out/TipAccessors.swift")
        #expect(OutputPlan.resourceName(inputPath: "a/new-badge.tip") == "new-badge")
        #expect(OutputPlan.resourceName(inputPath: "<stdin>") == "stdin")
        #expect(EmitKind.defaults == [.json, .svg, .sheet])
    }

    @Test func componentNamesCannotEscapeTheOutputFolder() {
        #expect(OutputPlan.sanitizedFileComponent("Greeting_2") == "Greeting_2")
        #expect(OutputPlan.sanitizedFileComponent("../../etc/passwd") == "______etc_passwd")
        #expect(OutputPlan.sanitizedFileComponent("") == "_")
        #expect(OutputPlan.sanitizedFileComponent("a b/c") == "a_b_c")
    }
}

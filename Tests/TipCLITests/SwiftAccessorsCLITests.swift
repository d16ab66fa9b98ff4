import Foundation
import Testing
import TipTestSupport

/// `tipc build --emit swift`: one `TipAccessors.swift` for the build, the same bytes every time,
/// names that cannot be Swift's refused where they are written.
@Suite struct SwiftAccessorsCLITests {
    static let samples = Repository.files(in: "samples", endingWith: ".tip")

    /// Every sample in one build: the file the plugin would give a target holding them.
    @Test func theSamplesAccessorsAreTheGolden() throws {
        let out = try TipcProcess.temporaryDirectory()
        let outcome = try TipcProcess.run(["build"] + Self.samples + ["--emit", "json,swift", "-o", out])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(!outcome.stderr.contains("error"), "\(outcome.stderr)")
        let files = try FolderContents.files(in: out)
        #expect(files.keys.sorted() == (Self.samples.map { String($0.dropFirst("samples/".count).dropLast(4)) + ".json" } + ["TipAccessors.swift"]).sorted())
        Golden.check(try TipcProcess.contents(out + "/TipAccessors.swift"), against: "samples/TipAccessors.swift")
    }

    /// Keywords, snake_case, acronyms and a leading digit, printed with `-o -`.
    @Test func namesThatAreNotSwiftsAsTheyStandAreTheGolden() throws {
        let outcome = try TipcProcess.run(["build", "Tests/Fixtures/accessors/swift-names.tip", "--emit", "swift", "-o", "-"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        Golden.check(outcome.stdout, against: "Tests/Fixtures/accessors/swift-names.swift")
    }

    /// The same inputs in another order, or built again, give the same bytes.
    @Test func theSameInputsGiveTheSameBytesInAnyOrder() throws {
        let inputs = ["samples/showcase.tip", "samples/scripts.tip", "Tests/Fixtures/accessors/swift-names.tip"]
        let texts = try [inputs, inputs.reversed(), inputs].map { order in
            let out = try TipcProcess.temporaryDirectory()
            let outcome = try TipcProcess.run(["build"] + order + ["--emit", "swift", "-o", out])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return try TipcProcess.contents(out + "/TipAccessors.swift")
        }
        #expect(texts[1] == texts[0] && texts[2] == texts[0])
        #expect(texts[0].contains("enum Scripts {") && texts[0].contains("enum Showcase {") && texts[0].contains("enum SwiftNames {"))
    }

    /// Without `-o`, the file is beside the first input, and `--deps` says it is made from
    /// every file the build read.
    @Test func besideTheFirstInputWithADependencyRuleOfItsOwn() throws {
        let project = try TipcProcess.folder([
            "brand.tip": "let accent = #0A84FF\n",
            "badges.tip": "import \"brand.tip\"\ntooltip NewBadge { text: \"New\"; background: accent }\n",
            "topics.tip": "tags Topics { items: [\"Swift\"] }\n",
        ])
        let outcome = try TipcProcess.run(["build", "badges.tip", "topics.tip", "--emit", "json,swift", "--deps", "tips.d"], in: project)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try TipcProcess.contents(project + "/tips.d") == """
            badges.json tips.d: \\
              badges.tip \\
              brand.tip
            topics.json tips.d: \\
              topics.tip
            TipAccessors.swift tips.d: \\
              badges.tip \\
              brand.tip \\
              topics.tip

            brand.tip:

            topics.tip:

            """)
        let accessors = try TipcProcess.contents(project + "/TipAccessors.swift")
        #expect(accessors.contains("enum Badges {\n    /// The tooltip `NewBadge`.\n    static let newBadge = TipTooltipResource("))
        #expect(accessors.contains("enum Topics {\n    /// The tag group `Topics`.\n    static let topics = TipTagGroupResource("))
    }

    /// Two components making one member: an error at the later one, with a note at the other,
    /// in each diagnostic format; nothing is written for the input.
    @Test func twoComponentsMakingOneMemberAreAnErrorAtBoth() throws {
        let source = "tooltip NewBadge { text: \"New\" }\ntooltip new_badge { text: \"new\" }\ntooltip _ { text: \"?\" }\n"
        let out = try TipcProcess.temporaryDirectory()
        let outcome = try TipcProcess.run(
            ["build", "-", "--stdin-name", "badges.tip", "--emit", "json,swift", "-o", out, "--diagnostic-format", "short"], stdin: source)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == """
            badges.tip:2:9: error: components `NewBadge` and `new_badge` both make the Swift name `newBadge` [E080]
            badges.tip:1:9: note: `NewBadge` is declared here
            badges.tip:2:9: note: --emit swift names a member after each component: rename one of them
            badges.tip:3:9: error: component `_` has no letter or digit to make a Swift name of [E081]
            badges.tip:3:9: note: --emit swift names a member after each component: rename it

            """)
        #expect(try FolderContents.files(in: out).isEmpty)
        // Without --emit swift, the names are fine.
        let json = try TipcProcess.run(["build", "-", "--stdin-name", "badges.tip", "-o", out, "--emit", "json"], stdin: source)
        #expect(json.status == 0, "\(json.stderr)")
    }

    /// Two inputs making one enum, or an enum hiding a name the file uses: an error of the
    /// build naming the inputs, and no Swift file.
    @Test func twoInputsMakingOneEnumAreAnErrorNamingBoth() throws {
        let tooltip = "tooltip T { text: \"T\" }\n"
        let project = try TipcProcess.folder(["new-badge.tip": tooltip, "new_badge.tip": tooltip, "bundle.tip": tooltip])
        let collision = try TipcProcess.run(["build", "new-badge.tip", "new_badge.tip", "--emit", "swift", "-o", "out"], in: project)
        #expect(collision.status == 2)
        #expect(collision.stderr == "tipc: error: 'new-badge.tip' and 'new_badge.tip' both become the Swift enum 'NewBadge' "
            + "(--emit swift names an enum after each input); rename one of them\n")
        let reserved = try TipcProcess.run(["build", "bundle.tip", "--emit", "swift", "-o", "out"], in: project)
        #expect(reserved.status == 2)
        #expect(reserved.stderr.contains("'bundle.tip' would become the Swift enum 'Bundle', which would hide the 'Bundle' that the Swift accessors use"))
        #expect(!FileManager.default.fileExists(atPath: project + "/out/TipAccessors.swift"))
    }

    /// The generated file compiles against TipRuntime, and an app using a component's accessor
    /// stops compiling when the component is renamed: the mistake is found by the compiler, not
    /// when the app runs. (swiftc type-checks against the modules `swift build` made.)
    @Test func aRenamedComponentBreaksTheAppsBuild() throws {
        let project = try TipcProcess.folder([
            "Badges.tip": "tooltip NewBadge { text: \"New\" }\ntags Topics { items: [\"Swift\"] }\n",
            "App.swift": """
                import TipRuntime

                func badge(for user: String) -> TipTooltip { Badges.newBadge.layout(text: "New for \\(user)") }
                func topics() -> (TipTagGroup, TipTagStyle) { (Badges.topics.layout(items: ["Swift", "UIKit"]), Badges.topics.style) }
                let compiled: (TipTooltip, TipTooltipStyle) = (Badges.newBadge.layout, Badges.newBadge.style)

                """,
        ])
        func build() throws -> TipcProcess.Outcome {
            let built = try TipcProcess.run(["build", "Badges.tip", "--emit", "json,swift"], in: project)
            #expect(built.status == 0, "\(built.stderr)")
            return try Self.typecheck(["TipAccessors.swift", "App.swift"], in: project)
        }
        let fine = try build()
        #expect(fine.status == 0, "\(fine.stderr)")

        try "tooltip FreshBadge { text: \"New\" }\ntags Topics { items: [\"Swift\"] }\n"
            .write(toFile: project + "/Badges.tip", atomically: true, encoding: .utf8)
        let renamed = try build()
        #expect(renamed.status != 0)
        #expect(renamed.stderr.contains("error: type 'Badges' has no member 'newBadge'"), "\(renamed.stderr)")
    }

    /// The goldens compile together, and their members are used as `docs/runtime.md` says:
    /// keywords in backticks, the other names as they are.
    @Test(.readsGoldens) func theGoldensCompileAndTheirNamesAreUsable() throws {
        let project = try TipcProcess.folder([
            "Samples.swift": try Repository.text("Tests/Golden/samples/TipAccessors.swift"),
            "Names.swift": try Repository.text("Tests/Golden/Tests/Fixtures/accessors/swift-names.swift"),
            "Uses.swift": """
                import TipRuntime

                let tooltips: [TipTooltipResource] = [SwiftNames.`default`, SwiftNames.urlPreview, SwiftNames.welcomeBack, SwiftNames._2fa,
                                                      Scripts.hebrewPointed, RoundedApexTooltip.swiftUITooltip, Appearance.syncHint]
                let groups: [TipTagGroupResource] = [SwiftNames.`in`, MultilineTags.centeredKeywords, Localized.topics]

                """,
        ])
        let outcome = try Self.typecheck(["Samples.swift", "Names.swift", "Uses.swift"], in: project)
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    /// `swiftc -typecheck` of `files` in `directory`, importing the modules of the `tipc` build
    /// and those in `directory` itself.
    static func typecheck(_ files: [String], in directory: String) throws -> TipcProcess.Outcome {
        let modules = TipcProcess.executable.deletingLastPathComponent().appendingPathComponent("Modules").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "App", "-I", modules, "-I", "."] + files
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TipcProcess.Outcome(status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
    }
}

import Testing

/// W002 in a build of several inputs: a style one input declares and another inherits from is
/// used, whichever way each path is written; one nobody inherits from is still reported.
@Suite struct UnusedStyleAcrossInputsTests {
    static let files = [
        "a.tip": "style Brand { background: #FF9500; textColor: black }\nstyle Lonely { background: #000000 }\ntooltip A { text: \"a\" }\n",
        "b.tip": "import \"a.tip\"\ntooltip B : Brand { text: \"b\" }\n",
    ]

    private func warnings(_ arguments: [String], in folder: String) throws -> [String] {
        let outcome = try TipcProcess.run(arguments + ["--diagnostic-format", "short"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stderr.split(separator: "\n").map(String.init)
    }

    @Test func aStyleAnotherInputInheritsFromIsUsed() throws {
        let folder = try TipcProcess.folder(Self.files)
        let lonely = "a.tip:2:7: warning: style `Lonely` is never used [W002]"
        #expect(try warnings(["check", "a.tip"], in: folder) == [
            "a.tip:1:7: warning: style `Brand` is never used [W002]", lonely,
        ])
        #expect(try warnings(["check", "a.tip", "b.tip"], in: folder) == [lonely])
        #expect(try warnings(["build", "b.tip", "./a.tip", "-o", "out"], in: folder) == ["./a.tip:2:7: warning: style `Lonely` is never used [W002]"])
        #expect(try warnings(["check", folder + "/a.tip", "b.tip"], in: folder) == ["\(folder)/a.tip:2:7: warning: style `Lonely` is never used [W002]"])
    }
}

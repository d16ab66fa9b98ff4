import Foundation
import Testing

/// `tipc watch`: one status line per build, rebuilds when the file or an import changes, keeps
/// going through errors, and ends cleanly on SIGTERM.
@Suite struct WatchTests {
    @Test func watchRebuildsOnChangesAndStopsOnSIGTERM() throws {
        let project = try TemporaryProject()
        let watch = try LiveProcess(["watch", "main.tip", "-o", "out", "--emit", "json"], in: project.root)
        let status = try Regex(#"^\[\d\d:\d\d:\d\d\] main\.tip: (.*)$"#)
        func lastStatus() -> String? {
            guard let line = watch.output.split(separator: "\n").last else { return nil }
            return (try? status.wholeMatch(in: String(line)))?.output[1].substring.map(String.init)
        }

        try #require(watch.waitForLines(1), "no first status line; stderr: \(watch.errors)")
        #expect(lastStatus() == "ok, 1 component → out/")
        #expect(try project.read("out/main.json").contains("#FF9500FF"))

        // The main file changes: a second component.
        try project.write(TemporaryProject.main + "tooltip Bye : Brand { text: \"Bye\" }\n", to: "main.tip")
        try #require(watch.waitForLines(2), "no rebuild after editing main.tip")
        #expect(lastStatus() == "ok, 2 components → out/")

        // An import changes.
        try project.write(TemporaryProject.brand(background: "#34C759"), to: "my tips/brand.tip")
        try #require(watch.waitForLines(3), "no rebuild after editing the import")
        #expect(lastStatus() == "ok, 2 components → out/")
        #expect(try project.read("out/main.json").contains("#34C759FF"))

        // An error is reported and watching goes on.
        try project.write(TemporaryProject.main + "tooltip {\n", to: "main.tip")
        try #require(watch.waitForLines(4), "no rebuild after breaking main.tip")
        #expect(lastStatus() == "1 error")
        #expect(watch.errors.contains("main.tip:6:9"))

        try project.write(TemporaryProject.main, to: "main.tip")
        try #require(watch.waitForLines(5), "no rebuild after fixing main.tip")
        #expect(lastStatus() == "ok, 1 component → out/")

        // A deleted input is an I/O error; watching goes on until it comes back.
        try FileManager.default.removeItem(atPath: project.root + "/main.tip")
        try #require(watch.waitForLines(6), "no rebuild after deleting main.tip")
        #expect(lastStatus() == "not read (see above)")
        #expect(watch.errors.contains("no such file 'main.tip'"))
        try project.write(TemporaryProject.main, to: "main.tip")
        try #require(watch.waitForLines(7), "no rebuild after restoring main.tip")
        #expect(lastStatus() == "ok, 1 component → out/")

        #expect(watch.terminate() == 0)
        #expect(watch.output.split(separator: "\n").count == 7, "one status line per build: \(watch.output)")
    }

    /// An import missing when watching begins is watched too: writing it rebuilds.
    @Test func watchNoticesAnImportThatAppearsLater() throws {
        let project = try TemporaryProject()
        try project.write("import \"later/brand.tip\"\n\ntooltip Hello : Later {\n    text: \"Hello\"\n}\n", to: "main.tip")
        let watch = try LiveProcess(["watch", "main.tip", "-o", "out", "--emit", "json"], in: project.root)
        try #require(watch.waitForLines(1), "no first status line; stderr: \(watch.errors)")
        #expect(watch.output.hasSuffix("main.tip: 1 error\n"))
        #expect(watch.errors.contains("later/brand.tip"))

        try project.write("style Later {\n    background: #34C759\n    textColor: black\n}\n", to: "later/brand.tip")
        try #require(watch.waitForLines(2), "no rebuild after the import appeared; stdout: \(watch.output)")
        #expect(watch.output.hasSuffix("main.tip: ok, 1 component → out/\n"))
        #expect(try project.read("out/main.json").contains("#34C759FF"))
        #expect(watch.terminate() == 0)
    }

    @Test func watchRefusesStandardInput() throws {
        let outcome = try TipcProcess.run(["watch", "-"], stdin: "")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("watch reads and writes files"))
    }
}

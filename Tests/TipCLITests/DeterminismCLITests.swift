import Foundation
import Testing
import TipTestSupport

/// Two separate `tipc` processes give the same bytes: hashing seeds, thread timing, addresses
/// and the environment change from process to process, so an in-process comparison cannot
/// catch what this one does.
@Suite struct DeterminismCLITests {
    @Test func twoProcessesBuildTheSamplesToTheSameBytes() throws {
        let samples = Repository.files(in: "samples", endingWith: ".tip")
        #expect(samples.count >= 5)
        var outputs: [[String: Data]] = []
        for _ in 0..<2 {
            let folder = try TipcProcess.temporaryDirectory()
            let outcome = try TipcProcess.run(["build"] + samples + ["-o", folder, "--deps", folder + "/deps.d"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            outputs.append(try FolderContents.files(in: folder).reduce(into: [:]) { result, file in
                // The depfile names the output folder, which differs between the two runs.
                result[file.key] = file.key == "deps.d" ? Data() : file.value
            })
        }
        #expect(outputs[0].count > samples.count * 3)
        #expect(outputs[0].keys.sorted() == outputs[1].keys.sorted())
        for (name, bytes) in outputs[0] where outputs[1][name] != bytes {
            Issue.record("\(name) differs between two runs")
        }
    }

    @Test func twoProcessesReportTheSameDiagnostics() throws {
        let text = """
            style A : B { textColr: whit }
            style B : A { }
            tooltip T : A { text: 4; arrow { edge: botom } }
            tags G { items: ["a"]; tag { font: 12 blod } }
            tooltip t { text: "x" }
            """
        let runs = try (0..<2).map { _ in try TipcProcess.run(["check", "-", "--diagnostic-format", "json"], stdin: text) }
        #expect(runs[0].status == 1)
        #expect(runs[0].stdout + runs[0].stderr == runs[1].stdout + runs[1].stderr)
        #expect(runs[0].stderr.contains("E029"))
    }
}

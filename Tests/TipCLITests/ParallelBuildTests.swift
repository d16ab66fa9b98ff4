import Foundation
import Testing

/// `tipc build` with many inputs compiles them in parallel; what it writes and prints must be
/// byte for byte what compiling the inputs one at a time gives.
@Suite struct ParallelBuildTests {
    /// Every sample and every diagnostics fixture: clean inputs, inputs with errors, imports.
    static var inputs: [String] {
        ["samples", "Tests/Fixtures/diagnostics"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: TipcProcess.root + "/" + folder)) ?? [])
                .filter { $0.hasSuffix(".tip") }.sorted().map { folder + "/" + $0 }
        }
    }

    /// Every file under `folder`, by relative path.
    static func contents(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            }
        }
        return files
    }

    @Test(arguments: ["short", "human"])
    func manyInputsAtOnceEqualOneAtATime(format: String) throws {
        let inputs = Self.inputs
        #expect(inputs.count >= 10)
        let together = try TipcProcess.temporaryDirectory()
        let options = ["--emit", "json,svg,sheet", "--diagnostic-format", format]
        let all = try TipcProcess.run(["build"] + inputs + ["-o", together] + options)

        let oneByOne = try TipcProcess.temporaryDirectory()
        var stderr = ""
        var worst: Int32 = 0
        for input in inputs {
            let single = try TipcProcess.run(["build", input, "-o", oneByOne] + options)
            stderr += single.stderr
            worst = max(worst, single.status)
        }
        #expect(all.status == worst)
        #expect(all.status == 1)
        #expect(all.stderr == stderr)
        let written = try Self.contents(of: together)
        #expect(written.count > inputs.count)
        #expect(written == (try Self.contents(of: oneByOne)))
    }
}

import Foundation
import Testing
import TipTestSupport

/// Outputs hold nothing of the machine: the same project copied into two folders of different
/// depths and built there gives the same bytes, built as the SwiftPM plugin builds it (absolute
/// paths and `--source-root`, from another folder) or as a user does (absolute paths, from the
/// project's folder); `source` names the input relative to that folder.
@Suite struct HermeticOutputTests {
    /// The samples with their imports, fonts and strings tables (not the plugin demo, a package
    /// of its own) copied into `folder/project/samples`; the project's folder.
    private static func copyOfTheSamples(in folder: String) throws -> String {
        let samples = folder + "/project/samples"
        try FileManager.default.createDirectory(atPath: samples, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.path("samples"))
        where name != "PluginDemo" && !name.hasPrefix(".") {
            try FileManager.default.copyItem(atPath: Repository.path("samples/" + name), toPath: samples + "/" + name)
        }
        return folder + "/project"
    }

    /// The outputs of building every sample of `project` into `project/../out`, by name, after
    /// checking that none holds the path of `project`'s folder.
    private static func build(_ project: String, arguments: [String], in directory: String) throws -> [String: Data] {
        let inputs = Repository.files(in: "samples", endingWith: ".tip").map { project + "/" + $0 }
        let out = project + "/../out"
        let outcome = try TipcProcess.run(["build"] + inputs + ["-o", out] + arguments, in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let outputs = try FolderContents.files(in: out)
        #expect(outputs.count > inputs.count * 3)
        let parent = String(project.dropLast("/project".count))
        for (name, bytes) in outputs where String(decoding: bytes, as: UTF8.self).contains(parent) {
            Issue.record("\(name) holds the path of the folder it was built in, \(parent)")
        }
        return outputs
    }

    /// Two copies of the samples, in folders of different depths.
    private static func twoCopies() throws -> [String] {
        [try copyOfTheSamples(in: TipcProcess.temporaryDirectory() + "/a"),
         try copyOfTheSamples(in: TipcProcess.temporaryDirectory() + "/b/c/d")]
    }

    private static func expectSameBytes(_ builds: [[String: Data]]) throws {
        #expect(builds[0].keys.sorted() == builds[1].keys.sorted())
        for (name, bytes) in builds[0] where builds[1][name] != bytes {
            Issue.record("\(name) differs between the two folders")
        }
        let json = try #require(builds[0]["showcase.json"])
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["source"] as? String == "samples/showcase.tip")
        #expect(String(decoding: try #require(builds[0]["showcase.svg"]), as: UTF8.self).contains(">samples/showcase.tip<"))
    }

    /// The plugin's command: absolute paths, `--source-root` the package's folder, run from a
    /// folder the package is not in; the Swift accessors too.
    @Test func thePluginsWayGivesTheSameBytesInEveryFolder() throws {
        let builds = try Self.twoCopies().map { project in
            try Self.build(project, arguments: ["--diagnostic-format", "short", "--source-root", project, "--emit", "json,svg,sheet,swift"],
                           in: TipcProcess.temporaryDirectory())
        }
        try Self.expectSameBytes(builds)
        let accessors = String(decoding: try #require(builds[0]["TipAccessors.swift"]), as: UTF8.self)
        #expect(accessors.contains("/// The tooltips and tag groups of `samples/showcase.tip`, read from the resource `showcase.json`.\n"))
    }

    /// Absolute paths of inputs inside the current folder are named relative to it.
    @Test func absoluteInputsFromTheProjectsFolderGiveTheSameBytesInEveryFolder() throws {
        let builds = try Self.twoCopies().map { project in try Self.build(project, arguments: [], in: project) }
        try Self.expectSameBytes(builds)
    }

    /// `source` for each way of writing an input's path.
    @Test func theSourceOfEachWayOfWritingThePath() throws {
        let project = try TipcProcess.folder([:])
        try FileManager.default.createDirectory(atPath: project + "/tips", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project + "/other", withIntermediateDirectories: true)
        try "tooltip T { text: \"Hi\" }\n".write(toFile: project + "/tips/a.tip", atomically: true, encoding: .utf8)
        let elsewhere = try TipcProcess.temporaryDirectory()
        func source(_ arguments: [String], in directory: String) throws -> String? {
            let outcome = try TipcProcess.run(["build"] + arguments + ["-o", "-"], in: directory)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
            return object?["source"] as? String
        }
        #expect(try source(["tips/a.tip"], in: project) == "tips/a.tip")
        #expect(try source([project + "/tips/a.tip"], in: project) == "tips/a.tip")
        #expect(try source(["./other/../tips/a.tip"], in: project) == "tips/a.tip")
        #expect(try source(["../tips/a.tip"], in: project + "/tips") == "a.tip")
        #expect(try source(["../tips/a.tip"], in: project + "/other") == "../tips/a.tip")
        #expect(try source([project + "/tips/a.tip"], in: elsewhere) == "a.tip")
        #expect(try source([project + "/tips/a.tip", "--source-root", project], in: elsewhere) == "tips/a.tip")
        #expect(try source(["tips/a.tip", "--source-root", "tips"], in: project) == "a.tip")
        // Standard input's name follows the same rules.
        let piped = try TipcProcess.run(["build", "-", "--stdin-name", project + "/tips/p.tip", "-o", "-", "--emit", "sheet"],
                                        stdin: "tooltip P { text: \"P\" }\n", in: project)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains(">tips/p.tip<") && !piped.stdout.contains(project))
    }
}

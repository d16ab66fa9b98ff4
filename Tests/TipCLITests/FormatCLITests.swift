import Foundation
import Testing

/// `tipc fmt` as a user runs it: in place, `--check`, standard input, syntax and I/O errors.
@Suite struct FormatCLITests {
    static let messy = "style  A{x:1}\n"
    static let tidy = "style A { x: 1 }\n"

    private func folder(_ files: [String: String]) throws -> String { try TipcProcess.folder(files) }

    private func contents(_ path: String) throws -> String { try TipcProcess.contents(path) }

    private func inode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    @Test func formatsFilesInPlaceAndLeavesFormattedFilesUntouched() throws {
        let directory = try folder(["messy.tip": Self.messy, "tidy.tip": Self.tidy])
        let tidyInode = try inode(directory + "/tidy.tip")
        let outcome = try TipcProcess.run(["fmt", "messy.tip", "tidy.tip"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.isEmpty)
        #expect(try contents(directory + "/messy.tip") == Self.tidy)
        #expect(try contents(directory + "/tidy.tip") == Self.tidy)
        // An unchanged file is not rewritten (an atomic rewrite would give it a new inode).
        #expect(try inode(directory + "/tidy.tip") == tidyInode)
        let again = try TipcProcess.run(["fmt", "--check", "messy.tip", "tidy.tip"], in: directory)
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
    }

    @Test func checkListsFilesThatWouldChangeAndWritesNothing() throws {
        let directory = try folder(["messy.tip": Self.messy, "tidy.tip": Self.tidy])
        let outcome = try TipcProcess.run(["fmt", "--check", "tidy.tip", "messy.tip"], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.stdout == "messy.tip: would be reformatted\n")
        #expect(try contents(directory + "/messy.tip") == Self.messy)
    }

    @Test func aFileWithSyntaxErrorsIsReportedAndSkipped() throws {
        let broken = "style A {\n    x: 1\n    y 2\n}\n"
        let directory = try folder(["broken.tip": broken, "messy.tip": Self.messy])
        let outcome = try TipcProcess.run(["fmt", "broken.tip", "messy.tip"], in: directory)
        #expect(outcome.status == 1)
        // The syntax errors, printed as `tipc check` prints them (which adds semantic findings).
        let check = try TipcProcess.run(["check", "broken.tip"], in: directory)
        #expect(!outcome.stderr.isEmpty && check.stderr.contains(outcome.stderr))
        #expect(outcome.stderr.contains("error[E008]"))
        #expect(outcome.stderr.contains("--> broken.tip:3:"))
        #expect(try contents(directory + "/broken.tip") == broken)
        #expect(try contents(directory + "/messy.tip") == Self.tidy)
    }

    @Test func standardInputIsFormattedToStandardOutput() throws {
        let outcome = try TipcProcess.run(["fmt", "-"], stdin: "let a=[1,2,]\r\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "let a = [1, 2]\n")
        let check = try TipcProcess.run(["fmt", "--check", "-"], stdin: "let a=1\n")
        #expect(check.status == 1)
        #expect(check.stdout == "<stdin>: would be reformatted\n")
        let broken = try TipcProcess.run(["fmt", "-"], stdin: "let a = \n")
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("<stdin>:1:"))
    }

    @Test func inputOutputErrorsExitTwo() throws {
        let directory = try folder(["messy.tip": Self.messy])
        let missing = try TipcProcess.run(["fmt", "missing.tip", "messy.tip"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file 'missing.tip'"))
        #expect(try contents(directory + "/messy.tip") == Self.tidy)
        let folderInput = try TipcProcess.run(["fmt", "."], in: directory)
        #expect(folderInput.status == 2)
        let usage = try TipcProcess.run(["fmt", "--bogus", "x.tip"], in: directory)
        #expect(usage.status == 2)
    }

    @Test func everySampleIsAlreadyFormatted() throws {
        let samples = ["samples", "samples/shared"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: TipcProcess.root + "/" + folder)) ?? [])
                .filter { $0.hasSuffix(".tip") }.sorted().map { folder + "/" + $0 }
        }
        #expect(samples.count >= 7)
        let outcome = try TipcProcess.run(["fmt", "--check"] + samples)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }
}

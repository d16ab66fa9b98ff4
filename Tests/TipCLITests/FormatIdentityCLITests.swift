import Foundation
import Testing

/// `tipc fmt` rewrites a file so that it stays the same file: links, permission bits, owner,
/// group and hard links are kept; what cannot be written is refused, unchanged.
@Suite struct FormatIdentityCLITests {
    static let unformatted = "tooltip A {text:\"a\"}\n"
    static let formatted = "tooltip A { text: \"a\" }\n"

    /// A fresh folder holding `a.tip` with unformatted text.
    static func folder() throws -> String {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(unformatted.utf8).write(to: URL(fileURLWithPath: folder + "/a.tip"))
        return folder
    }

    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func status(_ path: String) -> stat {
        var status = stat()
        stat(path, &status)
        return status
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsFormatted() throws {
        let folder = try Self.folder()
        #expect(symlink("a.tip", folder + "/link.tip") == 0)
        let outcome = try TipcProcess.run(["fmt", "link.tip"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.tip") == "a.tip")
        #expect(Self.text(folder + "/a.tip") == Self.formatted)
    }

    @Test(arguments: [0o600, 0o755, 0o640])
    func thePermissionBitsAreKept(mode: Int) throws {
        let folder = try Self.folder()
        #expect(chmod(folder + "/a.tip", mode_t(mode)) == 0)
        let outcome = try TipcProcess.run(["fmt", "a.tip"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Self.text(folder + "/a.tip") == Self.formatted)
        #expect(Int(Self.status(folder + "/a.tip").st_mode & 0o7777) == mode)
    }

    @Test func hardLinksKeepSharingTheFormattedText() throws {
        let folder = try Self.folder()
        #expect(link(folder + "/a.tip", folder + "/b.tip") == 0)
        let inode = Self.status(folder + "/a.tip").st_ino
        let outcome = try TipcProcess.run(["fmt", "a.tip"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Self.status(folder + "/a.tip").st_ino == inode)
        #expect(Self.status(folder + "/a.tip").st_nlink == 2)
        #expect(Self.text(folder + "/b.tip") == Self.formatted)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.tip", "b.tip"])
    }

    @Test func theOwnerAndGroupAreKept() throws {
        // Only root can give a file to another owner to set the test up.
        guard geteuid() == 0 else { return }
        let folder = try Self.folder()
        #expect(chown(folder + "/a.tip", 65534, 65534) == 0)
        let outcome = try TipcProcess.run(["fmt", "a.tip"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Self.text(folder + "/a.tip") == Self.formatted)
        #expect(Self.status(folder + "/a.tip").st_uid == 65534)
        #expect(Self.status(folder + "/a.tip").st_gid == 65534)
    }

    @Test func aReadOnlyFileIsRefusedAndLeftAlone() throws {
        let folder = try Self.folder()
        #expect(chmod(folder + "/a.tip", 0o444) == 0)
        let outcome = try TipcProcess.run(["fmt", "a.tip"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "tipc: error: cannot write 'a.tip': the file is read-only\n")
        #expect(Self.text(folder + "/a.tip") == Self.unformatted)
    }

    @Test func aFileOverTheSizeLimitIsAnInputErrorAsInBuild() throws {
        let folder = try TipcProcess.temporaryDirectory()
        let path = folder + "/huge.tip"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 65 << 20) == 0)
        let outcome = try TipcProcess.run(["fmt", "huge.tip"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "tipc: error: cannot read 'huge.tip': the file is larger than the 64 MiB limit\n")
    }
}

import Foundation
import Testing
import TipSystem

/// Folders are listed, walked without following links, and made with their parents.
@Suite struct DirectoryTests {
    /// A new empty folder in the temporary folder.
    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "tipsystem-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        return folder
    }

    @Test func namesAreTheFolderEntriesWithoutDotAndDotDot() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/a.txt", contents: Data())
        try FileManager.default.createDirectory(atPath: folder + "/b.lproj", withIntermediateDirectories: false)
        #expect(try Directory.names(in: folder).sorted() == ["a.txt", "b.lproj"])
        #expect(throws: SystemError(code: ENOENT)) { try Directory.names(in: folder + "/missing") }
    }

    @Test func filesUnderAFolderAreListedAtAnyDepthAndLinksAreNotFollowed() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/fonts/nested/deeper", withIntermediateDirectories: true)
        _ = manager.createFile(atPath: folder + "/fonts/a.ttf", contents: Data())
        _ = manager.createFile(atPath: folder + "/fonts/nested/deeper/.hidden.otf", contents: Data())
        try manager.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: false)
        _ = manager.createFile(atPath: folder + "/elsewhere/b.ttf", contents: Data())
        try manager.createSymbolicLink(atPath: folder + "/fonts/linked", withDestinationPath: folder + "/elsewhere")
        try manager.createSymbolicLink(atPath: folder + "/fonts/link.ttf", withDestinationPath: folder + "/elsewhere/b.ttf")
        try manager.createSymbolicLink(atPath: folder + "/fonts-link", withDestinationPath: folder + "/fonts")

        #expect(Directory.files(under: folder + "/fonts").sorted() == ["a.ttf", "link.ttf", "linked", "nested/deeper/.hidden.otf"])
        #expect(Directory.files(under: folder + "/fonts/").sorted() == ["a.ttf", "link.ttf", "linked", "nested/deeper/.hidden.otf"])
        #expect(Directory.files(under: folder + "/fonts-link").isEmpty)
        #expect(Directory.files(under: folder + "/fonts-link/").isEmpty)
        #expect(Directory.files(under: folder + "/fonts/a.ttf").isEmpty)
        #expect(Directory.files(under: folder + "/missing").isEmpty)
    }

    @Test func creatingAFolderMakesItsParentsAndAcceptsOneThatExists() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Directory.create(folder + "/a/b/c/")
        try Directory.create(folder + "/a/b")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder + "/a/b/c", isDirectory: &isFolder) && isFolder.boolValue)
        _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data())
        #expect(throws: SystemError(code: EEXIST)) { try Directory.create(folder + "/file") }
        #expect(throws: SystemError(code: ENOTDIR)) { try Directory.create(folder + "/file/sub") }
    }

    /// A folder that cannot be made although its parent exists (Linux's `/proc/self` refuses
    /// new entries with ENOENT) fails once its parent is found, without trying again and again.
    @Test func aFolderRefusedInAParentThatExistsFails() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self") else { return }
        #expect(throws: SystemError(code: ENOENT)) { try Directory.create("/proc/self/tipsystem/new") }
    }
}

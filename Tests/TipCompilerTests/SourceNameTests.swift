import Foundation
import Testing
import TipTestSupport
@testable import TipCompiler

/// How an input is named in its outputs: relative to `--source-root`, else to the current
/// folder, never absolute.
@Suite struct SourceNameTests {
    let naming = SourceName(root: nil, currentFolder: "/home/me/app")

    @Test func insideTheCurrentFolderThePathIsRelativeToIt() {
        #expect(naming.name(of: "tips/a.tip") == "tips/a.tip")
        #expect(naming.name(of: "/home/me/app/tips/a.tip") == "tips/a.tip")
        #expect(naming.name(of: "./x/../tips/a.tip") == "tips/a.tip")
        #expect(naming.name(of: "/home/me/app/../app/a.tip") == "a.tip")
        #expect(naming.name(of: "<stdin>") == "<stdin>")
    }

    @Test func outsideItARelativePathIsKeptAndAnAbsoluteOneIsItsFileName() {
        #expect(naming.name(of: "../shared/./a.tip") == "../shared/a.tip")
        #expect(naming.name(of: "/home/me/application/a.tip") == "a.tip")
        #expect(naming.name(of: "/srv/tips/a.tip") == "a.tip")
    }

    @Test func theSourceRootComesFirst() {
        let rooted = SourceName(root: "/srv/package", currentFolder: "/home/me/app")
        #expect(rooted.name(of: "/srv/package/Sources/Tips/a.tip") == "Sources/Tips/a.tip")
        #expect(rooted.name(of: "/home/me/app/tips/a.tip") == "tips/a.tip", "outside the root: the current folder's rule")
        #expect(SourceName(root: "tips", currentFolder: "/home/me/app").name(of: "tips/a.tip") == "a.tip")
    }

    /// A folder reached through a symbolic link is the folder it links to.
    @Test func symbolicLinksAreSeenThrough() throws {
        let real = try TestFolders.make(prefix: "source-name-")
        let link = real + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        defer { try? FileManager.default.removeItem(atPath: link) }
        try FileManager.default.createDirectory(atPath: real + "/tips", withIntermediateDirectories: true)
        #expect(SourceName(root: nil, currentFolder: real).name(of: link + "/tips/a.tip") == "tips/a.tip")
        #expect(SourceName(root: link, currentFolder: "/").name(of: real + "/tips/a.tip") == "tips/a.tip")
    }
}

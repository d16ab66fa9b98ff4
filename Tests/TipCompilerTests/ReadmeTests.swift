import Foundation
import Testing
import TipTestSupport

/// The README, `CONTRIBUTING.md` and every page of `docs/` (listed from the folder, so a new page
/// is covered without a change here): every relative link names a file or folder that exists,
/// every `#anchor` names a heading of the page it points into, and the README stays a front page.
@Suite struct ReadmeTests {
    static let pages = ["README.md", "CONTRIBUTING.md"] + Repository.files(in: "docs", endingWith: ".md")

    /// The most lines the README may have.
    static let maximumReadmeLines = 250

    @Test func thePagesAreListedFromTheDocsFolder() {
        #expect(Self.pages.contains("docs/command-line.md"))
        #expect(Self.pages.contains("docs/language.md"))
    }

    @Test(arguments: pages) func everyLinkResolvesInsideTheRepository(page: String) throws {
        let text = try Repository.text(page)
        let folder = (page as NSString).deletingLastPathComponent
        for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? page : Self.normalized(folder.isEmpty ? parts[0] : folder + "/" + parts[0])
            #expect(FileManager.default.fileExists(atPath: Repository.path(target)), "\(page) links to missing \(target)")
            guard parts.count == 2, target.hasSuffix(".md"), let anchors = try? Self.anchors(in: Repository.text(target)) else { continue }
            #expect(anchors.contains(parts[1]), "\(page) links to #\(parts[1]), which \(target) has no heading for")
        }
    }

    @Test func theReadmeFitsOnAFrontPage() throws {
        let lines = try Repository.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines > 0)
        #expect(lines <= Self.maximumReadmeLines, "README.md has \(lines) lines; move the rest into docs/")
    }

    @Test func anchorsAreGitHubs() {
        #expect(Self.anchors(in: "## Incremental builds: `--deps`\n# Safety\n### A tour, 한국어") ==
            ["incremental-builds---deps", "safety", "a-tour-한국어"])
    }

    @Test func aRepeatedHeadingGetsANumberedAnchor() {
        #expect(Self.anchors(in: "## Checks\n### Checks\n## Checks") == ["checks", "checks-1", "checks-2"])
    }

    @Test func linksInCodeBlocksAreNotLinks() {
        #expect(Self.links(in: "[a](x.md)\n```\n[b](y.md)\n```\n![c](d.png) and [e](f.md#g)") == ["x.md", "d.png", "f.md#g"])
    }

    /// The targets of the page's `[text](target)` and `![text](target)` links, outside code blocks.
    static func links(in text: String) -> [String] {
        var links: [String] = [], inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            var rest = line[...]
            while let open = rest.range(of: "](") {
                guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
                links.append(String(rest[open.upperBound..<close]))
                rest = rest[close...]
            }
        }
        return links
    }

    /// The anchors GitHub gives the page's headings: lowercased, punctuation dropped, spaces as
    /// `-`; a heading whose anchor was taken already gets `-1`, `-2`, … after it.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = [], inCode = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" }
            let anchor = String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
            var unique = anchor, repeats = 0
            while anchors.contains(unique) {
                repeats += 1
                unique = "\(anchor)-\(repeats)"
            }
            anchors.insert(unique)
        }
        return anchors
    }

    /// `a/../b` as `b`.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}

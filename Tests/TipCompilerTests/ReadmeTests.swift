import Foundation
import Testing

/// Every link in the README and in `docs/` resolves inside the repository: relative paths name
/// files that exist, and `#anchors` name headings of the page they point into.
@Suite struct ReadmeTests {
    static let pages = ["README.md", "docs/language.md", "docs/architecture.md", "docs/accessibility.md", "docs/bazel.md"]

    @Test(arguments: pages) func everyLinkResolvesInsideTheRepository(page: String) throws {
        let text = try Self.text(page)
        let folder = (page as NSString).deletingLastPathComponent
        for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? page : Self.normalized(folder.isEmpty ? parts[0] : folder + "/" + parts[0])
            #expect(FileManager.default.fileExists(atPath: RepositoryFiles.root + "/" + target), "\(page) links to missing \(target)")
            guard parts.count == 2, target.hasSuffix(".md"), let anchors = try? Self.anchors(in: Self.text(target)) else { continue }
            #expect(anchors.contains(parts[1]), "\(page) links to #\(parts[1]), which \(target) has no heading for")
        }
    }

    @Test func anchorsAreGitHubs() {
        #expect(Self.anchors(in: "## Incremental builds: `--deps`\n# Safety\n### A tour, 한국어") ==
            ["incremental-builds---deps", "safety", "a-tour-한국어"])
    }

    /// The targets of the page's `[text](target)` links, outside code blocks.
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

    /// The anchors GitHub gives the page's headings: lowercased, punctuation dropped, spaces as `-`.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = [], inCode = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" }
            anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    private static func text(_ path: String) throws -> String {
        String(decoding: try RepositoryFiles.bytes(path), as: UTF8.self)
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

import Foundation
import Testing
import TipStyle
import TipTestSupport

/// Wherever the README or `docs/` names a text size both ways — `AX3 (\`accessibilityExtraLarge\`)`
/// — the two names are the same category, as `UIContentSizeCategory` spells it.
@Suite struct SizeCategoryNamesInDocsTests {
    static let documents = ["README.md"] + Repository.files(in: "docs", endingWith: ".md")

    @Test func everyShortNameIsGivenWithItsUIKitName() throws {
        let pattern = try Regex(#"AX([1-5]) \(\\?`(\w+)\\?`\)"#)
        var pairs = 0
        for document in Self.documents {
            let text = String(decoding: try RepositoryFiles.bytes(document), as: UTF8.self)
            for match in text.matches(of: pattern) {
                let level = Int(match.output[1].substring!)!
                let name = String(match.output[2].substring!)
                let category = ContentSizeCategory.allCases.first { $0.accessibilityLevel == level }!
                #expect(name == category.uiKitName, "\(document): AX\(level) is `\(category.uiKitName)`, not `\(name)`")
                pairs += 1
            }
        }
        #expect(pairs > 0, "the documents name at least one category both ways")
    }
}

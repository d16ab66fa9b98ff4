import Testing
import TipStyle

/// Text styles, content size categories and how a font's size follows them.
@Suite struct DynamicTypeTests {
    @Test func theTableHasEveryStyleAtEveryCategory() {
        #expect(DynamicTypeSizes.points.count == ContentSizeCategory.allCases.count)
        for row in DynamicTypeSizes.points { #expect(row.count == TextStyle.allCases.count) }
        // Apple's sizes at Large, and body at the extremes.
        #expect(TextStyle.allCases.map { $0.size(at: .large) } == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(TextStyle.body.size(at: .xSmall) == 14 && TextStyle.body.size(at: .accessibility1) == 28)
        #expect(TextStyle.body.size(at: .accessibility5) == 53 && TextStyle.caption2.size(at: .accessibility5) == 40)
        // Every style grows (or stays) from one category to the next.
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map(style.size(at:))
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test func onlyHeadlineIsSemibold() {
        #expect(TextStyle.allCases.filter { $0.weight != .regular } == [.headline])
        #expect(TextStyle.headline.weight == .semibold)
    }

    @Test func aTextStyleFontIsTheTablesSizeAtEveryCategory() {
        for style in TextStyle.allCases {
            let font = FontStyle(textStyle: style)
            for category in ContentSizeCategory.allCases {
                #expect(font.size(at: category) == style.size(at: category), "\(style) at \(category)")
            }
        }
    }

    @Test func aPointSizeScalesOnlyWhenRelativeToAStyle() {
        let fixed = FontStyle(size: 15)
        #expect(!fixed.scales && fixed.size(at: .accessibility3) == 15)
        let scaled = FontStyle(family: "Brand", size: 15, weight: .bold, relativeTo: .body)
        #expect(scaled.scales)
        #expect(scaled.size(at: .large) == 15)
        #expect(abs(scaled.size(at: .accessibility1) - 15 * 28 / 17) < 1e-12)
        let atAX1 = scaled.at(.accessibility1)
        #expect(atAX1.family == "Brand" && atAX1.weight == .bold && atAX1.size == scaled.size(at: .accessibility1))
    }

    @Test func categoriesAreNamedAsAppleNamesThem() {
        #expect(ContentSizeCategory.standard == .large)
        #expect(ContentSizeCategory.accessibility3.shortName == "AX3" && ContentSizeCategory.xSmall.shortName == "xSmall")
        #expect(ContentSizeCategory.accessibility1.uiKitName == "accessibilityMedium")
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(name: category.rawValue) == category)
            #expect(ContentSizeCategory(name: category.shortName) == category)
            #expect(ContentSizeCategory(name: category.uiKitName) == category)
        }
        #expect(ContentSizeCategory(name: "ax3") == .accessibility3)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.xSmall < .large && ContentSizeCategory.xxxLarge < .accessibility1)
    }
}

import Foundation
import Testing
import TipStyle

/// A tooltip style is a value whose copies share one storage until one of them is written.
@Suite struct TooltipStyleStorageTests {
    @Test func aCopySharesTheStorageUntilItIsWritten() {
        let original = TooltipStyle()
        var copy = original
        #expect(copy.storageIdentity == original.storageIdentity && copy == original)
        copy.cornerRadius = 12
        copy.title = TitleStyle(font: .standard, textColor: DynamicColor.clear, numberOfLines: 2, spacing: 4)
        copy.title?.spacing = 6
        #expect(copy.storageIdentity != original.storageIdentity)
        #expect(original.cornerRadius == 8 && original.title == nil)
        #expect(copy.cornerRadius == 12 && copy.title?.spacing == 6 && copy.title?.numberOfLines == 2)
        #expect(copy != original)
    }

    @Test func separateStoragesOfEqualMembersAreEqualAndHashAlike() {
        var first = TooltipStyle(), second = TooltipStyle()
        first.opacity = 0.5
        second.opacity = 0.5
        #expect(first.storageIdentity != second.storageIdentity)
        #expect(first == second && Set([first, second]).count == 1)
    }

    @Test func aStyleWhoseFontsDoNotScaleIsItselfAtEveryCategory() {
        let style = TooltipStyle()
        #expect(!style.scales)
        #expect(style.at(.accessibility5).storageIdentity == style.storageIdentity)
    }

    @Test func itIsCodedAsItsMembers() throws {
        var style = TooltipStyle()
        style.maxWidth = 240
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let coded = try encoder.encode(style)
        #expect(coded == (try encoder.encode(style.properties)))
        #expect(try JSONDecoder().decode(TooltipStyle.self, from: coded) == style)
    }
}

import Testing
import TipLayout
import TipPipeline
import TipSemantics
import TipStyle
import TipSyntax
import TipTestSupport

/// Components whose fonts scale are laid out at every content size category: in full where
/// asked, else only their size where it differs.
@Suite struct SizeCategoryLayoutTests {
    private let span = Span(file: FileID(0), start: 0, end: 0)

    private func document(font: FontStyle, tagFont: FontStyle = FontStyle(size: 13)) -> ResolvedDocument {
        var tooltip = TooltipStyle()
        tooltip.font = font
        var tags = TagGroupStyle()
        tags.tag.font = tagFont
        return ResolvedDocument(source: "x.tip", components: [
            .tooltip(ResolvedTooltip(name: "Tip", nameSpan: span, text: "Several words of text", style: tooltip)),
            .tags(ResolvedTagGroup(name: "Tags", nameSpan: span, items: ["a", "b"], style: tags)),
        ])
    }

    @Test func fixedFontsHaveNoVariants() {
        let layout = document(font: FontStyle(size: 17)).layout(measurer: HalfEmMeasurer(), fullCategories: [.accessibility3])
        #expect(layout.sizeCategories.isEmpty)
    }

    @Test func scalingFontsHaveASizeAtEveryOtherCategoryOrAFullLayout() throws {
        let resolved = document(font: FontStyle(textStyle: .body), tagFont: FontStyle(textStyle: .caption1))
        let layout = resolved.layout(measurer: HalfEmMeasurer(), fullCategories: [.accessibility3])
        for index in 0..<2 {
            let variants = try #require(layout.sizeCategories[index])
            #expect(variants.layouts.map(\.category) == [.accessibility3])
            #expect(variants.sizes.map(\.category) == ContentSizeCategory.allCases.filter { $0 != .large && $0 != .accessibility3 })
            // What the document says equals laying the component out there alone.
            guard index == 0, case .tooltip(let tooltip) = resolved.components[0] else { continue }
            for sized in variants.sizes {
                let alone = Layout.tooltip(
                    named: "Tip", text: tooltip.text, style: tooltip.style, measurer: HalfEmMeasurer(), sizeCategory: sized.category)
                #expect(sized.size == alone.tooltip.size)
            }
        }
        guard case .tooltip(let ax3)? = layout.sizeCategories[0]?.layouts.first?.layout else {
            Issue.record("no AX3 tooltip")
            return
        }
        #expect(ax3.tooltip.text.font.size == 40)
        #expect(ax3.style.font == FontStyle(textStyle: .body))  // the style as compiled, not scaled
        #expect(ax3.tooltip.size.height > layout.components[0].size.height)
    }

    /// A compile lays out in full what the file's `preview` asks for, unless told otherwise.
    @Test func compilationTakesThePreviewOrItsOwnCategories() throws {
        let source = Array("preview { sizeCategories: large, AX1 }\ntooltip T { text: \"Hello there\"; font: body }\n".utf8)
        let fromPreview = try #require(Compilation().compile(path: "p.tip", bytes: source).layout)
        #expect(fromPreview.sizeCategories[0]?.layouts.map(\.category) == [.accessibility1])
        var compilation = Compilation()
        compilation.sizeCategories = [.xSmall, .accessibility5]
        let asked = try #require(compilation.compile(path: "p.tip", bytes: source).layout)
        #expect(asked.sizeCategories[0]?.layouts.map(\.category) == [.xSmall, .accessibility5])
    }
}

import Foundation
import Testing
import TipPipeline
import TipSemantics
import TipStyle
import TipText

/// A check lays out only the variants its checks read: a tooltip whose one check is where its
/// arrow goes (W009) at the design's size alone, one that can be cut (W006) at every size.
@Suite struct VariantCheckScopeTests {
    /// Notes the font sizes it measures at (with the built-in metrics).
    final class SizeRecordingMeasurer: TextMeasurer, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: Set<Double> = []
        var sizes: Set<Double> { lock.withLock { recorded } }

        func metrics(of font: FontRequest) -> FontMetrics { BuiltinTextMeasurer().metrics(of: font) }

        func width(of text: Substring, in font: FontRequest) -> Double {
            lock.withLock { _ = recorded.insert(font.size) }
            return BuiltinTextMeasurer().width(of: text, in: font)
        }
    }

    /// The sizes a check of `source` measures text at.
    private func sizesChecked(_ source: String) -> Set<Double> {
        let measurer = SizeRecordingMeasurer()
        let result = Compilation(measurer: measurer).compile(path: "main.tip", bytes: Array(source.utf8), through: .fonts)
        #expect(!result.hasErrors)
        return measurer.sizes
    }

    @Test func anArrowAloneIsCheckedAtTheDesignSizeOnly() {
        // `body` is 17 points at the default size, and scales.
        let sizes = sizesChecked("tooltip Tip { text: \"Tap here\"; font: body; cornerRadius: 12; arrow: top leading(2) }\n")
        #expect(sizes == [17])
    }

    @Test func textThatCanBeCutIsCheckedAtEverySize() {
        let sizes = sizesChecked("tooltip Tip { text: \"Tap here\"; font: body; numberOfLines: 1; width: 80; arrow: top leading(2) }\n")
        #expect(sizes.count == ContentSizeCategory.allCases.count)
        #expect(sizes.contains(17))
    }

    @Test func aCentredArrowIsNotLaidOut() {
        #expect(sizesChecked("tooltip Tip { text: \"Tap here\"; font: body; arrow: top }\n").isEmpty)
    }
}

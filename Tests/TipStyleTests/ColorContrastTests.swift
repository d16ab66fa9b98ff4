#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TipStyle

/// WCAG's relative luminance and contrast ratio, source-over compositing, and the minimum ratios
/// text and graphics need.
@Suite struct ColorContrastTests {
    private let white = SRGBColor(RGBAColor(red: 255, green: 255, blue: 255))
    private let black = SRGBColor(RGBAColor(red: 0, green: 0, blue: 0))

    private func gray(_ level: UInt8) -> SRGBColor { SRGBColor(RGBAColor(red: level, green: level, blue: level)) }

    @Test func luminanceRunsFromBlackToWhite() {
        #expect(black.relativeLuminance == 0)
        #expect(abs(white.relativeLuminance - 1) < 1e-12)
        // #808080: (128/255 + 0.055) / 1.055, to the power 2.4.
        #expect(abs(gray(128).relativeLuminance - 0.2158605001) < 1e-9)
        // The coefficients weigh green most and blue least.
        let red = SRGBColor(red: 1, green: 0, blue: 0), green = SRGBColor(red: 0, green: 1, blue: 0)
        let blue = SRGBColor(red: 0, green: 0, blue: 1)
        #expect(abs(red.relativeLuminance - 0.2126) < 1e-12 && abs(green.relativeLuminance - 0.7152) < 1e-12)
        #expect(abs(blue.relativeLuminance - 0.0722) < 1e-12)
    }

    @Test func theOldThresholdGivesTheSameLuminanceForEvery8BitChannel() {
        // WCAG 2.0's 0.03928 against WCAG 2.2's 0.04045: no 8-bit value lies between them.
        func linearisedWithTheOldThreshold(_ channel: Double) -> Double {
            channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        for level in 0...255 {
            let linear = linearisedWithTheOldThreshold(Double(level) / 255)
            #expect(gray(UInt8(level)).relativeLuminance == 0.2126 * linear + 0.7152 * linear + 0.0722 * linear, "level \(level)")
        }
    }

    @Test func knownPairs() {
        // White on #01B7FF: 2.2780 (a light blue that fails even large text).
        let lightBlue = SRGBColor(RGBAColor(red: 0x01, green: 0xB7, blue: 0xFF))
        let onLightBlue = ContrastRatio(between: white, and: lightBlue)
        #expect(abs(onLightBlue.value - 2.27798) < 1e-5 && onLightBlue.description == "2.28:1")
        // White on systemBlue #007AFF: 4.02:1, below 4.5.
        let systemBlue = SRGBColor(RGBAColor(red: 0x00, green: 0x7A, blue: 0xFF))
        let onSystemBlue = ContrastRatio(between: white, and: systemBlue)
        #expect(abs(onSystemBlue.value - 4.01698) < 1e-5 && onSystemBlue.description == "4.02:1")
        #expect(!onSystemBlue.meets(.regularTextMinimum) && onSystemBlue.meets(.largeTextMinimum))
        #expect(ContrastRatio(between: black, and: white).value == 21)
        #expect(ContrastRatio(between: white, and: white).value == 1 && ContrastRatio(between: white, and: white).description == "1.00:1")
        #expect(ContrastRatio(between: black, and: white).description == "21.00:1")
    }

    @Test func theOrderOfTheColoursDoesNotMatter() {
        #expect(ContrastRatio(between: gray(0x33), and: gray(0xCC)) == ContrastRatio(between: gray(0xCC), and: gray(0x33)))
    }

    @Test func midGreysEitherSideOfTheTextMinimum() {
        // #767676 is the lightest grey that reaches 4.5:1 on white; #777777 falls short.
        let passing = ContrastRatio(between: gray(0x76), and: white), failing = ContrastRatio(between: gray(0x77), and: white)
        #expect(abs(passing.value - 4.54222) < 1e-5 && passing.meets(.regularTextMinimum))
        #expect(abs(failing.value - 4.47809) < 1e-5 && !failing.meets(.regularTextMinimum))
        #expect(failing.description == "4.48:1" && failing < passing)
        // #808080 on white is under 4.5 but over 3.
        let middle = ContrastRatio(between: gray(0x80), and: white)
        #expect(middle.description == "3.95:1" && middle.meets(.largeTextMinimum) && !middle.meets(.regularTextMinimum))
    }

    @Test func halfBlackOverWhiteIsMidGrey() {
        let halfBlack = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let result = halfBlack.composited(over: white)
        #expect(result == SRGBColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        // In gamma-encoded sRGB, not linear light: the luminance of 0.5 encoded, about 0.214.
        #expect(abs(result.relativeLuminance - 0.2140411405) < 1e-9)
    }

    @Test func alphasStackAsSourceOver() {
        let halfRed = SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5), halfBlue = SRGBColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let both = halfRed.composited(over: halfBlue)
        // 0.5 + 0.5 × (1 − 0.5) = 0.75; red carries 0.5 of it, blue 0.25.
        #expect(both.alpha == 0.75)
        #expect(abs(both.red - 2.0 / 3) < 1e-12 && both.green == 0 && abs(both.blue - 1.0 / 3) < 1e-12)
        // The same stack over white, all at once, is the pairwise result over white.
        let stacked = SRGBColor.composite(fromTop: [halfRed, halfBlue, white])
        let pairwise = both.composited(over: white)
        #expect(stacked.isOpaque && abs(stacked.red - pairwise.red) < 1e-12 && abs(stacked.blue - pairwise.blue) < 1e-12)
        #expect(abs(stacked.red - 0.75) < 1e-12 && abs(stacked.green - 0.25) < 1e-12 && abs(stacked.blue - 0.5) < 1e-12)
        // Values stay unquantised: a third of white over black is not rounded to 85/255.
        let third = SRGBColor(red: 1, green: 1, blue: 1, alpha: 1.0 / 3).composited(over: black)
        #expect(third.red == 1.0 / 3)
    }

    @Test func transparentLayersLeaveWhatIsBelow() {
        let bubble = SRGBColor(RGBAColor(red: 0x00, green: 0x7A, blue: 0xFF))
        #expect(SRGBColor.clear.composited(over: bubble) == bubble)
        #expect(SRGBColor.composite(fromTop: [.clear, bubble, white]) == bubble)
        #expect(SRGBColor.clear.composited(over: .clear) == .clear)
        #expect(SRGBColor.composite(fromTop: []) == .clear)
        // An opaque layer hides everything below.
        #expect(SRGBColor.composite(fromTop: [white, bubble, black]) == white)
    }

    @Test func textMinimumsFollowApplesTable() {
        // Up to 17 points, any weight that is not bold: 4.5:1.
        #expect(ContrastRatio.minimumForText(pointSize: 17, weight: .regular) == .regularTextMinimum)
        #expect(ContrastRatio.minimumForText(pointSize: 11, weight: .semibold) == .regularTextMinimum)
        #expect(ContrastRatio.minimumForText(pointSize: 17.9, weight: .medium) == .regularTextMinimum)
        // 18 points and larger, any weight: 3:1.
        #expect(ContrastRatio.minimumForText(pointSize: 18, weight: .ultraLight) == .largeTextMinimum)
        #expect(ContrastRatio.minimumForText(pointSize: 28, weight: .regular) == .largeTextMinimum)
        // Bold, heavy and black at any size (below WCAG's 14 points too): 3:1.
        for weight in [FontWeight.bold, .heavy, .black] {
            #expect(ContrastRatio.minimumForText(pointSize: 11, weight: weight) == .largeTextMinimum, "\(weight)")
        }
        #expect(FontWeight.allCases.filter(\.isBoldForContrast) == [.bold, .heavy, .black])
        #expect(ContrastRatio.regularTextMinimum.value == 4.5 && ContrastRatio.largeTextMinimum.value == 3)
        #expect(ContrastRatio.nonTextMinimum.value == 3)
    }

    @Test func thresholdsCompareUnrounded() {
        let justShort = ContrastRatio(4.499), exactly = ContrastRatio(4.5)
        #expect(justShort.description == "4.50:1" && !justShort.meets(.regularTextMinimum))
        #expect(exactly.meets(.regularTextMinimum) && ContrastRatio(4.5000001).meets(.regularTextMinimum))
        #expect(ContrastRatio(2.9999).description == "3.00:1" && !ContrastRatio(2.9999).meets(.nonTextMinimum))
        #expect(ContrastRatio(3).meets(.nonTextMinimum))
    }

    @Test func theTextHasTwoDecimalsRoundedHalfUp() {
        #expect(ContrastRatio(4.495).description == "4.50:1")
        #expect(ContrastRatio(4.494999).description == "4.49:1")
        #expect(ContrastRatio(2.285).description == "2.29:1")
        #expect(ContrastRatio(9.995).description == "10.00:1")
        #expect(ContrastRatio(7).description == "7.00:1")
        #expect(ContrastRatio(1.5).description == "1.50:1")
        #expect(ContrastRatio(3.004).description == "3.00:1")
    }
}

#if canImport(CoreText)
import CoreText
import Foundation
import TipText
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// Measures text with Core Text, so that an app lays out with the fonts it really draws: the
/// system font (`family` nil) as `UIFont.systemFont(ofSize:weight:)` gives it, named families
/// through a font descriptor. Thin by design — it only translates the engine's questions into
/// Core Text calls; the layout rules stay in the engine. Compiled on Apple platforms only.
public struct CoreTextMeasurer: TipTextMeasurer {
    /// A measurer with Core Text's fonts.
    public init() {}

    public func metrics(of font: TipFontRequest) -> TipFontMetrics {
        let ctFont = Self.font(for: font)
        return TipFontMetrics(
            ascender: Double(CTFontGetAscent(ctFont)), descender: Double(CTFontGetDescent(ctFont)),
            lineGap: Double(CTFontGetLeading(ctFont)))
    }

    public func width(of text: Substring, in font: TipFontRequest) -> Double {
        Double(CTLineGetTypographicBounds(Self.line(String(text), in: font), nil, nil, nil))
    }

    /// Each cluster's advance as the whole line sets it (kerning and shaping included): the
    /// advances of the glyphs of every run, right-to-left runs too, added up per cluster by the
    /// string index each glyph comes from.
    public func graphemeAdvances(of text: Substring, in font: TipFontRequest) -> [Double] {
        let string = String(text)
        let line = Self.line(string, in: font)
        var unitAdvances = [Double](repeating: 0, count: string.utf16.count)
        for run in (CTLineGetGlyphRuns(line) as? [CTRun]) ?? [] {
            let count = CTRunGetGlyphCount(run)
            guard count > 0 else { continue }
            var indices = [CFIndex](repeating: 0, count: count)
            var advances = [CGSize](repeating: .zero, count: count)
            CTRunGetStringIndices(run, CFRange(location: 0, length: 0), &indices)
            CTRunGetAdvances(run, CFRange(location: 0, length: 0), &advances)
            for (index, advance) in zip(indices, advances) where unitAdvances.indices.contains(index) {
                unitAdvances[index] += Double(advance.width)
            }
        }
        var advances: [Double] = []
        var offset = 0
        for character in string {
            let units = character.utf16.count
            advances.append(unitAdvances[offset..<(offset + units)].reduce(0, +))
            offset += units
        }
        return advances
    }

    public func faceNames(of text: Substring, in font: TipFontRequest) -> [String] {
        [CTFontCopyFullName(Self.font(for: font)) as String]
    }

    /// `text` set on one line in the font of `request`.
    private static func line(_ text: String, in request: TipFontRequest) -> CTLine {
        let attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key(kCTFontAttributeName as String): Self.font(for: request)]
        return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: attributes) as CFAttributedString)
    }

    /// The Core Text font of a request: the system UI font, the named family or (monospaced)
    /// the system's monospaced font, at the request's size and weight, in its italic face
    /// where the font has one — else upright, which ``CoreGraphicsCanvas`` slants as UIKit
    /// synthesises italic (what it draws with too).
    static func font(for request: TipFontRequest) -> CTFont {
        let upright = uprightFont(for: request)
        guard request.italic else { return upright }
        return CTFontCreateCopyWithSymbolicTraits(upright, CGFloat(request.size), nil, .traitItalic, .traitItalic) ?? upright
    }

    /// The font of a request, upright.
    private static func uprightFont(for request: TipFontRequest) -> CTFont {
        let size = CGFloat(request.size)
        if request.monospaced { return monospacedFont(size: size, weight: request.weight) }
        let traits = [kCTFontWeightTrait: weight(request.weight)] as CFDictionary
        if let family = request.family {
            let attributes = [kCTFontFamilyNameAttribute: family, kCTFontTraitsAttribute: traits] as CFDictionary
            return CTFontCreateWithFontDescriptor(CTFontDescriptorCreateWithAttributes(attributes), size, nil)
        }
        let system = CTFontCreateUIFontForLanguage(.system, size, nil) ?? CTFontCreateWithName("Helvetica" as CFString, size, nil)
        let descriptor = CTFontDescriptorCreateCopyWithAttributes(
            CTFontCopyFontDescriptor(system), [kCTFontTraitsAttribute: traits] as CFDictionary)
        return CTFontCreateWithFontDescriptor(descriptor, size, nil)
    }

    /// The system's monospaced font (`UIFont.monospacedSystemFont(ofSize:weight:)`: SF Mono),
    /// else the user's fixed-pitch font at the weight.
    private static func monospacedFont(size: CGFloat, weight numeric: Int) -> CTFont {
        #if canImport(UIKit) && !os(watchOS)
        return UIFont.monospacedSystemFont(ofSize: size, weight: UIFont.Weight(rawValue: weight(numeric))) as CTFont
        #else
        let fixed = CTFontCreateUIFontForLanguage(.userFixedPitch, size, nil) ?? CTFontCreateWithName("Menlo" as CFString, size, nil)
        let descriptor = CTFontDescriptorCreateCopyWithAttributes(
            CTFontCopyFontDescriptor(fixed), [kCTFontTraitsAttribute: [kCTFontWeightTrait: weight(numeric)]] as CFDictionary)
        return CTFontCreateWithFontDescriptor(descriptor, size, nil)
        #endif
    }

    /// UIKit's `UIFont.Weight` value for a numeric weight (100 ultraLight … 900 black).
    private static func weight(_ numeric: Int) -> CGFloat {
        switch numeric {
        case ..<150: -0.8
        case ..<250: -0.6
        case ..<350: -0.4
        case ..<450: 0
        case ..<550: 0.23
        case ..<650: 0.3
        case ..<750: 0.4
        case ..<850: 0.56
        default: 0.62
        }
    }
}
#endif

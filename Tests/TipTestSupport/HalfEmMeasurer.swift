import TipText

/// A measurer whose numbers are easy to compute by hand: every Character is 0.5 em wide, the
/// ascender is 0.8 em, the descender 0.2 em and there is no line gap. At size 10 a character is
/// 5 pt wide and a line is 10 pt tall with its baseline 8 pt below its top.
public struct HalfEmMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    public func metrics(of font: FontRequest) -> FontMetrics {
        FontMetrics(ascender: font.size * 0.8, descender: font.size * 0.2, lineGap: 0)
    }

    public func width(of text: Substring, in font: FontRequest) -> Double {
        Double(text.count) * font.size * 0.5
    }
}

/// The default measurer: metrics generated from real open-licensed fonts, compiled in, so a
/// compile needs no font installed. (Contract placeholder: replaced by the generated tables.)
public struct BuiltinTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    public func metrics(of font: FontRequest) -> FontMetrics {
        FontMetrics(ascender: font.size * 0.93, descender: font.size * 0.24, lineGap: 0)
    }

    public func width(of text: Substring, in font: FontRequest) -> Double {
        Double(text.count) * font.size * 0.5
    }
}

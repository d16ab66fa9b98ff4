/// A font as the text engine sees it: family (nil is the system font), size, numeric weight,
/// italic and monospaced designs, the language of the text (which picks a font's language
/// system, as Korean or Japanese forms) and whether ligatures are on.
public struct FontRequest: Hashable, Sendable {
    /// Family name, or nil for the system font.
    public var family: String?
    /// Size in points.
    public var size: Double
    /// 100…900 (400 regular, 700 bold).
    public var weight: Int
    /// The BCP 47 language of the text (`ko`, `ja`, `zh-Hant`), or nil when unknown.
    public var language: String?
    /// Whether the standard and contextual ligatures (`liga`, `clig`) apply: on by default, as
    /// in UIKit and HarfBuzz; required ligatures (`rlig`) apply either way.
    public var ligatures: Bool
    /// Whether the text is italic. No measurer reads italic faces yet: italic is synthesised
    /// from the upright face, as UIKit synthesises it for a family without one — the same
    /// advances, the glyphs slanted when drawn.
    public var italic: Bool
    /// Whether the text is set in the system's monospaced font (SF Mono on iOS): the built-in
    /// monospaced metrics (``BuiltinTextMeasurer``) measure it, whatever ``family`` says.
    public var monospaced: Bool

    /// Creates a request.
    public init(
        family: String? = nil, size: Double, weight: Int = 400, language: String? = nil, ligatures: Bool = true,
        italic: Bool = false, monospaced: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.language = language
        self.ligatures = ligatures
        self.italic = italic
        self.monospaced = monospaced
    }
}

/// Vertical metrics of a font at a size, in points. `descender` is positive (below the baseline).
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line, in points.
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line, in points (positive).
    public var descender: Double
    /// Extra space between lines recommended by the font, in points.
    public var lineGap: Double

    /// Creates metrics.
    public init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// ascender + descender + lineGap: the distance between two baselines.
    public var lineHeight: Double { ascender + descender + lineGap }
}

/// Measures text. The built-in implementation uses metrics generated from real fonts; a later
/// one reads font files. Implementations must be pure and deterministic.
public protocol TextMeasurer: Sendable {
    /// Vertical metrics of `font`.
    func metrics(of font: FontRequest) -> FontMetrics
    /// The advance width of `text` set on one line in `font`, in points.
    func width(of text: Substring, in font: FontRequest) -> Double
    /// The advance of each extended grapheme cluster (`Character`) of `text`, in order, in
    /// points. Their sum is `width(of:in:)` up to rounding and to kerning between clusters.
    /// Line layout measures a paragraph with them once (through
    /// ``measureGraphemes(of:in:into:)``) instead of re-measuring prefixes.
    func graphemeAdvances(of text: Substring, in font: FontRequest) -> [Double]
    /// Appends to `advances` each extended grapheme cluster of `text`, in order: its length in
    /// UTF-8 bytes and its advance in points, as ``graphemeAdvances(of:in:)`` gives it. Line
    /// layout measures each paragraph with it, in one pass over the text where the measurer
    /// allows.
    func measureGraphemes(of text: Substring, in font: FontRequest, into advances: inout GraphemeAdvances)
    /// The names of the faces that measure `text` in `font`, in order of first use (e.g.
    /// `["DejaVu Sans Book", "built-in"]`), so outputs can say why a width is what it is.
    func faceNames(of text: Substring, in font: FontRequest) -> [String]
}

extension TextMeasurer {
    /// Default: measures every cluster on its own with `width(of:in:)`.
    public func graphemeAdvances(of text: Substring, in font: FontRequest) -> [Double] {
        text.map { width(of: String($0)[...], in: font) }
    }

    /// Default: the clusters of `text` with the advances of ``graphemeAdvances(of:in:)``; a
    /// cluster it gives no advance for is 0 wide, and advances past the last cluster are
    /// ignored, so a measurer that returns the wrong count does not break the layout.
    public func measureGraphemes(of text: Substring, in font: FontRequest, into advances: inout GraphemeAdvances) {
        let measured = graphemeAdvances(of: text, in: font)
        text.withGraphemeClusters { clusters in
            var clusters = clusters, index = 0
            while let (byteCount, _) = clusters.nextCluster() {
                advances.append(utf8Count: byteCount, advance: index < measured.count ? measured[index] : 0)
                index += 1
            }
        }
    }

    /// Default: the built-in metrics (``MeasuredRun/builtin``).
    public func faceNames(of text: Substring, in font: FontRequest) -> [String] {
        [MeasuredRun.builtin]
    }
}

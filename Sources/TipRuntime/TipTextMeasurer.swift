import TipText

/// How the layout engine measures text (TipText's `TextMeasurer`): vertical metrics of a font
/// and the advance of a string. Implement it to measure with the platform's own text stack
/// (``CoreTextMeasurer`` does on Apple platforms) and pass it to
/// ``TipLayoutEngine/init(measurer:)``. Implementations must be pure and deterministic.
public typealias TipTextMeasurer = TextMeasurer

/// A font as the engine asks for it: family (nil for the system font), size in points and
/// numeric weight (100…900, 400 regular, 700 bold).
public typealias TipFontRequest = FontRequest

/// Vertical metrics of a font at a size, in points (`descender` positive, below the baseline).
public typealias TipFontMetrics = FontMetrics

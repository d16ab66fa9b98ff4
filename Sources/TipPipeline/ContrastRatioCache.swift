import TipStyle

/// The contrast of a colour over its layers in every appearance, worked out once for each
/// colour, layers and opacity: the components of a file share their styles' colours, so most
/// are asked again.
struct ContrastRatioCache: Sendable {
    private struct Key: Hashable {
        let color: DynamicColor
        let layers: [DynamicColor]
        let opacity: Double
    }

    private var known: [Key: [ContrastRatio]] = [:]

    /// The contrast of `color` over `layers` (the topmost first) at `opacity`, in each
    /// appearance in ``Appearance`` order.
    mutating func ratios(of color: DynamicColor, over layers: [DynamicColor], opacity: Double) -> [ContrastRatio] {
        let key = Key(color: color, layers: layers, opacity: opacity)
        if let ratios = known[key] { return ratios }
        let ratios = Appearance.allCases.map { ContrastChecks.ratio(of: color, over: layers, opacity: opacity, in: $0) }
        known[key] = ratios
        return ratios
    }
}

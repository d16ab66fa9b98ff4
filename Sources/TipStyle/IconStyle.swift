/// A tooltip's icon: an image the app draws — an SF Symbol's name, or the name of an image in
/// its asset catalogue — whose frame the layout reserves beside or above the text. Lengths are
/// in points.
public struct IconStyle: Hashable, Sendable, Codable {
    /// The SF Symbol (`sparkles`) or asset name.
    public var name: String
    /// The side of the square frame the icon is drawn in.
    public var size: Double
    /// The tint an app draws a template image (an SF Symbol) in.
    public var color: DynamicColor
    /// Beside the text (`leading`) or above it (`top`).
    public var placement: IconPlacement
    /// Between the icon and the text.
    public var spacing: Double

    /// Creates an icon; the defaults are the language's: 24 points, leading, 8 points from the
    /// text.
    public init(
        name: String, size: Double = IconStyle.standardSize, color: DynamicColor, placement: IconPlacement = .leading,
        spacing: Double = IconStyle.standardSpacing
    ) {
        self.name = name
        self.size = size
        self.color = color
        self.placement = placement
        self.spacing = spacing
    }

    /// An icon's size unless one is written.
    public static let standardSize = 24.0
    /// The space between icon and text unless one is written.
    public static let standardSpacing = 8.0
}

/// Where a tooltip's icon stands.
public enum IconPlacement: String, Sendable, CaseIterable, Codable {
    /// Before the text, centred on the cap height of the text's first line (the title's, when
    /// there is one), as SwiftUI's `Label` aligns its icon.
    case leading
    /// Above the text, centred across it.
    case top
}

import TipStyle

/// The user's preferred text size (Dynamic Type), named as SwiftUI's `DynamicTypeSize` names
/// it: `large` is the default.
public typealias TipSizeCategory = ContentSizeCategory

/// UIKit's text styles (`body`, `headline`, …): a font of one (``FontStyle/relativeTo``) scales
/// with the text size.
public typealias TipTextStyle = TextStyle

extension ContentSizeCategory: CodingKeyRepresentable {}

/// How one component looks at content size categories other than the default one: what the
/// JSON's `sizes` and `sizeCategories` of the component hold. Only a component whose fonts or lengths scale
/// has any; lay it out at any category with ``TipLayoutEngine``.
public struct TipSizeCategoryVariants: Decodable, Hashable, Sendable {
    /// The component's size at each category where it differs from its default layout's
    /// (among the categories not laid out in full).
    public var sizes: [TipSizeCategory: TipSize]
    /// The component laid out in full at each category the `.tip` file or `tipc` was asked for.
    public var layouts: [TipSizeCategory: TipComponent]

    /// Creates variants.
    public init(sizes: [TipSizeCategory: TipSize] = [:], layouts: [TipSizeCategory: TipComponent] = [:]) {
        self.sizes = sizes
        self.layouts = layouts
    }

    /// Whether there is none.
    public var isEmpty: Bool { sizes.isEmpty && layouts.isEmpty }

    enum CodingKeys: String, CodingKey {
        case sizes, layouts = "sizeCategories"
    }

    /// Decodes the variants of a component object (none when it has neither key).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sizes = try container.decodeIfPresent([TipSizeCategory: TipSize].self, forKey: .sizes) ?? [:]
        layouts = try container.decodeIfPresent([TipSizeCategory: TipComponent].self, forKey: .layouts) ?? [:]
    }
}

/// One component in one locale other than the strings table's source language: what the JSON's
/// `localizations` of the component holds for the locale.
public struct TipLocalization: Decodable, Hashable, Sendable {
    /// The component laid out with the locale's texts, at the default text size.
    public var component: TipComponent
    /// It at the other text sizes.
    public var sizeCategories: TipSizeCategoryVariants

    /// Creates a localization.
    public init(component: TipComponent, sizeCategories: TipSizeCategoryVariants = TipSizeCategoryVariants()) {
        self.component = component
        self.sizeCategories = sizeCategories
    }

    /// Decodes a component object of `localizations`.
    public init(from decoder: any Decoder) throws {
        component = try TipComponent(from: decoder)
        sizeCategories = try TipSizeCategoryVariants(from: decoder)
    }
}

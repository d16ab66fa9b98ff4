import TipModel
import TipStyle

/// One component at the content size categories other than the default one
/// (``ContentSizeCategory/standard``): laid out in full where that was asked for, and otherwise
/// only its size, where that differs. A component whose fonts do not scale has none.
public struct SizeCategoryVariants: Sendable {
    /// The component laid out in full at a category.
    public struct Full: Sendable {
        public var category: ContentSizeCategory
        public var layout: ComponentLayout

        /// Creates a full variant.
        public init(category: ContentSizeCategory, layout: ComponentLayout) {
            self.category = category
            self.layout = layout
        }
    }

    /// The component's size at a category.
    public struct Sized: Sendable, Equatable {
        public var category: ContentSizeCategory
        public var size: TipSize

        /// Creates a size variant.
        public init(category: ContentSizeCategory, size: TipSize) {
            self.category = category
            self.size = size
        }
    }

    /// The categories laid out in full, smallest first.
    public var layouts: [Full]
    /// The component's size at every other category where it differs from the default
    /// layout's, smallest first.
    public var sizes: [Sized]

    /// Creates variants.
    public init(layouts: [Full] = [], sizes: [Sized] = []) {
        self.layouts = layouts
        self.sizes = sizes
    }

    /// Whether there is no variant at all.
    public var isEmpty: Bool { layouts.isEmpty && sizes.isEmpty }

    /// The variants of a component laid out at the default category as `standard`: every
    /// category of `full` laid out in full by `layout`, and at every other category the size,
    /// where it differs. Nothing when `scales` is false (then no category changes anything).
    public static func of(
        _ standard: ComponentLayout, scales: Bool, full: Set<ContentSizeCategory>,
        layout: (ContentSizeCategory) -> ComponentLayout
    ) -> SizeCategoryVariants {
        guard scales else { return SizeCategoryVariants() }
        var variants = SizeCategoryVariants()
        for category in ContentSizeCategory.allCases where category != .standard {
            let laidOut = layout(category)
            if full.contains(category) {
                variants.layouts.append(Full(category: category, layout: laidOut))
            } else if laidOut.size != standard.size {
                variants.sizes.append(Sized(category: category, size: laidOut.size))
            }
        }
        return variants
    }
}

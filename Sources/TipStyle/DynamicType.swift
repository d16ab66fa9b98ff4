/// UIKit's text styles (`UIFont.TextStyle`, SwiftUI's `Font.TextStyle`): fonts whose size
/// follows the user's preferred text size (Dynamic Type).
public enum TextStyle: String, Sendable, CaseIterable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The weight UIKit gives the style: semibold for `headline`, regular for every other.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's point size at `category`, from Apple's table (see ``DynamicTypeSizes``).
    public func size(at category: ContentSizeCategory) -> Double {
        DynamicTypeSizes.points[category.rawIndex][rawIndex]
    }

    /// The style's place in the columns of ``DynamicTypeSizes/points``.
    var rawIndex: Int { Self.allCases.firstIndex(of: self)! }
}

/// The user's preferred text size: UIKit's content size categories, SwiftUI's
/// `DynamicTypeSize`, named as SwiftUI names them. `large` is the system's default.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Codable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The category a device has unless its user chose another.
    public static let standard = ContentSizeCategory.large

    /// The name Apple's Human Interface Guidelines table uses: `AX1`…`AX5` for the accessibility
    /// sizes, the SwiftUI name for the others.
    public var shortName: String {
        guard let level = accessibilityLevel else { return rawValue }
        return "AX\(level)"
    }

    /// The `UIContentSizeCategory` constant's name (`extraSmall`, `accessibilityMedium`, …).
    public var uiKitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// 1…5 for the accessibility sizes, nil for the others.
    public var accessibilityLevel: Int? {
        let index = rawIndex - ContentSizeCategory.accessibility1.rawIndex
        return index >= 0 ? index + 1 : nil
    }

    /// The category a user spells `name`: the SwiftUI name, the HIG's `AX1`…`AX5`, or the
    /// `UIContentSizeCategory` name, in any letter case.
    public init?(name: String) {
        let folded = name.lowercased()
        guard let category = Self.allCases.first(where: {
            [$0.rawValue, $0.shortName, $0.uiKitName].contains { $0.lowercased() == folded }
        }) else { return nil }
        self = category
    }

    /// The category's place in the rows of ``DynamicTypeSizes/points``, smallest first.
    var rawIndex: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawIndex < rhs.rawIndex }
}

/// The point size of every text style at every content size category on iOS and iPadOS.
///
/// From Apple's Human Interface Guidelines, Typography › Specifications › "iOS, iPadOS Dynamic
/// Type sizes" (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
/// one table per category; checked against the sizes UIKit reports for each style at Large
/// (`UIFont.preferredFont(forTextStyle:)`: largeTitle 34, title1 28, title2 22, title3 20,
/// headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13, caption1 12,
/// caption2 11; https://www.iosfontsizes.com) and body at AX1 (28).
public enum DynamicTypeSizes {
    /// Rows in the order of ``ContentSizeCategory``, columns in the order of ``TextStyle``.
    public static let points: [[Double]] = [
        // largeTitle title1 title2 title3 headline body callout subheadline footnote caption1 caption2
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // large (the default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
    ]
}

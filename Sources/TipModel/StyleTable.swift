import TipStyle

/// The distinct styles of a document's components, each numbered once in order of first use,
/// for the JSON's `styles`: components refer to their style by number, so that a thousand
/// tooltips of one look carry it once. The JSON writer numbers with it, and so does
/// ``TipDocument``'s encoding.
public struct StyleTable: Sendable {
    /// The distinct tooltip styles, by number.
    public private(set) var tooltips: [TooltipStyle] = []
    /// The distinct tag-group styles, by number.
    public private(set) var tags: [TagGroupStyle] = []
    private var tooltipNumbers: [TooltipStyle: Int] = [:]
    /// The number of each tooltip style storage seen, and the styles that keep each alive (so
    /// that no identity is reused): most components share their look's storage (the resolver
    /// gives equal styles one), which is numbered without hashing the style again.
    private var tooltipNumbersByStorage: [ObjectIdentifier: Int] = [:]
    private var numberedStorages: [TooltipStyle] = []
    private var tagNumbers: [TagGroupStyle: Int] = [:]

    /// An empty table.
    public init() {}

    /// The number of `style` among the tooltip styles, added if new.
    public mutating func number(of style: TooltipStyle) -> Int {
        if let number = tooltipNumbersByStorage[style.storageIdentity] { return number }
        let number = Self.number(of: style, in: &tooltipNumbers, list: &tooltips)
        tooltipNumbersByStorage[style.storageIdentity] = number
        numberedStorages.append(style)
        return number
    }

    /// The number of `style` among the tag-group styles, added if new.
    public mutating func number(of style: TagGroupStyle) -> Int {
        Self.number(of: style, in: &tagNumbers, list: &tags)
    }

    private static func number<Style: Hashable>(of style: Style, in numbers: inout [Style: Int], list: inout [Style]) -> Int {
        if let number = numbers[style] { return number }
        numbers[style] = list.count
        list.append(style)
        return list.count - 1
    }
}

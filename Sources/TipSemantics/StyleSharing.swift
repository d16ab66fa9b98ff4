import TipStyle

/// Gives equal tooltip styles one storage (``TooltipStyle`` is copy-on-write), so that a look
/// shared by many components is held once, and the JSON's style table numbers it at once.
///
/// Components of one look usually come in runs (a file declares its tooltips of one style
/// together, or alternates between a few), so a style is first compared with the few distinct
/// ones met last — equal members compare in a few hundred instructions — and only hashed when
/// none is equal.
struct StyleSharing: Sendable {
    /// The distinct styles met so far.
    private var distinct: Set<TooltipStyle> = []
    /// The distinct styles met last, most recent first.
    private var recent: [TooltipStyle] = []
    /// How many styles ``recent`` holds at most.
    private static let recentCount = 4

    /// `style`, or an equal style met before (sharing its storage).
    mutating func shared(_ style: TooltipStyle) -> TooltipStyle {
        if let position = recent.firstIndex(of: style) {
            let found = recent[position]
            if position > 0 { recent.swapAt(position, position - 1) }
            return found
        }
        let found = distinct.insert(style).memberAfterInsert
        if recent.count == Self.recentCount { recent.removeLast() }
        recent.insert(found, at: 0)
        return found
    }
}

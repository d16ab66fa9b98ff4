import TipStyle

/// The tooltip styles of one chunk of components, built in order: equal styles share one
/// storage (``TooltipStyle`` is copy-on-write), so that a look shared by many components is held
/// once and the JSON's style table numbers it at once.
///
/// Components of one look usually come in runs (a file declares its tooltips of one look
/// together, or alternates between a few), so a tooltip of the same look as one of the last few
/// (``StyleBuilder/TooltipLook``) takes its style without building it; only a new look's style
/// is built, and hashed to find an equal one met before.
struct StyleSharing: Sendable {
    /// The distinct styles met so far.
    private var distinct: Set<TooltipStyle> = []
    /// The looks met last and their styles, most recent first.
    private var recent: [(look: StyleBuilder.TooltipLook, style: TooltipStyle)] = []
    /// How many looks ``recent`` holds at most.
    private static let recentCount = 4

    /// The style of a tooltip of look `look` whose effective slots are `slots`.
    mutating func style(of look: StyleBuilder.TooltipLook, slots: SlotMap) -> TooltipStyle {
        if let position = recent.firstIndex(where: { $0.look == look }) {
            let style = recent[position].style
            if position > 0 { recent.swapAt(position, position - 1) }
            return style
        }
        let style = distinct.insert(StyleBuilder.tooltipStyle(slots)).memberAfterInsert
        if recent.count == Self.recentCount { recent.removeLast() }
        recent.insert((look, style), at: 0)
        return style
    }
}

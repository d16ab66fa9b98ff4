/// How a tooltip moves when the user has turned on Reduce Motion (`UIAccessibility.isReduceMotionEnabled`,
/// SwiftUI's `accessibilityReduceMotion`): scaling, bouncing and sliding give way to a
/// cross-fade, and emphasis stops — unless the file declares its own alternative.
public struct ReducedMotion: Hashable, Sendable, Codable {
    /// How it comes in; nil: it just appears.
    public var appear: TooltipTransition?
    /// How it goes away; nil: it just disappears.
    public var disappear: TooltipTransition?
    /// How it draws attention while it shows; nil: it keeps still.
    public var emphasis: TooltipEmphasis?
    /// Whether the file declared it (`reducedMotion { … }`) rather than tipc deriving it.
    public var declared: Bool

    /// Creates a Reduce Motion alternative.
    public init(appear: TooltipTransition? = nil, disappear: TooltipTransition? = nil, emphasis: TooltipEmphasis? = nil, declared: Bool) {
        self.appear = appear
        self.disappear = disappear
        self.emphasis = emphasis
        self.declared = declared
    }

    /// The alternative tipc derives: each transition a cross-fade as long as the transition
    /// was, no emphasis.
    public static func derived(from animations: TooltipAnimations) -> ReducedMotion {
        func fade(_ transition: TooltipTransition?) -> TooltipTransition? {
            transition.map { TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: $0.duration)]) }
        }
        return ReducedMotion(appear: fade(animations.appear), disappear: fade(animations.disappear), emphasis: nil, declared: false)
    }
}

/// The motion a tooltip plays, chosen for the Reduce Motion setting
/// (``TipTooltip/motion(reduceMotion:)``): the adapters pass the setting and play what this says.
public struct TipMotionPlan: Hashable, Sendable {
    /// How it comes in; nil: it just appears.
    public var appear: TooltipTransition?
    /// How it goes away; nil: it just disappears.
    public var disappear: TooltipTransition?
    /// How it draws attention while it shows; nil: it keeps still.
    public var emphasis: TooltipEmphasis?

    /// Creates a plan; by default nothing moves.
    public init(appear: TooltipTransition? = nil, disappear: TooltipTransition? = nil, emphasis: TooltipEmphasis? = nil) {
        self.appear = appear
        self.disappear = disappear
        self.emphasis = emphasis
    }
}

extension TipTooltip {
    /// The motion to play: its `animations` as written, or with Reduce Motion on their
    /// `reducedMotion` alternative — the file's, else the derived one (cross-fades as long as
    /// the transitions, no emphasis), so that emphasis stops unless the file declares one.
    /// Nothing moves without animations.
    public func motion(reduceMotion: Bool) -> TipMotionPlan {
        guard let animations else { return TipMotionPlan() }
        guard reduceMotion else {
            return TipMotionPlan(appear: animations.appear, disappear: animations.disappear, emphasis: animations.emphasis)
        }
        let reduced = animations.reducedMotion ?? .derived(from: animations)
        return TipMotionPlan(appear: reduced.appear, disappear: reduced.disappear, emphasis: reduced.emphasis)
    }
}

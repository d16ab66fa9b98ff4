/// How a tooltip moves: the transitions it appears and disappears with, and the emphasis that
/// draws attention to it while it shows — metadata for the app, which animates (TipRuntime's
/// Apple adapters apply it). Durations are in seconds.
public struct TooltipAnimations: Hashable, Sendable, Codable {
    /// How it comes in; nil: it just appears.
    public var appear: TooltipTransition?
    /// How it goes away; nil: it just disappears.
    public var disappear: TooltipTransition?
    /// How it draws attention while it shows; nil: it keeps still.
    public var emphasis: TooltipEmphasis?
    /// How it moves with Reduce Motion on, when the file says so (`reducedMotion { … }`); nil:
    /// ``ReducedMotion/derived(from:)``. A laid-out tooltip always carries one.
    public var reducedMotion: ReducedMotion?

    /// Creates animations.
    public init(
        appear: TooltipTransition? = nil, disappear: TooltipTransition? = nil, emphasis: TooltipEmphasis? = nil,
        reducedMotion: ReducedMotion? = nil
    ) {
        self.appear = appear
        self.disappear = disappear
        self.emphasis = emphasis
        self.reducedMotion = reducedMotion
    }

    /// Whether nothing moves.
    public var isEmpty: Bool { appear == nil && disappear == nil && emphasis == nil }

    /// These animations with their Reduce Motion alternative: the file's, else the derived one.
    public var withReducedMotion: TooltipAnimations {
        var animations = self
        animations.reducedMotion = reducedMotion ?? .derived(from: self)
        return animations
    }

    /// The longest any animation may take (a transition's effect, or one cycle of an emphasis):
    /// 10 seconds. A tooltip that takes longer to show itself is not showing anything.
    public static let maximumDuration = 10.0
}

/// A transition: effects that run together, each over its own duration (`fade(0.2s) +
/// scale(0.8)`), as SwiftUI combines transitions.
public struct TooltipTransition: Hashable, Sendable, Codable {
    /// The effects, in the order written (each kind at most once).
    public var effects: [TransitionEffect]

    /// Creates a transition.
    public init(effects: [TransitionEffect]) {
        self.effects = effects
    }

    /// How long the whole transition takes: its longest effect.
    public var duration: Double { effects.map(\.duration).max() ?? 0 }

    /// The duration of an effect that has none, in a transition where no effect has one: a
    /// quarter of a second.
    public static let standardDuration = 0.25
}

/// One effect of a transition.
public struct TransitionEffect: Hashable, Sendable, Codable {
    /// What changes.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// The opacity, from 0 as the tooltip appears, to 0 as it disappears.
        case fade
        /// The size, from ``TransitionEffect/scale`` about the anchor as the tooltip appears, to
        /// it as it disappears.
        case scale
    }

    public var kind: Kind
    /// Seconds.
    public var duration: Double
    /// For ``Kind/scale``: the size it scales from or to, a factor of the tooltip's (0 … 2);
    /// nil for the others.
    public var scale: Double?

    /// Creates an effect.
    public init(kind: Kind, duration: Double, scale: Double? = nil) {
        self.kind = kind
        self.duration = duration
        self.scale = scale
    }

    /// The factors a scale may take: from nothing to twice the size.
    public static let scaleRange = 0.0...2.0
}

/// How a tooltip draws attention while it shows, as AMPopTip's action animations do: one cycle
/// out and back, repeated.
public struct TooltipEmphasis: Hashable, Sendable, Codable {
    /// The motion.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// The tooltip grows by ``TooltipEmphasis/amplitude`` (a factor) about its anchor and back.
        case pulse
        /// The tooltip jumps ``TooltipEmphasis/amplitude`` points towards its anchor (down for an
        /// arrow at the bottom; without an arrow, down) and back, easing out.
        case bounce
        /// The tooltip drifts ``TooltipEmphasis/amplitude`` points away from its anchor and back,
        /// easing in and out.
        case float

        /// One cycle's duration unless one is written.
        public var standardDuration: Double {
            switch self {
            case .pulse: 1
            case .bounce: 0.8
            case .float: 2
            }
        }

        /// How far it moves: a factor for `pulse`, points for the others.
        public var amplitude: Double {
            switch self {
            case .pulse: 1.08
            case .bounce: 8
            case .float: 4
            }
        }
    }

    public var kind: Kind
    /// Seconds of one cycle.
    public var duration: Double
    /// How many cycles.
    public var repeatCount: AnimationRepeat
    /// How far: a factor for `pulse`, points for `bounce` and `float` (``Kind/amplitude``).
    public var amplitude: Double

    /// Creates an emphasis; the defaults are the kind's.
    public init(kind: Kind, duration: Double? = nil, repeatCount: AnimationRepeat = .forever) {
        self.kind = kind
        self.duration = duration ?? kind.standardDuration
        self.repeatCount = repeatCount
        amplitude = kind.amplitude
    }
}

/// How many times an animation runs.
public enum AnimationRepeat: Hashable, Sendable {
    /// This many times (1 … ``maximumTimes``).
    case times(Int)
    /// Until the tooltip goes away.
    case forever

    /// The most times a count may say: past it, `forever` says what is meant.
    public static let maximumTimes = 100
}

#if canImport(SwiftUI)
import Foundation
import SwiftUI

extension TipTooltip {
    /// The transition to insert and remove a view of this tooltip with
    /// (`TipComponentView(.tooltip(tip)).transition(tip.tipTransition(reduceMotion: reduceMotion))`,
    /// `reduceMotion` read from `@Environment(\.accessibilityReduceMotion)`): its `appear` on
    /// insertion, its `disappear` on removal — with Reduce Motion on, its `reducedMotion`'s
    /// (``motion(reduceMotion:)``) — each effect over its own duration, a `scale` about the
    /// anchor; none where the tooltip has none.
    public func tipTransition(reduceMotion: Bool) -> AnyTransition {
        let motion = motion(reduceMotion: reduceMotion)
        return .asymmetric(insertion: transition(motion.appear), removal: transition(motion.disappear))
    }

    private func transition(_ transition: TooltipTransition?) -> AnyTransition {
        guard let transition else { return .identity }
        let anchor = UnitPoint(x: anchorUnitPoint.x, y: anchorUnitPoint.y)
        return transition.effects.reduce(AnyTransition.identity) { combined, effect in
            let single: AnyTransition = switch effect.kind {
            case .fade: .opacity
            case .scale: .scale(scale: CGFloat(effect.scale ?? 1), anchor: anchor)
            }
            return combined.combined(with: single.animation(.easeInOut(duration: effect.duration)))
        }
    }
}

/// Plays a tooltip's `emphasis` from the moment its view appears: a `pulse` scales it about its
/// anchor, a `bounce` or `float` moves it by ``TipTooltip/peakOffset(of:)``, out and back, as
/// many times as its `repeat` says. With Reduce Motion on (the environment's
/// `accessibilityReduceMotion`), only the emphasis its `reducedMotion` declares plays. A thin
/// adapter: the motion is the JSON's.
public struct TipEmphasisModifier: ViewModifier {
    /// The tooltip whose emphasis plays.
    public let tooltip: TipTooltip
    @State private var isAtPeak = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// A modifier playing `tooltip`'s emphasis (nothing without one).
    public init(tooltip: TipTooltip) {
        self.tooltip = tooltip
    }

    public func body(content: Content) -> some View {
        let emphasis = tooltip.motion(reduceMotion: reduceMotion).emphasis
        let scale = isAtPeak && emphasis?.kind == .pulse ? CGFloat(emphasis?.amplitude ?? 1) : 1
        let offset = isAtPeak ? emphasis.map { tooltip.peakOffset(of: $0) } ?? TipPoint(x: 0, y: 0) : TipPoint(x: 0, y: 0)
        return content
            .scaleEffect(x: scale, y: scale, anchor: UnitPoint(x: tooltip.anchorUnitPoint.x, y: tooltip.anchorUnitPoint.y))
            .offset(x: CGFloat(offset.x), y: CGFloat(offset.y))
            .onAppear {
                guard let emphasis else { return }
                withAnimation(Self.animation(of: emphasis)) { isAtPeak = true }
                if case .times(let count) = emphasis.repeatCount {
                    // An autoreversing animation ends on its target: come back to rest after the last cycle.
                    DispatchQueue.main.asyncAfter(deadline: .now() + emphasis.duration * Double(count)) {
                        var resting = Transaction()
                        resting.disablesAnimations = true
                        withTransaction(resting) { isAtPeak = false }
                    }
                }
            }
    }

    /// Half a cycle out, half back, repeated: for ever, or twice per cycle asked for.
    private static func animation(of emphasis: TooltipEmphasis) -> Animation {
        let half = emphasis.duration / 2
        let stroke: Animation = emphasis.kind == .bounce ? .easeOut(duration: half) : .easeInOut(duration: half)
        switch emphasis.repeatCount {
        case .forever: return stroke.repeatForever(autoreverses: true)
        case .times(let count): return stroke.repeatCount(2 * count, autoreverses: true)
        }
    }
}

extension View {
    /// Plays `tooltip`'s emphasis on this view (``TipEmphasisModifier``).
    public func tipEmphasis(_ tooltip: TipTooltip) -> some View {
        modifier(TipEmphasisModifier(tooltip: tooltip))
    }
}
#endif

import TipModel
import TipStyle

/// How the review sheet writes a tooltip's animations under its drawing, one line each, as
/// the language spells them with every duration resolved: `appear: fade(0.25s)`, `disappear:
/// fade(0.2s) + scale(0.8, 0.2s)`, `emphasis: pulse(1s, repeat: 3)`. A picture cannot move; the
/// sheet says how the tooltip will.
enum MotionCaption {
    /// The lines of `animations`: its appear, disappear and emphasis, those it has, then the
    /// Reduce Motion alternative when the file declares one (`reducedMotion: appear: fade(0.25s);
    /// emphasis: none`); the derived one goes without saying.
    static func lines(of animations: TooltipAnimations) -> [String] {
        var lines: [String] = []
        if let appear = animations.appear { lines.append("appear: " + text(of: appear)) }
        if let disappear = animations.disappear { lines.append("disappear: " + text(of: disappear)) }
        if let emphasis = animations.emphasis { lines.append("emphasis: " + text(of: emphasis)) }
        if let reduced = animations.reducedMotion, reduced.declared {
            let parts = [
                "appear: " + (reduced.appear.map(text(of:)) ?? "none"), "disappear: " + (reduced.disappear.map(text(of:)) ?? "none"),
                "emphasis: " + (reduced.emphasis.map(text(of:)) ?? "none"),
            ]
            lines.append("reducedMotion: " + parts.joined(separator: "; "))
        }
        return lines
    }

    private static func text(of transition: TooltipTransition) -> String {
        transition.effects.map { effect in
            let duration = seconds(effect.duration)
            return switch effect.kind {
            case .fade: "fade(\(duration))"
            case .scale: "scale(\(NumberFormat.format(effect.scale ?? 1)), \(duration))"
            }
        }.joined(separator: " + ")
    }

    private static func text(of emphasis: TooltipEmphasis) -> String {
        let count = switch emphasis.repeatCount {
        case .forever: "forever"
        case .times(let times): String(times)
        }
        return "\(emphasis.kind.rawValue)(\(seconds(emphasis.duration)), repeat: \(count))"
    }

    private static func seconds(_ value: Double) -> String { NumberFormat.format(value) + "s" }
}

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A UIKit view showing one component (a tooltip or a tag group) exactly as laid out, drawn
/// through ``CoreGraphicsCanvas``. The view covers the component's drawing — its frame grown by
/// its shadow (``TipComponent/drawingBounds``) — so put its origin at the component's origin
/// plus `drawingBounds.origin` (``TipView/frame(forComponentAt:)`` does it for a placement's
/// frame). It draws in its trait collection's appearance, light or dark. A thin adapter: no
/// layout rule lives here. Compiled on iOS, tvOS and visionOS only.
public final class TipView: UIView {
    /// The component shown; setting it resizes the view to the new drawing and redraws it.
    public var component: TipComponent {
        didSet {
            drawingBounds = component.drawingBounds
            bounds.size = intrinsicContentSize
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The component's ``TipComponent/drawingBounds``, found once per component.
    private var drawingBounds: TipRect

    /// A view showing `component`, sized to its drawing.
    public init(component: TipComponent) {
        self.component = component
        drawingBounds = component.drawingBounds
        super.init(frame: CGRect(x: 0, y: 0, width: drawingBounds.width, height: drawingBounds.height))
        isOpaque = false
        backgroundColor = .clear
    }

    /// The view's frame for the component placed with its top-left corner at `origin` (a
    /// ``TipPlacement``'s `frame.origin`, in the container's coordinates).
    public func frame(forComponentAt origin: TipPoint) -> CGRect {
        CGRect(x: origin.x + drawingBounds.x, y: origin.y + drawingBounds.y, width: drawingBounds.width, height: drawingBounds.height)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: drawingBounds.width, height: drawingBounds.height)
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.translateBy(x: CGFloat(-drawingBounds.x), y: CGFloat(-drawingBounds.y))
        var canvas = CoreGraphicsCanvas(context: context)
        // UIKit draws the view again when the appearance changes, with its traits up to date.
        component.draw(on: &canvas, appearance: traitCollection.userInterfaceStyle == .dark ? .dark : .light)
    }

    // MARK: Motion

    /// The tooltip shown, if the component is one (only tooltips move).
    private var tooltip: TipTooltip? {
        if case .tooltip(let tooltip) = component { tooltip } else { nil }
    }

    /// Plays the tooltip's `appear` transition — fade in, scale from its factor about the
    /// anchor, each over its duration — then `completion`; at once without one.
    public func appear(completion: (() -> Void)? = nil) {
        play(tooltip?.animations?.appear, appearing: true, completion: completion)
    }

    /// Plays the tooltip's `disappear` transition, leaving the view faded or scaled, then
    /// `completion` (remove the view there); at once without one.
    public func disappear(completion: (() -> Void)? = nil) {
        play(tooltip?.animations?.disappear, appearing: false, completion: completion)
    }

    /// Starts the tooltip's `emphasis` (nothing without one): a `pulse` scales the view about
    /// the anchor, a `bounce` or `float` moves it by ``TipTooltip/peakOffset(of:)``, out and back,
    /// as many times as its `repeat` says.
    public func startEmphasis() {
        guard let tooltip, let emphasis = tooltip.animations?.emphasis else { return }
        let peak: CGAffineTransform
        switch emphasis.kind {
        case .pulse:
            peak = aboutAnchor(CGAffineTransform(scaleX: CGFloat(emphasis.amplitude), y: CGFloat(emphasis.amplitude)))
        case .bounce, .float:
            let offset = tooltip.peakOffset(of: emphasis)
            peak = CGAffineTransform(translationX: CGFloat(offset.x), y: CGFloat(offset.y))
        }
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeAffineTransform(peak))
        animation.duration = emphasis.duration / 2
        animation.autoreverses = true
        switch emphasis.repeatCount {
        case .forever: animation.repeatCount = .infinity
        case .times(let count): animation.repeatCount = Float(count)
        }
        animation.timingFunction = CAMediaTimingFunction(name: emphasis.kind == .bounce ? .easeOut : .easeInEaseOut)
        layer.add(animation, forKey: Self.emphasisKey)
    }

    /// Stops the emphasis.
    public func stopEmphasis() {
        layer.removeAnimation(forKey: Self.emphasisKey)
    }

    private static let emphasisKey = "tipEmphasis"

    /// Each effect of `transition` from its start to its end (or back, disappearing), over its
    /// own duration; `completion` when the longest ends.
    private func play(_ transition: TooltipTransition?, appearing: Bool, completion: (() -> Void)?) {
        guard let transition, let longest = transition.effects.max(by: { $0.duration < $1.duration }) else {
            completion?()
            return
        }
        for effect in transition.effects {
            let hidden: () -> Void, shown: () -> Void
            switch effect.kind {
            case .fade:
                (hidden, shown) = ({ self.alpha = 0 }, { self.alpha = 1 })
            case .scale:
                let scaled = aboutAnchor(CGAffineTransform(scaleX: CGFloat(effect.scale ?? 1), y: CGFloat(effect.scale ?? 1)))
                (hidden, shown) = ({ self.transform = scaled }, { self.transform = .identity })
            }
            (appearing ? hidden : shown)()
            UIView.animate(withDuration: effect.duration, delay: 0, options: [.curveEaseInOut], animations: appearing ? shown : hidden) { _ in
                if effect == longest { completion?() }
            }
        }
    }

    /// `transform` about the tooltip's anchor instead of the view's centre, so that the arrow's
    /// tip stays on its target.
    private func aboutAnchor(_ transform: CGAffineTransform) -> CGAffineTransform {
        guard let tooltip else { return transform }
        let dx = CGFloat(tooltip.anchor.x - drawingBounds.x) - bounds.midX
        let dy = CGFloat(tooltip.anchor.y - drawingBounds.y) - bounds.midY
        // A view's transform acts about its centre: move the anchor there, transform, move back.
        return CGAffineTransform(translationX: -dx, y: -dy).concatenating(transform).concatenating(CGAffineTransform(translationX: dx, y: dy))
    }
}
#endif

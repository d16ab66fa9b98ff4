#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A UIKit view showing one component (a tooltip or a tag group) exactly as laid out, drawn
/// through ``CoreGraphicsCanvas``. The view covers the component's drawing — its frame grown by
/// its shadow (``TipComponent/drawingBounds``) — so put its origin at the component's origin
/// plus `drawingBounds.origin` (``TipView/frame(forComponentAt:)`` does it for a placement's
/// frame). It draws in its trait collection's appearance, light or dark. To VoiceOver it is a
/// container of the component's accessibility tree: one element per title, message, labelled
/// icon, button or tag, in reading order, where each is drawn
/// (``TipComponent/accessibilityElements(componentOrigin:)``); none when the component is
/// hidden. Its motion follows Reduce Motion (``TipTooltip/motion(reduceMotion:)``). A thin
/// adapter: no layout rule lives here. Compiled on iOS, tvOS and visionOS only.
public final class TipView: UIView {
    /// The component shown; setting it resizes the view to the new drawing, redraws it and
    /// rebuilds its accessibility elements.
    public var component: TipComponent {
        didSet {
            drawingBounds = component.drawingBounds
            bounds.size = intrinsicContentSize
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
            accessibilityElements = makeAccessibilityElements()
        }
    }

    /// What VoiceOver's activation of a button element (an action, the close button, a tappable
    /// tag) does: what a tap on it does where the view is shown (``TipPresenter`` sets it); nil:
    /// the activation fails.
    public var onAccessibilityActivate: ((TipAccessibilityActivation) -> Void)?
    /// What VoiceOver's escape gesture does to a component it dismisses
    /// (``TipComponent/isDismissedByEscape``): dismiss it (``TipPresenter`` sets it); nil: the
    /// gesture goes on to the views behind.
    public var onAccessibilityEscape: (() -> Void)?

    /// The component's ``TipComponent/drawingBounds``, found once per component.
    private var drawingBounds: TipRect

    /// A view showing `component`, sized to its drawing.
    public init(component: TipComponent) {
        self.component = component
        drawingBounds = component.drawingBounds
        super.init(frame: CGRect(x: 0, y: 0, width: drawingBounds.width, height: drawingBounds.height))
        isOpaque = false
        backgroundColor = .clear
        accessibilityElements = makeAccessibilityElements()
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

    // MARK: Accessibility

    /// The tree's elements, framed in the view's coordinates: the component's origin is at minus
    /// the drawing's.
    private func makeAccessibilityElements() -> [TipAccessibilityElementObject] {
        component.accessibilityElements(componentOrigin: TipPoint(x: -drawingBounds.x, y: -drawingBounds.y)).map {
            TipAccessibilityElementObject($0, in: self)
        }
    }

    /// Tells VoiceOver the component is showing, as its `accessibility.onShow` says
    /// (``TipAccessibility/noticeOnShow``): moves the focus to its first element, or speaks its
    /// title and message; nothing for `none`. Call it once the view is on screen.
    public func announceShowing() {
        switch component.accessibility.noticeOnShow {
        case .focus(let index)?:
            UIAccessibility.post(notification: .screenChanged, argument: accessibilityElements?[index])
        case .announce(let text)?:
            UIAccessibility.post(notification: .announcement, argument: text)
        case nil:
            break
        }
    }

    /// Activates an element, through ``onAccessibilityActivate``.
    fileprivate func activate(_ activation: TipAccessibilityActivation) -> Bool {
        guard let onAccessibilityActivate else { return false }
        onAccessibilityActivate(activation)
        return true
    }

    /// Dismisses the component through ``onAccessibilityEscape`` when the escape gesture
    /// dismisses it; otherwise the gesture is not handled here.
    public override func accessibilityPerformEscape() -> Bool {
        guard component.isDismissedByEscape, let onAccessibilityEscape else { return false }
        onAccessibilityEscape()
        return true
    }

    // MARK: Motion

    /// The tooltip shown, if the component is one (only tooltips move).
    private var tooltip: TipTooltip? {
        if case .tooltip(let tooltip) = component { tooltip } else { nil }
    }

    /// The tooltip's motion for the Reduce Motion setting now: its animations, or with Reduce
    /// Motion on their `reducedMotion` alternative.
    private var motion: TipMotionPlan? {
        tooltip?.motion(reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// Plays the tooltip's `appear` transition — fade in, scale from its factor about the
    /// anchor, each over its duration — then `completion`; at once without one. With Reduce
    /// Motion on, its `reducedMotion.appear` instead.
    public func appear(completion: (() -> Void)? = nil) {
        play(motion?.appear, appearing: true, completion: completion)
    }

    /// Plays the tooltip's `disappear` transition (with Reduce Motion on, its
    /// `reducedMotion.disappear`), leaving the view faded or scaled, then `completion` (remove
    /// the view there); at once without one.
    public func disappear(completion: (() -> Void)? = nil) {
        play(motion?.disappear, appearing: false, completion: completion)
    }

    /// Starts the tooltip's `emphasis` (nothing without one; with Reduce Motion on, only the
    /// one its `reducedMotion` declares): a `pulse` scales the view about the anchor, a `bounce`
    /// or `float` moves it by ``TipTooltip/peakOffset(of:)``, out and back, as many times as its
    /// `repeat` says.
    public func startEmphasis() {
        guard let tooltip, let emphasis = motion?.emphasis else { return }
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

/// One element of a ``TipView``'s accessibility tree: read as the tree says, where the part is
/// drawn, and activated through the view.
private final class TipAccessibilityElementObject: UIAccessibilityElement {
    /// What activating it does; nil for an element that is only read.
    private let activation: TipAccessibilityActivation?

    init(_ placed: TipViewAccessibilityElement, in view: TipView) {
        activation = placed.element.activation
        super.init(accessibilityContainer: view)
        accessibilityLabel = placed.element.label
        accessibilityHint = placed.element.hint
        accessibilityTraits = Self.traits(of: placed.element.role)
        let frame = placed.frame
        accessibilityFrameInContainerSpace = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }

    override func accessibilityActivate() -> Bool {
        guard let activation, let view = accessibilityContainer as? TipView else { return false }
        return view.activate(activation)
    }

    /// UIKit's traits for `role`.
    private static func traits(of role: TipAccessibilityElement.Role) -> UIAccessibilityTraits {
        switch role {
        case .header: .header
        case .staticText: .staticText
        case .button: .button
        case .image: .image
        }
    }
}
#endif

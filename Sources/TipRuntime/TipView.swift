#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A UIKit view showing one component (a tooltip or a tag group) exactly as laid out, drawn
/// through ``CoreGraphicsCanvas``. The view covers the component's drawing — its frame grown by
/// its shadow (``TipComponent/drawingBounds``) — so put its origin at the component's origin
/// plus `drawingBounds.origin` (``TipView/frame(forComponentAt:)`` does it for a placement's
/// frame). A thin adapter: no layout rule lives here. Compiled on iOS and tvOS only.
@available(iOS 13.0, tvOS 13.0, *)
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
        component.draw(on: &canvas)
    }
}
#endif

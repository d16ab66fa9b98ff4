#if canImport(UIKit)
import UIKit

/// A UIKit view showing one component (a tooltip or a tag group) exactly as laid out: its size
/// is the component's, and it draws through ``CoreGraphicsCanvas``. Put it so that
/// `frame.origin + tooltip.anchor` is on the target (``TipLayoutEngine/place(_:text:target:in:margin:)``
/// gives that frame). A thin adapter: no layout rule lives here. Compiled on iOS only.
public final class TipView: UIView {
    /// The component shown; setting it resizes and redraws the view.
    public var component: TipComponent {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// A view showing `component`, sized to it.
    public init(component: TipComponent) {
        self.component = component
        super.init(frame: CGRect(x: 0, y: 0, width: component.size.width, height: component.size.height))
        isOpaque = false
        backgroundColor = .clear
        // The shadow may paint outside the component's frame.
        clipsToBounds = false
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: component.size.width, height: component.size.height)
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        var canvas = CoreGraphicsCanvas(context: context)
        component.draw(on: &canvas)
    }
}
#endif

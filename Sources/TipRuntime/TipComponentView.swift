#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI view showing one component (a tooltip or a tag group) exactly as laid out, drawn
/// through ``CoreGraphicsCanvas`` in a SwiftUI `Canvas`. It lays out at the component's size;
/// its shadow draws beyond that, unclipped. Position it from a ``TipPlacement``'s frame
/// (`.offset(x: frame.x, y: frame.y)` in a top-leading container). A thin adapter: no layout
/// rule lives here. Compiled on Apple platforms only.
public struct TipComponentView: View {
    /// The component shown.
    public let component: TipComponent

    /// A view showing `component`.
    public init(_ component: TipComponent) {
        self.component = component
    }

    public var body: some View {
        let bounds = component.drawingBounds
        SwiftUI.Canvas { context, _ in
            context.withCGContext { cgContext in
                cgContext.translateBy(x: CGFloat(-bounds.x), y: CGFloat(-bounds.y))
                var canvas = CoreGraphicsCanvas(context: cgContext)
                component.draw(on: &canvas)
            }
        }
        .frame(width: bounds.width, height: bounds.height)
        .offset(x: bounds.x, y: bounds.y)
        .frame(width: component.size.width, height: component.size.height, alignment: .topLeading)
    }
}
#endif

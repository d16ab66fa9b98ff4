#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI view showing one component (a tooltip or a tag group) exactly as laid out, drawn
/// through ``CoreGraphicsCanvas`` in a SwiftUI `Canvas`. It lays out at the component's size;
/// its shadow draws beyond that, unclipped. Position it from a ``TipPlacement``'s frame
/// (`.offset(x: frame.x, y: frame.y)` in a top-leading container). It draws in the
/// environment's colour scheme, light or dark. A thin adapter: no layout
/// rule lives here. Compiled on Apple platforms only.
public struct TipComponentView: View {
    /// The component shown.
    public let component: TipComponent
    @Environment(\.colorScheme) private var colorScheme

    /// A view showing `component`.
    public init(_ component: TipComponent) {
        self.component = component
    }

    public var body: some View {
        let bounds = component.drawingBounds
        let appearance: TipAppearance = colorScheme == .dark ? .dark : .light
        SwiftUI.Canvas { context, _ in
            context.withCGContext { cgContext in
                cgContext.translateBy(x: CGFloat(-bounds.x), y: CGFloat(-bounds.y))
                var canvas = CoreGraphicsCanvas(context: cgContext)
                component.draw(on: &canvas, appearance: appearance)
            }
        }
        .frame(width: bounds.width, height: bounds.height)
        .offset(x: bounds.x, y: bounds.y)
        .frame(width: component.size.width, height: component.size.height, alignment: .topLeading)
    }
}
#endif

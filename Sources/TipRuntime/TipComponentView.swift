#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI view showing one component (a tooltip or a tag group) exactly as laid out, at its
/// own size, drawn through ``CoreGraphicsCanvas`` in a SwiftUI `Canvas`. Position it with
/// `.position` / `.offset` from a ``TipPlacement``'s frame. A thin adapter: no layout rule lives
/// here. Compiled on Apple platforms only.
@available(iOS 15.0, macOS 12.0, *)
public struct TipComponentView: View {
    /// The component shown.
    public let component: TipComponent

    /// A view showing `component`.
    public init(_ component: TipComponent) {
        self.component = component
    }

    public var body: some View {
        SwiftUI.Canvas { context, _ in
            context.withCGContext { cgContext in
                var canvas = CoreGraphicsCanvas(context: cgContext)
                component.draw(on: &canvas)
            }
        }
        .frame(width: component.size.width, height: component.size.height)
    }
}
#endif

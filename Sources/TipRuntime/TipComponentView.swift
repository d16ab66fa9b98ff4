#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// A SwiftUI view showing one component (a tooltip or a tag group) exactly as laid out, drawn
/// through ``CoreGraphicsCanvas`` in a SwiftUI `Canvas`. It lays out at the component's size;
/// its shadow draws beyond that, unclipped. Position it from a ``TipPlacement``'s frame
/// (`.offset(x: frame.x, y: frame.y)` in a top-leading container). It draws in the
/// environment's colour scheme, light or dark. To VoiceOver it is a container of the
/// component's accessibility tree: one element per title, message, labelled icon, button or
/// tag, in reading order, where each is drawn; nothing when the component is hidden. A thin
/// adapter: no layout rule lives here. Compiled on Apple platforms only.
public struct TipComponentView: View {
    /// The component shown.
    public let component: TipComponent
    private let announcesWhenShown: Bool
    private let onAccessibilityActivate: (@MainActor (TipAccessibilityActivation) -> Void)?
    private let onAccessibilityEscape: (@MainActor () -> Void)?
    @Environment(\.colorScheme) private var colorScheme
    @AccessibilityFocusState private var focusedElement: Int?

    /// A view showing `component`. With `announcesWhenShown`, appearing tells VoiceOver as the
    /// component's `accessibility.onShow` says (``TipAccessibility/noticeOnShow``: the focus
    /// moves to its first element, or its title and message are spoken — the latter only where
    /// UIKit is, iOS, tvOS and visionOS), as a presented tip does. `onAccessibilityActivate`
    /// answers VoiceOver's activation of a button element (an action, the close button, a
    /// tappable tag) as a tap on it would be answered; `onAccessibilityEscape` dismisses the
    /// component on VoiceOver's escape gesture when that dismisses it
    /// (``TipComponent/isDismissedByEscape``). Without them, buttons do nothing and the gesture
    /// goes on to the views behind.
    public init(
        _ component: TipComponent, announcesWhenShown: Bool = false,
        onAccessibilityActivate: (@MainActor (TipAccessibilityActivation) -> Void)? = nil, onAccessibilityEscape: (@MainActor () -> Void)? = nil
    ) {
        self.component = component
        self.announcesWhenShown = announcesWhenShown
        self.onAccessibilityActivate = onAccessibilityActivate
        self.onAccessibilityEscape = onAccessibilityEscape
        // A wrapper whose only initialiser for an optional is generic is not default-initialised.
        _focusedElement = AccessibilityFocusState()
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
        .overlay(alignment: .topLeading) {
            ForEach(component.accessibilityElements(componentOrigin: TipPoint(x: 0, y: 0))) { placed in
                TipAccessibilityElementView(placed: placed, onActivate: onAccessibilityActivate, focus: $focusedElement)
            }
        }
        .accessibilityElement(children: .contain)
        .modifier(TipEscapeAction(action: component.isDismissedByEscape ? onAccessibilityEscape : nil))
        .accessibilityHidden(component.accessibility.isHidden)
        .onAppear {
            if announcesWhenShown { tellVoiceOver() }
        }
    }

    /// Posts the component's ``TipAccessibility/noticeOnShow``.
    private func tellVoiceOver() {
        switch component.accessibility.noticeOnShow {
        case .focus(let index)?:
            focusedElement = index
        case .announce(let text)?:
            #if canImport(UIKit) && !os(watchOS)
            UIAccessibility.post(notification: .announcement, argument: text)
            #endif
        case nil:
            break
        }
    }
}

/// One element of the tree: a transparent view at the part's frame, read as the tree says and
/// activated, when it is a button, through the view's handler.
private struct TipAccessibilityElementView: View {
    let placed: TipViewAccessibilityElement
    let onActivate: (@MainActor (TipAccessibilityActivation) -> Void)?
    let focus: AccessibilityFocusState<Int?>.Binding

    var body: some View {
        let frame = placed.frame
        let element = Color.clear
            .frame(width: frame.width, height: frame.height)
            .accessibilityElement()
            .accessibilityLabel(Text(verbatim: placed.element.label))
            .accessibilityHint(Text(verbatim: placed.element.hint ?? ""))
            .accessibilityAddTraits(Self.traits(of: placed.element.role))
            .accessibilityFocused(focus, equals: placed.id)
            .offset(x: frame.x, y: frame.y)
        if let activation = placed.element.activation, let onActivate {
            element.accessibilityAction { onActivate(activation) }
        } else {
            element
        }
    }

    /// SwiftUI's traits for `role`.
    private static func traits(of role: TipAccessibilityElement.Role) -> AccessibilityTraits {
        switch role {
        case .header: .isHeader
        case .staticText: .isStaticText
        case .button: .isButton
        case .image: .isImage
        }
    }
}

/// VoiceOver's escape gesture answered by `action`; without one, not answered here.
private struct TipEscapeAction: ViewModifier {
    let action: (@MainActor () -> Void)?

    func body(content: Content) -> some View {
        if let action {
            content.accessibilityAction(.escape) { action() }
        } else {
            content
        }
    }
}
#endif

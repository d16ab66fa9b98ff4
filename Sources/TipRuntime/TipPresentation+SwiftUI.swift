#if canImport(SwiftUI)
import Foundation
import SwiftUI

extension View {
    /// Shows `content` next to this view while `isPresented` is true, in the nearest container
    /// marked with ``tipPresentationContainer(policy:onAction:onTag:)``: placed by the same rules as
    /// everywhere (``TipPresentationContent/placed(in:)``) inside the container's safe area —
    /// which SwiftUI shrinks by the keyboard while it is up — at the environment's text size,
    /// and dismissed (`isPresented` set to false) as the tip's `behavior.dismiss` says or by
    /// VoiceOver's escape gesture. VoiceOver reads its elements, activates its buttons as a tap
    /// would and hears of it as its `accessibility.onShow` says (``TipComponentView``); its
    /// transitions follow Reduce Motion.
    public func tipPresentation(isPresented: Binding<Bool>, _ content: TipPresentationContent) -> some View {
        anchorPreference(key: TipAnchorPreferenceKey.self, value: .bounds) { anchor in
            [TipAnchoredRequest(anchor: anchor, content: content, isPresented: isPresented)]
        }
    }

    /// Draws, over this view, the tip of the first view inside it whose ``tipPresentation(isPresented:_:)``
    /// is presented (one at a time: the others wait until it is dismissed), deciding taps with
    /// `policy` (SwiftUI passes no touch on while seeing it, so only a container that blocks
    /// touches outside the tip sees a tap there), reporting action buttons to `onAction` and the
    /// tags of a tappable group to `onTag`.
    public func tipPresentationContainer(
        policy: TipPresentationPolicy = TipPresentationPolicy(), onAction: (@MainActor (String) -> Void)? = nil,
        onTag: (@MainActor (Int) -> Void)? = nil
    ) -> some View {
        overlayPreferenceValue(TipAnchorPreferenceKey.self) { requests in
            GeometryReader { proxy in
                TipPresentationOverlay(
                    request: requests.first { $0.isPresented.wrappedValue }, proxy: proxy, policy: policy, onAction: onAction, onTag: onTag)
            }
        }
    }
}

/// A tip asked for by a view: its bounds, what to show and the flag that shows it.
struct TipAnchoredRequest {
    let anchor: Anchor<CGRect>
    let content: TipPresentationContent
    let isPresented: Binding<Bool>
}

/// The tips asked for inside a container, in view order.
struct TipAnchorPreferenceKey: PreferenceKey {
    static var defaultValue: [TipAnchoredRequest] { [] }

    static func reduce(value: inout [TipAnchoredRequest], nextValue: () -> [TipAnchoredRequest]) {
        value.append(contentsOf: nextValue())
    }
}

/// The presented tip placed in its container, with its taps and its timer.
struct TipPresentationOverlay: View {
    let request: TipAnchoredRequest?
    let proxy: GeometryProxy
    let policy: TipPresentationPolicy
    let onAction: (@MainActor (String) -> Void)?
    let onTag: (@MainActor (Int) -> Void)?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        if let request, let placed = placed(request) {
            TipComponentView(
                placed.component, announcesWhenShown: true,
                onAccessibilityActivate: { activation in respond(activation.response, to: request) },
                onAccessibilityEscape: { request.isPresented.wrappedValue = false }
            )
                .contentShape(Rectangle())
                .gesture(DragGesture(minimumDistance: 0).onEnded { tap in
                    respond(toTapAt: TipPoint(x: placed.frame.x + Double(tap.location.x), y: placed.frame.y + Double(tap.location.y)), on: placed, of: request)
                })
                .transition(Self.transition(of: placed.component, reduceMotion: reduceMotion))
                .offset(x: CGFloat(placed.frame.x), y: CGFloat(placed.frame.y))
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
                .background(alignment: .topLeading) {
                    // Touches outside the tip: taken here only when the policy blocks them.
                    Color.clear
                        .contentShape(Rectangle())
                        .gesture(DragGesture(minimumDistance: 0).onEnded { tap in
                            respond(toTapAt: TipPoint(x: Double(tap.location.x), y: Double(tap.location.y)), on: placed, of: request)
                        })
                        .allowsHitTesting(policy.outsideTouches == .block)
                }
                .task(id: voiceOverEnabled) { await dismissWhenDue(placed, request) }
        }
    }

    /// The tip placed for the container's size and safe area and the environment's text size
    /// and legibility weight.
    private func placed(_ request: TipAnchoredRequest) -> TipPlacedComponent? {
        let target = proxy[request.anchor]
        let insets = proxy.safeAreaInsets
        return request.content.placed(in: TipPresentationSituation(
            target: TipRect(x: Double(target.origin.x), y: Double(target.origin.y), width: Double(target.size.width), height: Double(target.size.height)),
            bounds: TipRect(x: 0, y: 0, width: Double(proxy.size.width), height: Double(proxy.size.height)),
            insets: TipInsets(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing)),
            sizeCategory: TipSizeCategory(dynamicTypeSize), legibilityWeight: legibilityWeight == .bold ? .bold : .regular))
    }

    /// What a tap at `point`, in the container, does to `placed`.
    private func respond(toTapAt point: TipPoint, on placed: TipPlacedComponent, of request: TipAnchoredRequest) {
        respond(policy.response(toTapAt: point, on: placed), to: request)
    }

    /// Does what a tap, or VoiceOver's activation of an element, answered with `response` does.
    private func respond(_ response: TipTapResponse, to request: TipAnchoredRequest) {
        if let action = response.action { onAction?(action) }
        if let tag = response.tag { onTag?(tag) }
        if response.dismisses { request.isPresented.wrappedValue = false }
    }

    /// Sleeps until the tip's `after` delay has passed, then dismisses it; never while VoiceOver
    /// runs (the task starts again, with the whole delay, when it stops).
    private func dismissWhenDue(_ placed: TipPlacedComponent, _ request: TipAnchoredRequest) async {
        let start = ProcessInfo.processInfo.systemUptime
        let clock = TipAutoDismissClock(component: placed.component, shownAt: start, voiceOverRunning: voiceOverEnabled)
        guard let deadline = clock.deadline else { return }
        try? await Task.sleep(nanoseconds: UInt64(max(0, deadline - start) * 1_000_000_000))
        if !Task.isCancelled, clock.mayDismiss(at: ProcessInfo.processInfo.systemUptime) { request.isPresented.wrappedValue = false }
    }

    /// A tooltip's own appear and disappear transitions, for the Reduce Motion setting; none for
    /// a tag group.
    private static func transition(of component: TipComponent, reduceMotion: Bool) -> AnyTransition {
        if case .tooltip(let tooltip) = component { tooltip.tipTransition(reduceMotion: reduceMotion) } else { .identity }
    }
}

extension TipSizeCategory {
    /// The text size of SwiftUI's `size` (`large` for any size added after these).
    init(_ size: DynamicTypeSize) {
        switch size {
        case .xSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .xLarge: self = .xLarge
        case .xxLarge: self = .xxLarge
        case .xxxLarge: self = .xxxLarge
        case .accessibility1: self = .accessibility1
        case .accessibility2: self = .accessibility2
        case .accessibility3: self = .accessibility3
        case .accessibility4: self = .accessibility4
        case .accessibility5: self = .accessibility5
        default: self = .large
        }
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import Foundation
import UIKit

/// Shows one tip at a time next to the view it explains, inside a container view, drawn by a
/// ``TipView`` and kept in place: it is placed again (``TipPresentation``) whenever the container
/// lays out (rotation, resizing), whenever the target's frame in the container changes (scrolling,
/// animations: checked every frame while a tip shows), when the keyboard shows or hides
/// (its end frame is a rectangle to keep clear of, ``TipKeyboard``) and when the text size
/// changes (laid out again at the new size). It dismisses the tip as the tip's
/// `behavior.dismiss` says and the ``policy`` decides (``TipPresentationPolicy``): on a tap
/// inside or outside, after its delay (never while VoiceOver runs, ``TipAutoDismissClock``),
/// on VoiceOver's escape gesture, or when the app calls ``dismiss()``; a second
/// ``show(_:pointingAt:in:)`` waits or replaces the tip shown (``TipPresentationQueue``).
/// VoiceOver reads the tip's elements (``TipView``), activates its buttons as a tap would, and
/// hears of it as its `accessibility.onShow` says (``TipView/announceShowing()``). A thin
/// adapter: every decision is in those types.
/// Compiled on iOS, tvOS and visionOS only.
///
/// ```swift
/// let presenter = TipPresenter()
/// presenter.show(.tooltip(try document.tooltipStyle(named: "Welcome"), text: "Tap to start"),
///                pointingAt: startButton, in: view)
/// ```
@MainActor
public final class TipPresenter {
    /// What taps outside the tip do and what a second tip does; read at each tap and each show.
    public var policy: TipPresentationPolicy
    /// Points kept free inside the container's safe area.
    public var margin: Double = 8
    /// Called with an action button's id when it is tapped (the tip is dismissed too).
    public var onAction: ((String) -> Void)?
    /// Called with a tag's index when a tag of a tappable group is tapped.
    public var onTag: ((Int) -> Void)?
    /// Called when a tip has disappeared, however it was dismissed.
    public var onDismiss: (() -> Void)?

    /// A tip to show: what, next to which view, in which container.
    private struct Request {
        let content: TipPresentationContent
        weak var target: UIView?
        weak var container: UIView?
    }

    /// The tip on screen and what keeps it there.
    private struct Shown {
        let request: Request
        var presentation: TipPresentation
        let overlay: TipPresenterOverlay
        let view: TipView
        var clock: TipAutoDismissClock
    }

    private var queue = TipPresentationQueue<Request>()
    private var shown: Shown?
    private var observers: [any NSObjectProtocol] = []
    private var tracking: Task<Void, Never>?
    private var timer: Task<Void, Never>?

    /// A presenter deciding with `policy`.
    public init(policy: TipPresentationPolicy = TipPresentationPolicy()) {
        self.policy = policy
        TipKeyboardTracker.start()
    }

    /// Whether a tip is on screen (or on its way out).
    public var isShowing: Bool { shown != nil }

    /// Shows `content` next to `target` inside `container` (an ancestor of the target: the view
    /// controller's view, say): at once when no tip shows, else as ``policy``'s queue says.
    public func show(_ content: TipPresentationContent, pointingAt target: UIView, in container: UIView) {
        perform(queue.show(Request(content: content, target: target, container: container), policy: policy.queue))
    }

    /// Dismisses the tip shown, playing its disappearance; the next one waiting, if any, follows.
    public func dismiss() {
        perform(queue.dismissCurrent())
    }

    /// Dismisses the tip shown and forgets every tip waiting.
    public func dismissAll() {
        queue.removeWaiting()
        dismiss()
    }

    // MARK: Steps

    private func perform(_ step: TipPresentationQueue<Request>.Step) {
        switch step {
        case .present(let request): present(request)
        case .dismissCurrent: disappear()
        case .none: break
        }
    }

    private func present(_ request: Request) {
        guard let container = request.container, request.target != nil else {
            // The views went away while the tip waited: on to the next.
            perform(queue.didDisappear())
            return
        }
        var presentation = TipPresentation(request.content)
        let overlay = TipPresenterOverlay(frame: container.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.presenter = self
        container.addSubview(overlay)
        guard let situation = situation(of: request, in: overlay) else {
            overlay.removeFromSuperview()
            perform(queue.didDisappear())
            return
        }
        let placed = presentation.place(in: situation)
        let view = TipView(component: placed.component)
        view.onAccessibilityActivate = { [weak self] activation in self?.respond(activation.response) }
        view.onAccessibilityEscape = { [weak self] in self?.dismiss() }
        view.frame = view.frame(forComponentAt: TipPoint(x: placed.frame.x, y: placed.frame.y))
        overlay.addSubview(view)
        let now = ProcessInfo.processInfo.systemUptime
        shown = Shown(
            request: request, presentation: presentation, overlay: overlay, view: view,
            clock: TipAutoDismissClock(component: placed.component, shownAt: now, voiceOverRunning: UIAccessibility.isVoiceOverRunning))
        observe()
        scheduleTimer()
        view.appear()
        view.announceShowing()
    }

    private func disappear() {
        guard let shown else { return }
        tracking?.cancel()
        timer?.cancel()
        shown.view.disappear { [weak self] in
            shown.overlay.removeFromSuperview()
            guard let self else { return }
            self.shown = nil
            self.stopObserving()
            self.onDismiss?()
            self.perform(self.queue.didDisappear())
        }
    }

    // MARK: Placing

    /// Places the tip again for where everything is now; a comparison when nothing moved.
    fileprivate func placeAgain() {
        guard var current = shown, let situation = situation(of: current.request, in: current.overlay) else { return }
        let placed = current.presentation.place(in: situation)
        shown = current
        if current.view.component != placed.component {
            current.view.component = placed.component
        }
        current.view.frame = current.view.frame(forComponentAt: TipPoint(x: placed.frame.x, y: placed.frame.y))
    }

    /// Everything the tip's place depends on, in the overlay's coordinates (the container's
    /// bounds); nil when the target has left the container's window.
    private func situation(of request: Request, in overlay: UIView) -> TipPresentationSituation? {
        guard let target = request.target, target.window != nil, target.window === overlay.window else { return nil }
        let bounds = TipRect(overlay.bounds)
        let insets = overlay.safeAreaInsets
        return TipPresentationSituation(
            target: TipRect(overlay.convert(target.bounds, from: target)), bounds: bounds,
            insets: TipInsets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right)),
            avoiding: keyboardRectangles(in: overlay, bounds: bounds), margin: margin,
            sizeCategory: TipSizeCategory(overlay.traitCollection.preferredContentSizeCategory),
            legibilityWeight: overlay.traitCollection.legibilityWeight == .bold ? .bold : .regular)
    }

    #if !os(tvOS) && !os(visionOS)
    /// The keyboard's end frame, from the screen's coordinates into the overlay's.
    private func keyboardRectangles(in overlay: UIView, bounds: TipRect) -> [TipRect] {
        guard let keyboardFrame = TipKeyboardTracker.shared.frame, let screen = overlay.window?.screen else { return [] }
        return TipKeyboard.avoidedRectangles(keyboardFrame: TipRect(screen.coordinateSpace.convert(keyboardFrame, to: overlay)), in: bounds)
    }
    #else
    /// No keyboard covers the app's views here.
    private func keyboardRectangles(in overlay: UIView, bounds: TipRect) -> [TipRect] { [] }
    #endif

    // MARK: Events

    /// What a tap at `point` (in the overlay) does; nil when no tip shows.
    fileprivate func response(toTapAt point: CGPoint) -> TipTapResponse? {
        guard let placed = shown?.presentation.placed else { return nil }
        return policy.response(toTapAt: TipPoint(x: Double(point.x), y: Double(point.y)), on: placed)
    }

    /// A tap ended at `point` (in the overlay).
    fileprivate func tapped(at point: CGPoint) {
        guard let response = response(toTapAt: point) else { return }
        respond(response)
    }

    /// Does what a tap, or VoiceOver's activation of an element, answered with `response` does.
    private func respond(_ response: TipTapResponse) {
        if let action = response.action { onAction?(action) }
        if let tag = response.tag { onTag?(tag) }
        if response.dismisses { dismiss() }
    }

    private func scheduleTimer() {
        timer?.cancel()
        guard let deadline = shown?.clock.deadline else { return }
        let seconds = max(0, deadline - ProcessInfo.processInfo.systemUptime)
        timer = Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            guard !Task.isCancelled, let self, let clock = self.shown?.clock else { return }
            if clock.mayDismiss(at: ProcessInfo.processInfo.systemUptime) { self.dismiss() }
        }
    }

    private func voiceOverChanged() {
        shown?.clock.voiceOverChanged(running: UIAccessibility.isVoiceOverRunning, at: ProcessInfo.processInfo.systemUptime)
        scheduleTimer()
    }

    private func observe() {
        observers.append(NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.voiceOverChanged() }
        })
        // The target moves without the container laying out when a scroll view scrolls or an
        // animation runs, and the keyboard comes and goes: where they are is compared every
        // frame (a display's refresh, 1/60 s), and the tip placed again when they moved.
        tracking = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 16_666_667)
                guard let self else { return }
                self.placeAgain()
            }
        }
    }

    private func stopObserving() {
        tracking?.cancel()
        timer?.cancel()
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

#if !os(tvOS) && !os(visionOS)
/// Where the keyboard is, for every presenter: its end frame in the screen's coordinates from
/// the keyboard's notifications, observed from the first presenter on, so that a tip shown while
/// the keyboard is up knows it.
@MainActor
private final class TipKeyboardTracker {
    static let shared = TipKeyboardTracker()

    /// The keyboard's end frame in the screen's coordinates; nil while it is hidden.
    private(set) var frame: CGRect?

    private init() {
        let center = NotificationCenter.default
        _ = center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { notification in
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { TipKeyboardTracker.shared.frame = frame }
        }
        _ = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { TipKeyboardTracker.shared.frame = nil }
        }
    }

    /// Starts observing the keyboard, once.
    static func start() {
        _ = shared
    }
}
#else
/// No keyboard covers the app's views here.
@MainActor
private enum TipKeyboardTracker {
    static func start() {}
}
#endif

/// The view covering the container while a tip shows: it places the tip again when the
/// container lays it out, and takes the touches the policy gives the tip.
private final class TipPresenterOverlay: UIView {
    weak var presenter: TipPresenter?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        presenter?.placeAgain()
    }

    /// Touches the tip takes come here; those that pass through go to the views below, after
    /// dismissing the tip when a tap dismisses it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let presenter, let response = presenter.response(toTapAt: point) else { return nil }
        guard response.passesThrough else { return self }
        if response.dismisses, event?.type == .touches {
            Task { presenter.dismiss() }
        }
        return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        presenter?.tapped(at: touch.location(in: self))
    }
}

extension TipRect {
    /// The rectangle of `rect`.
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension TipSizeCategory {
    /// The text size of UIKit's `category`; the standard one when it is unspecified.
    init(_ category: UIContentSizeCategory) {
        switch category {
        case .extraSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .extraLarge: self = .xLarge
        case .extraExtraLarge: self = .xxLarge
        case .extraExtraExtraLarge: self = .xxxLarge
        case .accessibilityMedium: self = .accessibility1
        case .accessibilityLarge: self = .accessibility2
        case .accessibilityExtraLarge: self = .accessibility3
        case .accessibilityExtraExtraLarge: self = .accessibility4
        case .accessibilityExtraExtraExtraLarge: self = .accessibility5
        default: self = .large
        }
    }
}
#endif

import Foundation
import Testing
import TipEmit
import TipPipeline
import TipRuntime

/// What the Apple adapters do for VoiceOver and Reduce Motion, decided in plain code: the tree's
/// elements placed in a view's coordinates, what activating one and the escape gesture do, what
/// showing a tip tells VoiceOver, and which motion plays with Reduce Motion on.
@Suite struct TipAccessibilityAdapterTests {
    /// The component called `name` compiled from `source`.
    static func component(_ name: String, in source: String) throws -> TipComponent {
        let layout = try #require(Compilation().compile(path: "a11y.tip", bytes: Array(source.utf8)).layout)
        return try #require(try TipDocument.decode(from: Data(JSONWriter.write(layout).utf8)).component(named: name))
    }

    /// The middle of `frame`, in the container's coordinates when `placed` is given.
    static func centre(of frame: TipRect, in placed: TipPlacedComponent?) -> TipPoint {
        TipPoint(x: (placed?.frame.x ?? 0) + frame.x + frame.width / 2, y: (placed?.frame.y ?? 0) + frame.y + frame.height / 2)
    }

    static let card = """
        style Card {
            shadow { color: #00000026; radius: 12; y: 4 }
            appear: fade(0.25s) + scale(0.9)
            disappear: fade(0.2s) + scale(0.8)
            emphasis: pulse
        }
        tooltip Tip : Card {
            title: "Welcome"
            text: "Try **it**"
            actions: [action("Got it", id: "ok")]
            closeButton: true
            arrow: none
            ONSHOW
        }
        """

    static func tooltip(_ accessibility: String = "") throws -> TipComponent {
        try component("Tip", in: card.replacingOccurrences(of: "ONSHOW", with: accessibility))
    }

    @Test func elementFramesAreInTheViewsCoordinates() throws {
        let tip = try Self.tooltip()
        let bounds = tip.drawingBounds
        #expect(bounds.x < 0 && bounds.y < 0, "the shadow reaches beyond the frame")
        // TipView covers the drawing: the component's origin is at minus the drawing's origin.
        let inView = tip.accessibilityElements(componentOrigin: TipPoint(x: -bounds.x, y: -bounds.y))
        #expect(inView.map(\.element) == tip.accessibility.elements)
        #expect(inView.map(\.id) == Array(tip.accessibility.elements.indices))
        for placed in inView {
            let frame = placed.element.frame
            #expect(placed.frame == TipRect(x: frame.x - bounds.x, y: frame.y - bounds.y, width: frame.width, height: frame.height))
        }
        // TipComponentView lays out at the component's frame: the frames as they are.
        #expect(tip.accessibilityElements(componentOrigin: TipPoint(x: 0, y: 0)).map(\.frame) == tip.accessibility.elements.map(\.frame))
        #expect(inView.map(\.element.part) == [.title, .message, .action, .closeButton])
        #expect(inView.map(\.element.label) == ["Welcome", "Try it", "Got it", "Close"])
    }

    @Test func aHiddenComponentExposesNoElementsAndTellsNothing() throws {
        let hidden = try Self.tooltip("accessibility { hidden: true; onShow: focus }")
        #expect(hidden.accessibility.isHidden)
        #expect(hidden.accessibilityElements(componentOrigin: TipPoint(x: 0, y: 0)).isEmpty)
        #expect(hidden.accessibility.noticeOnShow == nil)
    }

    @Test func activatingAButtonElementDoesWhatATapOnItDoes() throws {
        let tip = try Self.tooltip()
        let placed = TipPlacedComponent(frame: TipRect(origin: TipPoint(x: 30, y: 70), size: tip.size), component: tip)
        let policy = TipPresentationPolicy()
        var activations: [TipAccessibilityActivation] = []
        for element in tip.accessibility.elements {
            guard let activation = element.activation else {
                #expect(element.role != .button)
                continue
            }
            activations.append(activation)
            let centre = Self.centre(of: element.frame, in: placed)
            #expect(activation.response == policy.response(toTapAt: centre, on: placed))
        }
        #expect(activations == [.action(id: "ok"), .closeButton])
        #expect(TipAccessibilityActivation.action(id: "ok").response == TipTapResponse(dismisses: true, action: "ok", passesThrough: false))
        #expect(TipAccessibilityActivation.closeButton.response.dismisses)
    }

    @Test func aTappableTagIsAButtonThatReportsItsIndex() throws {
        let group = TipLayoutEngine().layout(
            TipTagStyle(componentName: "Chips", properties: { var style = TagGroupStyle(); style.tappable = true; return style }()), items: ["swift", "ui"])
        let placed = TipPlacedComponent(frame: TipRect(origin: TipPoint(x: 10, y: 20), size: group.size), component: .tags(group))
        let elements = TipComponent.tags(group).accessibilityElements(componentOrigin: TipPoint(x: 0, y: 0))
        #expect(elements.map(\.element.activation) == [.tag(index: 0), .tag(index: 1)])
        for (index, element) in elements.enumerated() {
            let centre = Self.centre(of: element.frame, in: placed)
            let response = TipPresentationPolicy().response(toTapAt: centre, on: placed)
            #expect(response == TipTapResponse(dismisses: false, tag: index, passesThrough: false))
            #expect(element.element.activation?.response == response)
        }
        // Not tappable: text to read, nothing to activate, and a tap reports no tag.
        let plain = TipLayoutEngine().layout(TipTagStyle(componentName: "Chips", properties: TagGroupStyle()), items: ["swift"])
        #expect(plain.accessibility.elements.map(\.activation) == [nil])
        #expect(plain.tappedTag(at: Self.centre(of: plain.tags[0].frame, in: nil)) == nil)
    }

    @Test func escapeDismissesATooltipAndLeavesATagGroupToTheApp() throws {
        #expect(try Self.tooltip().isDismissedByEscape)
        let group = TipLayoutEngine().layout(TipTagStyle(componentName: "T", properties: TagGroupStyle()), items: ["a"])
        #expect(!TipComponent.tags(group).isDismissedByEscape)
    }

    @Test func showingATipTellsVoiceOverWhatOnShowSays() throws {
        #expect(try Self.tooltip("accessibility { onShow: focus }").accessibility.noticeOnShow == .focus(elementIndex: 0))
        #expect(try Self.tooltip("accessibility { onShow: announce }").accessibility.noticeOnShow == .announce("Welcome\nTry it"))
        #expect(try Self.tooltip().accessibility.noticeOnShow == .announce("Welcome\nTry it"), "announce is the default")
        #expect(try Self.tooltip("accessibility { onShow: none }").accessibility.noticeOnShow == nil)
        // The file's label replaces the message, as VoiceOver reads it.
        #expect(try Self.tooltip("accessibility { label: \"Tip: try it\" }").accessibility.noticeOnShow == .announce("Welcome\nTip: try it"))
        let group = TipLayoutEngine().layout(TipTagStyle(componentName: "T", properties: TagGroupStyle()), items: ["a"])
        #expect(group.accessibility.noticeOnShow == nil, "a tag group is never announced")
    }

    @Test func reduceMotionPlaysTheReducedMotionAlternative() throws {
        guard case .tooltip(let tip) = try Self.tooltip(), let animations = tip.animations else {
            Issue.record("no animated tooltip")
            return
        }
        #expect(tip.motion(reduceMotion: false) == TipMotionPlan(appear: animations.appear, disappear: animations.disappear, emphasis: animations.emphasis))
        let reduced = tip.motion(reduceMotion: true)
        #expect(reduced.appear == TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.25)]))
        #expect(reduced.disappear == TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.2)]))
        #expect(reduced.emphasis == nil, "emphasis stops unless declared")

        guard case .tooltip(let declared) = try Self.tooltip("reducedMotion { appear: fade(0.1s); disappear: none; emphasis: float }") else {
            Issue.record("not a tooltip")
            return
        }
        let plan = declared.motion(reduceMotion: true)
        #expect(plan.appear == TooltipTransition(effects: [TransitionEffect(kind: .fade, duration: 0.1)]))
        #expect(plan.disappear == nil)
        #expect(plan.emphasis?.kind == .float)

        // A document written before `reducedMotion` was: derived here the same way.
        var older = tip
        older.animations?.reducedMotion = nil
        #expect(older.motion(reduceMotion: true) == reduced)
        var still = tip
        still.animations = nil
        #expect(still.motion(reduceMotion: true) == TipMotionPlan() && still.motion(reduceMotion: false) == TipMotionPlan())
    }
}

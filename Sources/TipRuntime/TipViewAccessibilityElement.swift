/// One element of a component's accessibility tree as a view drawing the component exposes it:
/// the element, its place in the reading order and its frame in the view's coordinates.
public struct TipViewAccessibilityElement: Hashable, Sendable, Identifiable {
    /// Its place in the reading order, from 0.
    public var id: Int
    /// The element, its frame in the component's coordinates.
    public var element: TipAccessibilityElement
    /// Its frame in the view's coordinates.
    public var frame: TipRect
}

extension TipComponent {
    /// What VoiceOver reads of the component.
    public var accessibility: TipAccessibility {
        switch self {
        case .tooltip(let tooltip): tooltip.accessibility
        case .tags(let group): group.accessibility
        }
    }

    /// The elements a view exposes, in reading order, for the component drawn with its origin at
    /// `origin` in the view's coordinates (``TipComponentView``: at (0, 0); ``TipView``, which
    /// also covers the shadow: at minus its ``drawingBounds``' origin). None when the
    /// component is hidden from VoiceOver.
    public func accessibilityElements(componentOrigin origin: TipPoint) -> [TipViewAccessibilityElement] {
        let tree = accessibility
        guard !tree.isHidden else { return [] }
        return tree.elements.enumerated().map { index, element in
            let frame = element.frame
            return TipViewAccessibilityElement(
                id: index, element: element, frame: TipRect(x: frame.x + origin.x, y: frame.y + origin.y, width: frame.width, height: frame.height))
        }
    }
}

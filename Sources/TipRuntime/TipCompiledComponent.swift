import TipStyle

/// A kind of component a `.tip` file compiles to — ``TipTooltip`` or ``TipTagGroup`` — as a
/// ``TipResource`` reads it from a document: the laid-out component and the style it was
/// compiled with.
public protocol TipCompiledComponent: Hashable, Sendable {
    /// The properties of its compiled style: ``TooltipStyle`` or ``TagGroupStyle``.
    associatedtype Properties: Hashable & Sendable

    /// The component of this kind called `name` in `document`, as compiled.
    /// - Throws: ``TipRuntimeError/noComponent(_:kind:available:)`` when there is none.
    static func compiled(named name: String, in document: TipDocument) throws(TipRuntimeError) -> Self

    /// The style the component of this kind called `name` in `document` was compiled with.
    /// - Throws: ``TipRuntimeError/noComponent(_:kind:available:)`` when there is none.
    static func compiledStyle(named name: String, in document: TipDocument) throws(TipRuntimeError) -> TipCompiledStyle<Properties>
}

extension TipTooltip: TipCompiledComponent {
    public static func compiled(named name: String, in document: TipDocument) throws(TipRuntimeError) -> TipTooltip {
        guard let tooltip = document.tooltip(named: name) else { throw document.componentNotFound(name, kind: kind) }
        return tooltip
    }

    public static func compiledStyle(named name: String, in document: TipDocument) throws(TipRuntimeError) -> TipTooltipStyle {
        try document.tooltipStyle(named: name)
    }
}

extension TipTagGroup: TipCompiledComponent {
    public static func compiled(named name: String, in document: TipDocument) throws(TipRuntimeError) -> TipTagGroup {
        guard let group = document.tagGroup(named: name) else { throw document.componentNotFound(name, kind: kind) }
        return group
    }

    public static func compiledStyle(named name: String, in document: TipDocument) throws(TipRuntimeError) -> TipTagStyle {
        try document.tagStyle(named: name)
    }
}

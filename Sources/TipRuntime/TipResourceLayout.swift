extension TipResource where Component == TipTooltip {
    /// The tooltip showing `text` in the compiled style, with the compiled title and actions,
    /// laid out by `engine` (by default with `tipc`'s built-in metrics):
    /// ``TipLayoutEngine/layout(_:title:text:actions:sizeCategory:legibilityWeight:language:)``.
    public func layout(
        text: String, sizeCategory: TipSizeCategory = .standard, language: String? = nil, engine: TipLayoutEngine = TipLayoutEngine()
    ) -> TipTooltip {
        let parts = compiledParts
        return layout(title: parts.title, text: text, actions: parts.actions, sizeCategory: sizeCategory, language: language, engine: engine)
    }

    /// The tooltip showing `title` (nil: none), `text` and `actions` in the compiled style, laid
    /// out by `engine`: every part the caller gives replaces the compiled one.
    public func layout(
        title: String?, text: String, actions: [TipTooltipAction], sizeCategory: TipSizeCategory = .standard, language: String? = nil,
        engine: TipLayoutEngine = TipLayoutEngine()
    ) -> TipTooltip {
        engine.layout(style, title: title, text: text, actions: actions, sizeCategory: sizeCategory, language: language)
    }

    /// The tooltip showing `text` in the compiled style, with the compiled title and actions,
    /// placed next to `target` inside `bounds` by `engine`:
    /// ``TipLayoutEngine/place(_:title:text:actions:target:in:margin:insets:avoiding:sizeCategory:legibilityWeight:language:)``.
    public func place(
        text: String, target: TipRect, in bounds: TipRect, margin: Double = 8, sizeCategory: TipSizeCategory = .standard,
        language: String? = nil, engine: TipLayoutEngine = TipLayoutEngine()
    ) -> TipPlacement {
        let parts = compiledParts
        return place(
            title: parts.title, text: text, actions: parts.actions, target: target, in: bounds, margin: margin, sizeCategory: sizeCategory,
            language: language, engine: engine)
    }

    /// The tooltip showing `title` (nil: none), `text` and `actions` in the compiled style,
    /// placed next to `target` inside `bounds` by `engine`: every part the caller gives replaces
    /// the compiled one.
    public func place(
        title: String?, text: String, actions: [TipTooltipAction], target: TipRect, in bounds: TipRect, margin: Double = 8,
        sizeCategory: TipSizeCategory = .standard, language: String? = nil, engine: TipLayoutEngine = TipLayoutEngine()
    ) -> TipPlacement {
        engine.place(
            style, title: title, text: text, actions: actions, target: target, in: bounds, margin: margin, sizeCategory: sizeCategory,
            language: language)
    }

    /// The title (as the file writes it) and the actions (with their VoiceOver labels and
    /// hints) of the compiled tooltip.
    private var compiledParts: (title: String?, actions: [TipTooltipAction]) {
        let compiled = layout
        let elements = compiled.accessibility.elements.filter { $0.part == .action }
        let actions = compiled.actions.map { action in
            let element = elements.first { $0.id == action.id }
            return TipTooltipAction(
                id: action.id, title: action.title, label: element.flatMap { $0.label == action.title ? nil : $0.label }, hint: element?.hint)
        }
        return (compiled.title?.written, actions)
    }
}

extension TipResource where Component == TipTagGroup {
    /// The tag group showing `items` in the compiled style, laid out by `engine` (by default
    /// with `tipc`'s built-in metrics): ``TipLayoutEngine/layout(_:items:sizeCategory:language:)``.
    public func layout(
        items: [String], sizeCategory: TipSizeCategory = .standard, language: String? = nil, engine: TipLayoutEngine = TipLayoutEngine()
    ) -> TipTagGroup {
        engine.layout(style, items: items, sizeCategory: sizeCategory, language: language)
    }
}

extension TipResource where Component == TipTooltip {
    /// The tooltip showing `text` in the compiled style, laid out by `engine` (by default with
    /// `tipc`'s built-in metrics): ``TipLayoutEngine/layout(_:text:sizeCategory:language:)``.
    public func layout(
        text: String, sizeCategory: TipSizeCategory = .standard, language: String? = nil, engine: TipLayoutEngine = TipLayoutEngine()
    ) -> TipTooltip {
        engine.layout(style, text: text, sizeCategory: sizeCategory, language: language)
    }

    /// The tooltip showing `text` in the compiled style, placed next to `target` inside
    /// `bounds` by `engine`: ``TipLayoutEngine/place(_:title:text:actions:target:in:margin:insets:avoiding:sizeCategory:language:)``.
    public func place(
        text: String, target: TipRect, in bounds: TipRect, margin: Double = 8, sizeCategory: TipSizeCategory = .standard,
        language: String? = nil, engine: TipLayoutEngine = TipLayoutEngine()
    ) -> TipPlacement {
        engine.place(style, text: text, target: target, in: bounds, margin: margin, sizeCategory: sizeCategory, language: language)
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

import TipModel
import TipStyle

/// Where a tooltip's close button goes: its hit area is a square in the bubble's trailing top
/// corner, inside the border, and the "×" is centred in it. The content keeps clear of it
/// (``CloseButtonStyle/reserve(padding:)``, ``CloseButtonStyle/minimumHeaderHeight(padding:)``):
/// the title never runs under it, nor do the actions.
enum CloseButtonGeometry {
    /// The close button of `bubble`, whose border is `borderWidth` wide.
    static func layout(_ button: CloseButtonStyle, bubble: TipRect, borderWidth: Double) -> TipCloseButton {
        let hit = nonNegative(button.hitSize), glyph = min(nonNegative(button.glyphSize), hit)
        let frame = TipRect(x: bubble.maxX - borderWidth - hit, y: bubble.minY + borderWidth, width: hit, height: hit)
        return TipCloseButton(
            frame: frame, glyph: TipRect(x: frame.x + (hit - glyph) / 2, y: frame.y + (hit - glyph) / 2, width: glyph, height: glyph),
            color: button.color, lineWidth: nonNegative(button.lineWidth))
    }
}

import TipModel
import TipStyle
import TipText

extension FontStyle {
    /// The request for a run in `style` of text set in this font, as UIKit sets it: strong
    /// text bold (a heavier weight stays), emphasis italic (synthesised: upright advances),
    /// code in the system's monospaced font at this size and weight, whatever the family.
    func request(ligatures: Ligatures, style: InlineStyle) -> FontRequest {
        var request = styled(style).request(ligatures: ligatures)
        request.italic = style.contains(.emphasis)
        request.monospaced = style.contains(.code)
        return request
    }

    /// The font of a run in `style`, as written to the outputs.
    func info(style: InlineStyle) -> TipFont {
        var info = styled(style).info
        info.italic = style.contains(.emphasis)
        info.monospaced = style.contains(.code)
        return info
    }

    /// This font with the weight and family of `style`: ``FontStyle/strongWeight`` for strong
    /// text, the system font for code.
    private func styled(_ style: InlineStyle) -> FontStyle {
        var font = self
        if style.contains(.strong) { font.weight = strongWeight }
        if style.contains(.code) { font.family = nil }
        return font
    }
}

import TipModel
import TipStyle
import TipText

extension FontStyle {
    /// The request handed to the text engine: same family, size and the numeric weight, with
    /// the standard ligatures on or off as `ligatures` says.
    func request(ligatures: Ligatures) -> FontRequest {
        FontRequest(family: family, size: size, weight: weight.numericValue, ligatures: ligatures == .normal)
    }

    /// The font as written to the outputs.
    var info: TipFont {
        TipFont(family: family ?? TipFont.systemFamily, size: size, weight: weight)
    }
}

import TipStyle
import TipText

extension FontStyle {
    /// The request handed to the text engine: same family, size and the numeric weight.
    var request: FontRequest {
        FontRequest(family: family, size: size, weight: weight.numericValue)
    }

    /// The faces that measure `text`, or nil for the system font (see ``LineLayout/measuredWith``).
    func faceNames(of text: String, measurer: some TextMeasurer) -> [String]? {
        family == nil ? nil : measurer.faceNames(of: text[...], in: request)
    }

    /// The font as written to the outputs.
    var info: FontInfo {
        FontInfo(family: family.map(FontInfo.Family.named) ?? .system, size: size, weight: weight)
    }
}

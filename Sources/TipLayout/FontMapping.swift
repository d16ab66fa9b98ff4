import TipSemantics
import TipText

extension FontSpec {
    /// The request handed to the text engine: same family, size and the numeric weight.
    var request: FontRequest {
        FontRequest(family: family, size: size, weight: weight.numericValue)
    }

    /// The font as written to the outputs; the system font is named `"system"`.
    var info: FontInfo {
        FontInfo(family: family ?? "system", size: size, weight: weight)
    }
}

/// A measurer that measures text in one language: every request it forwards to `base` carries
/// ``language`` (``FontRequest/language``), whatever language it was made with. A layout of
/// one locale measures through it, so the fonts pick that language's forms.
public struct LanguageMeasurer<Base: TextMeasurer>: TextMeasurer {
    /// The measurer that measures.
    public let base: Base
    /// The BCP 47 language set on every request (`de`, `zh-Hant`); nil: unknown.
    public let language: String?

    /// A measurer forwarding to `base` with `language` set on every request.
    public init(_ base: Base, language: String?) {
        self.base = base
        self.language = language
    }

    /// `font` in ``language``.
    private func inLanguage(_ font: FontRequest) -> FontRequest {
        var request = font
        request.language = language
        return request
    }

    public func metrics(of font: FontRequest) -> FontMetrics {
        base.metrics(of: inLanguage(font))
    }

    public func width(of text: Substring, in font: FontRequest) -> Double {
        base.width(of: text, in: inLanguage(font))
    }

    public func graphemeAdvances(of text: Substring, in font: FontRequest) -> [Double] {
        base.graphemeAdvances(of: text, in: inLanguage(font))
    }

    public func measureGraphemes(of text: Substring, in font: FontRequest, into advances: inout GraphemeAdvances) {
        base.measureGraphemes(of: text, in: inLanguage(font), into: &advances)
    }

    public func faceNames(of text: Substring, in font: FontRequest) -> [String] {
        base.faceNames(of: text, in: inLanguage(font))
    }
}

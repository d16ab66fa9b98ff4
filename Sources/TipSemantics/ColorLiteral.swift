import TipStyle
import TipSyntax

/// The colour a single term of a value spells, read exactly as the compiler reads it: for tools
/// that show colours where they are written (the language server's swatches).
public enum ColorLiteral {
    /// The colour `term` writes out: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(…)` or
    /// `rgba(…)` with literal channels in range, or one of UIKit's named colours (with its light
    /// and dark values). Nil for anything else: a constant's name, a number, a malformed literal,
    /// and `color(light: …, dark: …)`, whose two sides are terms of their own.
    public static func color(of term: Term) -> DynamicColor? {
        switch term.kind {
        case .hexColor, .identifier:
            break
        case .call(let function, _) where function.name == "rgb" || function.name == "rgba":
            break
        default:
            return nil
        }
        var converter = ValueConverter(constantNames: [], sources: SourceSet())
        return converter.color(term)
    }
}

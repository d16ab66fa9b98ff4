import TipEmit
import TipSemantics
import TipStyle
import TipSyntax

/// `textDocument/documentColor`: every colour written out in the values of the document's
/// components and constants — `#RGB` … `#RRGGBBAA`, `rgb(…)`, `rgba(…)`, UIKit's names — with
/// the colour the compiler reads there (``ColorLiteral``): the light value, and for the `dark:`
/// side of `color(light: …, dark: …)` the dark one, which is what that side is used for.
enum DocumentColors {
    /// The `ColorInformation[]` of `analysis`'s document, in source order.
    static func colors(in analysis: DocumentAnalysis) -> JSON {
        var found: [(span: Span, color: RGBAColor)] = []
        for declaration in analysis.tree.declarations {
            switch declaration {
            case .component(let component): collect(component.body, into: &found)
            case .constant(let constant): collect(constant.value.elementList, appearance: .light, into: &found)
            case .importFile, .font, .preview, .strings: break
            }
        }
        return .array(found.map { span, color in
            ["range": UTF16Positions.range(of: span, in: analysis.file).json, "color": json(color)]
        })
    }

    /// An LSP `Color`: each channel 0…1.
    private static func json(_ color: RGBAColor) -> JSON {
        [
            "red": .number(Double(color.red) / 255), "green": .number(Double(color.green) / 255),
            "blue": .number(Double(color.blue) / 255), "alpha": .number(color.opacity),
        ]
    }

    private static func collect(_ block: Block, into found: inout [(span: Span, color: RGBAColor)]) {
        for member in block.members {
            switch member {
            case .property(let property): collect(property.value.elementList, appearance: .light, into: &found)
            case .block(let nested): collect(nested.body, into: &found)
            }
        }
    }

    /// The colours of the terms of a value's (or a call's, or a list's) elements, each in
    /// `appearance`; a `color(light:dark:)` call's sides each in its own.
    private static func collect(
        _ elements: some Sequence<ValueElement>, appearance: Appearance, into found: inout [(span: Span, color: RGBAColor)]
    ) {
        for element in elements {
            let side = element.label.flatMap { Appearance(rawValue: $0.name) } ?? appearance
            for term in element.termList {
                if let color = ColorLiteral.color(of: term) {
                    found.append((term.span, color.resolved(for: side)))
                    continue
                }
                switch term.kind {
                case .call(_, let arguments), .list(let arguments):
                    collect(arguments, appearance: side, into: &found)
                case .combination(let parts):
                    collect(parts.map { ValueElement(terms: [$0], span: $0.span) }, appearance: side, into: &found)
                default:
                    break
                }
            }
        }
    }
}

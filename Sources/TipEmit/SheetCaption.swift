import TipLayout
import TipModel

/// The caption of a drawing on the review sheet: `Name · kind · width × height`, then what
/// tells the drawings of one row apart (` · ko`, ` · AX3`, ` · dark`) as they apply.
///
/// Written straight into the output and measured from its parts, never made into a string:
/// every component has one, read twice (to measure the sheet, then to draw it).
struct SheetCaption {
    /// The component's name.
    let name: String
    /// `tooltip` or `tags`.
    let kind: StaticString
    /// The component's size, written as the outputs write numbers.
    let size: TipSize
    /// What follows the size: each ` · variant` of the drawing, in order.
    var suffix = ""

    /// The caption of `component` as laid out at the default size, without a suffix.
    init(of component: some DrawnComponent) {
        name = component.name
        kind = component.visit(tooltip: { _ in "tooltip" }, tags: { _ in "tags" })
        size = component.size
    }

    /// Adds ` · variant` to the end.
    mutating func append(variant: String) {
        suffix += " · " + variant
    }

    /// The caption's text.
    var text: String {
        OutputBytes.text { out in
            out.write(name)
            writeSize(into: &out)
            out.write(suffix)
        }
    }

    /// Writes the caption as element content: escaped.
    func write(into out: inout OutputBytes) {
        XMLText.write(escaping: name, into: &out)
        writeSize(into: &out)
        XMLText.write(escaping: suffix, into: &out)
    }

    /// ` · kind · width × height`.
    private func writeSize(into out: inout OutputBytes) {
        out.write(literal: " · ")
        out.write(literal: kind)
        out.write(literal: " · ")
        out.write(number: size.width)
        out.write(literal: " × ")
        out.write(number: size.height)
    }

    /// ``ReviewSheet/estimatedWidth(of:size:)`` of ``text`` at `fontSize`, summed in the same
    /// order: the name's characters, those of the size part (all narrow), then the suffix's.
    func estimatedWidth(fontSize: Double) -> Double {
        let sizeCharacters = 3 + kind.utf8CodeUnitCount + 3 + NumberFormat.textLength(of: size.width) + 3
            + NumberFormat.textLength(of: size.height)
        var width = ReviewSheet.estimatedWidth(of: name, size: fontSize)
        for _ in 0..<sizeCharacters { width += ReviewSheet.estimatedWidth(ofNarrowCharacterAt: fontSize) }
        return ReviewSheet.estimatedWidth(of: suffix, size: fontSize, after: width)
    }
}

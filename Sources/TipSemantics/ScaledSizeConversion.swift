import TipStyle
import TipSyntax

/// Sizes that may scale with Dynamic Type: padding, spacing, corner radii, the arrow's and the
/// icon's sizes. Each is points (`8`), or `scaled(N)` — N points at Large, scaling as body
/// text does — or `scaled(N, relativeTo: STYLE)`, scaling as STYLE does.
extension ValueConverter {
    /// A size of type `type` (``PropertyValueType/scalableSize`` or
    /// ``PropertyValueType/scalablePositiveSize``): a number, or `scaled(…)`. Anything else is
    /// reported as not `expected` (by default, `type`).
    mutating func scalableSize(
        _ term: Term, as type: PropertyValueType, for property: @autoclosure () -> String, expected: PropertyValueType? = nil
    ) -> SlotValue? {
        guard case .call(let function, let arguments) = term.kind, function.name == "scaled" else {
            return points(term, as: type, for: property(), expected: expected).map(SlotValue.number)
        }
        guard (1...2).contains(arguments.count) else {
            log.report(.wrongArity, SemanticMessages.scaledShape(found: arguments.count), at: term.span)
            return nil
        }
        guard let size = argumentTerm(arguments[0], of: "scaled").flatMap({ points($0, as: type, for: property()) }) else { return nil }
        convertedScaledSize = true
        guard arguments.count == 2 else { return .scaled(size, .body) }
        let relativeTo = arguments[1]
        guard relativeTo.label?.name == "relativeTo", relativeTo.termList.count == 1 else {
            log.report(.wrongArity, SemanticMessages.scaledShape(found: arguments.count), at: relativeTo.span)
            return nil
        }
        return textStyle(relativeTo.termList[0]).map { .scaled(size, $0) }
    }
}

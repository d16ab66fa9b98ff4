import TipEmit
import TipPipeline
import TipSemantics
import TipSyntax

/// A tooltip or tag group of a compiled input as its Swift accessor needs it, and where its name
/// is written, for the diagnostics about its Swift name.
struct DeclaredComponent: Sendable {
    /// Its name, kind and documentation.
    let accessor: SwiftAccessorComponent
    /// Its name in its declaration.
    let nameSpan: Span
}

extension CompilationResult {
    /// The tooltips and tag groups the main file declares, in order, each documented by the
    /// `//` comment directly above it (``SourceFile/documentationComment(aboveLine:)``); empty
    /// when the compilation stopped before resolving or dropped what it resolved.
    var declaredComponents: [DeclaredComponent] {
        guard let resolved else { return [] }
        let main = sources[FileID(0)]
        return resolved.components.map { component in
            let kind: SwiftAccessorComponent.Kind = switch component {
            case .tooltip: .tooltip
            case .tags: .tags
            }
            let line = main.lineIndex(of: component.nameSpan.start) + 1
            let accessor = SwiftAccessorComponent(name: component.name, kind: kind, documentation: main.documentationComment(aboveLine: line))
            return DeclaredComponent(accessor: accessor, nameSpan: component.nameSpan)
        }
    }
}

import TipEmit
import TipLayout
import TipPipeline
import TipSyntax

/// One input of `tipc preview` after a compile: its latest compilation and the layout of its last
/// compile without errors (what the page shows, marked stale while errors remain).
struct PreviewInput: Sendable {
    /// The path as given on the command line.
    let argument: String
    /// Its name in the page and the outputs (``SourceName``).
    let name: String
    /// The latest compilation; nil when the file could not be read.
    var latest: CompilationResult?
    /// Why the file could not be read, when it could not.
    var readError: String?
    /// The layout of the last compilation without errors, named by ``name``.
    var lastGood: LayoutDocument?

    /// Whether the page shows an older layout than the file's: the latest compile failed.
    var isStale: Bool { latest?.hasErrors ?? true }

    /// The declaration of the component called `name` in the latest compilation's main file.
    func declaration(named name: String) -> ComponentDeclaration? {
        guard let document = latest?.syntax?.document else { return nil }
        for case .component(let declaration) in document.declarations where declaration.kind != .style && declaration.name.name == name {
            return declaration
        }
        return nil
    }

    /// The tooltips and tag groups the latest compilation's main file declares.
    var declarations: [ComponentDeclaration] {
        guard let document = latest?.syntax?.document else { return [] }
        return document.declarations.compactMap { declaration in
            guard case .component(let component) = declaration, component.kind != .style else { return nil }
            return component
        }
    }
}

/// What the page is served from after one compile: every input, numbered by the compile that
/// made it. Never changed once made; the site swaps in the next one.
final class PreviewSnapshot: Sendable {
    /// Counts the compiles since the preview started (the page asks for the state when its
    /// version is behind).
    let version: Int
    /// The inputs, in command-line order.
    let inputs: [PreviewInput]
    /// The page's state: ``PreviewState/json(version:inputs:)``.
    let state: [UInt8]

    /// The snapshot of `inputs` after compile number `version`.
    init(version: Int, inputs: [PreviewInput]) {
        self.version = version
        self.inputs = inputs
        state = PreviewState.json(version: version, inputs: inputs).compactUTF8
    }
}

import TipSyntax

/// The styles, components and constants a document sees: its own first, then those of the
/// files it imports, in load order.
struct DeclarationIndex {
    /// A declaration and the file it is written in.
    struct Entry<Declaration> {
        let file: FileID
        let declaration: Declaration
    }

    /// Styles, tooltips and tag groups.
    let components: [Entry<ComponentDeclaration>]
    /// `let` constants.
    let constants: [Entry<ConstantDeclaration>]

    /// Collects the declarations of every file of `analysis`.
    init(analysis: DocumentAnalysis) {
        var components: [Entry<ComponentDeclaration>] = []
        var constants: [Entry<ConstantDeclaration>] = []
        for (index, tree) in analysis.trees.enumerated() {
            for declaration in tree.declarations {
                switch declaration {
                case .component(let component): components.append(Entry(file: FileID(index), declaration: component))
                case .constant(let constant): constants.append(Entry(file: FileID(index), declaration: constant))
                case .importFile, .font, .preview, .strings: break
                }
            }
        }
        self.components = components
        self.constants = constants
    }

    /// The first style or component called `name`.
    func component(named name: String) -> Entry<ComponentDeclaration>? {
        components.first { $0.declaration.name.name == name }
    }

    /// The first constant called `name`.
    func constant(named name: String) -> Entry<ConstantDeclaration>? {
        constants.first { $0.declaration.name.name == name }
    }

    /// The names of `name`'s parent chain, nearest first, stopping at a cycle or an unknown name.
    func ancestors(of name: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [name]
        var current = component(named: name)
        while let parent = current?.declaration.parent?.name, seen.insert(parent).inserted {
            chain.append(parent)
            current = component(named: parent)
        }
        return chain
    }
}

extension DocumentAnalysis {
    /// The source text of `span`.
    func text(of span: Span) -> String {
        let bytes = files[span.file.index].bytes
        let end = min(span.end, bytes.count)
        return String(decoding: bytes[min(span.start, end)..<end], as: UTF8.self)
    }

    /// The token whose bytes contain `offset` (a position just after a name counts as on it).
    func token(at offset: Int) -> Token? {
        let position = tokens.firstPosition(endingAfter: offset)
        if position < tokens.count, tokens.range(at: position).contains(offset),
           tokens.kind(at: position) != .endOfFile, tokens.kind(at: position) != .newline {
            return tokens[position]
        }
        guard position > 0, tokens.range(at: position - 1).upperBound == offset else { return nil }
        let before = tokens[position - 1]
        return before.isName ? before : nil
    }
}

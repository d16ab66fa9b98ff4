import TipSyntax

/// The kinds of declared name that find-references and rename follow.
enum SymbolKind: Hashable, Sendable {
    /// A style, tooltip or tag group (one namespace): declared by `style`, `tooltip` or `tags`,
    /// used as a parent.
    case component
    /// A `let` constant: used by name in values.
    case constant
    /// A font family: declared by `font "Family" { … }`, used as a string in `font` values and in
    /// `fallback` lists.
    case fontFamily

    /// How a message names the kind.
    var noun: String {
        switch self {
        case .component: "style or component"
        case .constant: "constant"
        case .fontFamily: "font family"
        }
    }
}

/// One place where a declared name, or a use of one, is written.
struct SymbolOccurrence: Sendable {
    /// What kind of name it is.
    let kind: SymbolKind
    /// The name (a family's decoded text).
    let name: String
    /// The bytes a rename replaces: an identifier, or a family's text between its quotes.
    let span: Span
    /// The whole token, where a request's position finds the occurrence: the identifier, or
    /// the family's string with its quotes.
    let token: Span
    /// Whether this is the declaration rather than a use.
    let isDeclaration: Bool
}

/// Every place of one file where a style, component, constant or font family may be declared
/// or used, read from the syntax tree: declaration names, parents, bare names in the values of
/// components and constants (where the compiler expands constants; a name that is no constant's
/// is dropped when it is resolved), and strings where a family goes (`font: "Brand" 15`,
/// `font.family`, `font { family: … }`, a `font` declaration's `fallback`).
enum SymbolOccurrences {
    /// The occurrences in `tree`, whose text is `file`, in source order.
    static func collect(in tree: Document, file: SourceFile) -> [SymbolOccurrence] {
        var collector = Collector(bytes: file.bytes)
        for declaration in tree.declarations {
            switch declaration {
            case .component(let component):
                collector.add(.component, component.name, isDeclaration: true)
                if let parent = component.parent { collector.add(.component, parent, isDeclaration: false) }
                collector.visit(component.body, path: [])
            case .constant(let constant):
                collector.add(.constant, constant.name, isDeclaration: true)
                collector.visit(constant.value, familyPosition: false)
            case .font(let font):
                collector.addFamily(font.family, literal: font.familySpan, isDeclaration: true)
                collector.visitFallbacks(font.body)
            case .importFile, .strings, .preview:
                break
            }
        }
        return collector.occurrences
    }

    /// Walks blocks and values, collecting as it goes.
    private struct Collector {
        let bytes: [UInt8]
        var occurrences: [SymbolOccurrence] = []

        mutating func add(_ kind: SymbolKind, _ identifier: Identifier, isDeclaration: Bool) {
            occurrences.append(SymbolOccurrence(
                kind: kind, name: identifier.name, span: identifier.span, token: identifier.span, isDeclaration: isDeclaration))
        }

        /// A family written as the string literal at `literal`: the occurrence is its text
        /// between the quotes (none for a literal that is not closed).
        mutating func addFamily(_ family: String, literal: Span, isDeclaration: Bool) {
            let quote = UInt8(ascii: "\"")
            guard literal.end - literal.start >= 2, literal.end <= bytes.count,
                  bytes[literal.start] == quote, bytes[literal.end - 1] == quote else { return }
            let text = Span(file: literal.file, start: literal.start + 1, end: literal.end - 1)
            occurrences.append(SymbolOccurrence(kind: .fontFamily, name: family, span: text, token: literal, isDeclaration: isDeclaration))
        }

        /// The members of a component's block whose enclosing block names are `path`.
        mutating func visit(_ block: Block, path: [String]) {
            for member in block.members {
                switch member {
                case .property(let property):
                    visit(property.value, familyPosition: Self.takesFamily(path + property.path.map(\.name)))
                case .block(let nested):
                    visit(nested.body, path: path + [nested.name.name])
                }
            }
        }

        /// Whether a property at `path` names a family in its strings: a `font` shorthand or a
        /// font's `family`.
        private static func takesFamily(_ path: [String]) -> Bool {
            path.last == "font" || path.suffix(2) == ["font", "family"]
        }

        /// The families of a `font` declaration's `fallback` list.
        mutating func visitFallbacks(_ body: Block) {
            for case .property(let property) in body.members where property.path.map(\.name) == ["fallback"] {
                for element in property.value.elementList {
                    for term in element.termList {
                        if case .string(let family) = term.kind { addFamily(family, literal: term.span, isDeclaration: false) }
                    }
                }
            }
        }

        mutating func visit(_ value: Value, familyPosition: Bool) {
            for element in value.elementList { visit(element, familyPosition: familyPosition) }
        }

        private mutating func visit(_ element: ValueElement, familyPosition: Bool) {
            for term in element.termList { visit(term, familyPosition: familyPosition) }
        }

        private mutating func visit(_ term: Term, familyPosition: Bool) {
            switch term.kind {
            case .identifier(let name):
                add(.constant, Identifier(name, span: term.span), isDeclaration: false)
            case .string(let text) where familyPosition:
                addFamily(text, literal: term.span, isDeclaration: false)
            case .call(_, let arguments), .list(let arguments):
                for argument in arguments { visit(argument, familyPosition: false) }
            case .combination(let parts):
                for part in parts { visit(part, familyPosition: false) }
            case .number, .string, .hexColor, .boolean:
                break
            }
        }
    }
}

/// The syntax tree of one `.tip` file. The parser always produces a tree, even for a file with
/// errors (the broken parts are left out and reported as diagnostics). Every node has a ``Span``.
public struct Document: Sendable {
    /// The file this tree was parsed from.
    public let file: FileID
    /// Top-level declarations in source order.
    public var declarations: [Declaration]

    /// Creates a document.
    public init(file: FileID, declarations: [Declaration]) {
        self.file = file
        self.declarations = declarations
    }
}

/// A name as written, with where it was written.
public struct Identifier: Hashable, Sendable {
    /// The name.
    public let name: String
    /// Where it was written.
    public let span: Span

    /// Creates an identifier.
    public init(_ name: String, span: Span) {
        self.name = name
        self.span = span
    }
}

/// A top-level declaration.
public enum Declaration: Sendable {
    /// `import "path.tip"`
    case importFile(ImportDeclaration)
    /// `let name = value`
    case constant(ConstantDeclaration)
    /// `style`, `tooltip` or `tags` with a body.
    case component(ComponentDeclaration)
    /// `font "Family" { regular: "path.ttf"; … }`.
    case font(FontDeclaration)
    /// `preview { sizeCategories: large, AX3 }`.
    case preview(PreviewDeclaration)
    /// `strings "Localizable.xcstrings"`.
    case strings(StringsDeclaration)
}

/// `strings "Localizable.xcstrings"`: the strings table that `localized("key")` reads, an Xcode
/// String Catalog or a `.strings` file inside an `xx.lproj` folder, its path relative to the
/// declaring file. `strings` is a contextual keyword: it opens a declaration only at top level
/// and only when a string follows it.
public typealias StringsDeclaration = PathDeclaration

/// `preview { sizeCategories: large, AX3 }`: the variants the review sheet shows and the JSON
/// lays out in full; checked by the semantic pass. `preview` is a contextual keyword: it opens
/// a declaration only at top level and only when `{` follows it.
public struct PreviewDeclaration: Sendable {
    /// The span of the word `preview`.
    public let keyword: Span
    /// The body.
    public let body: Block
    /// The whole declaration.
    public let span: Span

    /// Creates a preview declaration.
    public init(keyword: Span, body: Block, span: Span) {
        self.keyword = keyword
        self.body = body
        self.span = span
    }
}

/// `font "Family" { weight: "path"; …; fallback: "Other", … }`: names font files for a family.
/// `font` is a contextual keyword: it opens a declaration only at top level and only when a
/// string follows it, so `font` stays usable as a property name and a constant name.
public struct FontDeclaration: Sendable {
    /// The family name as written (escapes decoded).
    public let family: String
    /// The span of the family's string literal.
    public let familySpan: Span
    /// The body: properties named after UIKit weights (`regular: "Fonts/Brand.ttf"`) and
    /// `fallback: "Family", …`; checked by the semantic pass.
    public let body: Block
    /// The whole declaration.
    public let span: Span

    /// Creates a font declaration.
    public init(family: String, familySpan: Span, body: Block, span: Span) {
        self.family = family
        self.familySpan = familySpan
        self.body = body
        self.span = span
    }
}

/// `import "path.tip"`, the path relative to the importing file.
public typealias ImportDeclaration = PathDeclaration

/// A declaration of a keyword and a path: `import "path.tip"`, `strings "Localizable.xcstrings"`.
public struct PathDeclaration: Sendable {
    /// The path as written (escapes decoded), relative to the declaring file.
    public let path: String
    /// The span of the string literal.
    public let pathSpan: Span
    /// The whole declaration.
    public let span: Span

    /// Creates a path declaration.
    public init(path: String, pathSpan: Span, span: Span) {
        self.path = path
        self.pathSpan = pathSpan
        self.span = span
    }
}

/// `let name = value`.
public struct ConstantDeclaration: Sendable {
    /// The constant's name.
    public let name: Identifier
    /// Its value.
    public let value: Value
    /// The whole declaration.
    public let span: Span

    /// Creates a constant declaration.
    public init(name: Identifier, value: Value, span: Span) {
        self.name = name
        self.value = value
        self.span = span
    }
}

/// The keyword that opens a declaration with a body.
public enum DeclarationKind: String, Sendable, CaseIterable {
    /// `style`: reusable properties, not emitted.
    case style
    /// `tooltip`: a tooltip component.
    case tooltip
    /// `tags`: a tag-group component.
    case tags
}

/// `style Name : Parent { … }`, `tooltip Name { … }`, `tags Name { … }`.
public struct ComponentDeclaration: Sendable {
    /// Which keyword opened it.
    public let kind: DeclarationKind
    /// Its name.
    public let name: Identifier
    /// The parent after `:`, if any.
    public let parent: Identifier?
    /// The body between braces.
    public let body: Block
    /// The whole declaration.
    public let span: Span

    /// Creates a component declaration.
    public init(kind: DeclarationKind, name: Identifier, parent: Identifier?, body: Block, span: Span) {
        self.kind = kind
        self.name = name
        self.parent = parent
        self.body = body
        self.span = span
    }
}

/// The members between `{` and `}`.
public struct Block: Sendable {
    /// Members in source order.
    public var members: [Member]
    /// From `{` to `}` inclusive.
    public let span: Span
    /// Whether a syntax error cost the block a member or its `}`: what it lacks may be written
    /// in the part that was lost, so the resolver does not report it missing (no follow-on errors).
    public let isIncomplete: Bool

    /// Creates a block.
    public init(members: [Member], span: Span, isIncomplete: Bool = false) {
        self.members = members
        self.span = span
        self.isIncomplete = isIncomplete
    }
}

/// One member of a block.
public enum Member: Sendable {
    /// `name: value` or `name.sub: value`.
    case property(Property)
    /// `name { … }` (e.g. `arrow { … }`, `tag { … }`, `padding { … }`).
    case block(NestedBlock)
}

/// `name: value`; a dotted name (`arrow.edge: top`) has several path components.
public struct Property: Sendable {
    /// The name's components: `arrow`, `edge` for `arrow.edge` (never empty).
    public let pathList: SyntaxList<Identifier>
    /// The value after the colon.
    public let value: Value
    /// From the name to the end of the value.
    public let span: Span

    /// Creates a property.
    public init(pathList: SyntaxList<Identifier>, value: Value, span: Span) {
        self.pathList = pathList
        self.value = value
        self.span = span
    }

    /// Creates a property.
    public init(path: [Identifier], value: Value, span: Span) {
        self.init(pathList: SyntaxList(path), value: value, span: span)
    }

    /// The name's components as an array: `["arrow", "edge"]` for `arrow.edge` (builds the
    /// array; ``pathList`` does not).
    public var path: [Identifier] { Array(pathList) }
}

/// `name { … }`.
public struct NestedBlock: Sendable {
    /// The block's name (`tag` is a keyword but is accepted here as a name).
    public let name: Identifier
    /// Its body.
    public let body: Block
    /// From the name to the closing brace.
    public let span: Span

    /// Creates a nested block.
    public init(name: Identifier, body: Block, span: Span) {
        self.name = name
        self.body = body
        self.span = span
    }
}

/// A property's value: one or more comma-separated elements, each one or more space-separated
/// terms. `padding: 8 16` is one element of two terms; `dismiss: tap, after(4s)` is two elements.
public struct Value: Sendable {
    /// The comma-separated elements (never empty in a tree without errors).
    public let elementList: SyntaxList<ValueElement>
    /// The whole value.
    public let span: Span
    /// The bare names — identifier terms, which may name constants — anywhere in the value, in
    /// calls and lists too; a value whose names cannot be a constant's needs no constant
    /// expansion.
    public let names: NameBloom

    /// Creates a value.
    public init(elementList: SyntaxList<ValueElement>, span: Span) {
        var names = NameBloom()
        for element in elementList { element.collectNames(into: &names, depth: 0) }
        self.init(elementList: elementList, span: span, names: names)
    }

    /// Creates a value whose ``names`` are known (the parser collects the names it reads), or
    /// a superset of them.
    package init(elementList: SyntaxList<ValueElement>, span: Span, names: NameBloom) {
        self.elementList = elementList
        self.span = span
        self.names = names
    }

    /// Creates a value.
    public init(elements: [ValueElement], span: Span) {
        self.init(elementList: SyntaxList(elements), span: span)
    }

    /// The comma-separated elements as an array (builds the array; ``elementList`` does not).
    public var elements: [ValueElement] { Array(elementList) }
}

/// Space-separated terms: `white 2`, `"Avenir" 15 bold`; as a call's argument, optionally
/// after a label (`light: #FFFFFF` in `color(light: #FFFFFF, dark: #1C1C1E)`).
public struct ValueElement: Sendable {
    /// The terms in order (never empty in a tree without errors).
    public let termList: SyntaxList<Term>
    /// From the first term to the last (the label not included).
    public let span: Span
    /// The label before a call argument (`light` of `light: #FFFFFF`), if any.
    public let label: Identifier?

    /// Creates an expression.
    public init(termList: SyntaxList<Term>, span: Span, label: Identifier? = nil) {
        self.termList = termList
        self.span = span
        self.label = label
    }

    /// Creates an expression.
    public init(terms: [Term], span: Span, label: Identifier? = nil) {
        self.init(termList: SyntaxList(terms), span: span, label: label)
    }

    /// The terms as an array (builds the array; ``termList`` does not).
    public var terms: [Term] { Array(termList) }

    /// Adds the bare names of the terms to `names`, looking no deeper than the parser's
    /// nesting limit (past it, every name may be there).
    func collectNames(into names: inout NameBloom, depth: Int) {
        guard depth < Parser.maximumNestingDepth else { return names.formUnion(.all) }
        for term in termList { term.collectNames(into: &names, depth: depth) }
    }
}

/// The unit glued to a number literal.
public enum NumberUnit: String, Sendable {
    /// No unit written (points).
    case none = ""
    /// `pt`
    case points = "pt"
    /// `%`
    case percent = "%"
    /// `s`
    case seconds = "s"
    /// `ms`
    case milliseconds = "ms"
}

/// One term of an expression.
public enum TermKind: Sendable {
    /// `12`, `4.5`, `-3`, `30%`, `4s`; the value is finite.
    case number(Double, unit: NumberUnit)
    /// A string literal, escapes decoded.
    case string(String)
    /// `#01B7FF`: the hex digits after `#` (3, 4, 6 or 8 of them; validated by the lexer).
    case hexColor(String)
    /// A bare name: a constant, a named colour, an enum value, `auto`, ….
    case identifier(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// `rgb(1, 183, 255)`, `leading(12)`, `after(4s)`: a name and its comma-separated arguments.
    indirect case call(name: Identifier, arguments: [ValueElement])
    /// `["a", "b"]`: comma-separated elements in brackets.
    case list([ValueElement])
    /// `fade(0.2s) + scale(0.8)`: two or more terms joined with `+`.
    indirect case combination([Term])
}

/// A term and where it was written.
public struct Term: Sendable {
    /// What the term is.
    public let kind: TermKind
    /// Where it was written.
    public let span: Span

    /// Creates a term.
    public init(_ kind: TermKind, span: Span) {
        self.kind = kind
        self.span = span
    }

    /// Adds the bare names in the term to `names` (see ``ValueElement``).
    func collectNames(into names: inout NameBloom, depth: Int) {
        switch kind {
        case .identifier(let name): names.formUnion(NameBloom(name))
        case .call(_, let elements), .list(let elements):
            for element in elements { element.collectNames(into: &names, depth: depth + 1) }
        case .combination(let parts):
            guard depth < Parser.maximumNestingDepth else { return names.formUnion(.all) }
            for part in parts { part.collectNames(into: &names, depth: depth + 1) }
        default: break
        }
    }
}

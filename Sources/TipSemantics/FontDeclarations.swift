import TipStyle
import TipSyntax

/// A font family named by a `font "Family" { … }` declaration.
public struct FontFamilySpec: Sendable {
    /// The family's name: what `font: "Family" 15` refers to.
    public var name: String
    /// The span of the name's string literal.
    public var nameSpan: Span
    /// Font files by weight, in source order (empty: the family is found by name in the font
    /// folders).
    public var files: [FontFileSpec]
    /// Families tried, in order, for characters this family's faces lack.
    public var fallbacks: [String]

    /// Creates a family.
    public init(name: String, nameSpan: Span, files: [FontFileSpec], fallbacks: [String]) {
        self.name = name
        self.nameSpan = nameSpan
        self.files = files
        self.fallbacks = fallbacks
    }
}

/// One font file of a family: `bold: "Fonts/Brand.ttc#1"`.
public struct FontFileSpec: Hashable, Sendable {
    /// The weight the file provides.
    public var weight: FontWeight
    /// The path joined with the declaring file's folder and normalised, without `#N`.
    public var path: String
    /// The face of a collection (`#N`), 0 by default.
    public var faceIndex: Int
    /// The span of the path's string literal (where load errors are reported).
    public var span: Span

    /// Creates a file spec.
    public init(weight: FontWeight, path: String, faceIndex: Int, span: Span) {
        self.weight = weight
        self.path = path
        self.faceIndex = faceIndex
        self.span = span
    }

    /// Splits a trailing `#N` (decimal digits) off `text`: the face index of a collection.
    public static func splitFaceIndex(_ text: String) -> (path: String, faceIndex: Int) {
        guard let hash = text.lastIndex(of: "#") else { return (text, 0) }
        let digits = text[text.index(after: hash)...]
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(\.isASCII), let index = Int(digits) else {
            return (text, 0)
        }
        return (String(text[..<hash]), index)
    }
}

/// Collects and checks the `font` declarations of every loaded file.
///
/// - Members: a property per UIKit weight whose value is one string (a path relative to the
///   declaring file, `#N` picking face N of a collection), and `fallback:` with one or more
///   strings. Anything else is E020 (with a suggestion), a value of another shape E040.
/// - A weight written twice is W003 (the last wins); a family declared twice is E025.
enum FontDeclarations {
    private static let fallbackName = "fallback"

    /// The families of `graph`'s files, imports before importers, each file in source order.
    static func collect(graph: ImportGraph, sources: SourceSet, log: inout DiagnosticLog) -> [FontFamilySpec] {
        var families: [FontFamilySpec] = []
        for file in graph.finishOrder {
            for declaration in graph.fonts(in: file) {
                if declaration.family == FontStyle.systemFamilyName {
                    log.report(.shadowsBuiltin, SemanticMessages.fontNamedSystem, at: declaration.familySpan,
                               notes: [DiagnosticNote(SemanticMessages.renameFont)])
                    continue
                }
                if let first = families.first(where: { $0.name == declaration.family }) {
                    log.report(
                        .duplicateName, SemanticMessages.duplicateFont(declaration.family), at: declaration.familySpan,
                        notes: [DiagnosticNote(SemanticMessages.firstDeclaredHere, at: first.nameSpan)])
                    continue
                }
                families.append(family(declaration, declaredIn: sources[file].path, log: &log))
            }
        }
        return families
    }

    private static func family(_ declaration: FontDeclaration, declaredIn path: String, log: inout DiagnosticLog) -> FontFamilySpec {
        var files: [FontFileSpec] = []
        var fallbacks: [String] = []
        let names = FontWeight.allCases.map(\.rawValue) + [fallbackName]
        for member in declaration.body.members {
            guard case .property(let property) = member, property.pathList.count == 1 else {
                let name: Identifier
                switch member {
                case .block(let block): name = block.name
                case .property(let property): name = property.pathList[1]
                }
                log.report(.unknownProperty, SemanticMessages.unknownMember(name.name, of: "font"), at: name.span)
                continue
            }
            let name = property.pathList[0]
            if name.name == fallbackName {
                if let strings = strings(property.value, log: &log) { fallbacks = strings.map(\.text) }
            } else if let weight = FontWeight(rawValue: name.name) {
                guard let strings = strings(property.value, log: &log) else { continue }
                guard strings.count == 1 else {
                    log.report(.wrongArity, SemanticMessages.wrongTermCount(name.name, expected: "one path", found: strings.count),
                               at: property.value.span)
                    continue
                }
                if let previous = files.firstIndex(where: { $0.weight == weight }) {
                    log.report(.duplicateProperty, SemanticMessages.duplicateProperty(name.name), at: name.span,
                               notes: [DiagnosticNote(SemanticMessages.firstDeclaredHere, at: files[previous].span)])
                    files.remove(at: previous)
                }
                let (relative, faceIndex) = FontFileSpec.splitFaceIndex(strings[0].text)
                files.append(FontFileSpec(weight: weight, path: ImportPath.join(relative, importedFrom: path),
                                          faceIndex: faceIndex, span: strings[0].span))
            } else {
                log.report(.unknownProperty, SemanticMessages.unknownMember(name.name, of: "font"), at: name.span,
                           suggesting: Suggestions.suggestion(for: name.name, at: name.span, among: names))
            }
        }
        return FontFamilySpec(name: declaration.family, nameSpan: declaration.familySpan, files: files, fallbacks: fallbacks)
    }

    /// The strings of a value whose every element is one string term; E040 at the first other term.
    private static func strings(_ value: Value, log: inout DiagnosticLog) -> [(text: String, span: Span)]? {
        var result: [(text: String, span: Span)] = []
        for element in value.elementList {
            let terms = element.termList
            guard terms.count == 1, case .string(let text) = terms[0].kind else {
                let term = terms.first { if case .string = $0.kind { false } else { true } } ?? terms[0]
                log.report(.typeMismatch, SemanticMessages.typeMismatch(expected: "a string", found: term.kind), at: term.span)
                return nil
            }
            result.append((text, terms[0].span))
        }
        return result
    }
}

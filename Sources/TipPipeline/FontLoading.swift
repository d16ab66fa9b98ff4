import TipSemantics
import TipSyntax
import TipText

/// Where font families that a `.tip` file uses but does not declare are looked up by name.
public struct FontSearch: Hashable, Sendable {
    /// Folders given with `--font-dir`, searched first, in order.
    public var directories: [String]
    /// Whether the system font folders (``FontLocator/systemDirectories``) are searched after them.
    public var includesSystemDirectories: Bool

    /// Creates a search. The default searches nothing: only declared font files are used,
    /// so library callers and tests get machine-independent results.
    public init(directories: [String] = [], includesSystemDirectories: Bool = false) {
        self.directories = directories
        self.includesSystemDirectories = includesSystemDirectories
    }

    /// The folders in search order.
    var allDirectories: [String] {
        directories + (includesSystemDirectories ? FontLocator.systemDirectories : [])
    }
}

/// Loads the fonts a resolved document needs, once per compilation, and reports problems.
///
/// - Declared files (`font "F" { bold: "f.ttf" }`) are read through the compilation's
///   loader; a missing or unreadable file is E050, one that is not a valid font E051, both at
///   the path string and naming the file.
/// - Families used (`font: "F" 15`) or named as fallbacks but not declared with files are
///   looked up by name in ``FontSearch`` (upright faces; each weight from the first folder
///   that has it). A family found nowhere is W004, and the built-in metrics measure its text,
///   unless it is declared with fallbacks: it is then the stack of its fallbacks.
///
/// A document with errors gets no measurer (it is not laid out), but its declared files are
/// still checked (``declaredFiles(of:apartFrom:)``), so that one run reports both.
struct FontLoading {
    let loader: any SourceLoader
    let search: FontSearch
    /// Faces and font folders kept from earlier compiles, if any.
    var cache: FontCache?

    private struct FileKey: Hashable {
        let path: String
        let faceIndex: Int
    }

    /// What loading has gathered: the faces read, by file and face; every font file opened or
    /// tried, in the order first tried; the diagnostics.
    private struct Progress {
        var faces: [FileKey: FontFace] = [:]
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// E050 and E051 for the declared font files of `document` that no error of `diagnostics`
    /// touches: what can be checked of the fonts of a document with errors, with the files
    /// tried. A path an error touches (an unterminated string, say) may not be the one meant.
    /// No family is looked up by name (W004): an error may be why it is not declared (an
    /// import that was not read, a declaration a syntax error lost).
    func declaredFiles(of document: ResolvedDocument, apartFrom diagnostics: [Diagnostic]) -> (diagnostics: [Diagnostic], files: [String]) {
        let errorSpans = diagnostics.filter { $0.severity == .error }.map(\.span)
        var progress = Progress()
        for declared in document.fonts {
            for file in declared.files where !errorSpans.contains(where: file.span.touches) {
                _ = load(FileKey(path: file.path, faceIndex: file.faceIndex), span: file.span, progress: &progress)
            }
        }
        return (progress.diagnostics, progress.files)
    }

    /// The measurer for `document`, or nil when it names no font family (the system font
    /// only), with the diagnostics and every font file opened or tried, declared or found by
    /// name (what a dependency file lists).
    func measurer(for document: ResolvedDocument) -> (measurer: FontTextMeasurer?, diagnostics: [Diagnostic], files: [String]) {
        let uses = Self.familyUses(in: document)
        guard !document.fonts.isEmpty || !uses.isEmpty else { return (nil, [], []) }
        var progress = Progress()
        var families: [FontFamily] = []
        for declared in document.fonts where !declared.files.isEmpty {
            var loaded: [(weight: Int, face: FontFace)] = []
            for file in declared.files {
                if let face = load(FileKey(path: file.path, faceIndex: file.faceIndex), span: file.span, progress: &progress) {
                    loaded.append((file.weight.numericValue, face))
                }
            }
            families.append(FontFamily(name: declared.name, faces: loaded, fallbacks: declared.fallbacks))
        }

        var wanted: [(name: String, span: Span)] = document.fonts.filter(\.files.isEmpty).map { ($0.name, $0.nameSpan) }
        for declared in document.fonts { wanted += declared.fallbacks.map { ($0, declared.nameSpan) } }
        wanted += uses
        var locator: FontLocator?
        var missing: Set<String> = []
        for (name, span) in wanted where !families.contains(where: { $0.name == name }) {
            if !missing.contains(name) {
                if locator == nil { locator = cache?.locator(for: search.allDirectories) ?? FontLocator(directories: search.allDirectories) }
                let loaded = locator?.uprightFaces(ofFamily: name) { installed in
                    load(FileKey(path: installed.path, faceIndex: installed.faceIndex), span: span, progress: &progress)
                } ?? []
                let fallbacks = document.fonts.first { $0.name == name }?.fallbacks ?? []
                if !loaded.isEmpty || !fallbacks.isEmpty {
                    // A declared family found nowhere but with fallbacks is a stack of those.
                    families.append(FontFamily(name: name, faces: loaded, fallbacks: fallbacks))
                    continue
                }
                missing.insert(name)
            }
            progress.diagnostics.append(Diagnostic(.unknownFontFamily, FontMessages.unknownFamily(name), at: span))
        }
        return (FontTextMeasurer(families: families), progress.diagnostics, progress.files)
    }

    private func load(_ key: FileKey, span: Span, progress: inout Progress) -> FontFace? {
        if let face = progress.faces[key] { return face }
        if !progress.files.contains(key.path) { progress.files.append(key.path) }
        let outcome: Result<FontFace, FontLoadFailure>
        if let cache {
            outcome = cache.face(path: key.path, faceIndex: key.faceIndex) { readFace(key) }
        } else {
            outcome = readFace(key)
        }
        switch outcome {
        case .success(let face):
            progress.faces[key] = face
            return face
        case .failure(.unreadable(let failure)):
            progress.diagnostics.append(Diagnostic(.fontNotFound, FontMessages.unreadable(key.path, failure), at: span))
        case .failure(.invalid(let error)):
            progress.diagnostics.append(Diagnostic(.invalidFont, FontMessages.invalid(key.path, error), at: span))
        }
        return nil
    }

    /// Reads and parses the face `key` names.
    private func readFace(_ key: FileKey) -> Result<FontFace, FontLoadFailure> {
        switch loader.read(path: key.path) {
        case .failure(let failure):
            return .failure(.unreadable(failure))
        case .success(let bytes):
            do throws(FontError) {
                return .success(try FontFace(data: bytes, faceIndex: key.faceIndex))
            } catch {
                return .failure(.invalid(error))
            }
        }
    }

    /// Each named family used by a component's font, with the component's name (where W004 goes).
    private static func familyUses(in document: ResolvedDocument) -> [(name: String, span: Span)] {
        document.components.compactMap { component in
            switch component {
            case .tooltip(let tooltip): tooltip.style.font.family.map { ($0, tooltip.nameSpan) }
            case .tags(let group): group.style.tag.font.family.map { ($0, group.nameSpan) }
            }
        }
    }
}

/// Why a font file gave no face.
enum FontLoadFailure: Error {
    /// It could not be read (E050).
    case unreadable(SourceLoadError)
    /// It is not a valid font (E051).
    case invalid(FontError)
}

/// Messages of the font diagnostics.
enum FontMessages {
    static func unreadable(_ path: String, _ failure: SourceLoadError) -> String {
        switch failure {
        case .notFound: "cannot find font file `\(path)`"
        case .folder: "font path `\(path)` is a folder, not a file"
        case .notRegularFile(let kind): "font path `\(path)` is \(kind), not a regular file"
        case .tooLarge(let limit): "cannot read font file `\(path)`: \(SourceLoadError.tooLargeReason(limit))"
        case .unreadable(let reason): "cannot read font file `\(path)`: \(reason)"
        }
    }

    static func invalid(_ path: String, _ error: FontError) -> String {
        "`\(path)` is not a valid font file: \(error)"
    }

    static func unknownFamily(_ name: String) -> String {
        "font family `\(name)` is not declared and was not found in the font folders; the built-in metrics measure its text"
    }
}

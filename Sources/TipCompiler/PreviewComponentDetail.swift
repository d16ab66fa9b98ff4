import TipEmit
import TipLayout
import TipServe
import TipSyntax

/// What the page shows when a component is clicked: its JSON, as `tipc build --component`
/// writes it, and its declaration's source lines in the latest text of its file.
enum PreviewComponentDetail {
    /// `{name, json, file, line, source}` for component `index` of `input`'s last good layout;
    /// `line` and `source` are null when the latest text no longer declares it.
    static func response(forComponentAt index: Int, of input: PreviewInput) -> HTTPResponse {
        guard let layout = input.lastGood else { return HTTPResponse(status: .notFound) }
        let name = layout.components[index].name
        var source: (line: Int, text: String)?
        if let declaration = input.declaration(named: name), let file = input.latest?.sources[FileID(0)] {
            let first = file.lineIndex(of: declaration.span.start) + 1
            let last = file.lineIndex(of: max(declaration.span.start, declaration.span.end - 1)) + 1
            source = (first, (first...last).map(file.lineText).joined(separator: "\n"))
        }
        let json = JSON.object([
            JSONMember("name", .string(name)),
            JSONMember("json", .string(JSONWriter.write(layout.selecting(componentAt: index)))),
            JSONMember("file", .string(input.name)),
            JSONMember("line", source.map { .integer($0.line) } ?? .null),
            JSONMember("source", source.map { .string($0.text) } ?? .null),
        ])
        return HTTPResponse(contentType: "application/json", body: json.compactUTF8)
    }
}

extension LayoutDocument {
    /// The document with component `index` alone (with its layouts at other sizes and in
    /// other locales), as `--component` selects it.
    func selecting(componentAt index: Int) -> LayoutDocument {
        var selected = self
        selected.components = [components[index]]
        selected.sizeCategories = sizeCategories[index].map { [0: $0] } ?? [:]
        selected.localizations = localizations.map { locale in
            LocaleLayouts(locale: locale.locale, components: locale.components[index].map { [0: $0] } ?? [:])
        }
        selected.boldText = nil
        return selected
    }
}

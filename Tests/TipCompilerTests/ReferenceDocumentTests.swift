import Foundation
import Testing
import TipTestSupport
import TipSemantics
import TipSyntax

/// `docs/language.md` carries the property catalogue and the diagnostic codes as the compiler
/// has them: each table sits between `<!-- NAME:begin -->` and `<!-- NAME:end -->` and is
/// rendered from the code; `TIP_UPDATE_GOLDEN=1 swift test` rewrites it (the tests run one
/// after the other, so that the two rewrites do not race).
@Suite(.serialized) struct ReferenceDocumentTests {
    static let path = "docs/language.md"

    @Test func propertyTableIsTheCatalogue() throws {
        try checkSection("properties", rendered: Self.propertyTable())
    }

    @Test func diagnosticTableListsEveryCode() throws {
        try checkSection("diagnostics", rendered: Self.diagnosticTable())
    }

    /// Every property and member, in catalogue order: where it applies, its value and default.
    static func propertyTable() -> String {
        var rows = ["| property | on | value | default | meaning |", "| --- | --- | --- | --- | --- |"]
        func add(_ property: PropertyInfo, prefix: String) {
            let name = prefix + property.name
            let value = property.type.memberKinds == nil
                ? property.type.description : "\(property.type.description) of the \(name) properties (those on `\(name)`)"
            let shownDefault = property.defaultValue.description
            let defaultValue = shownDefault.isEmpty ? "—" : shownDefault
            rows.append("| `\(name)` | \(kinds(property.kinds)) | \(value) | \(defaultValue) | \(property.summary) |")
            for member in property.members { add(member, prefix: name + ".") }
        }
        for property in PropertyTable.topLevel { add(property, prefix: "") }
        return rows.joined(separator: "\n")
    }

    static func diagnosticTable() -> String {
        let rows = DiagnosticCode.allCases.map { "| `\($0.rawValue)` | \($0.summary) |" }
        return (["| code | meaning |", "| --- | --- |"] + rows).joined(separator: "\n")
    }

    private static func kinds(_ kinds: PropertyKinds) -> String {
        let names: [(PropertyKinds, String)] = [(.tooltip, "tooltip"), (.tags, "tags"), (.tagBlock, "tag"), (.titleBlock, "title")]
        return names.filter { kinds.contains($0.0) }.map(\.1).joined(separator: ", ")
    }

    /// Compares the text between the section's markers with `rendered`, or rewrites it.
    private func checkSection(_ name: String, rendered: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let document = String(decoding: try RepositoryFiles.bytes(Self.path), as: UTF8.self)
        let begin = "<!-- \(name):begin -->", end = "<!-- \(name):end -->"
        guard let start = document.range(of: begin), let stop = document.range(of: end, range: start.upperBound..<document.endIndex) else {
            Issue.record("\(Self.path) has no `\(begin)` … `\(end)` section", sourceLocation: sourceLocation)
            return
        }
        let current = String(document[start.upperBound..<stop.lowerBound])
        let expected = "\n" + rendered + "\n"
        if Golden.updating {
            let updated = document.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: expected)
            try Data(updated.utf8).write(to: URL(fileURLWithPath: RepositoryFiles.root + "/" + Self.path), options: .atomic)
            return
        }
        #expect(current == expected, "\(Self.path) is out of date: run TIP_UPDATE_GOLDEN=1 swift test", sourceLocation: sourceLocation)
    }
}

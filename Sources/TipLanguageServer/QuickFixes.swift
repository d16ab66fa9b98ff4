import TipEmit
import TipSyntax

/// `textDocument/codeAction`: the fix-its of a document's latest published diagnostics, each as
/// a `quickfix` code action whose edit replaces the mistake.
///
/// The fixes are kept from the compile whose diagnostics were published, and only while the
/// text is the one that compile read: an edit drops them until the next compile publishes
/// new ones (a fix made for an older text could replace the wrong characters).
struct QuickFixes: Sendable {
    /// One fix: the edit and the LSP diagnostic it fixes.
    struct Fix: Sendable {
        /// The fixed diagnostic's range, in bytes of the document.
        let diagnosticSpan: Range<Int>
        /// The fixed diagnostic as it was published.
        let diagnostic: JSON
        /// The menu title ("replace `whit` with `white`").
        let title: String
        /// The `TextEdit`.
        let edit: JSON
        /// Whether it is the diagnostic's only fix (the one an editor may apply with one key).
        let isPreferred: Bool
    }

    /// The fixes, in the diagnostics' order.
    let fixes: [Fix]

    /// No fixes (before the first compile, and after an edit).
    static let none = QuickFixes(fixes: [])

    /// The fixes of `diagnostics` that change `analysis`'s document itself.
    init(_ diagnostics: [Diagnostic], of analysis: DocumentAnalysis) {
        let file = analysis.file
        fixes = diagnostics.flatMap { diagnostic -> [Fix] in
            let own = diagnostic.fixIts.filter { $0.span.file.index == 0 && $0.applies(to: file) }
            guard diagnostic.span.file.index == 0, !own.isEmpty else { return [] }
            let published = DiagnosticConversion.diagnostic(diagnostic, in: analysis)
            return own.map { fixIt in
                Fix(diagnosticSpan: diagnostic.span.start..<diagnostic.span.end, diagnostic: published, title: fixIt.title,
                    edit: ["range": UTF16Positions.range(of: fixIt.span, in: file).json, "newText": .string(fixIt.replacement)],
                    isPreferred: diagnostic.fixIts.count == 1)
            }
        }
    }

    private init(fixes: [Fix]) { self.fixes = fixes }

    /// The `CodeAction[]` for a request about the bytes `range` of the document at `uri`: the
    /// fixes of the diagnostics that touch it. `only` is the request's `context.only`: a list
    /// without `quickfix` (or a kind it falls under) gets none.
    func actions(touching range: ClosedRange<Int>, uri: String, only: [String]?) -> JSON {
        if let only, !only.contains(where: { $0 == "quickfix" || $0 == "" }) { return [] }
        let touching = fixes.filter { fix in
            fix.diagnosticSpan.lowerBound <= range.upperBound && range.lowerBound <= fix.diagnosticSpan.upperBound
        }
        return .array(touching.map { fix in
            [
                "title": .string(fix.title),
                "kind": "quickfix",
                "diagnostics": [fix.diagnostic],
                "isPreferred": .bool(fix.isPreferred),
                "edit": ["changes": .object([JSONMember(uri, [fix.edit])])],
            ]
        })
    }
}

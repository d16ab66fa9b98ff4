import Testing
import TipSyntax

/// The `//` comments directly above a declaration are its documentation.
@Suite struct DocumentationCommentTests {
    static let file = SourceFile(id: FileID(0), path: "a.tip", text: """
        \u{FEFF}// The file's own comment.

        // Greets a new user.
        //
        ///   Indented, with three slashes.
        tooltip Welcome { text: "Hi" }
        tooltip Bare { text: "Hi" }  // after the code: not above the next one
        tooltip Next { text: "Hi" }
          // Indented comments count too.\r
        tags Topics { items: ["a"] }
        /* A block comment
           is not documentation. */
        tags Other { items: ["a"] }
        // Cut off by a blank line.

        tags Last { items: ["a"] }
        """)

    @Test func theCommentLinesDirectlyAboveADeclaration() {
        #expect(Self.file.documentationComment(aboveLine: 6) == ["Greets a new user.", "", "  Indented, with three slashes."])
        #expect(Self.file.documentationComment(aboveLine: 10) == ["Indented comments count too."])
    }

    @Test func codeABlankLineABlockCommentOrTheFileStartEndThem() {
        #expect(Self.file.documentationComment(aboveLine: 7) == [])
        #expect(Self.file.documentationComment(aboveLine: 8) == [])
        #expect(Self.file.documentationComment(aboveLine: 13) == [])
        #expect(Self.file.documentationComment(aboveLine: 16) == [])
        #expect(Self.file.documentationComment(aboveLine: 2) == ["The file's own comment."])
        #expect(Self.file.documentationComment(aboveLine: 1) == [])
    }
}

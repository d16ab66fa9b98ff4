/// A text with its inline Markdown read: the text shown, without markers or escapes, and the
/// style of each of its runs.
public struct StyledText: Hashable, Sendable {
    /// One run of ``text`` in one style.
    public struct Run: Hashable, Sendable {
        /// Its UTF-8 bytes in ``StyledText/text``.
        public var range: Range<Int>
        /// Its faces.
        public var style: InlineStyle

        /// Creates a run.
        public init(range: Range<Int>, style: InlineStyle) {
            self.range = range
            self.style = style
        }
    }

    /// The text shown.
    public var text: String
    /// The runs, in order, covering ``text`` without gaps; two neighbours differ in style. Empty
    /// for the empty text.
    public var runs: [Run]

    /// Creates a styled text.
    public init(text: String, runs: [Run]) {
        self.text = text
        self.runs = runs
    }

    /// A text of one plain run (none if it is empty).
    public init(plain text: String) {
        self.init(text: text, runs: text.isEmpty ? [] : [Run(range: 0..<text.utf8.count, style: [])])
    }

    /// Whether no run has a style: the text lays out as plain text.
    public var isPlain: Bool { runs.allSatisfy { $0.style.isEmpty } }
}

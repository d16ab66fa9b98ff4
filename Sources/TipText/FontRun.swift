/// A run of a text set in one font: the UTF-8 bytes ``range`` of the text. A text in several
/// fonts (styled text: bold, italic or monospaced runs) is laid out with its runs in order,
/// covering it without gaps (``TextLayout/laidOut(_:runs:in:options:measurer:)``).
public struct FontRun: Hashable, Sendable {
    /// The run's UTF-8 bytes in the text (on scalar boundaries).
    public var range: Range<Int>
    /// Its font.
    public var font: FontRequest

    /// Creates a run.
    public init(range: Range<Int>, font: FontRequest) {
        self.range = range
        self.font = font
    }
}

/// The part of a laid-out line set in one font: its text, where it starts from the line's
/// start and its advance width. A line of a text with runs is its runs side by side; the
/// ellipsis a truncation adds is a run of its own, in the text's own font.
public struct LineRun: Hashable, Sendable {
    /// The run's text (the line's runs' texts together are the line's text).
    public var text: String
    /// Where it starts, from the start of the line, in points.
    public var x: Double
    /// Its advance width in points; trailing spaces that hang at the line's end count for
    /// nothing.
    public var width: Double
    /// The index of the text's ``FontRun`` it comes from; nil for an ellipsis.
    public var source: Int?

    /// Creates a run.
    public init(text: String, x: Double, width: Double, source: Int?) {
        self.text = text
        self.x = x
        self.width = width
        self.source = source
    }
}

/// A ``FontRun`` within one paragraph: its bytes from the paragraph's start, and its index
/// among the text's runs.
struct ParagraphRun {
    var range: Range<Int>
    var font: FontRequest
    var source: Int

    /// The parts of `runs` (of a whole text, in order) inside the paragraph whose UTF-8 bytes
    /// are `paragraph` of the text, each from the paragraph's start. The first is found by
    /// binary search, so that a text of many paragraphs and runs is cut in linear time.
    static func runs(_ runs: [FontRun], inParagraph paragraph: Range<Int>) -> [ParagraphRun] {
        var parts: [ParagraphRun] = []
        var index = runs.partitioningIndex { $0.range.upperBound > paragraph.lowerBound }
        while index < runs.count && runs[index].range.lowerBound < paragraph.upperBound {
            let run = runs[index]
            let lower = max(run.range.lowerBound, paragraph.lowerBound), upper = min(run.range.upperBound, paragraph.upperBound)
            if lower < upper {
                parts.append(ParagraphRun(range: lower - paragraph.lowerBound..<upper - paragraph.lowerBound, font: run.font, source: index))
            }
            index += 1
        }
        return parts
    }
}

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
struct ParagraphRun: ByteRun {
    var range: Range<Int>
    var font: FontRequest
    var source: Int

    /// The parts of `runs` (of a whole text, in order) inside the paragraph whose UTF-8 bytes
    /// are `paragraph` of the text, each from the paragraph's start.
    static func runs(_ runs: [FontRun], inParagraph paragraph: Range<Int>) -> [ParagraphRun] {
        var parts: [ParagraphRun] = []
        runs.forEachPart(inside: paragraph) { index, run, part in
            parts.append(ParagraphRun(
                range: part.lowerBound - paragraph.lowerBound..<part.upperBound - paragraph.lowerBound, font: run.font, source: index))
        }
        return parts
    }
}

/// A run over a range of a text's UTF-8 bytes.
protocol ByteRun {
    var range: Range<Int> { get }
}

extension FontRun: ByteRun {}

extension Array where Element: ByteRun {
    /// Calls `body` with each of these runs (in order, apart) that reaches into the bytes
    /// `window`: its index, the run and the part of its bytes inside `window`. The first is
    /// found by binary search, so that a window costs its own runs only, and a text of many
    /// paragraphs and runs is cut in linear time.
    func forEachPart(inside window: Range<Int>, _ body: (_ index: Int, _ run: Element, _ part: Range<Int>) -> Void) {
        var index = partitioningIndex { $0.range.upperBound > window.lowerBound }
        while index < count && self[index].range.lowerBound < window.upperBound {
            let run = self[index]
            let lower = Swift.max(run.range.lowerBound, window.lowerBound), upper = Swift.min(run.range.upperBound, window.upperBound)
            if lower < upper { body(index, run, lower..<upper) }
            index += 1
        }
    }
}

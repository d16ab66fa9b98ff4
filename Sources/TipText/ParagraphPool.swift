import TipSystem

/// Measured paragraphs kept for reuse, so that a layout measures its paragraphs into the storage
/// of an earlier one instead of allocating its own. A layout takes a paragraph for as long as it
/// runs and gives it back; layouts run on several threads at once, so the pool takes a lock.
final class ParagraphPool: @unchecked Sendable {
    /// The pool the layouts share.
    static let shared = ParagraphPool()

    /// A paragraph with room for more clusters is not kept, so that one long text does not hold
    /// on to its storage for good.
    private static let largestKept = 4096

    private let lock = Lock()
    private var paragraphs: [MeasuredParagraph] = []

    /// Calls `body` with a paragraph to measure into, then keeps it for the next caller.
    func withParagraph<Result>(_ body: (inout MeasuredParagraph) -> Result) -> Result {
        var paragraph = lock.withLock { paragraphs.popLast() } ?? MeasuredParagraph()
        let result = body(&paragraph)
        paragraph.forgetText()
        if paragraph.capacity <= Self.largestKept {
            lock.withLock { paragraphs.append(paragraph) }
        }
        return result
    }
}

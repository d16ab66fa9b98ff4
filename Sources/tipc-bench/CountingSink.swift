import TipEmit
import TipLayout

/// A sink that only counts the bytes handed to it: the writers stream to it as `tipc build`
/// streams them to its output files, without the cost of the files (or of holding the whole
/// text in memory, which at 100,000 components would measure the memory, not the writers).
final class CountingSink: ByteSink {
    /// Bytes received so far.
    private(set) var count = 0

    func write(_ bytes: UnsafeRawBufferPointer) {
        count += bytes.count
    }

    /// The size of the JSON and the sheet of `document`, streamed as `tipc build` writes them.
    static func outputSize(of document: LayoutDocument) -> Int {
        let json = CountingSink(), sheet = CountingSink()
        JSONWriter.write(document, to: json)
        SVGWriter.writeSheet(document, to: sheet)
        return json.count + sheet.count
    }
}

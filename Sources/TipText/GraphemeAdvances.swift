/// The extended grapheme clusters of a text as a measurer finds them, in order: each one's
/// length in UTF-8 bytes and its advance in points. A measurer appends them in
/// ``TextMeasurer/measureGraphemes(of:in:into:)``; line layout, which makes the value, reads them
/// (written straight into its storage for the paragraph, where a cluster also notes whether it
/// starts with white space that hangs at the end of a line).
public struct GraphemeAdvances {
    /// The text's UTF-8 bytes.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Room for a cluster per byte, then the end.
    private let clusters: UnsafeMutableBufferPointer<MeasuredCluster>
    /// Number of clusters appended.
    private(set) var count = 0
    /// Where the next cluster starts: its UTF-8 offset, and the sum of the advances before it.
    private var offset = 0, position = 0.0

    /// Clusters of the text whose UTF-8 is `bytes`, written into `clusters`, which has room
    /// for one more entry than there are bytes (there is at most one cluster per byte).
    init(bytes: UnsafeBufferPointer<UInt8>, into clusters: UnsafeMutableBufferPointer<MeasuredCluster>) {
        precondition(clusters.count > bytes.count, "room for a cluster per byte and the end")
        self.bytes = bytes
        self.clusters = clusters
    }

    /// Adds the text's next cluster: `utf8Count` bytes (at least one), `advance` points wide.
    /// Clusters past the end of the text (from a measurer that miscounts) are ignored.
    @inline(__always)
    public mutating func append(utf8Count: Int, advance: Double) {
        // Each cluster takes a byte at least, so there are never more clusters than bytes.
        guard offset < bytes.count else { return }
        clusters[count] = MeasuredCluster(
            offset: offset, position: position, isSpace: MeasuredParagraph.startsWithHangingSpace(bytes, at: offset))
        count += 1
        offset += max(1, utf8Count)
        position += advance
    }

    /// Writes the end after the last cluster: the text's UTF-8 count (or where the clusters
    /// end, if they fall short) and the sum of all advances.
    func writeEnd() {
        clusters[count] = MeasuredCluster(offset: min(offset, bytes.count), position: position)
    }
}

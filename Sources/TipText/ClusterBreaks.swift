/// Where a line may end between the grapheme clusters of a paragraph, by UAX #14
/// (``LineBreaker``) over the classes of its scalars, read from its UTF-8 bytes, and between
/// the words of Thai, Lao, Khmer and Myanmar text (``DictionaryBreaks``): a cluster
/// may start a line where the rules allow a break before its first scalar. Its buffers are
/// reused from one paragraph to the next.
struct ClusterBreaks {
    /// The class of each scalar (and room left over).
    private var classes: [LineBreakClass] = []
    /// The opportunity before each scalar (and room left over).
    private var opportunities: [BreakOpportunity] = []
    /// The index of each cluster's first scalar (and room left over).
    private var clusterStarts: [Int] = []

    /// Sets ``MeasuredCluster/breakBefore`` of each of `clusters` (the last entry is the end)
    /// of the paragraph whose UTF-8 is `bytes`: never before the first. Korean is broken at
    /// spaces only when `keepingHangulWords`.
    mutating func mark(
        _ clusters: Slice<UnsafeMutableBufferPointer<MeasuredCluster>>, bytes: UnsafeBufferPointer<UInt8>, keepingHangulWords: Bool
    ) {
        // At most one scalar per byte.
        if classes.count < bytes.count {
            classes = Array(repeating: .alphabetic, count: bytes.count)
            opportunities = Array(repeating: .prohibited, count: bytes.count)
            clusterStarts = Array(repeating: 0, count: bytes.count)
        }
        let clusterCount = clusters.count - 1
        // ASCII text in clusters of a byte (as every measurer but one that miscounts cuts it):
        // each cluster a scalar, and the classes are the ASCII table's.
        let isASCII = clusterCount == bytes.count && !bytes.contains { $0 >= 0x80 }
        // Whether a scalar may be Thai, Lao, Khmer or Myanmar, which breaks between words too.
        let (scalarCount, mayNeedDictionary) = isASCII
            ? (Self.classifyASCII(bytes, into: &classes), false)
            : classes.withUnsafeMutableBufferPointer { classes in
                clusterStarts.withUnsafeMutableBufferPointer { clusterStarts in
                    var classifier = LineBreakClass.Classifier(keepingHangulWords: keepingHangulWords)
                    var scalars = UTF8Scalars(bytes)
                    var count = 0, cluster = 0
                    var mayNeedDictionary = false
                    while true {
                        let offset = scalars.offset
                        guard let scalar = scalars.next() else { return (count, mayNeedDictionary) }
                        if cluster < clusterCount && offset == clusters[cluster].offset {
                            clusterStarts[cluster] = count
                            cluster += 1
                        }
                        classes[count] = classifier.resolvedClass(of: scalar)
                        if DictionaryScript.mayHold(scalar.value) { mayNeedDictionary = true }
                        count += 1
                    }
                }
            }
        classes.withUnsafeBufferPointer { classes in
            opportunities.withUnsafeMutableBufferPointer { opportunities in
                LineBreaker.opportunities(classes: UnsafeBufferPointer(rebasing: classes[..<scalarCount]), into: opportunities)
                if mayNeedDictionary {
                    DictionaryBreaks.allowBreaks(
                        between: Array(UTF8Scalars(bytes)),
                        in: UnsafeMutableBufferPointer(rebasing: opportunities[..<scalarCount]))
                }
            }
        }
        opportunities.withUnsafeBufferPointer { opportunities in
            clusterStarts.withUnsafeBufferPointer { clusterStarts in
                for cluster in 1..<max(1, clusterCount) {
                    clusters.base[cluster].breakBefore = opportunities[isASCII ? cluster : clusterStarts[cluster]] != .prohibited
                }
            }
        }
    }

    /// Writes the class of each of the ASCII `bytes` at the start of `classes`, from
    /// ``asciiClasses``; the number of scalars (one a byte).
    private static func classifyASCII(_ bytes: UnsafeBufferPointer<UInt8>, into classes: inout [LineBreakClass]) -> Int {
        let table = asciiClasses
        classes.withUnsafeMutableBufferPointer { classes in
            for (index, byte) in bytes.enumerated() { classes[index] = table[Int(byte)] }
        }
        return bytes.count
    }

    /// The resolved class of each ASCII scalar, as ``LineBreakClass/Classifier`` finds it.
    private static let asciiClasses: [LineBreakClass] = {
        var classifier = LineBreakClass.Classifier()
        return (0..<0x80).map { classifier.resolvedClass(of: Unicode.Scalar(UInt8($0))) }
    }()
}

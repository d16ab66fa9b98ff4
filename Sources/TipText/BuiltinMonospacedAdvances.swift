/// The built-in stand-in for the system's monospaced font (SF Mono on iOS), which measures
/// ``FontRequest/monospaced`` text: every grapheme cluster the proportional built-in metrics
/// give an Inter advance takes one cell of ``cellUnits`` / ``unitsPerEm`` em — Menlo's advance,
/// and DejaVu Sans Mono's, whence Menlo comes; SF Mono's is close — at every weight. What
/// the fallback fonts set (Hangul, kana, ideographs, emoji: the CJK units) keeps its
/// proportional advance, and a cluster of zero width stays zero, as in the proportional
/// metrics.
struct MonospacedUnits {
    /// The cell's advance in its font's units.
    static let cellUnits = 1233
    /// Units per em of the cell's font.
    static let unitsPerEm = 2048

    /// Number of cells.
    var cells = 0
    /// CJK units (1/1000 em) of the clusters the fallback fonts set.
    var cjk = 0

    /// Adds one grapheme cluster whose proportional built-in advance is `cluster`.
    @inline(__always)
    mutating func add(cluster: AdvanceUnits) {
        if cluster.inter > 0 { cells += 1 }
        cjk += cluster.cjk
    }

    /// The sum in points at `size`, exact in units whatever the order of the clusters.
    func points(size: Double) -> Double {
        let cjkUPM = BuiltinMetricsTables.cjkUnitsPerEm
        let numerator = Double(cells * Self.cellUnits) * Double(cjkUPM) + Double(cjk) * Double(Self.unitsPerEm)
        return numerator / Double(Self.unitsPerEm * cjkUPM) * size
    }
}

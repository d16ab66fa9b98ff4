/// Which face measured a run of text: a face's ``FontFace/displayName``, or ``builtin``.
public struct MeasuredRun: Hashable, Sendable {
    /// The name used for the built-in metrics.
    public static let builtin = "built-in"

    /// The face's display name, or ``builtin``.
    public var face: String
    /// The run's text.
    public var text: Substring
    /// Its width in points.
    public var width: Double

    /// Creates a run.
    public init(face: String, text: Substring, width: Double) {
        self.face = face
        self.text = text
        self.width = width
    }
}

/// Measures text with font files: the request's family (its face nearest the requested
/// weight), then its fallback families in order, then the built-in metrics.
///
/// - The text is cut into runs of one script and one bidi level (``TextItemizer``), each run
///   into pieces of adjacent grapheme clusters set in one face (``ClusterFaceChoice``), and
///   each piece is shaped on its own (``FontFace/shape(_:_:)``: GSUB and GPOS as HarfBuzz
///   applies them) with the run's script and direction, the request's language and ligature
///   setting. A cluster no face maps uses the built-in metrics.
/// - A glyph's advance counts for the cluster it belongs to (a ligature's for its first).
/// - Width = Σ advances × size / unitsPerEm, summed in font units per face, so it does not
///   depend on the order of summation.
/// - Line metrics are the primary face's. A request whose family is nil (the system font) or
///   not in ``families`` uses the built-in metrics alone.
public struct FontTextMeasurer: TextMeasurer {
    /// Families by name.
    public let families: [String: FontFamily]
    /// The measurer behind the last fallback.
    public let builtin: BuiltinTextMeasurer
    /// The face chain of each family for the weights 100, 200, … 900 (index weight / 100 − 1).
    private let chains: [String: [FaceChain]]

    /// Creates a measurer over `families` (a later family with a duplicate name is ignored).
    public init(families: [FontFamily], builtin: BuiltinTextMeasurer = BuiltinTextMeasurer()) {
        var byName: [String: FontFamily] = [:]
        for family in families where byName[family.name] == nil { byName[family.name] = family }
        self.families = byName
        self.builtin = builtin
        chains = byName.mapValues { family in
            (1...9).map { Self.chain(of: family, weight: $0 * 100, in: byName) }
        }
    }

    /// The faces tried for `font`, in order: its family's, then its fallbacks' (each once).
    public func faces(for font: FontRequest) -> [FontFace] {
        chain(for: font).faces
    }

    /// The faces of `font`: none for the system font and for monospaced text (the built-in
    /// monospaced metrics measure it).
    private func chain(for font: FontRequest) -> FaceChain {
        guard let name = font.family, !font.monospaced else { return FaceChain(faces: []) }
        // `chains` has the keys of `families`: a usual weight takes one dictionary lookup.
        if font.weight % 100 == 0, (100...900).contains(font.weight), let chain = chains[name]?[font.weight / 100 - 1] {
            return chain
        }
        guard let family = families[name] else { return FaceChain(faces: []) }
        return Self.chain(of: family, weight: font.weight, in: families)
    }

    private static func chain(of family: FontFamily, weight: Int, in families: [String: FontFamily]) -> FaceChain {
        let name = family.name
        var result: [FontFace] = []
        if let face = family.face(forWeight: weight) { result.append(face) }
        for (index, fallback) in family.fallbacks.enumerated()
        where fallback != name && !family.fallbacks[..<index].contains(fallback) {
            if let face = families[fallback]?.face(forWeight: weight) { result.append(face) }
        }
        return FaceChain(faces: result)
    }

    /// The primary face's metrics at `font.size`, or the built-in ones.
    public func metrics(of font: FontRequest) -> FontMetrics {
        faces(for: font).first?.metrics(size: font.size) ?? builtin.metrics(of: font)
    }

    /// The advance width of `text` on one line.
    public func width(of text: Substring, in font: FontRequest) -> Double {
        measure(text, in: font).clusters.reduce(into: ClusterWidths()) { $0.add($1) }.points(size: font.size)
    }

    /// The advance of each grapheme cluster; kerning with the next cluster counts in the first.
    public func graphemeAdvances(of text: Substring, in font: FontRequest) -> [Double] {
        measure(text, in: font).clusters.map { cluster in
            var widths = ClusterWidths()
            widths.add(cluster)
            return widths.points(size: font.size)
        }
    }

    /// The runs of `text` by the face that measured them, in order.
    public func runs(of text: Substring, in font: FontRequest) -> [MeasuredRun] {
        let measured = measure(text, in: font)
        var runs: [MeasuredRun] = []
        var index = text.startIndex
        var start = 0
        while start < measured.clusters.count {
            var end = start
            var widths = ClusterWidths()
            let runStart = index
            while end < measured.clusters.count && measured.clusters[end].face == measured.clusters[start].face {
                widths.add(measured.clusters[end])
                index = text.index(after: index)
                end += 1
            }
            let face = measured.clusters[start].face.map { measured.faces[$0].displayName } ?? MeasuredRun.builtin
            runs.append(MeasuredRun(face: face, text: text[runStart..<index], width: widths.points(size: font.size)))
            start = end
        }
        return runs
    }

    /// The faces of ``runs(of:in:)``, each once, in order of first use.
    public func faceNames(of text: Substring, in font: FontRequest) -> [String] {
        var names: [String] = []
        for run in runs(of: text, in: font) where !names.contains(run.face) { names.append(run.face) }
        return names.isEmpty ? [faces(for: font).first?.displayName ?? MeasuredRun.builtin] : names
    }

    /// Each cluster's face and width, before conversion to points.
    private struct Measured {
        var faces: [FontFace]
        var clusters: [ClusterMeasure]
    }

    private func measure(_ text: Substring, in font: FontRequest) -> Measured {
        let chain = chain(for: font)
        let faces = chain.shapers
        guard !faces.isEmpty else {
            return Measured(faces: [], clusters: builtin.graphemeAdvances(of: text, in: font).map {
                ClusterMeasure(builtinEm: font.size == 0 ? 0 : $0 / font.size)
            })
        }
        var clusters: [ClusterMeasure] = []
        clusters.reserveCapacity(text.utf8.count)
        // Each cluster of a run: the face that sets it, and its length in UTF-8 bytes.
        var choices: [Int?] = [], byteCounts: [Int] = []
        choices.reserveCapacity(text.utf8.count)
        byteCounts.reserveCapacity(text.utf8.count)
        for run in Self.runs(of: text) {
            choices.removeAll(keepingCapacity: true)
            byteCounts.removeAll(keepingCapacity: true)
            text[run.range].withGraphemeClusters { runClusters in
                for (cluster, byteCount) in runClusters {
                    switch cluster {
                    case .scalar(let scalar): choices.append(ClusterFaceChoice.face(forTextScalar: scalar, in: faces))
                    case .character(let character): choices.append(ClusterFaceChoice.face(for: character, in: faces))
                    }
                    byteCounts.append(byteCount)
                }
            }
            let request = ShapingRequest(script: run.script, direction: run.direction, language: font.language,
                                         ligatures: font.ligatures)
            var pieceStart = 0
            var pieceIndex = run.range.lowerBound
            while pieceStart < choices.count {
                var pieceEnd = pieceStart + 1
                var pieceBytes = byteCounts[pieceStart]
                while pieceEnd < choices.count && choices[pieceEnd] == choices[pieceStart] {
                    pieceBytes += byteCounts[pieceEnd]
                    pieceEnd += 1
                }
                let pieceEndIndex = text.utf8.index(pieceIndex, offsetBy: pieceBytes)
                let first = clusters.count
                if let face = choices[pieceStart] {
                    clusters += repeatElement(ClusterMeasure(face: face, unitsPerEm: faces[face].unitsPerEm), count: pieceEnd - pieceStart)
                    let piece = text[pieceIndex..<pieceEndIndex]
                    for glyph in faces[face].shape(piece, request, graphemeCount: pieceEnd - pieceStart) {
                        clusters[first + glyph.cluster].units += glyph.advance
                    }
                } else {
                    for character in text[pieceIndex..<pieceEndIndex] {
                        let em = builtin.width(of: String(character)[...], in: FontRequest(size: 1, weight: font.weight))
                        clusters.append(ClusterMeasure(builtinEm: em))
                    }
                }
                pieceStart = pieceEnd
                pieceIndex = pieceEndIndex
            }
        }
        return Measured(faces: chain.faces, clusters: clusters)
    }

    /// The runs of `text`. Text without a right-to-left character (bidi class R, AL or AN),
    /// an explicit bidi control or a paragraph separator is all at level 0 (UAX #9: the
    /// paragraph is left to right and nothing rises), so it needs only script runs; if besides
    /// Common, Inherited and Unknown characters it has one script only, it is one run of that
    /// script (Common if none): the itemiser's rules give no other result. Other text goes
    /// through ``TextItemizer``.
    private static func runs(of text: Substring) -> [TextRun] {
        var script: UnicodeScript?
        var needsScriptRuns = false
        var scalarCount = 0
        let isLeftToRight = text.withUTF8Scalars { scalars in
            for scalar in scalars {
                scalarCount += 1
                let value = scalar.value
                if value < 0x80 {
                    if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
                        if script == nil { script = .latin } else if script != .latin { needsScriptRuns = true }
                    }
                    continue
                }
                switch UnicodeData.bidiClass(of: scalar) {
                case .rightToLeft, .arabicLetter, .arabicNumber, .paragraphSeparator, .leftToRightEmbedding, .leftToRightOverride,
                     .rightToLeftEmbedding, .rightToLeftOverride, .popDirectionalFormat, .leftToRightIsolate, .rightToLeftIsolate,
                     .firstStrongIsolate, .popDirectionalIsolate:
                    return false
                default:
                    break
                }
                let own = UnicodeData.script(of: scalar)
                if !own.isShared {
                    if script == nil { script = own } else if script != own { needsScriptRuns = true }
                }
            }
            return true
        }
        if !isLeftToRight { return TextItemizer.runs(in: text) }
        if needsScriptRuns { return TextItemizer.scriptRuns(in: text) }
        return [TextRun(scalars: 0..<scalarCount, range: text.startIndex..<text.endIndex, script: script ?? .common, bidiLevel: 0)]
    }
}

/// A family's faces for one weight, with their shapers (what each cluster's face choice reads).
private struct FaceChain {
    let faces: [FontFace]
    let shapers: [ShapingFace]

    init(faces: [FontFace]) {
        self.faces = faces
        shapers = faces.map(\.shaping)
    }
}

/// One cluster's measure: font units of its face, or ems of the built-in metrics.
private struct ClusterMeasure {
    /// Index of the face in the measurer's chain; nil for the built-in metrics.
    var face: Int?
    /// Advance plus kerning in the face's units.
    var units = 0
    /// The face's units per em (1 for the built-in metrics).
    var unitsPerEm = 1
    /// Width in ems from the built-in metrics.
    var builtinEm = 0.0

    init(face: Int, unitsPerEm: Int) {
        self.face = face
        self.unitsPerEm = unitsPerEm
    }

    init(builtinEm: Double) {
        self.builtinEm = builtinEm
    }
}

/// Widths summed exactly: font units per unitsPerEm (in order of first use), plus built-in ems.
private struct ClusterWidths {
    var unitsByEm: [(unitsPerEm: Int, units: Int)] = []
    var builtinEm: Double = 0

    mutating func add(_ cluster: ClusterMeasure) {
        guard cluster.face != nil else {
            builtinEm += cluster.builtinEm
            return
        }
        if let index = unitsByEm.firstIndex(where: { $0.unitsPerEm == cluster.unitsPerEm }) {
            unitsByEm[index].units += cluster.units
        } else {
            unitsByEm.append((cluster.unitsPerEm, cluster.units))
        }
    }

    func points(size: Double) -> Double {
        let fonts = unitsByEm.sorted { $0.unitsPerEm < $1.unitsPerEm }
            .reduce(0.0) { $0 + Double($1.units) / Double($1.unitsPerEm) }
        return (fonts + builtinEm) * size
    }
}

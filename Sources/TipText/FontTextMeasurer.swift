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
/// - Fallback is per grapheme cluster: a cluster is set in the first face that maps every
///   scalar of it that is not default-ignorable or a control; a cluster no face maps whole
///   uses the built-in metrics. Default-ignorables and controls are 0 wide and kerning
///   passes over them, as in HarfBuzz.
/// - Adjacent clusters set in the same face form a run, kerned with ``FontFace/positionedAdvances(of:script:)``
///   for the script of the text measured (``TextScript/guess(_:)``); runs in different faces
///   are not kerned against each other.
/// - Width = Σ (advance + kerning) × size / unitsPerEm, summed in font units per face, so it
///   does not depend on the order of summation.
/// - Line metrics are the primary face's. A request whose family is nil (the system font) or
///   not in ``families`` uses the built-in metrics alone.
/// - Glyph lookups are cached by construction: each face expands its `cmap` into a dense
///   table at load, so a lookup is an array read.
public struct FontTextMeasurer: TextMeasurer {
    /// Families by name.
    public let families: [String: FontFamily]
    /// The measurer behind the last fallback.
    public let builtin: BuiltinTextMeasurer
    /// The face chain of each family for the weights 100, 200, … 900 (index weight / 100 − 1).
    private let chains: [String: [[FontFace]]]

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
        guard let name = font.family, let family = families[name] else { return [] }
        if font.weight % 100 == 0, (100...900).contains(font.weight), let chain = chains[name]?[font.weight / 100 - 1] {
            return chain
        }
        return Self.chain(of: family, weight: font.weight, in: families)
    }

    private static func chain(of family: FontFamily, weight: Int, in families: [String: FontFamily]) -> [FontFace] {
        let name = family.name
        var result: [FontFace] = []
        if let face = family.face(forWeight: weight) { result.append(face) }
        for (index, fallback) in family.fallbacks.enumerated()
        where fallback != name && !family.fallbacks[..<index].contains(fallback) {
            if let face = families[fallback]?.face(forWeight: weight) { result.append(face) }
        }
        return result
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
        let faces = faces(for: font)
        guard !faces.isEmpty else {
            return Measured(faces: [], clusters: builtin.graphemeAdvances(of: text, in: font).map {
                ClusterMeasure(builtinEm: font.size == 0 ? 0 : $0 / font.size)
            })
        }
        let script = TextScript.guess(text.unicodeScalars)
        var clusters: [ClusterMeasure] = []
        var runFace = -1
        var runGlyphs: [UInt16] = []
        var runOwners: [Int] = []
        var glyphs: [UInt16] = []
        func flush() {
            guard runFace >= 0 else { return }
            let advances = faces[runFace].positionedAdvances(of: runGlyphs, script: script)
            for (owner, advance) in zip(runOwners, advances) { clusters[owner].units += advance }
            runGlyphs.removeAll(keepingCapacity: true)
            runOwners.removeAll(keepingCapacity: true)
            runFace = -1
        }
        for cluster in text {
            let face = Self.choose(cluster, in: faces, glyphs: &glyphs)
            if face != runFace { flush() }
            guard let face else {
                let em = builtin.width(of: String(cluster)[...], in: FontRequest(size: 1, weight: font.weight))
                clusters.append(ClusterMeasure(builtinEm: em))
                continue
            }
            runFace = face
            runGlyphs.append(contentsOf: glyphs)
            for _ in glyphs { runOwners.append(clusters.count) }
            clusters.append(ClusterMeasure(face: face, unitsPerEm: faces[face].unitsPerEm))
        }
        flush()
        return Measured(faces: faces, clusters: clusters)
    }

    /// The index of the first face that maps every visible scalar of `cluster`, with those
    /// glyphs in `glyphs`; nil if no face maps them all.
    private static func choose(_ cluster: Character, in faces: [FontFace], glyphs: inout [UInt16]) -> Int? {
        glyphs.removeAll(keepingCapacity: true)
        let scalars = cluster.unicodeScalars
        if let only = scalars.first, scalars.count == 1, (0x20..<0x7F).contains(only.value) {
            // Printable ASCII: one visible scalar (the common case, without property lookups).
            for (index, face) in faces.enumerated() {
                if let glyph = face.glyph(for: only) {
                    glyphs.append(glyph)
                    return index
                }
            }
            return nil
        }
        let visible = scalars.filter {
            !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .control
        }
        for (index, face) in faces.enumerated() {
            glyphs.removeAll(keepingCapacity: true)
            for scalar in visible {
                guard let glyph = face.glyph(for: scalar) else { break }
                glyphs.append(glyph)
            }
            if glyphs.count == visible.count { return index }
        }
        glyphs.removeAll(keepingCapacity: true)
        return nil
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

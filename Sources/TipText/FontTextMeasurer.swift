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

    /// Creates a measurer over `families` (a later family with a duplicate name is ignored).
    public init(families: [FontFamily], builtin: BuiltinTextMeasurer = BuiltinTextMeasurer()) {
        var byName: [String: FontFamily] = [:]
        for family in families where byName[family.name] == nil { byName[family.name] = family }
        self.families = byName
        self.builtin = builtin
    }

    /// The faces tried for `font`, in order: its family's, then its fallbacks' (each once).
    public func faces(for font: FontRequest) -> [FontFace] {
        guard let name = font.family, let family = families[name] else { return [] }
        var result: [FontFace] = []
        var seen: Set<String> = []
        for familyName in [name] + family.fallbacks where seen.insert(familyName).inserted {
            if let face = families[familyName]?.face(forWeight: font.weight) { result.append(face) }
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
        var run: (face: Int, glyphs: [UInt16], owners: [Int])?
        func flush() {
            guard let current = run else { return }
            let advances = faces[current.face].positionedAdvances(of: current.glyphs, script: script)
            for (owner, advance) in zip(current.owners, advances) { clusters[owner].units += advance }
            run = nil
        }
        for cluster in text {
            let choice = Self.choose(cluster, in: faces)
            if choice?.face != run?.face { flush() }
            guard let choice else {
                let em = builtin.width(of: String(cluster)[...], in: FontRequest(size: 1, weight: font.weight))
                clusters.append(ClusterMeasure(builtinEm: em))
                continue
            }
            if run == nil { run = (choice.face, [], []) }
            run?.glyphs.append(contentsOf: choice.glyphs)
            run?.owners.append(contentsOf: repeatElement(clusters.count, count: choice.glyphs.count))
            clusters.append(ClusterMeasure(face: choice.face, unitsPerEm: faces[choice.face].unitsPerEm))
        }
        flush()
        return Measured(faces: faces, clusters: clusters)
    }

    /// The first face that maps every visible scalar of `cluster`, with those glyphs.
    private static func choose(_ cluster: Character, in faces: [FontFace]) -> (face: Int, glyphs: [UInt16])? {
        let visible = cluster.unicodeScalars.filter {
            !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .control
        }
        for (index, face) in faces.enumerated() {
            var glyphs: [UInt16] = []
            glyphs.reserveCapacity(visible.count)
            for scalar in visible {
                guard let glyph = face.glyph(for: scalar) else { break }
                glyphs.append(glyph)
            }
            if glyphs.count == visible.count { return (index, glyphs) }
        }
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

/// Widths summed exactly: font units per unitsPerEm, plus built-in points at size 1.
private struct ClusterWidths {
    var unitsByEm: [Int: Int] = [:]
    var builtinEm: Double = 0

    mutating func add(_ cluster: ClusterMeasure) {
        if cluster.face != nil {
            unitsByEm[cluster.unitsPerEm, default: 0] += cluster.units
        } else {
            builtinEm += cluster.builtinEm
        }
    }

    func points(size: Double) -> Double {
        let fonts = unitsByEm.keys.sorted().reduce(0.0) { $0 + Double(unitsByEm[$1] ?? 0) / Double($1) }
        return (fonts + builtinEm) * size
    }
}

import Foundation
import TipText

/// The weights the tables cover, in column order.
let tableWeights = [100, 200, 300, 400, 500, 600, 700, 800, 900]

/// Inter, one static face per weight 100…900: the source of Latin, Greek, Cyrillic,
/// punctuation and symbols, of the vertical metrics and of the average-width fallback.
struct InterFaces {
    /// File names in ``tableWeights`` order.
    static let fileNames = [
        "Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf",
        "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf",
    ]

    /// One face per weight, in ``tableWeights`` order.
    let faces: [FontFace]
    /// `OS/2` xAvgCharWidth of each face, in ``tableWeights`` order.
    let averageWidths: [Int]

    /// Inter Regular (weight 400).
    var regular: FontFace { faces[3] }

    /// Reads the nine faces from `directory`; they must share one units-per-em.
    init(directory: String) throws(GeneratorError) {
        let hint = "install the Debian package fonts-inter or pass --fonts-inter DIR"
        faces = try Self.fileNames.map { (name: String) throws(GeneratorError) -> FontFace in
            try FontFileBytes(path: "\(directory)/\(name)", hint: hint).face()
        }
        averageWidths = try faces.map { (face: FontFace) throws(GeneratorError) -> Int in
            guard let width = face.averageCharacterWidth else {
                throw .unexpectedFont("\(face.displayName) has no OS/2 table (xAvgCharWidth)")
            }
            return width
        }
        guard Set(faces.map(\.unitsPerEm)).count == 1 else {
            throw .unexpectedFont("the Inter faces do not share one unitsPerEm")
        }
    }
}

/// Noto Sans CJK: for each weight 100…900, the JP and KR faces of the weight file CSS Fonts 4
/// matching picks among the files available.
struct CJKFaces {
    /// The weight files: weight (checked against the faces' `OS/2` usWeightClass) and name, as
    /// in `NotoSansCJK-<name>.ttc`.
    static let available: [(weight: Int, name: String)] = [
        (100, "Thin"), (300, "Light"), (350, "DemiLight"), (400, "Regular"), (500, "Medium"),
        (700, "Bold"), (900, "Black"),
    ]
    /// Units per em every face must have: the unit of kinds 1 and 2 of the tables.
    static let unitsPerEm = 1000

    /// The weight file chosen for each weight, in ``tableWeights`` order, e.g. "Thin".
    let weightNames: [String]
    /// The face "Noto Sans CJK JP" of the chosen file, in ``tableWeights`` order.
    let japanese: [FontFace]
    /// The face "Noto Sans CJK KR" of the chosen file, in ``tableWeights`` order.
    let korean: [FontFace]

    /// Reads the JP and KR faces of every available weight file in `directory` and matches
    /// the nine weights to them.
    init(directory: String) throws(GeneratorError) {
        let hint = "install the Debian packages fonts-noto-cjk and fonts-noto-cjk-extra or pass --fonts-cjk DIR"
        var japaneseFaces: [(weight: Int, face: FontFace)] = []
        var koreanFaces: [(weight: Int, face: FontFace)] = []
        for file in Self.available {
            let font = try FontFileBytes(path: "\(directory)/NotoSansCJK-\(file.name).ttc", hint: hint)
            let faces = try Self.faces(of: ["Noto Sans CJK JP", "Noto Sans CJK KR"], in: font, weight: file.weight)
            japaneseFaces.append((file.weight, faces[0]))
            koreanFaces.append((file.weight, faces[1]))
        }
        let japaneseFamily = FontFamily(name: "Noto Sans CJK JP", faces: japaneseFaces)
        let koreanFamily = FontFamily(name: "Noto Sans CJK KR", faces: koreanFaces)
        japanese = tableWeights.compactMap { japaneseFamily.face(forWeight: $0) }
        korean = tableWeights.compactMap { koreanFamily.face(forWeight: $0) }
        weightNames = japanese.map { face in Self.available.first(where: { $0.weight == face.weight })?.name ?? "" }
    }

    /// The first face of each of `families` in `font`, in the order of `families`, each
    /// checked to have usWeightClass `weight` and ``unitsPerEm``.
    private static func faces(of families: [String], in font: FontFileBytes, weight: Int) throws(GeneratorError) -> [FontFace] {
        var found: [String: FontFace] = [:]
        for index in 0..<font.faceCount where found.count < families.count {
            let face = try font.face(index)
            guard families.contains(face.familyName), found[face.familyName] == nil else { continue }
            guard face.weight == weight, face.unitsPerEm == unitsPerEm else {
                throw .unexpectedFont("""
                    \(font.path): \(face.familyName) has usWeightClass \(face.weight) and unitsPerEm \
                    \(face.unitsPerEm), expected \(weight) and \(unitsPerEm)
                    """)
            }
            found[face.familyName] = face
        }
        return try families.map { (family: String) throws(GeneratorError) -> FontFace in
            guard let face = found[family] else { throw .unexpectedFont("\(font.path) has no face of the family \(family)") }
            return face
        }
    }
}

/// The bytes of a font file, read once, and its faces on demand.
struct FontFileBytes {
    /// Where the file is.
    let path: String
    /// Its contents.
    let bytes: [UInt8]
    /// Its number of faces (1 unless it is a collection).
    let faceCount: Int

    /// Reads the file at `path`; a missing file is ``GeneratorError/missingInput(path:hint:)``
    /// with `hint`.
    init(path: String, hint: String) throws(GeneratorError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .missingInput(path: path, hint: hint)
        }
        self.path = path
        bytes = [UInt8](data)
        do {
            faceCount = try FontFace.faceCount(data: bytes)
        } catch {
            throw .unreadableFont(path: path, reason: error)
        }
    }

    /// Face `index` of the file.
    func face(_ index: Int = 0) throws(GeneratorError) -> FontFace {
        do {
            return try FontFace(data: bytes, faceIndex: index)
        } catch {
            throw .unreadableFont(path: path, reason: error)
        }
    }
}

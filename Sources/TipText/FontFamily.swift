/// A named family of font faces, with the families to fall back to for characters its faces
/// lack.
public struct FontFamily: Sendable {
    /// The family's name as requests spell it (``FontRequest/family``).
    public var name: String
    /// Its faces, any weights; the weight of a face is its `OS/2` weight class unless given.
    public var faces: [(weight: Int, face: FontFace)]
    /// Names of the families tried, in order, for a character no face of this family maps.
    public var fallbacks: [String]

    /// Creates a family.
    public init(name: String, faces: [(weight: Int, face: FontFace)], fallbacks: [String] = []) {
        self.name = name
        self.faces = faces
        self.fallbacks = fallbacks
    }

    /// The face for `weight` by CSS Fonts 4 matching: the exact weight; for a weight of
    /// 400…500, heavier up to 500, then lighter, then heavier; below 400 lighter first; above
    /// 500 heavier first. Ties keep the first face listed. Nil only without faces.
    public func face(forWeight weight: Int) -> FontFace? {
        let weights = faces.map(\.weight)
        guard let chosen = Self.matchWeight(weight, among: weights) else { return nil }
        return faces.first { $0.weight == chosen }?.face
    }

    /// CSS Fonts 4 font-weight matching over `available`.
    static func matchWeight(_ desired: Int, among available: [Int]) -> Int? {
        let sorted = Array(Set(available)).sorted()
        if sorted.contains(desired) { return desired }
        let lighter = sorted.filter { $0 < desired }
        let heavier = sorted.filter { $0 > desired }
        if (400...500).contains(desired) {
            if let up = heavier.first(where: { $0 <= 500 }) { return up }
            return lighter.last ?? heavier.first
        }
        if desired < 400 { return lighter.last ?? heavier.first }
        return heavier.first ?? lighter.last
    }
}

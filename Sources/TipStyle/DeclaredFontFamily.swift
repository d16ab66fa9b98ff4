/// A font family a `.tip` file declares with files (`font "Brand" { regular: "Fonts/Brand.ttf" }`),
/// as the JSON carries it so that the runtime measures the family with the same files: the
/// family's name, its faces, and its fallbacks.
public struct DeclaredFontFamily: Hashable, Sendable, Codable {
    /// One face of the family: a file (and the face's index in a collection) for a weight.
    public struct Face: Hashable, Sendable, Codable {
        /// The weight the face provides.
        public var weight: FontWeight
        /// The file, relative to the folder of the compiled `.tip` file (never absolute; `/`
        /// separated). An app that copies its fonts into its bundle flat finds it by name.
        public var file: String
        /// The face's index in a collection (`.ttc`, `.otc`); 0 for a single font.
        public var index: Int

        /// Creates a face.
        public init(weight: FontWeight, file: String, index: Int = 0) {
            self.weight = weight
            self.file = file
            self.index = index
        }
    }

    /// The name components use (`font: "Brand" 15`).
    public var family: String
    /// The faces, in source order.
    public var faces: [Face]
    /// Families tried, in order, for characters the faces lack.
    public var fallbacks: [String]

    /// Creates a declaration.
    public init(family: String, faces: [Face], fallbacks: [String] = []) {
        self.family = family
        self.faces = faces
        self.fallbacks = fallbacks
    }
}

/// A style that a declaration names as its parent, known by the path of the file declaring it
/// (as the compilation reached that file) and its name: what lets a build of several inputs see
/// that a style one input declares is used by another (W002 is then not reported).
public struct StyleUse: Hashable, Sendable {
    /// The path of the file that declares the style, as the compilation loaded it.
    public let file: String
    /// The style's name.
    public let name: String

    /// Creates a use of the style `name` declared in `file`.
    public init(file: String, name: String) {
        self.file = file
        self.name = name
    }
}

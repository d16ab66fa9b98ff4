/// The lengths of a style that scale with Dynamic Type (`padding: scaled(8)`), as
/// `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales a value: at a content size category,
/// `value × style's size there ÷ style's size at Large`. Each is named by the property that
/// writes it (`padding.top`, `icon.size`, `tag.cornerRadius`), with the text style it follows;
/// the style holds the value at Large, as a font holds its size there.
///
/// In the JSON, an object from property name to text style, in name order.
public struct ScaledLengths: Hashable, Sendable, Codable {
    /// The text style each scaled length follows, by its property name.
    public private(set) var styles: [String: TextStyle]

    /// The lengths named in `styles`; nil when there are none.
    public init?(_ styles: [String: TextStyle]) {
        guard !styles.isEmpty else { return nil }
        self.styles = styles
    }

    /// The lengths of `styles` that are among `lengths` (a tooltip leaves out what only a tag
    /// group has); nil when there are none.
    public init?<Root>(_ styles: [String: TextStyle], among lengths: [ScalableLength<Root>]) {
        self.init(styles.filter { name, _ in lengths.contains { $0.name == name } })
    }

    /// Scales each length of `root` that `lengths` names and this value lists to `category`;
    /// the others keep their points.
    public func apply<Root>(to root: inout Root, _ lengths: [ScalableLength<Root>], at category: ContentSizeCategory) {
        for length in lengths {
            guard let style = styles[length.name] else { continue }
            // Multiplied first, as a font's size: a length equal to the style's size comes back exactly.
            length.scale(&root) { $0 * style.size(at: category) / style.size(at: .standard) }
        }
    }

    public init(from decoder: Decoder) throws {
        styles = try decoder.singleValueContainer().decode([String: TextStyle].self)
    }

    /// Writes the names in order, so that equal values are equal bytes.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        for name in styles.keys.sorted() {
            try container.encode(styles[name], forKey: NameKey(stringValue: name))
        }
    }

    /// A property name as a JSON member name.
    private struct NameKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A length of a `Root` style that may scale with Dynamic Type: the property name that writes
/// it and how to scale it in place. Sendable because what it captures is key paths, which
/// never change.
public struct ScalableLength<Root>: @unchecked Sendable {
    /// The property's name as the language writes it (`padding.top`, `action.cornerRadius`).
    public let name: String
    /// Replaces the length in a style with what the function makes of it.
    let scale: (inout Root, (Double) -> Double) -> Void

    private init(name: String, scale: @escaping (inout Root, (Double) -> Double) -> Void) {
        self.name = name
        self.scale = scale
    }

    /// A length in points.
    init(_ name: String, _ path: WritableKeyPath<Root, Double>) {
        self.init(name: name) { root, function in root[keyPath: path] = function(root[keyPath: path]) }
    }

    /// A corner radius: scaled when it is in points, as it is when `capsule`.
    init(_ name: String, _ path: WritableKeyPath<Root, CornerRadius>) {
        self.init(name: name) { root, function in
            if case .points(let points) = root[keyPath: path] { root[keyPath: path] = .points(function(points)) }
        }
    }

    /// A length of the part at `part`, which the style may not have (the icon, the actions):
    /// nothing when it has not.
    init<Part>(_ name: String, in part: WritableKeyPath<Root, Part?>, _ length: ScalableLength<Part>) {
        self.init(name: name) { root, function in
            guard var value = root[keyPath: part] else { return }
            length.scale(&value, function)
            root[keyPath: part] = value
        }
    }

    /// The length `member` in points of the part at `part`, which the style may not have.
    init<Part>(_ name: String, in part: WritableKeyPath<Root, Part?>, _ member: WritableKeyPath<Part, Double>) {
        self.init(name, in: part, ScalableLength<Part>(name, member))
    }

    /// The four sides of padding, named `prefix.top`, `prefix.left`, `prefix.bottom`, `prefix.right`.
    static func padding(_ prefix: String, _ path: WritableKeyPath<Root, EdgeInsets>) -> [ScalableLength] {
        EdgeInsets.namedSides.map { side in ScalableLength("\(prefix).\(side.name)", path.appending(path: side.keyPath)) }
    }
}

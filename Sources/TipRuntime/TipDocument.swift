/// A compiled `.tip` file: the JSON layout tree that `tipc` writes, decoded.
///
/// ```swift
/// let url = Bundle.module.url(forResource: "Onboarding", withExtension: "json")!
/// let document = try TipDocument.decode(from: Data(contentsOf: url))
/// let welcome = document.tooltip(named: "Welcome")
/// ```
///
/// Decoding checks ``version`` first: a document written by a `tipc` whose layout tree this
/// runtime does not know throws ``TipRuntimeError/unsupportedVersion(_:supported:)`` rather than
/// a confusing error about a missing key.
public struct TipDocument: Codable, Hashable, Sendable {
    /// The layout-tree versions this runtime decodes.
    public static let supportedVersions: ClosedRange<Int> = 1...1

    /// The layout-tree version (`1`).
    public var version: Int
    /// The path of the `.tip` file it was compiled from, as given to `tipc`.
    public var source: String
    /// The components, in declaration order.
    public var components: [TipComponent]

    /// Creates a document.
    public init(version: Int = TipDocument.supportedVersions.upperBound, source: String, components: [TipComponent]) {
        self.version = version
        self.source = source
        self.components = components
    }

    private enum CodingKeys: String, CodingKey {
        case version, source, components
    }

    /// Decodes a document, checking its version before anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard Self.supportedVersions.contains(version) else {
            throw TipRuntimeError.unsupportedVersion(version, supported: Self.supportedVersions)
        }
        source = try container.decode(String.self, forKey: .source)
        components = try container.decode([TipComponent].self, forKey: .components)
    }

    /// The component called `name`, if any.
    public func component(named name: String) -> TipComponent? {
        components.first { $0.name == name }
    }

    /// The tooltip called `name`, if there is one (nil for a tag group of that name).
    public func tooltip(named name: String) -> TipTooltip? {
        guard case .tooltip(let tooltip)? = component(named: name) else { return nil }
        return tooltip
    }

    /// The tag group called `name`, if there is one (nil for a tooltip of that name).
    public func tagGroup(named name: String) -> TipTagGroup? {
        guard case .tags(let tags)? = component(named: name) else { return nil }
        return tags
    }
}

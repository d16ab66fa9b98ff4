/// One component of a document: a tooltip or a tag group, told apart by the JSON's `kind`.
public enum TipComponent: Codable, Hashable, Sendable {
    /// `"kind": "tooltip"`.
    case tooltip(TipTooltip)
    /// `"kind": "tags"`.
    case tags(TipTagGroup)

    /// The component's name.
    public var name: String {
        switch self {
        case .tooltip(let tooltip): tooltip.name
        case .tags(let tags): tags.name
        }
    }

    /// The component's size in points.
    public var size: TipSize {
        switch self {
        case .tooltip(let tooltip): tooltip.size
        case .tags(let tags): tags.size
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind
    }

    /// Decodes the component named by `kind`.
    public init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .kind)
        switch kind {
        case TipTooltip.kind: self = .tooltip(try TipTooltip(from: decoder))
        case TipTagGroup.kind: self = .tags(try TipTagGroup(from: decoder))
        default: throw TipRuntimeError.unknownComponentKind(kind)
        }
    }

    /// Encodes the component with its `kind`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .tooltip(let tooltip): try tooltip.encode(to: encoder)
        case .tags(let tags): try tags.encode(to: encoder)
        }
    }
}

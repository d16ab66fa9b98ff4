import TipLayout
import TipStyle

/// The distinct styles of a document's components, each numbered once in order of first use,
/// for the JSON's `styles`: components refer to their style by number, so that a thousand
/// tooltips of one look carry it once.
struct StyleTable {
    private var tooltipNumbers: [TooltipStyle: Int] = [:]
    private var tagNumbers: [TagGroupStyle: Int] = [:]
    private var tooltips: [TooltipStyle] = []
    private var tagGroups: [TagGroupStyle] = []

    /// The number of `component`'s style among the styles of its kind, added if new.
    mutating func number(of component: ComponentLayout) -> Int {
        switch component {
        case .tooltip(let tooltip): Self.number(of: tooltip.style, in: &tooltipNumbers, list: &tooltips)
        case .tags(let tags): Self.number(of: tags.style, in: &tagNumbers, list: &tagGroups)
        }
    }

    private static func number<Style: Hashable>(of style: Style, in numbers: inout [Style: Int], list: inout [Style]) -> Int {
        if let number = numbers[style] { return number }
        numbers[style] = list.count
        list.append(style)
        return list.count - 1
    }

    /// `{"tooltips": [...], "tags": [...]}`, each style as its `Codable` conformance writes it.
    var json: JSON {
        .object([
            JSONMember("tooltips", .array(tooltips.map(Self.json))),
            JSONMember("tags", .array(tagGroups.map(Self.json))),
        ])
    }

    /// A style's JSON. The style types' encoders never throw (they write numbers, strings and
    /// the cases of their enums).
    private static func json(_ style: some Encodable) -> JSON {
        (try? JSON(encoding: style)) ?? .null
    }
}

/// One place of the property catalogue where a property can be written: a top-level property
/// (`arrow`), a member of a block (`arrow.edge`), or a member inside a tag group's `tag { … }`
/// (`tag.padding.top`). A class, so that the resolver passes places around without copying
/// their descriptions.
final class CatalogueEntry: Sendable {
    /// The place's number, unique in the catalogue.
    let id: Int
    /// The property as the catalogue describes it.
    let info: PropertyInfo
    /// The property's name (`top` for `tag.padding.top`).
    let name: String
    /// The dotted path from the top level, as messages show it: `tag.padding.top`.
    let path: String
    /// The top-level property this place belongs to, as its index in ``PropertyTable/topLevel``.
    let topLevel: Int
    /// What a write here fills: the scope of its block and the slot named by its path there.
    let key: SlotKey
    /// The scope of the slots a value written here fills: the key's, except for a block whose
    /// members are a part's (`title: "…"` fills `text` of the title).
    let valueScope: SlotScope
    /// The places of the members, for a block property (`font`, `padding`, `arrow`, `shadow`, `tag`).
    let members: [CatalogueEntry]

    init(id: Int, info: PropertyInfo, path: String, topLevel: Int, key: SlotKey, valueScope: SlotScope, members: [CatalogueEntry]) {
        self.id = id
        self.info = info
        name = info.name
        self.path = path
        self.topLevel = topLevel
        self.key = key
        self.valueScope = valueScope
        self.members = members
    }
}

/// The property catalogue (``PropertyTable``) as the resolver walks it: every place a property
/// can be written, numbered once, with its typed slot, so that writes are keyed by number and
/// slot instead of by path string.
enum PropertyCatalogue {
    /// The places of the top-level properties, in catalogue order.
    static let topLevel: [CatalogueEntry] = {
        var count = 0
        return PropertyTable.topLevel.indices.map { index in
            place(of: PropertyTable.topLevel[index], prefix: "", topLevel: index, scope: .component, scopePath: "", count: &count)
        }
    }()

    /// The place of `info` and, below it, of its members; `count` numbers them. `scopePath` is
    /// the path of the block that opened `scope` (with its dot), which slot paths leave out.
    private static func place(
        of info: PropertyInfo, prefix: String, topLevel: Int, scope: SlotScope, scopePath: String, count: inout Int
    ) -> CatalogueEntry {
        let path = prefix + info.name
        let opened = info.type.memberKinds.flatMap(SlotScope.init(members:))
        let members = PropertyTable.members(of: info).map {
            place(of: $0, prefix: path + ".", topLevel: topLevel, scope: opened ?? scope, scopePath: opened == nil ? scopePath : path + ".",
                  count: &count)
        }
        guard let slot = Slot(path: String(path.dropFirst(scopePath.count))) else {
            preconditionFailure("the catalogue's `\(path)` has no slot")
        }
        count += 1
        return CatalogueEntry(
            id: count - 1, info: info, path: path, topLevel: topLevel, key: SlotKey(slot, in: scope), valueScope: opened ?? scope,
            members: members)
    }

    /// The place among `places` whose property is called `name`, if any.
    static func place(named name: String, among places: [CatalogueEntry]) -> CatalogueEntry? {
        // Comparing lengths first skips most names without comparing the strings.
        let length = name.utf8.count
        return places.first { $0.name.utf8.count == length && $0.name == name }
    }
}

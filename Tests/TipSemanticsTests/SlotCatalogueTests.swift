import Testing
@testable import TipSemantics

/// The resolver's numbered view of the property catalogue and its typed slots.
@Suite struct SlotCatalogueTests {
    /// Every place of the catalogue, members after their block.
    func places(_ entries: [CatalogueEntry]) -> [CatalogueEntry] {
        entries.flatMap { [$0] + places($0.members) }
    }

    @Test func everyPlaceHasItsOwnNumberPathAndSlot() {
        let all = places(PropertyCatalogue.topLevel)
        #expect(Set(all.map(\.id)) == Set(0..<all.count))
        #expect(Set(all.map(\.path)).count == all.count)
        #expect(Set(all.map(\.key)).count == all.count)
        for place in all {
            let relative = place.key.scope == .tag ? String(place.path.dropFirst("tag.".count)) : place.path
            #expect(place.key.slot.path == relative, "\(place.path)")
            #expect(PropertyTable.topLevel[place.topLevel].name == place.path.split(separator: ".").first.map(String.init))
        }
    }

    @Test func slotKeysAreNumberedDensely() {
        let keys = Slot.allCases.flatMap { [SlotKey($0, in: .component), SlotKey($0, in: .tag)] }
        #expect(Set(keys.map(\.index)) == Set(0..<SlotKey.count))
        #expect(Set(Slot.allCases.map(\.path)).count == Slot.count)
    }
}

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
            // A part's block (`tag`, `title`) opens its scope: its members' slots leave its name out.
            let relative = place.key.scope == .component ? place.path : String(place.path.drop { $0 != "." }.dropFirst())
            #expect(place.key.slot.path == relative, "\(place.path)")
            #expect(PropertyTable.topLevel[place.topLevel].name == place.path.split(separator: ".").first.map(String.init))
        }
    }

    @Test func slotKeysAreNumberedDensely() {
        let keys = Slot.allCases.flatMap { slot in SlotScope.allCases.map { SlotKey(slot, in: $0) } }
        #expect(Set(keys.map(\.index)) == Set(0..<SlotKey.count))
        #expect(Set(Slot.allCases.map(\.path)).count == Slot.count)
    }
}

import TipSyntax

/// The effective slots of one declaration after inheritance: for every slot key, the write that
/// wins — the declaration's own last write to it, else the one its parent's map holds.
struct SlotMap: Sendable {
    /// Every write of the compilation (shared by all maps, never copied).
    private let writes: [SlotWrite]
    /// For each key's ``SlotKey/index``, the index in `writes` of the winning write, or -1.
    private var winners: [Int]

    /// A map with no slot written, over the compilation's `writes`.
    init(writes: [SlotWrite]) {
        self.writes = writes
        winners = Array(repeating: -1, count: SlotKey.count)
    }

    /// Applies the writes at `range` in order; a later write to the same slot replaces an
    /// earlier one.
    mutating func apply(_ range: Range<Int>) {
        for index in range { winners[writes[index].key.index] = index }
    }

    /// The winning value of `slot` in `scope`, if anything in the chain wrote it.
    subscript(slot: Slot, in scope: SlotScope = .component) -> SlotValue? {
        let winner = winners[SlotKey(slot, in: scope).index]
        return winner < 0 ? nil : writes[winner].value
    }

    func number(_ slot: Slot, in scope: SlotScope = .component) -> Double? {
        if case .number(let value)? = self[slot, in: scope] { return value }
        return nil
    }

    func integer(_ slot: Slot, in scope: SlotScope = .component) -> Int? {
        if case .integer(let value)? = self[slot, in: scope] { return value }
        return nil
    }

    func string(_ slot: Slot, in scope: SlotScope = .component) -> String? {
        if case .string(let value)? = self[slot, in: scope] { return value }
        return nil
    }

    func strings(_ slot: Slot, in scope: SlotScope = .component) -> [String]? {
        if case .strings(let value)? = self[slot, in: scope] { return value }
        return nil
    }

    func color(_ slot: Slot, in scope: SlotScope = .component) -> RGBAColor? {
        if case .color(let value)? = self[slot, in: scope] { return value }
        return nil
    }

    func keyword<Enumeration: RawRepresentable>(
        _ slot: Slot, in scope: SlotScope = .component, as type: Enumeration.Type
    ) -> Enumeration? where Enumeration.RawValue == String {
        if case .keyword(let value)? = self[slot, in: scope] { return Enumeration(rawValue: value) }
        return nil
    }

    func enabled(_ slot: Slot, in scope: SlotScope = .component) -> Bool? {
        if case .enabled(let value)? = self[slot, in: scope] { return value }
        return nil
    }

    /// The origins of the winning writes that came from another declaration than `declaration`
    /// and pass `filter`, each once, in source order.
    func inheritedOrigins(excluding declaration: Int, where filter: (SlotOrigin) -> Bool) -> [SlotOrigin] {
        var origins: [SlotOrigin] = []
        for winner in winners where winner >= 0 {
            let origin = writes[winner].origin
            if origin.declaration != declaration, filter(origin), !origins.contains(origin) { origins.append(origin) }
        }
        return origins.sorted { ($0.span.file, $0.span.start) < ($1.span.file, $1.span.start) }
    }
}

import TipStyle
import TipSyntax

/// The effective slots of one declaration after inheritance: for every slot key, the write that
/// wins — the declaration's own last write to it, else the one its parent's map holds.
struct SlotMap: Sendable {
    /// Every write of the compilation (shared by all maps, never copied).
    private let writes: CollectedWrites
    /// For each key's ``SlotKey/index``, the index in `writes` of the winning write, or -1.
    private var winners: [Int]

    /// No slot written (shared by the maps that start from nothing, copied when written).
    private static let noWinners = [Int](repeating: -1, count: SlotKey.count)

    /// A map with no slot written, over the compilation's `writes`.
    init(writes: CollectedWrites) {
        self.writes = writes
        winners = Self.noWinners
    }

    /// Applies the writes at `range` in order; a later write to the same slot replaces an
    /// earlier one.
    mutating func apply(_ range: Range<Int>) {
        for index in range { winners[writes[index].key.index] = index }
    }

    /// The index in `writes` of the winning write to `slot` in `scope`, nil if nothing in the
    /// chain wrote it.
    private func winner(_ slot: Slot, _ scope: SlotScope) -> Int? {
        let winner = winners[SlotKey(slot, in: scope).index]
        return winner < 0 ? nil : winner
    }

    /// The winning value of `slot` in `scope`, if anything in the chain wrote it.
    subscript(slot: Slot, in scope: SlotScope = .component) -> SlotValue? {
        winner(slot, scope).map { writes[$0].value }
    }

    /// Where the winning write to `slot` in `scope` is written, if anything in the chain wrote it.
    func span(of slot: Slot, in scope: SlotScope = .component) -> Span? {
        winner(slot, scope).map { writes[$0].origin.span }
    }

    /// The number written in `slot` of `scope`, at Large for a size written `scaled(…)`. Always
    /// inlined, as the readers of one case are: the style builders call it for most slots.
    @inline(__always)
    func number(_ slot: Slot, in scope: SlotScope = .component) -> Double? {
        guard let winner = winner(slot, scope) else { return nil }
        switch writes[winner].value {
        case .number(let value), .scaled(let value, _): return value
        default: return nil
        }
    }

    /// The corner radius written in `scope`: points (at Large, if `scaled(…)`), or `capsule`.
    func cornerRadius(in scope: SlotScope = .component) -> CornerRadius? {
        guard let winner = winner(.cornerRadius, scope) else { return nil }
        switch writes[winner].value {
        case .number(let points), .scaled(let points, _): return .points(points)
        case .keyword("capsule"): return .capsule
        default: return nil
        }
    }

    /// The text style each size written `scaled(…)` follows, by its property's name from the
    /// component (`padding.top`, `tag.cornerRadius`, `action.spacing.horizontal`).
    func scaledLengths() -> [String: TextStyle] {
        var styles: [String: TextStyle] = [:]
        guard writes.containsScaledSize else { return styles }  // most files: nothing to look for
        for winner in winners where winner >= 0 {
            guard case .scaled(_, let style) = writes[winner].value else { continue }
            styles[writes[winner].key.name] = style
        }
        return styles
    }

    func integer(_ slot: Slot, in scope: SlotScope = .component) -> Int? {
        guard let winner = winner(slot, scope), case .integer(let value) = writes[winner].value else { return nil }
        return value
    }

    func string(_ slot: Slot, in scope: SlotScope = .component) -> String? {
        guard let winner = winner(slot, scope), case .string(let value) = writes[winner].value else { return nil }
        return value
    }

    func strings(_ slot: Slot, in scope: SlotScope = .component) -> [String]? {
        guard let winner = winner(slot, scope), case .strings(let value) = writes[winner].value else { return nil }
        return value
    }

    func color(_ slot: Slot, in scope: SlotScope = .component) -> DynamicColor? {
        guard let winner = winner(slot, scope), case .color(let value) = writes[winner].value else { return nil }
        return value
    }

    func keyword<Enumeration: RawRepresentable>(
        _ slot: Slot, in scope: SlotScope = .component, as type: Enumeration.Type
    ) -> Enumeration? where Enumeration.RawValue == String {
        guard let winner = winner(slot, scope), case .keyword(let value) = writes[winner].value else { return nil }
        return Enumeration(rawValue: value)
    }

    func enabled(_ slot: Slot, in scope: SlotScope = .component) -> Bool? {
        guard let winner = winner(slot, scope), case .enabled(let value) = writes[winner].value else { return nil }
        return value
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

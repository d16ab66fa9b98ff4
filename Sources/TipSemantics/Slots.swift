import TipSyntax

/// A typed value stored in one longhand slot (`padding.top`, `tag.font.size`, `borderColor`, …).
enum SlotValue: Hashable, Sendable {
    case number(Double)
    case integer(Int)
    case string(String)
    case strings([String])
    case color(RGBAColor)
    /// An enumerated value, as written (validated against its property's list).
    case keyword(String)
    case position(ArrowPosition)
    case rowHeight(RowHeight)
    case dismiss([DismissTrigger])
    /// Whether an optional feature (the shadow) is on.
    case enabled(Bool)
    /// A value written with an error (already reported): the property counts as written, so
    /// that no "missing required property" follows, and the default or inherited value is used.
    case invalid
}

/// Where a slot's value was written: used for warnings and notes about inherited values.
struct SlotOrigin: Hashable, Sendable {
    /// Index of the declaration in the ``SymbolTable``.
    let declaration: Int
    /// The top-level property the write belongs to (`arrow` for `arrow { width: 7 }`).
    let property: String
    /// The span of the property as written.
    let span: Span
}

/// One write of a value into a slot, produced where the property is written.
struct SlotWrite: Sendable {
    /// The slot's full path, e.g. `tag.padding.left`.
    let path: String
    let value: SlotValue
    let origin: SlotOrigin
}

/// The effective value of every slot of one declaration after inheritance.
struct SlotMap: Sendable {
    private(set) var entries: [String: SlotWrite] = [:]

    /// Applies writes in order; a later write to the same slot replaces an earlier one.
    mutating func apply(_ writes: [SlotWrite]) {
        for write in writes { entries[write.path] = write }
    }

    subscript(path: String) -> SlotValue? { entries[path]?.value }

    func number(_ path: String) -> Double? {
        if case .number(let value)? = self[path] { return value }
        return nil
    }

    func integer(_ path: String) -> Int? {
        if case .integer(let value)? = self[path] { return value }
        return nil
    }

    func string(_ path: String) -> String? {
        if case .string(let value)? = self[path] { return value }
        return nil
    }

    func strings(_ path: String) -> [String]? {
        if case .strings(let value)? = self[path] { return value }
        return nil
    }

    func color(_ path: String) -> RGBAColor? {
        if case .color(let value)? = self[path] { return value }
        return nil
    }

    func keyword<Enumeration: RawRepresentable>(_ path: String, as type: Enumeration.Type) -> Enumeration?
    where Enumeration.RawValue == String {
        if case .keyword(let value)? = self[path] { return Enumeration(rawValue: value) }
        return nil
    }

    func enabled(_ path: String) -> Bool? {
        if case .enabled(let value)? = self[path] { return value }
        return nil
    }

    /// The writes that came from another declaration than `declaration`, one per property as
    /// written, in source order.
    func inheritedOrigins(excluding declaration: Int) -> [SlotOrigin] {
        var seen = Set<SlotOrigin>()
        var origins: [SlotOrigin] = []
        for write in entries.values where write.origin.declaration != declaration {
            if seen.insert(write.origin).inserted { origins.append(write.origin) }
        }
        return origins.sorted { ($0.span.file, $0.span.start) < ($1.span.file, $1.span.start) }
    }
}

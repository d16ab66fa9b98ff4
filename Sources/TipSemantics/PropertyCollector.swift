import TipParallel
import TipSyntax

/// Turns the bodies of declarations into typed slot writes, where they are written: unknown
/// properties (E020), values (E040…E044), the same property twice (W003), and properties with
/// no effect on the component's own kind (W001). A style is checked once, however many
/// components use it.
struct PropertyCollector {
    /// The block being walked: the declaration's body or a nested block such as `arrow`.
    private struct Container {
        /// The catalogue places allowed here.
        let members: [CatalogueEntry]
        /// The place of the block property this is the body of, nil at the top level.
        let owner: CatalogueEntry?
    }

    private let constants: ConstantTable
    private let graph: ImportGraph
    /// Every write collected so far, declaration after declaration, each in source order.
    private var writes: [SlotWrite] = []
    /// Where each collected declaration's writes are in ``writes``, by declaration index.
    private var ranges: [Range<Int>] = []
    /// The kinds every property each collected declaration writes applies to.
    private var sharedKinds: [PropertyKinds] = []

    // The declaration being collected.
    private var converter: ValueConverter
    private var declaration = 0
    private var file = FileID(0)
    /// The kind the properties must apply to, nil for a style (which may carry either).
    private var kind: PropertyKinds?
    private var kindName = ""
    /// The first write of each place written so far (by place number), for W003.
    private var firstWrites: [(place: Int, span: Span)] = []

    /// Fewer declarations than this are not worth a thread of their own.
    static let minimumChunk = 512

    /// A collector for `entries`.
    private init(entries: ArraySlice<DeclarationEntry>, constants: ConstantTable, graph: ImportGraph, sources: SourceSet) {
        self.constants = constants
        self.graph = graph
        converter = ValueConverter(constantNames: constants.definedNames, sources: sources)
        ranges.reserveCapacity(entries.count)
        sharedKinds.reserveCapacity(entries.count)
        // Most members write one slot; the array grows past this only for blocks and shorthands.
        writes.reserveCapacity(entries.reduce(0) { $0 + $1.declaration.body.members.count })
    }

    /// Checks the bodies of every declaration of `symbols` and collects their writes: what
    /// checking them one after another in index order gives (the same writes, and the same
    /// diagnostics in the same order), computed in at most `maximumChunks` chunks of
    /// declarations at once.
    static func collectAll(
        symbols: SymbolTable, constants: ConstantTable, graph: ImportGraph, sources: SourceSet, log: inout DiagnosticLog,
        maximumChunks: Int
    ) -> CollectedWrites {
        let chunks = ParallelWork.chunks(of: symbols.entries.count, minimumChunk: minimumChunk, maximumChunks: maximumChunks)
        let collected = ParallelWork.map(chunks) { indices in
            var collector = PropertyCollector(entries: symbols.entries[indices], constants: constants, graph: graph, sources: sources)
            var log = DiagnosticLog()
            for index in indices { collector.collect(symbols.entries[index], index: index, log: &log) }
            return (
                writes: collector.writes, ranges: collector.ranges, sharedKinds: collector.sharedKinds, log: log,
                scaled: collector.converter.convertedScaledSize
            )
        }
        var ranges: [Range<Int>] = [], sharedKinds: [PropertyKinds] = [], base = 0
        ranges.reserveCapacity(symbols.entries.count)
        sharedKinds.reserveCapacity(symbols.entries.count)
        for chunk in collected {
            ranges += chunk.ranges.map { ($0.lowerBound + base)..<($0.upperBound + base) }
            sharedKinds += chunk.sharedKinds
            base += chunk.writes.count
            log.append(contentsOf: chunk.log.entries)
        }
        return CollectedWrites(
            chunks: collected.map(\.writes), ranges: ranges, sharedKinds: sharedKinds, containsScaledSize: collected.contains(where: \.scaled))
    }

    /// Checks the body of declaration `index` (a collector's declarations are collected in
    /// index order) and appends its writes.
    private mutating func collect(_ entry: DeclarationEntry, index: Int, log: inout DiagnosticLog) {
        declaration = index
        file = entry.file
        kind = Self.kinds(of: entry.kind)
        kindName = SemanticMessages.kindName(entry.kind)
        firstWrites.removeAll(keepingCapacity: true)
        converter.log = DiagnosticLog()
        let start = writes.count
        walk(entry.declaration.body, in: Container(members: PropertyCatalogue.topLevel, owner: nil))
        ranges.append(start..<writes.count)
        sharedKinds.append(writes[start...].reduce(PropertyKinds.all) { $0.intersection(PropertyTable.topLevel[$1.origin.property].kinds) })
        log.append(contentsOf: converter.log.entries)
    }

    /// The property kinds a component of `kind` takes (nil for a style).
    static func kinds(of kind: DeclarationKind) -> PropertyKinds? {
        switch kind {
        case .style: nil
        case .tooltip: .tooltip
        case .tags: .tags
        }
    }

    private mutating func walk(_ block: Block, in container: Container) {
        for member in block.members {
            switch member {
            case .property(let property): write(property, in: container)
            case .block(let nested): enter(nested, in: container)
            }
        }
    }

    /// A nested block such as `arrow { … }`: its members, in the block's container.
    private mutating func enter(_ nested: NestedBlock, in container: Container) {
        guard let entry = lookUp(nested.name, in: container) else { return }
        guard entry.info.isBlock else {
            converter.log.report(.typeMismatch, SemanticMessages.notABlock(entry.info.name), at: nested.name.span)
            return
        }
        if entry.info.type.isSwitchedOnByItsBlock {
            let origin = SlotOrigin(declaration: declaration, property: entry.topLevel, span: nested.span)
            writes.append(SlotWrite(key: entry.key, value: .enabled(true), origin: origin))
        }
        walk(nested.body, in: Container(members: entry.members, owner: entry))
    }

    private mutating func write(_ property: Property, in outer: Container) {
        let last = property.pathList.count - 1
        var container = outer
        var shadow: SlotKey?
        for position in 0..<last {
            guard let entry = lookUp(property.pathList[position], in: container) else { return }
            guard entry.info.isBlock else {
                converter.log.report(
                    .unknownProperty, SemanticMessages.noSubProperties(entry.info.name), at: property.pathList[position + 1].span)
                return
            }
            if entry.info.type.isSwitchedOnByItsBlock { shadow = entry.key }
            container = Container(members: entry.members, owner: entry)
        }
        guard let target = lookUp(property.pathList[last], in: container) else { return }

        if let first = firstWrites.first(where: { $0.place == target.id }) {
            converter.log.report(
                .duplicateProperty, SemanticMessages.duplicateProperty(target.path), at: property.span,
                notes: [DiagnosticNote(SemanticMessages.firstSetHere, at: first.span)])
        } else {
            firstWrites.append((target.id, property.span))
        }

        let origin = SlotOrigin(declaration: declaration, property: target.topLevel, span: property.span)
        let expansion = ConstantExpander.expand(property.value, candidates: constants.names) {
            constants.lookup($0.name, in: file, graph: graph)
        }
        converter.log.append(contentsOf: expansion.diagnostics)
        let converted = switch expansion.outcome {
        case .unchanged: converter.convert(property.value, for: target)
        case .expanded(let value): converter.convert(value, for: target)
        case .broken: SlotValues()
        }
        if converted.isEmpty {
            writes.append(SlotWrite(key: target.key, value: .invalid, origin: origin))
            return
        }
        for index in 0..<converted.count {
            let (slot, value) = converted[index]
            writes.append(SlotWrite(key: SlotKey(slot, in: target.valueScope), value: value, origin: origin))
        }
        if let shadow {
            writes.append(SlotWrite(key: shadow, value: .enabled(true), origin: origin))
        }
    }

    /// The place of the property `name` in `container`, or nil after reporting E020. At the top
    /// level of a component, a property of the other kind is an error (E047).
    private mutating func lookUp(_ name: Identifier, in container: Container) -> CatalogueEntry? {
        guard let place = PropertyCatalogue.place(named: name.name, among: container.members) else {
            let message = container.owner.map { SemanticMessages.unknownMember(name.name, of: $0.path) }
                ?? SemanticMessages.unknownProperty(name.name)
            if let tipName = WebPropertyNames.tipName(for: name.name, among: container.members.map(\.name)) {
                converter.report(.unknownProperty, message, at: name.span, fixing: name.span, with: tipName,
                                 help: SemanticMessages.tipName(tipName, for: name.name))
                return nil
            }
            converter.log.report(
                .unknownProperty, message, at: name.span,
                suggesting: Suggestions.suggestion(for: name.name, at: name.span, among: container.members.map(\.name)))
            return nil
        }
        let kinds = place.info.kinds
        if container.owner == nil, let kind, !kinds.contains(kind) {
            let hint = kind == .tags && kinds.contains(.tagBlock) ? [DiagnosticNote(SemanticMessages.moveIntoTagBlock(place.name))] : []
            converter.log.report(.propertyOfOtherKind, SemanticMessages.notAPropertyOf(place.name, kind: kindName), at: name.span, notes: hint)
        }
        return place
    }
}

/// The slot writes of every declaration, declaration after declaration, each in source order,
/// numbered from 0 across the chunks they were collected in (kept as they are, so that a large
/// document's writes are never copied into one array).
struct CollectedWrites: Sendable {
    /// The writes of consecutive chunks of declarations.
    private let chunks: [[SlotWrite]]
    /// The number of each chunk's first write.
    private let chunkStarts: [Int]
    /// Where each declaration's writes are, by declaration index.
    let ranges: [Range<Int>]
    /// The kinds every property a declaration writes applies to, by declaration index: a
    /// component inherits no property without effect from a chain whose every declaration's
    /// shared kinds hold its own kind (W001 need not look at its slots).
    let sharedKinds: [PropertyKinds]
    /// How many writes there are.
    let count: Int
    /// Whether any write is a size written `scaled(…)`.
    let containsScaledSize: Bool

    init(chunks: [[SlotWrite]], ranges: [Range<Int>], sharedKinds: [PropertyKinds], containsScaledSize: Bool) {
        self.sharedKinds = sharedKinds
        self.containsScaledSize = containsScaledSize
        self.chunks = chunks
        self.ranges = ranges
        var starts: [Int] = [], count = 0
        for chunk in chunks {
            starts.append(count)
            count += chunk.count
        }
        chunkStarts = starts
        self.count = count
    }

    /// The writes of declaration `declaration`, in order.
    func writes(of declaration: Int) -> some Sequence<SlotWrite> {
        ranges[declaration].lazy.map { self[$0] }
    }

    /// The write numbered `index`.
    subscript(index: Int) -> SlotWrite {
        var chunk = chunks.count - 1
        while chunkStarts[chunk] > index { chunk -= 1 }  // as many chunks as cores
        return chunks[chunk][index - chunkStarts[chunk]]
    }
}

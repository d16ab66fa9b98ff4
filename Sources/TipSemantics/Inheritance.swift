import TipSyntax

/// Parent links between declarations: unknown parents (E021), parents of another kind (E030)
/// and cycles (E029) are reported once and cut, so that every chain ends and every
/// declaration still resolves its own properties. All walks are iterative.
struct Inheritance: Sendable {
    /// The parent of each declaration of the ``SymbolTable`` after cutting bad links.
    private(set) var parents: [Int?]
    /// Whether each declaration is named as a parent anywhere (even by a bad link).
    private(set) var isNamedAsParent: [Bool]

    init(symbols: SymbolTable, graph: ImportGraph, log: inout DiagnosticLog) {
        let entries = symbols.entries
        parents = Array(repeating: nil, count: entries.count)
        isNamedAsParent = Array(repeating: false, count: entries.count)
        var visibleNames: [FileID: [String]] = [:]
        for (index, entry) in entries.enumerated() {
            guard let reference = entry.declaration.parent else { continue }
            parents[index] = link(entry, to: reference, symbols: symbols, graph: graph, visibleNames: &visibleNames, log: &log)
        }
        cutCycles(symbols: symbols, log: &log)
    }

    private mutating func link(
        _ child: DeclarationEntry, to reference: Identifier, symbols: SymbolTable, graph: ImportGraph,
        visibleNames: inout [FileID: [String]], log: inout DiagnosticLog
    ) -> Int? {
        guard let parent = symbols.index(of: reference.name) else {
            if graph.mayMissNames(visibleFrom: child.file) { return nil }
            // The names a file sees are listed once per file, however many unknown parents it has.
            let candidates = visibleNames[child.file] ?? symbols.names(visibleFrom: child.file, graph: graph)
            visibleNames[child.file] = candidates
            log.report(
                .unknownStyle, SemanticMessages.unknownParent(reference.name), at: reference.span,
                suggesting: Suggestions.suggestion(for: reference.name, at: reference.span, among: candidates))
            return nil
        }
        isNamedAsParent[parent] = true
        let entry = symbols.entries[parent]
        guard graph.isVisible(entry.file, from: child.file) else {
            log.report(.unknownStyle, SemanticMessages.notImported(reference.name), at: reference.span,
                       notes: [Self.declaredHere(entry)])
            return nil
        }
        guard Self.mayInherit(child.kind, from: entry.kind) else {
            log.report(
                .parentKindMismatch, SemanticMessages.parentKindMismatch(child: child, parent: entry), at: reference.span,
                notes: [Self.declaredHere(entry)])
            return nil
        }
        return parent
    }

    /// The note "`Name` is declared here" at `entry`'s name.
    private static func declaredHere(_ entry: DeclarationEntry) -> DiagnosticNote {
        DiagnosticNote(SemanticMessages.declaredHere(entry.name), at: entry.declaration.name.span)
    }

    /// A style's parent is a style; a component's parent a style or a component of its kind.
    static func mayInherit(_ child: DeclarationKind, from parent: DeclarationKind) -> Bool {
        parent == .style || parent == child
    }

    /// Finds every cycle of parent links once, reports it at the parent reference of its member
    /// declared first, naming the whole cycle from there, and cuts that link.
    private mutating func cutCycles(symbols: SymbolTable, log: inout DiagnosticLog) {
        enum State { case unvisited, onPath, done }
        var state = Array(repeating: State.unvisited, count: parents.count)
        var path: [Int] = []
        for start in parents.indices where state[start] == .unvisited {
            path.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let node = current, state[node] == .unvisited {
                state[node] = .onPath
                path.append(node)
                current = parents[node]
            }
            if let node = current, state[node] == .onPath, let cycleStart = path.firstIndex(of: node) {
                let cycle = path[cycleStart...]
                let first = cycle.min() ?? node
                var names = [symbols.entries[first].name]
                var member = parents[first]
                while let next = member, next != first {
                    names.append(symbols.entries[next].name)
                    member = parents[next]
                }
                names.append(symbols.entries[first].name)
                if let reference = symbols.entries[first].declaration.parent {
                    log.report(.inheritanceCycle, SemanticMessages.inheritanceCycle(names), at: reference.span)
                }
                parents[first] = nil
            }
            for node in path { state[node] = .done }
        }
    }

    /// The effective slots of declaration `index`: its own writes over its parent's effective
    /// slots, nearest first. `writes` holds every declaration's writes, at its ``CollectedWrites/ranges``.
    /// The maps of declarations that are parents are memoised in `cache` (by
    /// declaration), so a long chain is walked once.
    func effectiveSlots(
        of index: Int, writes: CollectedWrites, cache: inout [SlotMap?]
    ) -> SlotMap {
        var chain: [Int] = []
        var current: Int? = index
        while let node = current, cache[node] == nil {
            chain.append(node)
            current = parents[node]
        }
        var map = current.flatMap { cache[$0] } ?? SlotMap(writes: writes)
        for node in chain.reversed() {
            map.apply(writes.ranges[node])
            if isNamedAsParent[node] { cache[node] = map }
        }
        return map
    }
}

/// The open documents waiting to be compiled, in the order they were asked for, each once.
///
/// An entry is *due* (compile as soon as the worker is free) or *debounced* (waiting for the
/// edits to pause; ``makeAllDue()`` when they have).
struct CompileQueue: Sendable {
    private var entries: [(uri: String, isDue: Bool)] = []

    /// Asks for a compile of `uri`; an entry already waiting keeps its place and becomes due if
    /// either asks for that.
    mutating func add(_ uri: String, isDue: Bool) {
        if let index = entries.firstIndex(where: { $0.uri == uri }) {
            entries[index].isDue = entries[index].isDue || isDue
        } else {
            entries.append((uri, isDue))
        }
    }

    /// Forgets `uri` (a closed document).
    mutating func remove(_ uri: String) {
        entries.removeAll { $0.uri == uri }
    }

    /// Whether `uri` is waiting.
    func contains(_ uri: String) -> Bool {
        entries.contains { $0.uri == uri }
    }

    /// The edits have paused: every entry is due.
    mutating func makeAllDue() {
        for index in entries.indices { entries[index].isDue = true }
    }

    /// Takes the first due entry.
    mutating func popDue() -> String? {
        guard let index = entries.firstIndex(where: \.isDue) else { return nil }
        return entries.remove(at: index).uri
    }
}

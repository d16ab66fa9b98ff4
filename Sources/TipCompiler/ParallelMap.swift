import Foundation

extension Array where Element: Sendable {
    /// `map` run across all cores (`DispatchQueue.concurrentPerform`), with the results in the
    /// order of the elements, so the outcome is the same as a serial `map` whenever `transform`
    /// is a pure function.
    func parallelMap<Mapped: Sendable>(_ transform: @escaping @Sendable (Element) -> Mapped) -> [Mapped] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Mapped>(count: count)
        let elements = self
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values
    }
}

/// One slot per result, each written once by one worker of ``Swift/Array/parallelMap(_:)``.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    /// Every slot's value; called after all workers have finished, when every slot is filled.
    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}

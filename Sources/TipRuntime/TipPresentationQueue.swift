/// The tips of one presenter: the one shown, whether it is on its way out, and those waiting,
/// in order. Each call says what the presenter must do next; the presenter reports back when
/// a tip has finished disappearing (``didDisappear()``).
public struct TipPresentationQueue<Item> {
    /// What the presenter does next.
    public enum Step {
        /// Show this tip (it is now ``TipPresentationQueue/current``).
        case present(Item)
        /// Play the current tip's disappearance, then call ``TipPresentationQueue/didDisappear()``.
        case dismissCurrent
        /// Nothing.
        case none
    }

    /// The tip shown (or disappearing); nil when none is.
    public private(set) var current: Item?
    /// Whether the current tip is disappearing.
    public private(set) var isDismissing = false
    /// The tips waiting their turn, next first.
    public private(set) var waiting: [Item] = []

    /// An empty queue.
    public init() {}

    /// Asks to show `item` under `policy`: at once when no tip is shown; else it waits behind
    /// the others (``TipQueuePolicy/waitForCurrent``) or goes first and the current tip is
    /// dismissed (``TipQueuePolicy/replaceCurrent``).
    public mutating func show(_ item: Item, policy: TipQueuePolicy) -> Step {
        guard current != nil else {
            current = item
            return .present(item)
        }
        switch policy {
        case .waitForCurrent:
            waiting.append(item)
            return .none
        case .replaceCurrent:
            waiting.insert(item, at: 0)
            return dismissCurrent()
        }
    }

    /// Asks to dismiss the current tip: ``Step/dismissCurrent`` unless there is none or it is
    /// already disappearing.
    public mutating func dismissCurrent() -> Step {
        guard current != nil, !isDismissing else { return .none }
        isDismissing = true
        return .dismissCurrent
    }

    /// The current tip has disappeared: the next one waiting, if any, is shown.
    public mutating func didDisappear() -> Step {
        guard current != nil else { return .none }
        isDismissing = false
        guard !waiting.isEmpty else {
            current = nil
            return .none
        }
        let next = waiting.removeFirst()
        current = next
        return .present(next)
    }

    /// Forgets every tip waiting (the current one stays).
    public mutating func removeWaiting() {
        waiting.removeAll()
    }
}

extension TipPresentationQueue: Sendable where Item: Sendable {}
extension TipPresentationQueue.Step: Sendable where Item: Sendable {}

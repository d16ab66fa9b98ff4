/// Nodes collected for lists that are still open, innermost list last: each list, when it
/// closes, takes its own nodes from the top in an array of exactly their number, moved rather
/// than copied. One stack serves every nested list, so building a list costs one allocation
/// instead of one per doubling of an array that grows as it is read.
struct NodeStack<Node> {
    private var nodes: [Node] = []

    /// How many nodes are collected: where the next list opened starts.
    var count: Int { nodes.count }

    /// Adds a node to the innermost list.
    mutating func push(_ node: consuming Node) {
        nodes.append(node)
    }

    /// Removes the nodes from position `first` on and returns them, in order.
    mutating func pop(from first: Int) -> [Node] {
        let count = nodes.count - first
        guard count > 0 else { return [] }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            for offset in stride(from: count - 1, through: 0, by: -1) {
                (buffer.baseAddress! + offset).initialize(to: nodes.removeLast())
            }
            initialized = count
        }
    }
}

/// An immutable list of syntax nodes that keeps its first node inline. Most lists of a tree hold
/// exactly one node — a property's name, a value's only element, an element's only term — so
/// most cost no allocation; the nodes after the first are stored in an array.
public struct SyntaxList<Element>: RandomAccessCollection {
    /// The first node, nil for an empty list.
    @usableFromInline
    private(set) var first: Element?
    /// The nodes after the first.
    @usableFromInline
    private(set) var rest: [Element] = []

    /// An empty list.
    @inlinable
    public init() {}

    /// A list of one element.
    @inlinable
    public init(one element: consuming Element) { first = element }

    /// A list of `elements`, in order.
    @inlinable
    public init(_ elements: [Element]) {
        first = elements.first
        rest = Array(elements.dropFirst())
    }

    /// A list of `elements`, in order.
    @inlinable
    public init(_ elements: some Sequence<Element>) {
        append(contentsOf: elements)
    }

    /// Adds `element` at the end.
    @inlinable
    public mutating func append(_ element: consuming Element) {
        if first == nil { first = element } else { rest.append(element) }
    }

    /// Adds `elements` at the end, in order.
    @inlinable
    public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int { first == nil ? 0 : 1 + rest.count }

    @inlinable
    public subscript(position: Int) -> Element {
        if position == 0, let first { return first }
        return rest[position - 1]
    }
}

extension SyntaxList: Sendable where Element: Sendable {}

/// An immutable list of syntax nodes that keeps a single node inline. Most lists of a tree hold
/// exactly one node — a property's name, a value's only element, an element's only term — so
/// most cost no allocation; longer lists are stored in an array.
public struct SyntaxList<Element>: RandomAccessCollection {
    @usableFromInline
    enum Storage {
        case empty
        case one(Element)
        case many([Element])
    }

    @usableFromInline
    private(set) var storage: Storage

    /// An empty list.
    @inlinable
    public init() { storage = .empty }

    /// A list of one element.
    @inlinable
    public init(one element: Element) { storage = .one(element) }

    /// A list of `elements`, in order.
    @inlinable
    public init(_ elements: [Element]) {
        switch elements.count {
        case 0: storage = .empty
        case 1: storage = .one(elements[0])
        default: storage = .many(elements)
        }
    }

    /// Adds `element` at the end (the parser builds lists this way).
    mutating func append(_ element: Element) {
        switch storage {
        case .empty:
            storage = .one(element)
        case .one(let first):
            storage = .many([first, element])
        case .many(var elements):
            storage = .empty  // leaves `elements` the array's only owner, so it grows in place
            elements.append(element)
            storage = .many(elements)
        }
    }

    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int {
        switch storage {
        case .empty: 0
        case .one: 1
        case .many(let elements): elements.count
        }
    }

    @inlinable
    public subscript(position: Int) -> Element {
        switch storage {
        case .one(let element) where position == 0: element
        case .many(let elements): elements[position]
        default: preconditionFailure("SyntaxList index out of range")
        }
    }
}

extension SyntaxList: Sendable where Element: Sendable {}
extension SyntaxList.Storage: Sendable where Element: Sendable {}

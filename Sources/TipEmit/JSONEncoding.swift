extension JSON {
    /// The JSON value of `value` as its `Encodable` conformance writes it, members in the order
    /// it encodes them: so that a type's `Codable` conformance is the one definition of its JSON,
    /// for the writers (rendered by ``JSON``) and for readers (decoded with `JSONDecoder`).
    /// Integers stay integers; a key encoded with `encodeIfPresent` and nil is left out.
    public init(encoding value: some Encodable) throws {
        let root = EncodedNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        self = root.json
    }
}

extension JSON {
    /// The JSON of a value whose encoder cannot fail — the layout tree's plain values (styles,
    /// fonts), which write only numbers, strings and the cases of their enums — or `null` if
    /// one ever did.
    static func encoded(_ value: some Encodable) -> JSON {
        (try? JSON(encoding: value)) ?? .null
    }
}

/// A value being encoded: filled by one container.
private final class EncodedNode {
    enum Content {
        case empty
        case value(JSON)
        case object([(key: String, node: EncodedNode)])
        case array([EncodedNode])
    }

    var content = Content.empty

    var json: JSON {
        switch content {
        case .empty: .object([])
        case .value(let value): value
        case .object(let members): .object(members.map { JSONMember($0.key, $0.node.json) })
        case .array(let elements): .array(elements.map(\.json))
        }
    }

    /// A new member node under `key` (the node becomes an object).
    func member(_ key: String) -> EncodedNode {
        let node = EncodedNode()
        if case .object(var members) = content {
            members.append((key, node))
            content = .object(members)
        } else {
            content = .object([(key, node)])
        }
        return node
    }

    /// A new element node (the node becomes an array).
    func element() -> EncodedNode {
        let node = EncodedNode()
        if case .array(var elements) = content {
            elements.append(node)
            content = .array(elements)
        } else {
            content = .array([node])
        }
        return node
    }

    func set(_ value: JSON) { content = .value(value) }
}

private struct NodeEncoder: Encoder {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueNodeContainer(node: node, codingPath: codingPath)
    }
}

/// The JSON of a single value that `Encodable` hands over.
private protocol NodeValueWriter {
    var codingPath: [any CodingKey] { get }
}

extension NodeValueWriter {
    func json(of value: some Encodable, at node: EncodedNode, path: [any CodingKey]) throws {
        switch value {
        case let value as Bool: node.set(.bool(value))
        case let value as String: node.set(.string(value))
        case let value as Double: node.set(.number(value))
        case let value as Float: node.set(.number(Double(value)))
        case let value as Int: node.set(.integer(value))
        case let value as any BinaryInteger: node.set(Int(exactly: value).map(JSON.integer) ?? .number(Double(value)))
        default: try value.encode(to: NodeEncoder(node: node, codingPath: path))
        }
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol, NodeValueWriter {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).set(.null) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try json(of: value, at: node.member(key.stringValue), path: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.member("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer, NodeValueWriter {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let elements) = node.content { return elements.count }
        return 0
    }

    mutating func encodeNil() throws { node.element().set(.null) }

    mutating func encode(_ value: some Encodable) throws {
        try json(of: value, at: node.element(), path: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.element(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.element(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.element(), codingPath: codingPath) }
}

private struct SingleValueNodeContainer: SingleValueEncodingContainer, NodeValueWriter {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }

    mutating func encode(_ value: some Encodable) throws {
        try json(of: value, at: node, path: codingPath)
    }
}

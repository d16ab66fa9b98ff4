/// A set of names as 64 bits (a Bloom filter with one hash): each name sets the bit its bytes
/// hash to. Two sets that share no bit share no name, so a value whose names share no bit
/// with the constants' needs no constant expansion — which is most values, decided with one
/// AND instead of a walk over their terms and a lookup per name.
public struct NameBloom: Hashable, Sendable {
    /// The bits set.
    public private(set) var bits: UInt64

    /// No name.
    public init() { bits = 0 }

    /// A set that may hold every name.
    public static let all = NameBloom(bits: ~0)

    private init(bits: UInt64) { self.bits = bits }

    /// The set holding `name`.
    public init(_ name: String) {
        var text = name
        bits = text.withUTF8 { Self.bit(of: $0) }
    }

    /// The set holding the name spelled by `bytes[start..<end]`.
    init(_ bytes: [UInt8], from start: Int, to end: Int) {
        bits = bytes.withUnsafeBufferPointer { Self.bit(of: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Whether the set holds no name.
    public var isEmpty: Bool { bits == 0 }

    /// The names of both sets.
    public func union(_ other: NameBloom) -> NameBloom { NameBloom(bits: bits | other.bits) }

    /// Adds the names of `other`.
    public mutating func formUnion(_ other: NameBloom) { bits |= other.bits }

    /// Whether the sets may share a name (they certainly do not when this is false).
    public func mayIntersect(_ other: NameBloom) -> Bool { bits & other.bits != 0 }

    /// The bit of a name: the top six bits of its FNV-1a hash, mixed (FNV's own top bits
    /// barely depend on a short name's last bytes) by MurmurHash3's finaliser.
    private static func bit(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = bytes.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
        hash = (hash ^ (hash >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        hash = (hash ^ (hash >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return 1 << ((hash ^ (hash >> 33)) >> 58)
    }
}

// How the style values with no single obvious encoding are written by `Codable`: a colour as
// its `#RRGGBBAA` text, a case without a value as its name, and a case with a value as an
// object of one member named after the case (`{"leading": 20}`, `{"after": 4}`), so that a
// style specification reads as the language writes it.

extension RGBAColor: Codable {
    /// Reads `#RRGGBBAA` (upper- or lower-case hex).
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = RGBAColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a colour `#RRGGBBAA`, found `\(text)`")
        }
        self = color
    }

    /// Writes ``hex``.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

/// The member name of a case that carries a value.
private struct CaseKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Decodes a value written as a case name (`"center"`) or as `{"case": number}`: `plain` maps
/// a name to its case, `valued` a member name and its number.
private func decodeCase<Value>(
    from decoder: Decoder, expected: String, plain: (String) -> Value?, valued: (String, Double) -> Value?
) throws -> Value {
    if let container = try? decoder.singleValueContainer(), let name = try? container.decode(String.self) {
        guard let value = plain(name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected \(expected), found `\(name)`")
        }
        return value
    }
    let container = try decoder.container(keyedBy: CaseKey.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first,
          let value = valued(key.stringValue, try container.decode(Double.self, forKey: key))
    else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected \(expected)"))
    }
    return value
}

/// Encodes a case with no value as its name.
private func encodeCase(_ name: String, to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
}

/// Encodes a case with a value as `{"name": value}`.
private func encodeCase(_ name: String, value: Double, to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CaseKey.self)
    try container.encode(value, forKey: CaseKey(stringValue: name))
}

extension ArrowPosition: Codable {
    /// Reads `"center"`, `{"leading": P}`, `{"trailing": P}` or `{"percent": N}`.
    public init(from decoder: Decoder) throws {
        self = try decodeCase(
            from: decoder, expected: "`center`, `leading`, `trailing` or `percent`",
            plain: { $0 == "center" ? .center : nil },
            valued: { name, value in
                switch name {
                case "leading": .leading(value)
                case "trailing": .trailing(value)
                case "percent": .percent(value)
                default: nil
                }
            })
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .center: try encodeCase("center", to: encoder)
        case .leading(let points): try encodeCase("leading", value: points, to: encoder)
        case .trailing(let points): try encodeCase("trailing", value: points, to: encoder)
        case .percent(let percent): try encodeCase("percent", value: percent, to: encoder)
        }
    }
}

extension DismissTrigger: Codable {
    /// Reads `"tap"` or `{"after": SECONDS}`.
    public init(from decoder: Decoder) throws {
        self = try decodeCase(
            from: decoder, expected: "`tap` or `after`",
            plain: { $0 == "tap" ? .tap : nil },
            valued: { name, seconds in name == "after" ? .after(seconds: seconds) : nil })
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .tap: try encodeCase("tap", to: encoder)
        case .after(let seconds): try encodeCase("after", value: seconds, to: encoder)
        }
    }
}

extension AnimationRepeat: Codable {
    /// Reads `"forever"` or `{"times": N}`.
    public init(from decoder: Decoder) throws {
        self = try decodeCase(
            from: decoder, expected: "`forever` or `times`",
            plain: { $0 == "forever" ? .forever : nil },
            valued: { name, count in name == "times" && count == count.rounded() && abs(count) < 1e9 ? .times(Int(count)) : nil })
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .forever: try encodeCase("forever", to: encoder)
        case .times(let count): try encodeCase("times", value: Double(count), to: encoder)
        }
    }
}

extension RowHeight: Codable {
    /// Reads `"auto"` or `{"fixed": POINTS}`.
    public init(from decoder: Decoder) throws {
        self = try decodeCase(
            from: decoder, expected: "`auto` or `fixed`",
            plain: { $0 == "auto" ? .auto : nil },
            valued: { name, points in name == "fixed" ? .fixed(points) : nil })
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .auto: try encodeCase("auto", to: encoder)
        case .fixed(let points): try encodeCase("fixed", value: points, to: encoder)
        }
    }
}

extension CornerRadius: Codable {
    /// Reads a number (points) or `"capsule"`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            self = .points(points)
        } else if try container.decode(String.self) == "capsule" {
            self = .capsule
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number of points or `capsule`")
        }
    }

    /// Writes the points as a number, a capsule as `"capsule"`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .points(let points): try container.encode(points)
        case .capsule: try container.encode("capsule")
        }
    }
}

extension KeyedDecodingContainer {
    /// Reads `ligatures`, which styles written before it existed (layout tree version 3) lack:
    /// a missing one is `normal`, the default. The decoders `Codable` derives for
    /// ``TooltipStyle`` and ``TagStyle`` call this overload, the most specific one in this module.
    func decode(_ type: Ligatures.Type, forKey key: Key) throws -> Ligatures {
        try decodeIfPresent(type, forKey: key) ?? .normal
    }
}

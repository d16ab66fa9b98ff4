/// Percent-encoding as URIs write it (RFC 3986, section 2.1): a byte as `%` and two hex digits.
public enum PercentEncoding {
    /// The bytes of `text` with each `%XX` decoded; nil when a `%` is not followed by two hex
    /// digits, or when a decoded byte is one `accepts` refuses (bytes written as they are are
    /// not asked about).
    public static func decoded(_ text: some StringProtocol, accepting accepts: (UInt8) -> Bool = { _ in true }) -> [UInt8]? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = rest.popFirst().flatMap(hexValue), let low = rest.popFirst().flatMap(hexValue), accepts(high << 4 | low)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

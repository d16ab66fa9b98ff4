import TipSystem

/// `file://` URIs and file-system paths, with percent-encoding (RFC 3986).
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded (`file:///a/b%20c.tip` → `/a/b c.tip`); nil for
    /// other schemes and for malformed escapes. An authority other than empty or `localhost` is
    /// kept as a UNC-style `//host/path`.
    public static func path(of uri: String) -> String? {
        guard uri.lowercased().hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<slash]
        let encodedPath = rest[slash...]
        guard let decoded = percentDecoded(String(encodedPath)) else { return nil }
        let path = decoded.isEmpty ? "/" : decoded
        if authority.isEmpty || authority.lowercased() == "localhost" { return path }
        return "//" + authority + path
    }

    /// The `file:` URI of an absolute path, every byte outside the unreserved set and `/`
    /// percent-encoded (`/a/b c.tip` → `file:///a/b%20c.tip`).
    public static func uri(ofPath path: String) -> String {
        var out = "file://"
        if !path.hasPrefix("/") { out += "/" }
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// `text` with `%XX` escapes decoded as UTF-8 (invalid UTF-8 becomes U+FFFD); nil when a `%`
    /// is not followed by two hex digits.
    public static func percentDecoded(_ text: String) -> String? {
        PercentEncoding.decoded(text).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}

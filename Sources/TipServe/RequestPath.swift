import TipSystem

/// The path a request target names, as segments, or nil when the target may not name anything
/// served (answered 404 without looking further).
///
/// Refused: a target that does not start with one `/` (an absolute URI, `//host`, `*`), one
/// longer than ``ServerLimits/maximumPathBytes``, a `.` or `..` segment, a segment starting with
/// `.`, an empty segment (`a//b`, `a/`), a backslash, and any percent-encoded dot, slash,
/// backslash or control character, or an encoding that is not two hex digits or not UTF-8. The
/// query (after `?`) is not part of the path.
public enum RequestPath {
    /// The decoded segments of `target`'s path (`[]` for `/`), or nil.
    public static func segments(of target: String) -> [String]? {
        guard target.utf8.count <= ServerLimits.maximumPathBytes else { return nil }
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard path.hasPrefix("/"), !path.contains("#"), !path.contains("\\") else { return nil }
        if path == "/" { return [] }
        var segments: [String] = []
        for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = decoded(raw), !segment.isEmpty, !segment.hasPrefix(".") else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// `raw` with its percent-encodings decoded; nil when one is malformed or encodes what a
    /// path may not hide (a dot, a slash, a backslash, a control character).
    private static func decoded(_ raw: Substring) -> String? {
        let bytes = PercentEncoding.decoded(raw) { value in
            value >= 0x20 && value != 0x7F && value != UInt8(ascii: ".") && value != UInt8(ascii: "/") && value != UInt8(ascii: "\\")
        }
        return bytes.flatMap { String(validating: $0, as: UTF8.self) }
    }
}

/// What can go wrong when decoding a layout tree beyond malformed JSON.
public enum TipRuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document's `version` is not one this runtime knows: recompile the `.tip` file with a
    /// `tipc` that matches this runtime (or update the runtime).
    case unsupportedVersion(Int, supported: ClosedRange<Int>)
    /// A component's `kind` is neither `tooltip` nor `tags`.
    case unknownComponentKind(String)
    /// A colour is not `#RRGGBBAA` (eight hex digits).
    case invalidColor(String)
    /// A bubble outline is not SVG path data of the commands `tipc` writes.
    case invalidPath(String, reason: String)

    /// A sentence for logs and test failures.
    public var description: String {
        switch self {
        case .unsupportedVersion(let version, let supported):
            let range = supported.lowerBound == supported.upperBound
                ? "\(supported.lowerBound)" : "\(supported.lowerBound)…\(supported.upperBound)"
            return "unsupported layout tree version \(version) (this TipRuntime reads version \(range)); "
                + "recompile the .tip file with a matching tipc"
        case .unknownComponentKind(let kind):
            return "unknown component kind '\(kind)' (expected 'tooltip' or 'tags')"
        case .invalidColor(let text):
            return "invalid colour '\(text)' (expected #RRGGBBAA)"
        case .invalidPath(let text, let reason):
            return "invalid path data '\(text)': \(reason)"
        }
    }
}

/// What can go wrong for an app reading layout trees and laying out with them, beyond JSON
/// that is malformed or not a layout tree (a `DecodingError`, which says where).
public enum TipRuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document's `version` is not one this runtime knows: recompile the `.tip` file with a
    /// `tipc` that matches this runtime (or update the runtime).
    case unsupportedVersion(Int, supported: ClosedRange<Int>)
    /// A component's `kind` is neither `tooltip` nor `tags`.
    case unknownComponentKind(String)
    /// A bubble outline is not SVG path data of the commands `tipc` writes.
    case invalidPath(String, reason: String)
    /// A component refers to a style number that the document's `styles` of its kind lack.
    case unknownStyle(Int, kind: String)
    /// The document has no component of this name and kind (`"tooltip"` or `"tags"`);
    /// `available` lists its components as `tooltip Name` / `tags Name`.
    case noComponent(String, kind: String, available: [String])
    /// A font directory given to ``TipLayoutEngine/init(fontDirectories:)`` is not a folder.
    case fontDirectoryNotFound(String)
    /// The bundle at the path `bundle` has no resource of this name (`Onboarding.json`), which
    /// a ``TipResource`` reads.
    case missingResource(String, bundle: String)

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
        case .invalidPath(let text, let reason):
            return "invalid path data '\(text)': \(reason)"
        case .unknownStyle(let number, let kind):
            return "a \(kind) component refers to style \(number), which the document's styles do not have"
        case .noComponent(let name, let kind, let available):
            let list = available.isEmpty ? "it has no components" : "it has: " + available.joined(separator: ", ")
            return "no \(kind == "tags" ? "tag group" : "tooltip") named '\(name)' in the document (\(list))"
        case .fontDirectoryNotFound(let path):
            return "font directory '\(path)' does not exist or is not a folder"
        case .missingResource(let name, let bundle):
            return "no resource '\(name)' in the bundle '\(bundle)'"
        }
    }
}

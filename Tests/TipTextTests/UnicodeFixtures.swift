import Foundation

/// The Unicode 15.0 test files under `Tests/Fixtures/unicode` (subsets made by
/// `Scripts/generate-unicode-fixtures.py`; the Unicode licence is `LICENSE.txt` there).
enum UnicodeFixtures {
    /// The directory `Tests/Fixtures/unicode`.
    static let directory = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("unicode")

    /// The data lines of fixture `name`: no comments, no blank lines.
    static func lines(_ name: String) throws -> [Substring] {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
    }

    /// The scalars spelled by space-separated hex code points.
    static func scalars(fromHex hex: Substring) -> [Unicode.Scalar] {
        hex.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
    }
}

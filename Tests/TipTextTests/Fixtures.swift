import Foundation

/// Files under `Tests/Fixtures/text/`, found from this file's path.
enum Fixtures {
    /// The directory `Tests/Fixtures/text`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/text")

    /// The directory `Tests/Fixtures`.
    static let root = directory.deletingLastPathComponent()

    /// The directory `Tests/Fixtures/Fonts`, holding the font subsets.
    static let fontDirectory = root.appendingPathComponent("Fonts")

    /// The bytes of the font file `name` under `Tests/Fixtures/Fonts`.
    static func fontData(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fontDirectory.appendingPathComponent(name)))
    }

    /// The bytes of the file at `path` relative to `Tests/Fixtures`, e.g.
    /// "ShapingFonts/NotoSans-shaping.ttf".
    static func data(atFixturePath path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// The text of fixture `name`.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Data lines of a generated fixture (no comments, no blank lines), split at tabs.
    static func rows(_ name: String) throws -> [[Substring]] {
        try text(name).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }

    /// The string spelled by space-separated hex code points.
    static func string(fromHex hex: Substring) -> String {
        var result = ""
        for value in hex.split(separator: " ") {
            if let code = UInt32(value, radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

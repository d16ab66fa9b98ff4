import Foundation

/// A temporary folder holding a small `.tip` project: `main.tip` importing
/// `my tips/brand.tip` (a folder name with a space, to exercise escaping).
final class TemporaryProject {
    /// The folder's absolute path.
    let root: String

    /// `main.tip`'s text: one tooltip styled by the import.
    static let main = """
        import "my tips/brand.tip"

        tooltip Hello : Brand {
            text: "Hello"
        }

        """

    /// `my tips/brand.tip`'s text with the given background colour, under black text.
    static func brand(background: String) -> String {
        "style Brand {\n    background: \(background)\n    textColor: black\n    cornerRadius: 8\n}\n"
    }

    init() throws {
        root = try TipcProcess.temporaryDirectory()
        try write(Self.main, to: "main.tip")
        try write(Self.brand(background: "#FF9500"), to: "my tips/brand.tip")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `text` to the project-relative `name`.
    func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: root + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of the project-relative `name`.
    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + name)), as: UTF8.self)
    }

    /// The modification date of the project-relative `name`.
    func modificationDate(of name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: root + "/" + name)[.modificationDate] as? Date
    }

    /// Sets the modification date of the project-relative `name` (`touch -d`).
    func setModificationDate(_ date: Date, of name: String) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: root + "/" + name)
    }

    /// Moves the modification date of every file in the project `seconds` into the past.
    func ageEveryFile(by seconds: Double) throws {
        let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for name in names.sorted() {
            if let date = try modificationDate(of: name) {
                try setModificationDate(date.addingTimeInterval(-seconds), of: name)
            }
        }
    }
}

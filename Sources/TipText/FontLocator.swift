#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSystem

/// A face found in a font folder: where it is and what it calls itself.
public struct InstalledFace: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// The face's index in its file (0 unless the file is a collection).
    public var faceIndex: Int
    /// Typographic family name (name ID 16, else 1).
    public var family: String
    /// `OS/2` usWeightClass (400 without `OS/2`).
    public var weight: Int
    /// Whether `OS/2` marks the face italic or oblique (fsSelection bits 0 or 9).
    public var isItalic: Bool
    /// Whether the face has the normal width (`OS/2` usWidthClass 5), not condensed or expanded.
    public var isNormalWidth: Bool
}

/// Finds font files by family name in folders, deterministically: folders in the order given,
/// each walked recursively with its paths sorted, files ending in `.ttf`, `.otf`, `.ttc` or
/// `.otc` (any case). Only each face's table directory, `name` and `OS/2` are read; a file
/// that cannot be read or parsed is skipped.
public struct FontLocator: Sendable {
    /// Every upright and italic face found, folder by folder, path order, face order.
    public let faces: [InstalledFace]

    /// The usual system font folders of this platform, with `~` expanded: on Linux
    /// `/usr/share/fonts`, `/usr/local/share/fonts`, `~/.fonts`, `~/.local/share/fonts`; on
    /// macOS `/System/Library/Fonts`, `/Library/Fonts`, `~/Library/Fonts`.
    public static var systemDirectories: [String] {
        let home = ProcessEnvironment.homeDirectory
        #if os(macOS)
        return ["/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts"]
        #else
        return ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.fonts", home + "/.local/share/fonts"]
        #endif
    }

    private static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Scans `directories` (missing ones are skipped).
    public init(directories: [String]) {
        var faces: [InstalledFace] = []
        for directory in directories {
            for path in Self.fontFiles(under: directory) {
                faces.append(contentsOf: Self.summaries(ofFileAt: path))
            }
        }
        self.faces = faces
    }

    /// The upright, normal-width faces of `family` (compared case-insensitively), first found
    /// first; a weight already found is not added again.
    public func uprightFaces(ofFamily family: String) -> [InstalledFace] {
        let wanted = family.lowercased()
        var result: [InstalledFace] = []
        for face in faces where !face.isItalic && face.isNormalWidth && face.family.lowercased() == wanted {
            if !result.contains(where: { $0.weight == face.weight }) { result.append(face) }
        }
        return result
    }

    /// ``uprightFaces(ofFamily:)``, each read by `load` (a face it cannot read is left out), with
    /// the weight each was found at: a ``FontFamily``'s faces.
    public func uprightFaces(ofFamily family: String, loading load: (InstalledFace) -> FontFace?) -> [(weight: Int, face: FontFace)] {
        uprightFaces(ofFamily: family).compactMap { installed in load(installed).map { (installed.weight, $0) } }
    }

    /// Font files under `directory`, sorted by path (links listed, not followed: see
    /// ``Directory/files(under:)``).
    static func fontFiles(under directory: String) -> [String] {
        let paths = Directory.files(under: directory).compactMap { relative -> String? in
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            guard let dot = name.lastIndex(of: "."),
                  extensions.contains(name[name.index(after: dot)...].lowercased()) else { return nil }
            return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
        }
        return paths.sorted()
    }

    /// The faces of the file at `path`, reading only the parts that name them.
    static func summaries(ofFileAt path: String) -> [InstalledFace] {
        // Non-blocking: a FIFO named like a font is not waited on (reading it fails at once).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        func read(_ offset: Int, _ length: Int) -> [UInt8] {
            guard length > 0, length <= 1 << 20, offset >= 0 else { return [] }
            return FileDescriptor.read(count: length, at: offset, from: descriptor)
        }
        return (try? FontFaceSummary.read(using: read).map {
            InstalledFace(path: path, faceIndex: $0.faceIndex, family: $0.family, weight: $0.weight,
                          isItalic: $0.isItalic, isNormalWidth: $0.isNormalWidth)
        }) ?? []
    }
}

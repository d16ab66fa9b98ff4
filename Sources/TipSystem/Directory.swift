#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders: what they hold (read with `opendir` and `readdir`), and making them.
package enum Directory {
    /// Creates the folder `path` and every missing folder above it (as `mkdir -p`); nothing to
    /// do when it exists.
    package static func create(_ path: String) throws(SystemError) {
        if mkdir(path, 0o777) == 0 { return }
        if errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try create(String(path[..<slash]))
            if mkdir(path, 0o777) == 0 { return }
        }
        guard errno == EEXIST else { throw .last }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { throw SystemError(code: EEXIST) }
    }

    /// The names in the folder `path` (without `.` and `..`), in the order the system gives them.
    package static func names(in path: String) throws(SystemError) -> [String] {
        var names: [String] = []
        try forEachEntry(in: path) { name, _ in names.append(name) }
        return names
    }

    /// Every file and link under the folder `path`, at any depth, as paths relative to it
    /// (`a/b.ttf`), in no particular order. Symbolic links are listed, never followed (nor is
    /// `path` itself when it is one, even written with a trailing `/`), and folders on another
    /// file system than `path` are not entered: what `FileManager`'s enumerator lists on Linux,
    /// folders left out. An unreadable folder is skipped.
    package static func files(under path: String) -> [String] {
        var status = stat()
        let withoutTrailingSlashes = String(path.reversed().drop { $0 == "/" }.reversed())
        guard lstat(withoutTrailingSlashes.isEmpty ? "/" : withoutTrailingSlashes, &status) == 0,
              status.st_mode & S_IFMT == S_IFDIR else { return [] }
        var files: [String] = []
        collectFiles(under: path, relativePath: "", device: status.st_dev, into: &files)
        return files
    }

    private static func collectFiles(under folder: String, relativePath: String, device: dev_t, into files: inout [String]) {
        try? forEachEntry(in: folder) { name, type in
            let path = folder + "/" + name
            let relative = relativePath.isEmpty ? name : relativePath + "/" + name
            guard type == Int(DT_DIR) || type == Int(DT_UNKNOWN) else {
                files.append(relative)
                return
            }
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            if status.st_mode & S_IFMT != S_IFDIR {
                files.append(relative)
            } else if status.st_dev == device {
                collectFiles(under: path, relativePath: relative, device: device, into: &files)
            }
        }
    }

    /// Calls `body` with the name and `d_type` of each entry of the folder `path` but `.` and `..`.
    private static func forEachEntry(in path: String, _ body: (String, Int) -> Void) throws(SystemError) {
        guard let stream = opendir(path) else { throw .last }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            body(name, Int(entry.pointee.d_type))
        }
    }
}

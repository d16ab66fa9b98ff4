#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What this process is given by whoever started it: environment variables, the current folder,
/// and the folders the environment names (home, temporary files).
package enum ProcessEnvironment {
    /// The value of the environment variable `name`, if it is set.
    package static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The current folder, absolute; empty if it cannot be found (it was removed).
    package static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(cString: path)
    }

    /// The user's home folder: `$HOME`, else the one the user database gives, else empty.
    package static var homeDirectory: String {
        if let home = variable("HOME"), !home.isEmpty { return home }
        guard let user = getpwuid(getuid()), let folder = user.pointee.pw_dir else { return "" }
        return String(cString: folder)
    }

    /// The folder for temporary files, ending in `/`: `$TMPDIR`, else `/tmp/`.
    package static var temporaryDirectory: String {
        guard let folder = variable("TMPDIR"), !folder.isEmpty else { return "/tmp/" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }
}

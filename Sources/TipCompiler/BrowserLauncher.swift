#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSystem

/// Opens an address in the default browser (`tipc preview --open`): `xdg-open` on Linux,
/// `open` on macOS, started and left to run.
enum BrowserLauncher {
    #if canImport(Darwin)
    private static let opener = "open"
    #else
    private static let opener = "xdg-open"
    #endif

    /// Starts the opener with `url`; why it could not be started, or nil.
    static func open(_ url: String) -> String? {
        var process = pid_t()
        let arguments = [opener, url]
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        let status = posix_spawnp(&process, opener, nil, nil, &pointers, environ)
        guard status == 0 else { return "cannot open a browser ('\(opener)' did not start: \(String(cString: strerror(status)))); open \(url)" }
        // Reap it when it ends, so that it does not linger as a zombie.
        let started = process
        SystemThread.detach(stackSize: 64 << 10) {
            var status: Int32 = 0
            _ = waitpid(started, &status, 0)
        }
        return nil
    }
}

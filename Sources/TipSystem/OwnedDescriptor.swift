#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A duplicate of a file descriptor, closed when the last reference to it goes: whoever holds it
/// keeps the file open however long it needs it, whatever the owner of the original does with
/// its own number meanwhile (as a `FileHandle` kept alive does). Without it, a thread still
/// reading a number its owner has closed reads whatever file was opened next under that number.
package final class OwnedDescriptor: Sendable {
    /// The duplicate's number (the original's when no duplicate could be made).
    package let number: Int32
    private let isDuplicate: Bool

    /// A duplicate of `descriptor`, not inherited by child processes.
    package init(duplicating descriptor: Int32) {
        let duplicate = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        isDuplicate = duplicate >= 0
        number = isDuplicate ? duplicate : descriptor
    }

    deinit {
        if isDuplicate { close(number) }
    }
}

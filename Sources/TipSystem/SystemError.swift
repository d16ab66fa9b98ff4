#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: its `errno`, described as the C library describes it.
package struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `errno`.
    package let code: Int32

    /// The error of code `code`.
    package init(code: Int32) {
        self.code = code
    }

    /// The error the last failed call on this thread left in `errno`.
    package static var last: SystemError { SystemError(code: errno) }

    /// `No space left on device`: `strerror`'s text.
    package var description: String { String(cString: strerror(code)) }
}

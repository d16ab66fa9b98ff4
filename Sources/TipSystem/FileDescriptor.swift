#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing an open file descriptor whole-heartedly: again after a signal interrupts
/// a call, and waiting on a non-blocking descriptor (a standard stream may be inherited that way)
/// instead of failing because nothing is there yet.
package enum FileDescriptor {
    /// Reads into `buffer` what `descriptor` gives, at most the buffer's size, waiting until it
    /// gives something: the number of bytes read (0 at the end of the input), or the failure.
    package static func read(into buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Result<Int, SystemError> {
        while true {
            let got = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if got >= 0 { return .success(got) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: wait(for: POLLIN, on: descriptor)
            default: return .failure(.last)
            }
        }
    }

    /// Up to `count` bytes of the file `descriptor` from byte `offset` on (fewer at its end),
    /// not moving its position; empty when reading fails.
    package static func read(count: Int, at offset: Int, from descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(offset + filled)) }
            if got == 0 { break }
            if got < 0 {
                guard errno == EINTR else { return [] }
                continue
            }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Writes all of `bytes` to `descriptor`; the failure that stopped it, if one did.
    @discardableResult
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemError? {
        guard var address = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, address, remaining)
            if written < 0 {
                switch errno {
                case EINTR: break
                case EAGAIN, EWOULDBLOCK: wait(for: POLLOUT, on: descriptor)
                default: return .last
                }
                continue
            }
            address += written
            remaining -= written
        }
        return nil
    }

    /// Writes the UTF-8 bytes of `text` to `descriptor`; the failure that stopped it, if one did.
    @discardableResult
    package static func write(_ text: String, to descriptor: Int32) -> SystemError? {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Waits until `descriptor` is ready for `event` (`POLLIN`, `POLLOUT`).
    private static func wait(for event: Int32, on descriptor: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(event), revents: 0)
        _ = poll(&request, 1, -1)
    }
}

/// The C library's `read`, named apart from ``FileDescriptor/read(into:from:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The C library's `write`, named apart from ``FileDescriptor/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

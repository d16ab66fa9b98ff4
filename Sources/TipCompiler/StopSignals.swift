#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into a byte on a pipe that `tipc watch` waits on between polls, so
/// Ctrl-C or `kill` ends it cleanly (exit 0) instead of killing it mid-write; a signal that
/// arrives during a build is seen by the next wait. The default handlers come back when this is
/// released.
final class StopSignals {
    private static let handled: [Int32] = [SIGINT, SIGTERM]

    /// The pipe the handler writes to, both ends non-blocking: made once per process (a signal
    /// handler reaches only globals), never closed; -1s if it could not be made.
    private static let pipeEnds: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }()

    /// Installs the handlers, and unblocks the signals for this thread and those it starts (a
    /// parent may hand a blocked mask down: threads of Dispatch block every signal); without a
    /// pipe, the default handlers stay (a signal ends the process).
    init() {
        guard Self.pipeEnds.read >= 0 else { return }
        drain()
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in Self.handled {
            signal(number) { _ in StopSignals.signalArrived() }
            sigaddset(&signals, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    deinit {
        guard Self.pipeEnds.read >= 0 else { return }
        for number in Self.handled { signal(number, SIG_DFL) }
    }

    /// Waits up to `seconds`; true when a stop signal arrived (now or since the last wait).
    func wait(seconds: Double) -> Bool {
        var request = pollfd(fd: Self.pipeEnds.read, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32((seconds * 1000).rounded(.up))
        var ready: Int32
        // Only the handlers here interrupt the wait, and each leaves a byte to find.
        repeat { ready = poll(&request, 1, milliseconds) } while ready < 0 && errno == EINTR
        guard ready > 0 else { return false }
        drain()
        return true
    }

    /// Empties the pipe.
    private func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(Self.pipeEnds.read, &bytes, bytes.count) > 0 {}
    }

    /// The handler: a byte into the pipe (`write` is safe in a signal handler), `errno` kept for
    /// the call the signal interrupted.
    private static func signalArrived() {
        let interrupted = errno
        var byte: UInt8 = 1
        _ = write(pipeEnds.write, &byte, 1)
        errno = interrupted
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of this process, started with a stack of a given size (a POSIX thread: what
/// Foundation's `Thread` is, without loading Foundation). Each one is either joined (waited
/// for) or detached (left to finish on its own), once.
package struct SystemThread {
    // A number in glibc, a pointer (imported as optional) in Darwin and musl.
    #if canImport(Glibc)
    private let thread: pthread_t
    #else
    private let thread: pthread_t?
    #endif

    /// Starts a thread with `stackSize` bytes of stack running `body`; nil when the system
    /// refuses a thread (too many threads, not enough memory).
    package init?(stackSize: Int, running body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        guard pthread_create(&thread, &attributes, { context in ThreadBody.run(context) }, context) == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        self.thread = thread
    }

    /// Starts a thread as ``init(stackSize:running:)`` does, left to finish on its own. A thread
    /// the system refuses stops the process: nothing could run what it was to run.
    package static func detach(stackSize: Int, running body: @escaping @Sendable () -> Void) {
        guard let thread = SystemThread(stackSize: stackSize, running: body) else {
            fatalError("the system refused to start a thread")
        }
        thread.detach()
    }

    /// Waits until the thread has finished.
    package func join() {
        #if !canImport(Glibc)
        guard let thread else { return }
        #endif
        pthread_join(thread, nil)
    }

    /// Lets the thread finish on its own, its resources freed when it does.
    package func detach() {
        #if !canImport(Glibc)
        guard let thread else { return }
        #endif
        pthread_detach(thread)
    }

    /// Puts the calling thread to sleep for `nanoseconds` (at least: a signal does not end it
    /// early).
    package static func sleep(nanoseconds: Int64) {
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}

/// What a ``SystemThread`` runs, handed to it through `pthread_create`'s context pointer.
private final class ThreadBody {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }

    /// Runs the body behind `context` (retained by the starting thread) and releases it.
    static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        if Heap.usesHugePages { Heap.adviseHugePagesForThisThread() }
        Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
        return nil
    }
}

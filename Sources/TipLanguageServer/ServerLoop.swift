import TipParallel
import TipSyntax
import TipSystem

/// What the serving thread waits for.
enum ServerEvent: Sendable {
    /// A frame from the reader thread.
    case frame(IncomingFrame)
    /// A compile finished on the worker thread.
    case compiled(CompileOutcome)
    /// The debounce wait numbered `generation` is over.
    case debounceElapsed(generation: Int)
}

/// A running server's threads:
///
/// - a **reader** thread reads frames into the inbox as they arrive, so the input is always
///   drained, whatever the server is doing;
/// - the **serving** thread (the caller of ``run(reading:)``) takes events from the inbox in
///   order, owns the ``ServerSession`` and is the only one that writes; requests are answered
///   as they come, never waiting for a compile;
/// - **worker** threads run the compiles, one at a time: the serving thread starts one when the
///   session has a due job and the previous compile is done.
///
/// After a `didChange` the serving thread restarts the debounce wait
/// (``ServerOptions/debounce``); when a wait ends and no later one was started, the queued
/// compiles become due. Before answering `shutdown` it runs every queued compile, so each open
/// document's latest diagnostics go out before the reply.
struct ServerLoop {
    private var session: ServerSession
    private let writer: MessageWriter
    private let options: ServerOptions
    private let inbox = Inbox<ServerEvent>()
    /// Whether the worker is busy.
    private var compiling = false
    /// The number of the latest debounce wait; earlier ones are ignored when they end.
    private var debounceGeneration = 0
    /// Frames that arrived while compiles were being finished for `shutdown`, in order.
    private var deferredFrames: [IncomingFrame] = []

    init(session: ServerSession, writer: MessageWriter, options: ServerOptions) {
        self.session = session
        self.writer = writer
        self.options = options
    }

    /// Serves frames from `reader` until `exit` or the end of the input; the exit code.
    mutating func run(reading reader: MessageReader) -> Int32 {
        startReading(reader)
        while true {
            let event = deferredFrames.isEmpty ? inbox.take() : .frame(deferredFrames.removeFirst())
            switch event {
            case .frame(let frame):
                if let code = handle(frame) { return code }
            case .compiled(let outcome):
                finish(outcome)
            case .debounceElapsed(let generation):
                if generation == debounceGeneration { session.debounceElapsed() }
            }
            startCompileIfIdle()
        }
    }

    /// Handles one frame and sends the replies; the exit code once the session is over.
    private mutating func handle(_ frame: IncomingFrame) -> Int32? {
        let wasShutDown = session.state == .shutDown
        let replies = session.handle(frame)
        if !wasShutDown, session.state == .shutDown { finishEveryCompile() }
        replies.forEach(writer.send)
        if session.debounceRequested {
            session.debounceRequested = false
            restartDebounce()
        }
        if let code = session.exitCode { return code }
        return frame == .endOfInput ? 1 : nil
    }

    private mutating func finish(_ outcome: CompileOutcome) {
        compiling = false
        session.finish(outcome).forEach(writer.send)
    }

    /// Runs every queued compile, debounced or not, and publishes what is current; frames that
    /// arrive meanwhile are kept for afterwards.
    private mutating func finishEveryCompile() {
        session.debounceElapsed()
        startCompileIfIdle()
        while compiling {
            switch inbox.take() {
            case .frame(let frame): deferredFrames.append(frame)
            case .compiled(let outcome):
                finish(outcome)
                startCompileIfIdle()
            case .debounceElapsed: break
            }
        }
    }

    private mutating func startCompileIfIdle() {
        guard !compiling, let job = session.nextCompileJob() else { return }
        compiling = true
        let inbox = inbox
        SystemThread.detach(stackSize: ParallelWork.stackSize) { job.run { inbox.put(.compiled($0)) } }
    }

    private mutating func restartDebounce() {
        debounceGeneration += 1
        let generation = debounceGeneration, inbox = inbox
        options.timer.schedule(after: options.debounce) { inbox.put(.debounceElapsed(generation: generation)) }
    }

    /// Starts the reader thread; it ends after putting ``IncomingFrame/endOfInput``.
    private func startReading(_ reader: MessageReader) {
        nonisolated(unsafe) var reader = reader  // handed over: only the reader thread uses it
        let inbox = inbox
        SystemThread.detach(stackSize: ParallelWork.stackSize) {
            while true {
                let frame = reader.next()
                inbox.put(.frame(frame))
                if frame == .endOfInput { return }
            }
        }
    }
}

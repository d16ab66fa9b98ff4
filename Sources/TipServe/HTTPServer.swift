#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TipSystem

/// An HTTP/1.1 server over POSIX sockets for one ``HTTPSite``: a thread accepts connections and
/// each connection gets a thread of its own, which reads one request head, checks it and
/// answers it, then closes (or hands an event stream over to ``EventStreams``).
///
/// What it refuses before the site sees a request: a head over 16 KiB (431), a malformed one
/// (400), a method other than GET (405), a `Host` that is not its own address and port (421),
/// a path that is too long or could leave the site's names (404, ``RequestPath``). What it
/// bounds (``ServerLimits``): the connections open at once (more are answered 503 and closed at
/// once), the time a client has to send its head and to take its response. None of it waits on
/// a lock the site's owner holds for longer than it takes to swap a value.
public final class HTTPServer: @unchecked Sendable {
    /// The address listened on.
    public let host: String
    /// The port listened on (the one the system picked when asked for port 0).
    public let port: UInt16
    /// The limits.
    public let limits: ServerLimits
    private let site: any HTTPSite
    private let hostCheck: HostCheck
    private let listener: Int32
    private let streams = EventStreams()
    private let lock = Lock()
    private var openConnections = 0
    private var stopped = false
    private var acceptThread: SystemThread?
    private var keepAliveThread: SystemThread?

    /// Listens on `host` (an IPv4 address, or `localhost` for 127.0.0.1) at `port` (0: any free
    /// one), serving nothing until ``start()``.
    public init(host: String, port: UInt16, limits: ServerLimits = ServerLimits(), site: any HTTPSite) throws(ServeError) {
        let address = host.lowercased() == "localhost" ? "127.0.0.1" : host
        let listening = try Socket.openListener(address: address, port: port)
        self.host = host
        self.port = listening.port
        self.limits = limits
        self.site = site
        listener = listening.descriptor
        hostCheck = HostCheck(host: host, port: listening.port)
    }

    deinit {
        stop()
    }

    /// The address to open in a browser: `http://host:port/`.
    public var url: String { "http://\(host):\(port)/" }

    /// Starts accepting connections, and keeping event streams alive, on threads of their own;
    /// fails when the system refuses a thread.
    public func start() throws(ServeError) {
        acceptThread = SystemThread(stackSize: 256 << 10) { [self] in acceptConnections() }
        keepAliveThread = SystemThread(stackSize: 128 << 10) { [self] in keepStreamsAlive() }
        guard acceptThread != nil, keepAliveThread != nil else {
            stop()
            throw ServeError.system("cannot start the server's threads", SystemError.last)
        }
    }

    /// Stops accepting, closes every event stream and waits for the accepting thread to end.
    /// Requests being answered finish on their own threads.
    public func stop() {
        let wasStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        acceptThread?.join()
        keepAliveThread?.join()
        close(listener)
        streams.closeAll()
    }

    /// Sends the event `event` with `data` (one line) to every open event stream.
    public func send(event: String, data: String) {
        streams.send("event: \(event)\ndata: \(data)\n\n")
    }

    /// Connections being served now, event streams included.
    public var connectionCount: Int { lock.withLock { openConnections } + streams.count }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptConnections() {
        while !isStopped {
            guard Socket.wait(for: listener, events: POLLIN, seconds: 0.1) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let admitted = lock.withLock {
                guard openConnections + streams.count < limits.maximumConnections else { return false }
                openConnections += 1
                return true
            }
            guard admitted, let thread = SystemThread(stackSize: 256 << 10, running: { [self] in serve(connection) }) else {
                if admitted { lock.withLock { openConnections -= 1 } }
                refuse(connection, .serviceUnavailable)
                continue
            }
            thread.detach()
        }
    }

    private func keepStreamsAlive() {
        var last = Socket.now()
        while !isStopped {
            SystemThread.sleep(nanoseconds: 100_000_000)
            if Socket.now() - last >= limits.keepAliveInterval {
                streams.send(": keep-alive\n\n")
                last = Socket.now()
            }
        }
    }

    /// Answers `status` without waiting for the request, and closes (reading only what has
    /// arrived: the accepting thread must not wait on a client).
    private func refuse(_ connection: Int32, _ status: HTTPStatus) {
        Socket.writeAll(HTTPResponse(status: status).bytes, to: connection, seconds: 0)
        Socket.closeAfterReading(connection, seconds: 0)
    }

    /// Reads one request from `connection`, answers it, and closes it or keeps it as an event
    /// stream.
    private func serve(_ connection: Int32) {
        let answer: HTTPAnswer
        switch Socket.readHead(from: connection, seconds: limits.timeout) {
        case .failure(.tooLarge): answer = .response(HTTPResponse(status: .headerFieldsTooLarge))
        case .failure(.timedOut), .failure(.closed):
            lock.withLock { openConnections -= 1 }
            close(connection)
            return
        case .success(let head): answer = self.answer(head)
        }
        switch answer {
        case .response(let response):
            Socket.writeAll(response.bytes, to: connection, seconds: limits.timeout)
            Socket.closeAfterReading(connection)
            lock.withLock { openConnections -= 1 }
        case .eventStream(let firstEvents):
            // No longer a connection being served: a stream from here on (if admitted).
            let admitted = lock.withLock {
                openConnections -= 1
                return streams.count < limits.maximumEventStreams && !stopped
            }
            guard admitted else { return refuse(connection, .serviceUnavailable) }
            _ = streams.add(connection, sending: HTTPResponse.eventStreamHead + Array(firstEvents.utf8))
        }
    }

    /// The answer to the request whose head is `head`: a refusal, or the site's.
    func answer(_ head: ArraySlice<UInt8>) -> HTTPAnswer {
        let request: HTTPRequest
        switch RequestParser.parse(head) {
        case .failure(let rejection): return .response(HTTPResponse(status: rejection.status))
        case .success(let parsed): request = parsed
        }
        guard hostCheck.accepts(request.header("host")) else { return .response(HTTPResponse(status: .misdirectedRequest)) }
        guard request.method == "GET" else { return .response(HTTPResponse(status: .methodNotAllowed)) }
        guard let segments = RequestPath.segments(of: request.target) else { return .response(HTTPResponse(status: .notFound)) }
        return site.answer(request, segments: segments)
    }
}

import TipEmit
import TipLayout
import TipServe
import TipSystem

/// What `tipc preview` serves, from the latest ``PreviewSnapshot`` alone (nothing is read from
/// disk to answer a request): the page and its script and style sheet, the state, the event
/// stream that announces each compile, each component's JSON and source lines, and each input's
/// compiled outputs (`/outputs/<input>/<name>.json`, its layout tree; `.svg`, its sheet). Any
/// other path is not found.
final class PreviewSite: HTTPSite, @unchecked Sendable {
    private let lock = Lock()
    private var snapshot: PreviewSnapshot

    /// A site serving `snapshot` until the next ``update(_:)``.
    init(_ snapshot: PreviewSnapshot) {
        self.snapshot = snapshot
    }

    /// Serves `snapshot` from now on.
    func update(_ snapshot: PreviewSnapshot) {
        lock.withLock { self.snapshot = snapshot }
    }

    /// The snapshot served now.
    var current: PreviewSnapshot { lock.withLock { snapshot } }

    /// The event that tells the page a compile's state is ready.
    static func versionEvent(_ version: Int) -> String {
        "event: version\ndata: \(version)\n\n"
    }

    func answer(_ request: HTTPRequest, segments: [String]) -> HTTPAnswer {
        let snapshot = current
        switch segments {
        case []: return .response(Self.file(PreviewPage.html, type: "text/html; charset=utf-8"))
        case ["preview.css"]: return .response(Self.file(PreviewPage.css, type: "text/css; charset=utf-8"))
        case ["preview.js"]: return .response(Self.file(PreviewScript.text, type: "text/javascript; charset=utf-8"))
        case ["state.json"]: return .response(HTTPResponse(contentType: "application/json", body: snapshot.state))
        case ["events"]: return .eventStream(firstEvents: Self.versionEvent(snapshot.version))
        default: break
        }
        guard segments.count == 3 else { return .response(HTTPResponse(status: .notFound)) }
        let (folder, input, file) = (segments[0], segments[1], segments[2])
        if folder == "component", let (inputIndex, componentIndex) = Self.indices(input, file, suffix: ".json", in: snapshot) {
            return .response(PreviewComponentDetail.response(forComponentAt: componentIndex, of: snapshot.inputs[inputIndex]))
        }
        if folder == "outputs", let inputIndex = Self.index(input, count: snapshot.inputs.count), let layout = snapshot.inputs[inputIndex].lastGood {
            let stem = Self.stem(of: snapshot.inputs[inputIndex].name)
            if file == stem + ".json" { return .response(HTTPResponse(contentType: "application/json", body: Array(JSONWriter.write(layout).utf8))) }
            if file == stem + ".svg" { return .response(HTTPResponse(contentType: "image/svg+xml", body: Array(SVGWriter.sheet(layout).utf8))) }
        }
        return .response(HTTPResponse(status: .notFound))
    }

    private static func file(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(contentType: type, body: Array(text.utf8))
    }

    /// The last path component of `name` without `.tip`: the name its outputs have.
    static func stem(of name: String) -> String {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        return file.hasSuffix(".tip") ? String(file.dropLast(4)) : file
    }

    /// `text` as an index below `count`: digits only, no sign, no leading zero.
    private static func index(_ text: String, count: Int) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), text == "0" || !text.hasPrefix("0"),
            let value = Int(text), value < count
        else { return nil }
        return value
    }

    /// The input at `input` and its last good layout's component at `file` (`12.json`).
    private static func indices(_ input: String, _ file: String, suffix: String, in snapshot: PreviewSnapshot) -> (Int, Int)? {
        guard file.hasSuffix(suffix), let inputIndex = index(input, count: snapshot.inputs.count),
            let layout = snapshot.inputs[inputIndex].lastGood,
            let componentIndex = index(String(file.dropLast(suffix.count)), count: layout.components.count)
        else { return nil }
        return (inputIndex, componentIndex)
    }
}

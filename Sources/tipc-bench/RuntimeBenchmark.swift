import Foundation
import TipEmit
import TipPipeline
import TipRuntime

/// `tipc-bench runtime`: what laying out costs an app, through TipRuntime's public API only, as
/// an app calls it: styles read from a compiled document with ``TipDocument/decode(from:)``,
/// then `layout` and `place` called with a different string on every call (so that no cache of
/// a repeated string helps), each call timed alone; the median of ``calls`` calls after
/// ``warmUpCalls`` that are not counted, beside the budget an app's frame leaves for it.
enum RuntimeBenchmark {
    static let calls = 20_000
    static let warmUpCalls = 2_000

    /// The styles laid out: a one-line hint, a tip with every part an app fills at run time,
    /// and a group of tags.
    static let source = """
        tooltip Hint { text: "Tap to start"; maxWidth: 280; arrow: bottom }
        tooltip Sync {
            title { text: "Sync across devices" }
            text: "Turn on iCloud to see your notes on every device you own."
            maxWidth: 300
            actions: ["Not now", action("Turn on", id: "enable")]
        }
        tags Topics { items: ["Swift"]; width: 320 }

        """

    /// One measured call: what it does and the budget it has, in microseconds.
    struct Case {
        let title: String
        let budget: Double
        let call: (Int) -> Int
    }

    static func run() {
        let document = compiledDocument()
        let engine = TipLayoutEngine()
        guard let hint = try? document.tooltipStyle(named: "Hint"), let sync = try? document.tooltipStyle(named: "Sync"),
            let topics = try? document.tagStyle(named: "Topics")
        else { fatalError("the benchmark's styles are missing from its document") }
        let words = ["Swift", "UIKit", "SwiftUI", "Combine", "Concurrency", "Layout", "Accessibility", "Widgets", "Charts", "Maps",
                     "Metal", "ARKit", "CoreData", "CloudKit", "StoreKit", "Vision"]
        let strings = Strings(count: calls + warmUpCalls, words: words)
        let screen = TipRect(x: 0, y: 0, width: 390, height: 844)
        let actions = [TipTooltipAction(id: "later", title: "Not now"), TipTooltipAction(id: "enable", title: "Turn on")]
        let cases = [
            Case(title: "layout(_:text:), one line", budget: 5) { call in
                engine.layout(hint, text: strings.oneLine[call]).text.lines.count
            },
            Case(title: "layout(_:title:text:actions:), two lines", budget: 12) { call in
                engine.layout(sync, title: strings.title[call], text: strings.twoLines[call], actions: actions).text.lines.count
            },
            Case(title: "layout(_:items:), 10 words", budget: 15) { call in
                engine.layout(topics, items: strings.tenWords[call]).tags.count
            },
            Case(title: "place(_:text:target:in:), one line", budget: 8) { call in
                let target = TipRect(x: Double(call % 300), y: 400, width: 44, height: 44)
                return Int(engine.place(hint, text: strings.oneLine[call], target: target, in: screen).frame.x)
            },
        ]
        print("tipc-bench runtime: TipLayoutEngine with built-in metrics, a new string each call, median of \(calls) calls\n")
        for measured in cases {
            let median = medianMicroseconds(of: measured.call)
            let verdict = median <= measured.budget ? "within" : "OVER"
            print(measured.title.padding(toLength: 44, withPad: " ", startingAt: 0)
                + String(format: "%8.2f µs   (target ≤ %g µs: %@)", median, measured.budget, verdict))
        }
    }

    /// The median duration of `call` over ``calls`` calls, each with its own index, after
    /// ``warmUpCalls``.
    static func medianMicroseconds(of call: (Int) -> Int) -> Double {
        var checksum = 0
        for index in 0..<warmUpCalls { checksum &+= call(index) }
        var durations: [Double] = []
        durations.reserveCapacity(calls)
        for index in warmUpCalls..<(warmUpCalls + calls) {
            let start = ContinuousClock.now
            checksum &+= call(index)
            durations.append(Stopwatch.seconds(since: start) * 1e6)
        }
        guard checksum != 0 else { fatalError("the layouts came out empty") }
        durations.sort()
        return durations[durations.count / 2]
    }

    /// The compiled document of ``source``, decoded as an app decodes its resource.
    static func compiledDocument() -> TipDocument {
        guard let layout = Compilation().compile(path: "runtime.tip", bytes: Array(source.utf8)).layout,
            let document = try? TipDocument.decode(from: Data(JSONWriter.write(layout).utf8))
        else { fatalError("the runtime benchmark's document does not compile") }
        return document
    }

    /// Every call's strings, made before any is timed: each differs from every other.
    struct Strings {
        let oneLine: [String]
        let title: [String]
        let twoLines: [String]
        let tenWords: [[String]]

        init(count: Int, words: [String]) {
            oneLine = (0..<count).map { "Tap to open item \($0)" }
            title = (0..<count).map { "Sync \($0) devices" }
            twoLines = (0..<count).map { "Turn on iCloud to see note \($0) on every device you own." }
            tenWords = (0..<count).map { call in (0..<10).map { words[($0 + call) % words.count] + "\(call % 97)" } }
        }
    }
}

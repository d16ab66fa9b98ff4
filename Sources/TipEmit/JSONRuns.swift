import TipLayout
import TipModel

extension JSONWriter {
    /// A styled line's `"runs"`: an array, a run a line, each `{"text", "x", "width",
    /// "font"}` — `x` from the line's `x`, `font` as every font is written.
    static func writeRuns(_ runs: [TipRun], into json: inout PrettyJSONStream) {
        json.key(literal: "runs")
        json.beginArray(multiline: true)
        for run in runs {
            json.beginObject(multiline: false)
            json.key(literal: "text")
            json.string(run.text)
            json.key(literal: "x")
            json.number(run.x)
            json.key(literal: "width")
            json.number(run.width)
            json.key(literal: "font")
            write(run.font, into: &json)
            json.end()
        }
        json.end()
    }
}

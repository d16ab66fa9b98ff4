import Testing
@testable import TipEmit
import TipTestSupport

/// `PrettyJSONStream` writes, value by value, the text `JSON.rendered()` gives for the whole
/// value, when each container is opened with the layout that rendering gives it.
@Suite struct PrettyJSONStreamTests {
    /// Streams `value` as a writer that knows its layout statically would: an object on one
    /// line when every member is a scalar or an array of scalars (never the outermost one), an
    /// array on one line when every element is a scalar.
    private static func stream(_ value: JSON, into json: inout PrettyJSONStream, outermost: Bool = true) {
        switch value {
        case .null: json.null()
        case .bool(let flag): json.bool(flag)
        case .integer(let integer): json.integer(integer)
        case .number(let number): json.number(number)
        case .string(let string): json.string(string)
        case .array(let elements):
            json.beginArray(multiline: !elements.allSatisfy(\.isScalar))
            for element in elements { stream(element, into: &json, outermost: false) }
            json.end()
        case .object(let members):
            json.beginObject(multiline: outermost || !members.allSatisfy { isFlat($0.value) })
            for member in members {
                json.key(member.key)
                stream(member.value, into: &json, outermost: false)
            }
            json.end()
        }
    }

    private static func isFlat(_ value: JSON) -> Bool {
        if case .array(let elements) = value { return elements.allSatisfy(\.isScalar) }
        return value.isScalar
    }

    private static func streamed(_ value: JSON) -> String {
        OutputBytes.text { out in
            var json = PrettyJSONStream()
            swap(&json.out, &out)
            stream(value, into: &json)
            swap(&json.out, &out)
        }
    }

    @Test func flatAndNestedContainersReadAsTheTreeWriterWritesThem() {
        let value = JSON.object([
            JSONMember("name", .string("Tip \"1\"")),
            JSONMember("size", .object([JSONMember("width", .number(10.5)), JSONMember("height", .integer(3))])),
            JSONMember("dismiss", .array([])),
            JSONMember("empty", .object([])),
            JSONMember("lines", .array([.object([JSONMember("text", .string("a")), JSONMember("x", .number(0))])])),
            JSONMember("tags", .array([.string("a"), .null, .bool(true)])),
        ])
        #expect(Self.streamed(value) == value.rendered())
        #expect(Self.streamed(value).contains("\"size\": { \"width\": 10.5, \"height\": 3 }"))
        #expect(Self.streamed(.array([])) == "[]")
    }

    @Test func aValueWrittenAsATreeInsideTheStreamKeepsItsIndentation() {
        let styles = JSON.object([JSONMember("tooltips", .array([.object([JSONMember("font", .object([JSONMember("size", .integer(17))]))])]))])
        let whole = JSON.object([JSONMember("version", .integer(4)), JSONMember("styles", styles)])
        let text = OutputBytes.text { out in
            var json = PrettyJSONStream()
            swap(&json.out, &out)
            json.beginObject(multiline: true)
            json.key("version")
            json.integer(4)
            json.key("styles")
            json.value(styles)
            json.end()
            swap(&json.out, &out)
        }
        #expect(text == whole.rendered())
    }

    /// Random trees of every shape up to depth 4.
    @Test func randomValuesMatchTheTreeWriter() {
        var generator = SplitMix64(state: 7)
        func random(depth: Int) -> JSON {
            switch Int.random(in: 0...(depth < 4 ? 7 : 4), using: &generator) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &generator))
            case 2: return .integer(Int.random(in: -1_000...1_000, using: &generator))
            case 3: return .number(Double(Int.random(in: -100_000...100_000, using: &generator)) / 64)
            case 4: return .string(["", "a", "é\n", "\"q\""].randomElement(using: &generator)!)
            case 5, 6: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in random(depth: depth + 1) })
            default:
                return .object((0..<Int.random(in: 0...3, using: &generator)).map { JSONMember("k\($0)", random(depth: depth + 1)) })
            }
        }
        for _ in 0..<500 {
            let value = random(depth: 0)
            #expect(Self.streamed(value) == value.rendered(), "\(value)")
        }
    }
}

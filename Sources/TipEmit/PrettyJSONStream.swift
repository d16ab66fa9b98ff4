import TipModel

/// Writes pretty JSON text straight into an ``OutputBytes``, value by value, with no value tree:
/// the same text as ``JSON/rendered()`` gives for the same value, provided each container is
/// opened with the layout that rule gives it — `multiline` for an object holding an object (or
/// an array of containers), and for an array holding containers; one line (`{ "x": 0, "y": 6 }`,
/// `["tap"]`) otherwise. An empty container is `{}` or `[]` whatever its layout.
struct PrettyJSONStream {
    /// One open container.
    fileprivate struct Frame {
        let isObject: Bool
        let multiline: Bool
        /// The indentation of the line holding the opening bracket.
        let indent: Int
        var count = 0
    }

    /// The text so far (swap a caller's buffer in and out to write into it without a copy).
    var out = OutputBytes()
    /// The open containers around the innermost one, outermost first.
    private var outerFrames: [Frame] = []
    /// The innermost open container, kept apart from the others: every value updates it.
    private var innermost: Frame?
    /// The indentation of the line a value outside any container starts on.
    private let baseIndent: Int
    /// A member's key is written and its value is next.
    private var afterKey = false

    /// A stream whose outermost value starts on a line indented by `indent`.
    init(indent: Int = 0) {
        baseIndent = indent
    }

    /// Where a stream is: its open containers, for streams that go on from there apart.
    struct Position: Sendable {
        fileprivate let outerFrames: [Frame]
        fileprivate let innermost: Frame?
        fileprivate let baseIndent: Int
    }

    /// This stream's open containers, between two items of the innermost one.
    var position: Position { Position(outerFrames: outerFrames, innermost: innermost, baseIndent: baseIndent) }

    /// A stream that goes on from `position` into a buffer of its own, as if `count` items
    /// were already in the innermost container: for pieces of one array written apart and
    /// joined in order (see ``OrderedPieces``).
    init(continuing position: Position, afterItems count: Int) {
        baseIndent = position.baseIndent
        outerFrames = position.outerFrames
        innermost = position.innermost
        innermost?.count = count
    }

    /// Takes note that the innermost container holds `count` items, written by streams
    /// continuing from this one's ``position``.
    mutating func wrote(items count: Int) {
        innermost?.count = count
    }

    /// Opens an object.
    mutating func beginObject(multiline: Bool) {
        open(isObject: true, multiline: multiline)
    }

    /// Opens an array.
    mutating func beginArray(multiline: Bool) {
        open(isObject: false, multiline: multiline)
    }

    /// Closes the innermost container.
    mutating func end() {
        guard let frame = innermost else { return }
        innermost = outerFrames.popLast()
        if frame.count > 0 {
            if frame.multiline {
                newline(indent: frame.indent)
            } else if frame.isObject {
                out.append(UInt8(ascii: " "))
            }
        }
        out.append(UInt8(ascii: frame.isObject ? "}" : "]"))
        out.flushIfFull()
    }

    /// Starts the member `key` of the open object: its value is written next.
    mutating func key(_ key: String) {
        separate()
        out.writeQuoted(key)
        out.write(": ")
        afterKey = true
    }

    /// Starts the member of the open object whose key is the literal `key`, which needs no
    /// escaping (letters and digits): its bytes are copied as they are.
    mutating func key(literal key: StaticString) {
        separate()
        out.append(UInt8(ascii: "\""))
        out.write(literal: key)
        out.write(literal: "\": ")
        afterKey = true
    }

    /// Writes a string.
    mutating func string(_ value: String) {
        startValue()
        out.writeQuoted(value)
    }

    /// Writes a number as ``NumberFormat`` prints it.
    mutating func number(_ value: Double) {
        startValue()
        out.write(number: value)
    }

    /// Writes a string whose bytes `writeContent` appends and which need no escaping (path
    /// data: letters, digits, `.`, `-` and spaces).
    mutating func plainString(_ writeContent: (inout OutputBytes) -> Void) {
        startValue()
        out.append(UInt8(ascii: "\""))
        writeContent(&out)
        out.append(UInt8(ascii: "\""))
    }

    /// Writes an integer.
    mutating func integer(_ value: Int) {
        startValue()
        out.write(String(value))
    }

    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool) {
        startValue()
        out.write(value ? "true" : "false")
    }

    /// Writes `null`.
    mutating func null() {
        startValue()
        out.write("null")
    }

    /// Writes a value made as a tree, laid out as ``JSON/rendered()`` lays it out here.
    mutating func value(_ value: JSON) {
        startValue()
        let indent = childIndent  // read before `out` is borrowed: a read of `self` during that access copies the buffer
        value.writePretty(into: &out, indent: indent)
    }

    private mutating func open(isObject: Bool, multiline: Bool) {
        startValue()
        out.append(UInt8(ascii: isObject ? "{" : "["))
        let indent = childIndent
        if let innermost { outerFrames.append(innermost) }
        innermost = Frame(isObject: isObject, multiline: multiline, indent: indent)
    }

    /// The indentation a container opened now has: one step in from a multiline container's.
    private var childIndent: Int {
        innermost.map { $0.multiline ? $0.indent + 2 : $0.indent } ?? baseIndent
    }

    /// What comes before a value: nothing after its key, else the separator of an array element.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            separate()
        }
    }

    /// A line break and `indent` spaces.
    private mutating func newline(indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.indent(indent)
    }

    /// The comma, newline and indentation (or space) before the next item of the open container.
    private mutating func separate() {
        guard let frame = innermost else { return }
        innermost?.count += 1
        if frame.count > 0 { out.append(UInt8(ascii: ",")) }
        if frame.multiline {
            newline(indent: frame.indent + 2)
        } else if frame.count > 0 || frame.isObject {
            out.append(UInt8(ascii: " "))
        }
    }
}

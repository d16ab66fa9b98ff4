/// Why path data could not be read.
struct SVGPathError: Error {
    let reason: String
}

/// Reads the SVG path data `tipc` writes into ``TipPathCommand``s: absolute `M`, `L`, `H`, `V`,
/// `Q`, circular small arcs and `Z`. A command letter may be followed by several argument groups
/// (`L1 2 3 4`), as SVG allows. What `tipc` never writes — relative (lower-case) commands,
/// cubic curves, elliptical, rotated or large arcs — is refused.
struct SVGPathReader {
    private let bytes: [UInt8]
    private var index = 0
    private var current = TipPoint(x: 0, y: 0)
    private var subpathStart = TipPoint(x: 0, y: 0)

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Every command of the data, in order.
    mutating func commands() throws(SVGPathError) -> [TipPathCommand] {
        var commands: [TipPathCommand] = []
        skipSeparators()
        if index < bytes.count && bytes[index] != UInt8(ascii: "M") {
            throw SVGPathError(reason: "path data must start with M")
        }
        while index < bytes.count {
            let letter = bytes[index]
            index += 1
            repeat {
                commands.append(try command(letter))
                skipSeparators()
            } while letter != UInt8(ascii: "Z") && index < bytes.count && startsNumber(bytes[index])
        }
        return commands
    }

    private mutating func command(_ letter: UInt8) throws(SVGPathError) -> TipPathCommand {
        switch letter {
        case UInt8(ascii: "M"):
            current = try point()
            subpathStart = current
            return .move(current)
        case UInt8(ascii: "L"):
            current = try point()
            return .line(current)
        case UInt8(ascii: "H"):
            current = TipPoint(x: try number(), y: current.y)
            return .line(current)
        case UInt8(ascii: "V"):
            current = TipPoint(x: current.x, y: try number())
            return .line(current)
        case UInt8(ascii: "Q"):
            let control = try point()
            current = try point()
            return .quadCurve(control: control, to: current)
        case UInt8(ascii: "A"):
            let radiusX = try number(), radiusY = try number(), rotation = try number()
            let largeArc = try flag(), sweep = try flag()
            guard radiusX == radiusY, rotation == 0, !largeArc else {
                throw SVGPathError(reason: "only small circular arcs (A r r 0 0 sweep x y) are read, at offset \(index)")
            }
            current = try point()
            return .arc(radius: radiusX, clockwise: sweep, to: current)
        case UInt8(ascii: "Z"):
            current = subpathStart
            return .close
        default:
            throw SVGPathError(reason: "unsupported command '\(Character(Unicode.Scalar(letter)))' at offset \(index - 1)")
        }
    }

    private mutating func point() throws(SVGPathError) -> TipPoint {
        let x = try number()
        return TipPoint(x: x, y: try number())
    }

    private mutating func flag() throws(SVGPathError) -> Bool {
        let value = try number()
        guard value == 0 || value == 1 else { throw SVGPathError(reason: "arc flag must be 0 or 1") }
        return value == 1
    }

    /// A number: optional sign, digits with an optional fraction, optional exponent.
    private mutating func number() throws(SVGPathError) -> Double {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw SVGPathError(reason: "expected a number at offset \(start)")
        }
        return value
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[index]) {
            index += 1
        }
    }

    private func startsNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

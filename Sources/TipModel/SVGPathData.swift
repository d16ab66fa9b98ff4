/// Writing a ``TipPath`` as SVG path data, in place: the JSON writer appends it to its bytes,
/// ``TipPath/svgData`` makes a string of it; both are these bytes.
extension TipPath {
    /// The most bytes a command's data takes: an arc's `A`, two radii, the space between them,
    /// its flags with their spaces and its end point (each number at most
    /// ``NumberFormat/maximumLength``).
    private static let maximumCommandLength = 1 + 4 * NumberFormat.maximumLength + 2 + 7

    /// Room enough for ``writeSVGData(at:)``.
    public var svgDataCapacity: Int { commands.count * Self.maximumCommandLength }

    /// Writes the SVG path data at `start` (room for ``svgDataCapacity`` bytes) and returns how
    /// many bytes it wrote. A line that keeps one coordinate as written is `H` or `V`. The data
    /// holds only letters, digits, `.`, `-` and spaces: it needs escaping neither in XML nor in
    /// JSON.
    public func writeSVGData(at start: UnsafeMutablePointer<UInt8>) -> Int {
        var writer = ByteWriter(start: start)
        var current = TipPoint(x: 0, y: 0)
        var subpathStart = current
        for command in commands {
            switch command {
            case .move(let point):
                writer.byte(UInt8(ascii: "M"))
                writer.point(point)
                current = point
                subpathStart = point
            case .line(let point):
                // Compared as written: two numbers print the same exactly when they round to
                // the same thousandths.
                let sameX = NumberFormat.rounded(point.x) == NumberFormat.rounded(current.x)
                let sameY = NumberFormat.rounded(point.y) == NumberFormat.rounded(current.y)
                if sameY && !sameX {
                    writer.byte(UInt8(ascii: "H"))
                    writer.number(point.x)
                } else if sameX && !sameY {
                    writer.byte(UInt8(ascii: "V"))
                    writer.number(point.y)
                } else {
                    writer.byte(UInt8(ascii: "L"))
                    writer.point(point)
                }
                current = point
            case .quadCurve(let control, let point):
                writer.byte(UInt8(ascii: "Q"))
                writer.point(control)
                writer.byte(UInt8(ascii: " "))
                writer.point(point)
                current = point
            case .arc(let radius, let clockwise, let point):
                writer.byte(UInt8(ascii: "A"))
                writer.number(radius)
                writer.byte(UInt8(ascii: " "))
                writer.number(radius)
                writer.literal(clockwise ? " 0 0 1 " : " 0 0 0 ")
                writer.point(point)
                current = point
            case .close:
                writer.byte(UInt8(ascii: "Z"))
                current = subpathStart
            }
        }
        return writer.count
    }
}

/// Bytes written one after another from a start address.
private struct ByteWriter {
    let start: UnsafeMutablePointer<UInt8>
    var count = 0

    init(start: UnsafeMutablePointer<UInt8>) {
        self.start = start
    }

    mutating func byte(_ byte: UInt8) {
        start[count] = byte
        count += 1
    }

    mutating func literal(_ text: StaticString) {
        (start + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    mutating func number(_ value: Double) {
        count += NumberFormat.writeText(of: value, at: start + count)
    }

    /// `x y`.
    mutating func point(_ point: TipPoint) {
        number(point.x)
        byte(UInt8(ascii: " "))
        number(point.y)
    }
}

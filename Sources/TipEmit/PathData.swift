import TipLayout

extension Path {
    /// SVG path data (`M16 6H70.5L76 0…Z`), written with ``NumberFormat``. Horizontal and vertical
    /// lines use `H` and `V`. The same text goes to the JSON and the SVG.
    public var svgData: String {
        OutputBytes.text { writeSVGData(into: &$0) }
    }

    /// Appends ``svgData`` to `out`, number by number. Path data holds only letters, digits,
    /// `.`, `-` and spaces: it needs escaping neither in XML nor in JSON.
    func writeSVGData(into out: inout OutputBytes) {
        var current = Point(x: 0, y: 0)
        var subpathStart = current
        for command in commands {
            switch command {
            case .move(let p):
                out.append(UInt8(ascii: "M"))
                out.write(point: p)
                current = p
                subpathStart = p
            case .line(let p):
                // Compared as written: two numbers print the same exactly when they round to
                // the same thousandths.
                let sameX = NumberFormat.rounded(p.x) == NumberFormat.rounded(current.x)
                let sameY = NumberFormat.rounded(p.y) == NumberFormat.rounded(current.y)
                if sameY && !sameX {
                    out.append(UInt8(ascii: "H"))
                    out.write(number: p.x)
                } else if sameX && !sameY {
                    out.append(UInt8(ascii: "V"))
                    out.write(number: p.y)
                } else {
                    out.append(UInt8(ascii: "L"))
                    out.write(point: p)
                }
                current = p
            case .quadCurve(let control, let p):
                out.append(UInt8(ascii: "Q"))
                out.write(point: control)
                out.append(UInt8(ascii: " "))
                out.write(point: p)
                current = p
            case .arc(let radius, let clockwise, let p):
                out.append(UInt8(ascii: "A"))
                out.write(number: radius)
                out.append(UInt8(ascii: " "))
                out.write(number: radius)
                out.write(literal: clockwise ? " 0 0 1 " : " 0 0 0 ")
                out.write(point: p)
                current = p
            case .close:
                out.append(UInt8(ascii: "Z"))
                current = subpathStart
            }
        }
    }
}

extension OutputBytes {
    /// `x y`, as path data and `translate` write a point.
    mutating func write(point: Point) {
        write(number: point.x)
        append(UInt8(ascii: " "))
        write(number: point.y)
    }
}

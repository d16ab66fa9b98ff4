import TipLayout

extension Path {
    /// SVG path data (`M16 6H70.5L76 0…Z`), written with ``NumberFormat``. Horizontal and vertical
    /// lines use `H` and `V`. The same string goes to the JSON and the SVG.
    public var svgData: String {
        var out = ""
        var current = Point(x: 0, y: 0)
        var subpathStart = current
        let f = NumberFormat.format
        for command in commands {
            switch command {
            case .move(let p):
                out += "M\(f(p.x)) \(f(p.y))"
                current = p
                subpathStart = p
            case .line(let p):
                // Each coordinate formatted once: this runs for every edge of every shape.
                let (x, y, currentX, currentY) = (f(p.x), f(p.y), f(current.x), f(current.y))
                if y == currentY && x != currentX {
                    out += "H" + x
                } else if x == currentX && y != currentY {
                    out += "V" + y
                } else {
                    out += "L" + x + " " + y
                }
                current = p
            case .quadCurve(let control, let p):
                out += "Q\(f(control.x)) \(f(control.y)) \(f(p.x)) \(f(p.y))"
                current = p
            case .arc(let radius, let clockwise, let p):
                out += "A\(f(radius)) \(f(radius)) 0 0 \(clockwise ? 1 : 0) \(f(p.x)) \(f(p.y))"
                current = p
            case .close:
                out += "Z"
                current = subpathStart
            }
        }
        return out
    }
}

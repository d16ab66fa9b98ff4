/// One command of a bubble outline, in absolute coordinates (SVG's `H` and `V` become
/// ``line(_:)``).
public enum TipPathCommand: Hashable, Sendable {
    /// Start a subpath (`M`).
    case move(TipPoint)
    /// Straight line (`L`, `H`, `V`).
    case line(TipPoint)
    /// Quadratic Bézier curve (`Q`).
    case quadCurve(control: TipPoint, to: TipPoint)
    /// Cubic Bézier curve (`C`).
    case curve(control1: TipPoint, control2: TipPoint, to: TipPoint)
    /// Elliptical arc (`A`), as SVG defines it; `tipc` writes circular arcs (`radiusX ==
    /// radiusY`, no rotation, the small arc).
    case arc(radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: TipPoint)
    /// Close the subpath (`Z`).
    case close
}

/// A bubble outline: the SVG path data `tipc` wrote, and its commands.
///
/// Keep ``svgData`` to hand the outline to an SVG renderer or `Path(_:)`-style parsers; walk
/// ``commands`` to build a `CGPath` or SwiftUI `Path` yourself.
public struct TipPath: Codable, Hashable, Sendable {
    /// The SVG path data, exactly as in the JSON.
    public let svgData: String
    /// The commands of ``svgData``, absolute.
    public let commands: [TipPathCommand]

    /// Parses SVG path data made of absolute `M`, `L`, `H`, `V`, `Q`, `C`, `A` and `Z`
    /// commands (what `tipc` writes).
    public init(svgData: String) throws(TipRuntimeError) {
        self.svgData = svgData
        do {
            var parser = SVGPathParser(svgData)
            self.commands = try parser.parse()
        } catch {
            throw .invalidPath(svgData, reason: error.reason)
        }
    }

    /// Decodes SVG path data.
    public init(from decoder: any Decoder) throws {
        try self.init(svgData: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the SVG path data.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(svgData)
    }
}

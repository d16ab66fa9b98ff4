/// One command of a bubble outline, in absolute coordinates.
public enum TipPathCommand: Hashable, Sendable {
    /// Start a subpath (SVG's `M`).
    case move(TipPoint)
    /// A straight line (`L`, or `H` and `V` when one coordinate stays).
    case line(TipPoint)
    /// A quadratic Bézier curve (`Q`).
    case quadCurve(control: TipPoint, to: TipPoint)
    /// A circular arc of `radius` ending at `to`, `clockwise` on screen (y down), always the
    /// small arc (≤ 180°): SVG's `A r r 0 0 sweep` (``CircularArc`` gives its centre).
    case arc(radius: Double, clockwise: Bool, to: TipPoint)
    /// Close the subpath (`Z`).
    case close
}

/// A vector outline: a tooltip's bubble and arrow as one closed path. The JSON writes it as SVG
/// path data (``svgData``), so that an SVG renderer takes it as it is; walk ``commands`` to
/// build a `CGPath` or a SwiftUI `Path`.
public struct TipPath: Hashable, Sendable {
    /// The commands, in order.
    public var commands: [TipPathCommand]

    /// A path of `commands`.
    public init(_ commands: [TipPathCommand] = []) {
        self.commands = commands
    }

    /// Reads SVG path data of the commands `tipc` writes: absolute `M`, `L`, `H`, `V`, `Q`,
    /// circular small arcs (`A r r 0 0 sweep x y`) and `Z`, a command's arguments repeated as
    /// SVG allows.
    /// - Throws: ``TipRuntimeError/invalidPath(_:reason:)`` for anything else.
    public init(svgData: String) throws(TipRuntimeError) {
        var reader = SVGPathReader(svgData)
        do {
            commands = try reader.commands()
        } catch {
            throw .invalidPath(svgData, reason: error.reason)
        }
    }

    /// The SVG path data (`M16 6H70.5L76 0…Z`), its numbers as the JSON writes them
    /// (``NumberFormat``).
    public var svgData: String {
        String(unsafeUninitializedCapacity: svgDataCapacity) { buffer in writeSVGData(at: buffer.baseAddress!) }
    }
}

extension TipPath: Codable {
    /// Reads SVG path data (``init(svgData:)``).
    public init(from decoder: any Decoder) throws {
        try self.init(svgData: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes ``svgData``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(svgData)
    }
}

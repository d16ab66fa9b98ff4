import TipModel

extension OutputBytes {
    /// Appends `path`'s SVG path data (``TipPath/writeSVGData(at:)``): the same text in the JSON
    /// and the SVG.
    mutating func write(svgDataOf path: TipPath) {
        append(maximumCount: path.svgDataCapacity) { path.writeSVGData(at: $0) }
    }

    /// `x y`, as path data and `translate` write a point.
    mutating func write(point: TipPoint) {
        write(number: point.x)
        append(UInt8(ascii: " "))
        write(number: point.y)
    }
}

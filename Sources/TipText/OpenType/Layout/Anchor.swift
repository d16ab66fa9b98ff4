/// A GPOS Anchor table (formats 1–3): a point in font units. Format 2's contour point and
/// format 3's device tables only apply at a pixel size (hinting) or with variations, neither of
/// which tipc has, so every format gives its design coordinates, as HarfBuzz does at a scale of
/// unitsPerEm without ppem or variation coordinates (`Anchor::get_anchor`); another format is
/// the origin.
struct Anchor: Sendable, Hashable {
    /// The point's coordinates.
    let x: Int
    let y: Int

    /// The origin (what a missing or damaged mark anchor gives, like HarfBuzz's Null anchor).
    static let origin = Anchor(x: 0, y: 0)

    private init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The anchor `table` holds, or nil if it is missing or shorter than its format
    /// (HarfBuzz's sanitizer drops such an anchor).
    init?(_ table: FontTable) {
        let format = table.u16(0)
        let size = switch format {
        case 1: 6
        case 2: 8
        case 3: 10
        default: 2
        }
        guard table.count >= size else { return nil }
        (x, y) = (1...3).contains(format) ? (table.i16(2), table.i16(4)) : (0, 0)
    }
}

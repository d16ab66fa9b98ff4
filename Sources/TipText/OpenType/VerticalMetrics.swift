/// Ascender, descender and line gap of a face in font units, `descender` positive below the
/// baseline.
///
/// Chosen as HarfBuzz's `hb_font_get_h_extents` does, with FreeType's fallbacks:
/// - the `OS/2` typo metrics when `fsSelection` has USE_TYPO_METRICS (bit 7);
/// - else `hhea`'s ascender, descender and line gap;
/// - if those give ascender = descender = 0 (FreeType's test), the typo metrics when they are
///   not both 0, else `usWinAscent` / `usWinDescent` with no line gap.
///
/// Ascender and descender are taken as absolute values, as HarfBuzz does.
public struct VerticalMetrics: Hashable, Sendable {
    /// Distance above the baseline, in font units.
    public var ascender: Int
    /// Distance below the baseline (positive), in font units.
    public var descender: Int
    /// Recommended extra space between lines, in font units.
    public var lineGap: Int

    /// Creates metrics.
    public init(ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// Reads the metrics from `hhea` and, if present, `OS/2`.
    init(hhea: ByteReader, os2: ByteReader?) throws(FontError) {
        let horizontal = (Int(try hhea.i16(4)), Int(try hhea.i16(6)), Int(try hhea.i16(8)))
        var typo: (Int, Int, Int)?
        var win: (Int, Int)?
        var useTypo = false
        if let os2 {
            useTypo = try os2.u16(62) & 0x80 != 0
            typo = (Int(try os2.i16(68)), Int(try os2.i16(70)), Int(try os2.i16(72)))
            win = (Int(try os2.u16(74)), Int(try os2.u16(76)))
        }
        let chosen: (Int, Int, Int)
        if useTypo, let typo {
            chosen = typo
        } else if horizontal.0 != 0 || horizontal.1 != 0 {
            chosen = horizontal
        } else if let typo, typo.0 != 0 || typo.1 != 0 {
            chosen = typo
        } else if let win {
            chosen = (win.0, win.1, 0)
        } else {
            chosen = horizontal
        }
        ascender = abs(chosen.0)
        descender = abs(chosen.1)
        lineGap = chosen.2
    }
}

/// The largest values a `.tip` file may give, chosen from what real screens need; larger
/// values are E043 (value out of range), so layouts stay in sizes every renderer draws.
public enum ValueLimits {
    /// The largest length, in points, of any size, offset or font size: 10,000. The largest
    /// Apple display is 6,016 pixels wide (3,008 points at 2×), so no tooltip or tag group on
    /// a real screen comes near it.
    public static let maximumPoints = 10_000.0
}

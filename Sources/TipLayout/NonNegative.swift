/// `value` when it is finite and positive, else 0: for lengths that must not go negative
/// (border widths, arrow sizes, radii, spacings).
func nonNegative(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
}

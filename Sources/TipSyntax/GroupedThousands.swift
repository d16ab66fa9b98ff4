extension Int {
    /// The number with a comma between groups of three digits, as messages print counts:
    /// `9800` is `9,800`.
    public var groupedThousands: String {
        var digits = String(self)
        var index = digits.endIndex
        while digits.distance(from: digits.firstIndex { $0.isNumber } ?? digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}

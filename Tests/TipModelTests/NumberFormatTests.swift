import Testing
import TipModel

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.0004, "0"), (12, "12"), (4.5, "4.5"), (20.3, "20.3"),
        (1.0 / 3.0, "0.333"), (2.0 / 3.0, "0.667"), (-2.5, "-2.5"), (0.0005, "0.001"),
        (1e9, "1000000000"), (0.05, "0.05"), (Double.nan, "0"),
    ])
    func formats(value: Double, expected: String) {
        #expect(NumberFormat.format(value) == expected)
    }

    @Test func pathUsesShortLineCommands() {
        let path = TipPath([
            .move(TipPoint(x: 16, y: 6)), .line(TipPoint(x: 70.5, y: 6)), .line(TipPoint(x: 76, y: 0)),
            .line(TipPoint(x: 76, y: 10)), .arc(radius: 16, clockwise: true, to: TipPoint(x: 92, y: 26)), .close,
        ])
        #expect(path.svgData == "M16 6H70.5L76 0V10A16 16 0 0 1 92 26Z")
    }

    /// `rounded` is the number `format` writes, read back — computed without printing.
    @Test func roundedIsTheWrittenNumberReadBack() {
        var state: UInt64 = 7
        var values: [Double] = [0, -0.0, 0.0005, -0.0005, 0.0015, 2.0 / 3.0, 11.8665, 23.733 / 2, 1e12, 9e12, 2e13, -2e13, .nan, .infinity]
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(1 << 53)
            values.append((unit - 0.5) * [1, 100, 10_000, 1e9][Int(state % 4)])
        }
        for value in values {
            #expect(NumberFormat.rounded(value) == (Double(NumberFormat.format(value)) ?? -1), "\(value)")
        }
    }

    /// The text of each number equals one built from its thousandths by integer arithmetic, over
    /// every magnitude the outputs meet (ties, fractions of each length, the clamp).
    @Test func formatsAsItsThousandths() {
        func expected(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            let scaled = (abs(value) * 1000).rounded(.toNearestOrAwayFromZero)
            let sign = value < 0 ? "-" : ""
            guard scaled < 9e15 else { return sign + "9000000000000" }
            guard scaled > 0 else { return "0" }
            let thousandths = Int64(scaled)
            var fraction = String(thousandths % 1000)
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return sign + String(thousandths / 1000) + (fraction.isEmpty ? "" : "." + fraction)
        }
        var state: UInt64 = 11
        var values: [Double] = [0.0005, -0.0005, 0.0015, 0.9995, 9.9995, 99.5, 100, 1000.0625, 1e12, 8.999_999_999_999_9e12, 9e12, 1e300, -1e300]
        for _ in 0..<50_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(1 << 53)
            let scale = [1.0, 10, 1000, 100_000, 1e7, 1e10, 1e13][Int(state % 7)]
            values.append((unit - 0.5) * scale)
            values.append(Double(Int64(state >> 40)) / 1000)
        }
        for value in values {
            #expect(NumberFormat.format(value) == expected(value), "\(value)")
        }
    }
}

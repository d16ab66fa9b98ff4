import Testing
@testable import TipSyntax

/// The lexer reads number literals without `Double(String)` when it can; the values must be
/// exactly the ones `Double(String)` gives.
@Suite struct DecimalLiteralTests {
    func value(_ text: String) -> Double? { DecimalLiteral.value(of: Array(text.utf8), from: 0, to: text.utf8.count) }

    @Test func agreesWithDoubleParsing() {
        var literals = ["0", "0.0", "007", "4.5", "0.1", "0.2", "0.3", "1.005", "3", "123456789.123",
                        "9007199254740991", "9007199254740992", "9007199254740993", "18446744073709551616",
                        "0.1234567890123456789012", "0.12345678901234567890123", "3.14159265358979323846",
                        "1" + String(repeating: "0", count: 300)]
        for numerator in stride(from: 0, through: 100_000, by: 7) {
            for decimals in 0...6 {
                let digits = String(numerator)
                guard decimals > 0, digits.count > decimals else {
                    literals.append(digits)
                    continue
                }
                literals.append(digits.dropLast(decimals) + "." + digits.suffix(decimals))
            }
        }
        for literal in literals {
            #expect(value(literal)?.bitPattern == Double(literal)?.bitPattern, "\(literal)")
            #expect(value("-" + literal)?.bitPattern == Double("-" + literal)?.bitPattern, "-\(literal)")
        }
    }

    @Test func tooLargeIsNil() {
        #expect(value("1" + String(repeating: "0", count: 400)) == nil)
    }
}

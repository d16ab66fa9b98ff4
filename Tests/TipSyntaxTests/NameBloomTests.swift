import Testing
@testable import TipSyntax

/// The names a value may hold, as the parser collects them: what decides whether a value needs
/// constant expansion.
@Suite struct NameBloomTests {
    private func values(_ body: String) throws -> [String: Value] {
        guard case .component(let tooltip) = Parser.parse(TestSupport.source("tooltip T { \(body) }")).document.declarations.first else {
            throw NameBloomError.noComponent
        }
        var values: [String: Value] = [:]
        for case .property(let property) in tooltip.body.members { values[property.path.map(\.name).joined(separator: ".")] = property.value }
        return values
    }

    private enum NameBloomError: Error { case noComponent }

    @Test func aValueHoldsItsBareNamesAtAnyDepth() throws {
        let parsed = try values("""
            a: 12 "text" #fff true; b: pad; c: rgb(red, 2, 3); d: [one, [two]], after(4s) three; e: leading(x)
            """)
        #expect(try #require(parsed["a"]).names.isEmpty)
        #expect(try #require(parsed["b"]).names == NameBloom("pad"))
        for (key, name) in [("c", "red"), ("d", "one"), ("d", "two"), ("d", "three"), ("e", "x")] {
            #expect(try #require(parsed[key]).names.mayIntersect(NameBloom(name)), "\(key) holds \(name)")
        }
    }

    /// The parser's sets equal those the public initialiser computes by walking the value.
    @Test func parserAndInitialiserAgree() throws {
        let parsed = try values("a: x y, z(w, [v]) u; b: top; c: 8 16; d: [p, q], r")
        for value in parsed.values {
            #expect(Value(elementList: value.elementList, span: value.span).names == value.names)
        }
    }

    @Test func setsCombine() {
        var names = NameBloom()
        #expect(names.isEmpty && !names.mayIntersect(.all))
        names.formUnion(NameBloom("brand"))
        #expect(names.mayIntersect(NameBloom("brand")) && names.mayIntersect(.all))
        #expect(names.union(NameBloom("ink")).mayIntersect(NameBloom("ink")))
        // Short names spread over the bits: 26 one-letter names take more than a handful.
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { NameBloom(String(UnicodeScalar($0))) }
        #expect(letters.reduce(NameBloom()) { $0.union($1) }.bits.nonzeroBitCount > 15)
    }
}

import Foundation
import Testing
import TipStyle

/// Colours with a light and a dark value, and how they are written.
@Suite struct DynamicColorTests {
    private let white = RGBAColor(red: 255, green: 255, blue: 255)
    private let ink = RGBAColor(red: 0x1C, green: 0x1C, blue: 0x1E)

    @Test func eachAppearanceHasItsValue() {
        let pair = DynamicColor(light: white, dark: ink)
        #expect(pair.resolved(for: .light) == white && pair.resolved(for: .dark) == ink)
        #expect(pair.isDynamic && !DynamicColor(white).isDynamic)
        #expect(DynamicColor.clear.isClear && !DynamicColor(light: .clear, dark: ink).isClear)
        #expect(pair.hexDescription == "#FFFFFFFF light, #1C1C1EFF dark" && DynamicColor(white).hexDescription == "#FFFFFFFF")
    }

    @Test func oneStringWhenTheAppearancesAgreeElseBoth() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(DynamicColor(white)), as: UTF8.self) == "\"#FFFFFFFF\"")
        let pair = DynamicColor(light: white, dark: ink)
        #expect(String(decoding: try encoder.encode(pair), as: UTF8.self) == ##"{"dark":"#1C1C1EFF","light":"#FFFFFFFF"}"##)
        #expect(try JSONDecoder().decode(DynamicColor.self, from: encoder.encode(pair)) == pair)
        #expect(try JSONDecoder().decode(DynamicColor.self, from: Data("\"#ffffffff\"".utf8)) == DynamicColor(white))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DynamicColor.self, from: Data(##"{"light":"#FFFFFFFF"}"##.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DynamicColor.self, from: Data("\"white\"".utf8)) }
    }
}

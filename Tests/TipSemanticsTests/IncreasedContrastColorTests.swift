import Testing
import TipStyle
import TipSemantics

/// UIKit's named colours with Increase Contrast on: the values `resolvedColor(with:)` gives for
/// `accessibilityContrast == .high`.
@Suite struct IncreasedContrastColorTests {
    private func color(_ name: String) throws -> DynamicColor { try #require(NamedColors.color(named: name), "\(name)") }

    /// `0xRRGGBBAA` as a colour.
    private func value(_ hex: UInt32) -> RGBAColor { rgba(hex).light }

    private let accents = ["systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
                           "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown"]
    private let grays = ["systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6"]

    @Test func everySystemColourChangesWithIncreasedContrast() throws {
        for name in accents + grays {
            let dynamic = try color(name)
            #expect(dynamic.lightIncreasedContrast != dynamic.light, "\(name) light")
            // systemMint dark is #66D4CF with and without (the HIG's table; Flutter agrees).
            #expect((dynamic.darkIncreasedContrast != dynamic.dark) == (name != "systemMint"), "\(name) dark")
            #expect(dynamic.lightIncreasedContrast.alpha == 255 && dynamic.darkIncreasedContrast.alpha == 255, "\(name)")
        }
    }

    @Test func increasedLightValuesContrastMoreWithTheBackground() throws {
        let white = SRGBColor(RGBAColor(red: 255, green: 255, blue: 255)), black = SRGBColor(RGBAColor(red: 0, green: 0, blue: 0))
        for name in accents + grays {
            let dynamic = try color(name)
            #expect(ContrastRatio(between: SRGBColor(dynamic.lightIncreasedContrast), and: white)
                    > ContrastRatio(between: SRGBColor(dynamic.light), and: white), "\(name)")
            // In dark, every one but systemMint (unchanged) and systemYellow (#FFD426 is a shade
            // darker than #FFD60A, as the HIG lists it) gains contrast against black.
            guard name != "systemMint", name != "systemYellow" else { continue }
            #expect(ContrastRatio(between: SRGBColor(dynamic.darkIncreasedContrast), and: black)
                    > ContrastRatio(between: SRGBColor(dynamic.dark), and: black), "\(name)")
        }
    }

    @Test func translucentColoursGainOpacityOnly() throws {
        let translucent = ["secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator",
                           "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill"]
        for name in translucent {
            let dynamic = try color(name)
            for (standard, increased) in [(dynamic.light, dynamic.lightIncreasedContrast), (dynamic.dark, dynamic.darkIncreasedContrast)] {
                #expect(increased.alpha > standard.alpha, "\(name)")
                #expect(increased.red == standard.red && increased.green == standard.green && increased.blue == standard.blue, "\(name)")
            }
        }
    }

    @Test func backgroundsDarkenOrLightenWhereTheSourcesSaySo() throws {
        for name in ["secondarySystemBackground", "tertiarySystemBackground", "secondarySystemGroupedBackground",
                     "tertiarySystemGroupedBackground"] {
            #expect(try color(name).darkIncreasedContrast != color(name).dark, "\(name)")
        }
        for name in ["secondarySystemBackground", "systemGroupedBackground", "tertiarySystemGroupedBackground"] {
            #expect(try color(name).lightIncreasedContrast == value(0xEBEBF0FF), "\(name)")
        }
    }

    @Test func whatDoesNotChange() throws {
        for name in ["label", "link", "opaqueSeparator", "systemBackground"] {
            #expect(try !color(name).hasIncreasedContrast, "\(name)")
        }
        // The classic colours and the fixed text colours adapt to nothing.
        for (name, dynamic) in NamedColors.all.prefix(17) {
            #expect(!dynamic.isDynamic, "\(name)")
        }
        #expect(NamedColors.all.prefix(17).last?.name == "lightText")
    }

    @Test func spotChecks() throws {
        // The system colours, as the HIG's table lists them (light, dark, light and dark increased).
        let table: [(String, [UInt32])] = [
            ("systemRed", [0xFF3B30FF, 0xFF453AFF, 0xD70015FF, 0xFF6961FF]),
            ("systemYellow", [0xFFCC00FF, 0xFFD60AFF, 0xB25000FF, 0xFFD426FF]),
            ("systemTeal", [0x30B0C7FF, 0x40C8E0FF, 0x008299FF, 0x5DE6FFFF]),
            ("systemBlue", [0x007AFFFF, 0x0A84FFFF, 0x0040DDFF, 0x409CFFFF]),
            ("systemGray", [0x8E8E93FF, 0x8E8E93FF, 0x6C6C70FF, 0xAEAEB2FF]),
            ("systemGray6", [0xF2F2F7FF, 0x1C1C1EFF, 0xEBEBF0FF, 0x242426FF]),
            ("secondaryLabel", [0x3C3C4399, 0xEBEBF599, 0x3C3C43AD, 0xEBEBF5AD]),
            ("systemFill", [0x78788033, 0x7878805C, 0x78788047, 0x78788070]),
            ("tertiarySystemBackground", [0xFFFFFFFF, 0x2C2C2EFF, 0xFFFFFFFF, 0x363638FF]),
        ]
        for (name, values) in table {
            let dynamic = try color(name)
            #expect(Appearance.allCases.map { dynamic.resolved(for: $0) } == values.map(value), "\(name)")
        }
        #expect(try color("systemBlue").hexDescription
                == "#007AFFFF light, #0A84FFFF dark, #0040DDFF light with increased contrast, #409CFFFF dark with increased contrast")
    }
}

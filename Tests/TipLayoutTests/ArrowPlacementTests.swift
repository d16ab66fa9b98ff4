import Testing
@testable import TipLayout
import TipStyle

/// Edge 100 long, corners 8, arrow 16 wide: the apex may range over [8 + 8, 100 − 8 − 8] = [16, 84].
@Suite struct ArrowPlacementTests {
    @Test(arguments: [
        (ArrowPosition.center, 50.0),       // L/2
        (.leading(10), 18),                 // 10 + 16/2
        (.trailing(10), 82),                // 100 − 10 − 16/2
        (.percent(25), 25),                 // 25% of 100
        (.leading(0), 16),                  // 8, clamped to 16: the base would enter the corner
        (.trailing(0), 84),                 // 92, clamped to 84
        (.percent(0), 16),
        (.percent(100), 84),
        (.leading(-50), 16),                // out of range either way: still clamped
        (.percent(.infinity), 50),          // not finite: centred
    ])
    func apexAlongTheEdge(position: ArrowPosition, apex: Double) {
        let placement = ArrowPlacement.place(position, width: 16, edgeLength: 100, cornerMargin: 8)
        #expect(placement.apex == apex)
        #expect(placement.baseWidth == 16)
        #expect(placement.baseLow == apex - 8)
        #expect(placement.baseHigh == apex + 8)
    }

    @Test func arrowWiderThanTheStraightPartIsCentredAndNarrowed() {
        // Edge 30, corners 8: the straight part is 30 − 16 = 14 < 16.
        let placement = ArrowPlacement.place(.leading(0), width: 16, edgeLength: 30, cornerMargin: 8)
        #expect(placement == ArrowPlacement(apex: 15, baseWidth: 14, requestedApex: 8))
    }

    @Test func noStraightPartLeavesABaseOfZero() {
        // Edge 10 with corners 8: 10 − 16 < 0.
        let placement = ArrowPlacement.place(.center, width: 16, edgeLength: 10, cornerMargin: 8)
        #expect(placement == ArrowPlacement(apex: 5, baseWidth: 0))
    }

    @Test func exactlyFittingArrowStaysFullWidth() {
        // Straight part 16 == width: the apex can only be the middle, base unchanged.
        let placement = ArrowPlacement.place(.leading(0), width: 16, edgeLength: 32, cornerMargin: 8)
        #expect(placement == ArrowPlacement(apex: 16, baseWidth: 16, requestedApex: 8))
    }

    /// The placement keeps where the position asked the apex to be, for W009.
    @Test func aClampedArrowKeepsWhereItWasAsked() {
        let clamped = ArrowPlacement.place(.leading(2), width: 16, edgeLength: 100, cornerMargin: 12)
        #expect(clamped.requestedApex == 10)
        #expect(clamped.apex == 20)
        let asked = ArrowPlacement.place(.trailing(20), width: 16, edgeLength: 100, cornerMargin: 12)
        #expect(asked.requestedApex == asked.apex)
    }
}

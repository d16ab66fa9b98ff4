import Testing
import TipRuntime

/// The keyboard's end frame, in the container's coordinates, as the rectangle a tip avoids.
@Suite struct TipKeyboardTests {
    static let bounds = TipRect(x: 0, y: 0, width: 390, height: 844)

    @Test func aDockedKeyboardIsThePartInsideTheContainer() {
        #expect(TipKeyboard.avoidedRectangles(keyboardFrame: TipRect(x: 0, y: 508, width: 390, height: 336), in: Self.bounds)
            == [TipRect(x: 0, y: 508, width: 390, height: 336)])
        // A container ending above the screen's bottom (a sheet): only its overlap.
        #expect(TipKeyboard.avoidedRectangles(keyboardFrame: TipRect(x: 0, y: 700, width: 390, height: 336), in: Self.bounds)
            == [TipRect(x: 0, y: 700, width: 390, height: 144)])
    }

    @Test func aHiddenOrFaultyKeyboardAvoidsNothing() {
        #expect(TipKeyboard.avoidedRectangles(keyboardFrame: TipRect(x: 0, y: 844, width: 390, height: 336), in: Self.bounds).isEmpty)
        #expect(TipKeyboard.avoidedRectangles(keyboardFrame: TipRect(x: 0, y: 500, width: 0, height: 0), in: Self.bounds).isEmpty)
        #expect(TipKeyboard.avoidedRectangles(keyboardFrame: TipRect(x: .nan, y: 500, width: 390, height: 300), in: Self.bounds).isEmpty)
        #expect(TipKeyboard.avoidedRectangles(keyboardFrame: TipRect(x: 400, y: 500, width: 390, height: 300), in: Self.bounds).isEmpty)
    }
}

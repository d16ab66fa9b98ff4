/// The keyboard as a tip sees it: a rectangle to keep clear of.
public enum TipKeyboard {
    /// The rectangles a tip keeps clear of for a keyboard whose frame (a keyboard notification's
    /// end frame, converted into the container's coordinates) is `keyboardFrame`: the part of it
    /// inside the container's `bounds`, or none when they do not overlap — a keyboard hidden
    /// below the screen, undocked elsewhere, or a frame with a coordinate that is not finite.
    public static func avoidedRectangles(keyboardFrame: TipRect, in bounds: TipRect) -> [TipRect] {
        let values = [keyboardFrame.x, keyboardFrame.y, keyboardFrame.width, keyboardFrame.height, bounds.x, bounds.y, bounds.width, bounds.height]
        guard values.allSatisfy(\.isFinite) else { return [] }
        let minX = max(keyboardFrame.minX, bounds.minX), maxX = min(keyboardFrame.maxX, bounds.maxX)
        let minY = max(keyboardFrame.minY, bounds.minY), maxY = min(keyboardFrame.maxY, bounds.maxY)
        guard minX < maxX, minY < maxY else { return [] }
        return [TipRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)]
    }
}

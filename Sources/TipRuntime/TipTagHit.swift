extension TipTagGroup {
    /// The index of the tag a tap at `point`, in the group's own coordinates, lands on: the first
    /// whose hit frame holds it (only a tappable group's tags have one, and it may reach beyond
    /// the group's frame); nil for none.
    public func tappedTag(at point: TipPoint) -> Int? {
        tags.firstIndex { $0.hitFrame?.contains(point) == true }
    }
}

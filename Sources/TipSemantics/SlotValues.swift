/// The slots one property value fills, relative to the block holding the property, with their
/// values: at most four (`padding`), kept inline so that converting a value allocates nothing.
struct SlotValues {
    private var slots = InlineArray<4, Slot>(repeating: .text)
    private var values = InlineArray<4, SlotValue>(repeating: .invalid)
    /// How many slots are filled.
    private(set) var count = 0

    /// No slot.
    init() {}

    /// One slot.
    init(_ slot: Slot, _ value: SlotValue) {
        append(slot, value)
    }

    var isEmpty: Bool { count == 0 }

    /// Adds a slot and its value.
    mutating func append(_ slot: Slot, _ value: SlotValue) {
        slots[count] = slot
        values[count] = value
        count += 1
    }

    /// The `index`th slot and its value, in the order they were added.
    subscript(index: Int) -> (slot: Slot, value: SlotValue) {
        precondition(index < count, "SlotValues index out of range")
        return (slots[index], values[index])
    }
}

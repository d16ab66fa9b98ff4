/// Values a process that is about to exit leaves for the exit to reclaim.
///
/// Freeing a compiled document object by object at the end of a build costs a few
/// milliseconds on one core (10,000 tooltips: about 30 million instructions of releases,
/// after the outputs are written), and the exit gives all its pages back at once anyway.
/// Clang's `-disable-free` skips the same work for the same reason. Only a process that
/// compiles once and exits may keep values here: whatever is kept is never freed.
package enum ExitReclaim {
    /// Keeps `value` alive until the process exits.
    package static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

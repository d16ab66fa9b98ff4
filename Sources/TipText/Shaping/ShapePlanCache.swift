import Foundation

/// A shape plan and what its shaper works out from it and the face once (the Indic shaper's
/// masks, lookups and glyphs).
struct PreparedShapePlan {
    let plan: ShapePlan
    let indic: IndicPlan?
}

/// The shape plans of one face, made once per ``ShapingRequest`` (a face is shared by every
/// thread that measures with it, so the cache takes a lock).
final class ShapePlanCache: @unchecked Sendable {
    private let lock = NSLock()
    private var plans: [ShapingRequest: PreparedShapePlan] = [:]

    /// The plan for `request`, made by `make` the first time.
    func plan(for request: ShapingRequest, make: () -> PreparedShapePlan) -> PreparedShapePlan {
        lock.lock()
        defer { lock.unlock() }
        if let plan = plans[request] { return plan }
        let plan = make()
        plans[request] = plan
        return plan
    }
}

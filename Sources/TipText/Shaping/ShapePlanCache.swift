import TipSystem

/// A shape plan and what its shaper works out from it and the face once (the Indic shaper's
/// masks, lookups and glyphs).
struct PreparedShapePlan {
    let plan: ShapePlan
    let indic: IndicPlan?
}

/// The shape plans of one face, made once per ``ShapingRequest`` (a face is shared by every
/// thread that measures with it, so the cache takes a lock).
final class ShapePlanCache: @unchecked Sendable {
    private let lock = Lock()
    private var plans: [ShapingRequest: PreparedShapePlan] = [:]
    /// The plan given last and its request: a text's pieces in one face ask for the same one in
    /// turn, which a comparison then finds without hashing the request.
    private var last: (request: ShapingRequest, plan: PreparedShapePlan)?

    /// The plan for `request`, made by `make` the first time.
    func plan(for request: ShapingRequest, make: () -> PreparedShapePlan) -> PreparedShapePlan {
        lock.withLock {
            if let last, last.request == request { return last.plan }
            let plan: PreparedShapePlan
            if let made = plans[request] {
                plan = made
            } else {
                plan = make()
                plans[request] = plan
            }
            last = (request, plan)
            return plan
        }
    }
}

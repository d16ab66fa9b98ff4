import Foundation

/// The shape plans of one face, made once per ``ShapingRequest`` (a face is shared by every
/// thread that measures with it, so the cache takes a lock).
final class ShapePlanCache: @unchecked Sendable {
    private let lock = NSLock()
    private var plans: [ShapingRequest: ShapePlan] = [:]

    /// The plan for `request`, made by `make` the first time.
    func plan(for request: ShapingRequest, make: () -> ShapePlan) -> ShapePlan {
        lock.lock()
        defer { lock.unlock() }
        if let plan = plans[request] { return plan }
        let plan = make()
        plans[request] = plan
        return plan
    }
}

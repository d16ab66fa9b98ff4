import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Marks a test that takes seconds in a debug build (tens of megabytes through the whole
    /// compiler): it runs only with `TIP_SLOW_TESTS=1`, which `.ci/run` sets for a release run
    /// of the slow tests, so that `swift test` stays quick.
    public static var slow: Self {
        .enabled(if: ProcessInfo.processInfo.environment["TIP_SLOW_TESTS"] == "1",
                 "a slow test: run with TIP_SLOW_TESTS=1 (.ci/run does, in release)")
    }
}

import Foundation
import Testing

/// An app that imports SwiftUI (or Core Graphics) and TipRuntime meets one type per concept: a
/// name those frameworks declare at the top level means the framework's type, never one of
/// TipRuntime's (neither ambiguous nor shadowed by a re-export). Checked with `swiftc` against a
/// module that declares those names, each with a member only the framework's type has.
@Suite struct RuntimeNamesTests {
    /// The framework names an app's file sees beside TipRuntime's.
    static let names = [
        "Path", "Point", "Rect", "Size", "Canvas", "Color", "Font", "EdgeInsets", "Transaction", "Animation", "Layout", "TextAlignment",
        "LayoutDirection", "Edge",
    ]

    /// A module declaring each of `names` as a struct with a static `isFramework`.
    static func frameworkModule(declaring names: [String]) -> String {
        names.map { "public struct \($0) { public static let isFramework = true }\n" }.joined()
    }

    /// A file that reaches each of `names` unqualified as the framework's, beside TipRuntime's
    /// own types for the same concepts.
    static func app(using names: [String]) -> String {
        """
        import FrameworkNames
        import TipRuntime

        let frameworks = [\(names.map { "\($0).isFramework" }.joined(separator: ", "))]
        let tips: (TipPath?, TipPoint?, TipRect?, TipSize?, TipTextAlignment?, TipInsets?, TipColor?, TipFont?, TipCanvas?) =
            (nil, nil, nil, nil, nil, nil, nil, nil, nil)

        """
    }

    /// Builds the module of framework names in a new folder holding `app`, then type-checks it.
    private static func typecheck(frameworkModule module: String, app: String) throws -> TipcProcess.Outcome {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(module.utf8).write(to: URL(fileURLWithPath: folder + "/FrameworkNames.swift"))
        try Data(app.utf8).write(to: URL(fileURLWithPath: folder + "/App.swift"))
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = [
            "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "FrameworkNames",
            "-emit-module-path", "FrameworkNames.swiftmodule", "FrameworkNames.swift",
        ]
        build.currentDirectoryURL = URL(fileURLWithPath: folder)
        try build.run()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0, "the module of framework names did not build")
        return try SwiftAccessorsCLITests.typecheck(["App.swift"], in: folder)
    }

    @Test func everyFrameworkNameMeansTheFrameworksType() throws {
        let outcome = try Self.typecheck(frameworkModule: Self.frameworkModule(declaring: Self.names), app: Self.app(using: Self.names))
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    /// The check can fail: a name TipRuntime exports does not mean the framework's type.
    @Test func aNameTipRuntimeExportsIsCaught() throws {
        let names = Self.names + ["TipRect"]
        let outcome = try Self.typecheck(frameworkModule: Self.frameworkModule(declaring: names), app: Self.app(using: names))
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("TipRect"), "\(outcome.stderr)")
    }
}

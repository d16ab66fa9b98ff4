import Foundation
import Testing

/// An app that imports SwiftUI (or Core Graphics) and TipRuntime meets one type per concept and
/// no ambiguous name: TipRuntime exports none of the names those frameworks declare at the top
/// level. Checked with `swiftc` against a module that declares those names, as an app's file
/// would see them.
@Suite struct RuntimeNamesTests {
    /// The framework names an app's file sees beside TipRuntime's.
    static let frameworkNames = """
        public struct Path {}
        public struct Point {}
        public struct Rect {}
        public struct Size {}
        public protocol Layout {}
        public struct Canvas {}
        public struct Color {}
        public struct Font {}
        public enum TextAlignment { case leading }
        public struct EdgeInsets {}
        public enum LayoutDirection { case leftToRight }
        public enum Edge { case top }
        public struct Transaction {}
        public struct Animation {}

        """

    /// A file using each of those names unqualified, and TipRuntime's own for the same concepts.
    static let app = """
        import FrameworkNames
        import TipRuntime

        let frameworks: (Path?, Point?, Rect?, Size?, (any Layout)?, Canvas?, Color?, Font?, TextAlignment?, EdgeInsets?,
                         LayoutDirection?, Edge?, Transaction?, Animation?) = (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
        let tips: (TipPath?, TipPoint?, TipRect?, TipSize?, TipTextAlignment?, TipInsets?, TipColor?, TipFont?) = (nil, nil, nil, nil, nil, nil, nil, nil)

        """

    /// Builds the module of framework names in a new folder holding `app`, then type-checks it.
    private static func typecheck(frameworkNames names: String, app: String) throws -> TipcProcess.Outcome {
        let folder = try TipcProcess.temporaryDirectory()
        try Data(names.utf8).write(to: URL(fileURLWithPath: folder + "/FrameworkNames.swift"))
        try Data(app.utf8).write(to: URL(fileURLWithPath: folder + "/App.swift"))
        let module = Process()
        module.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        module.arguments = [
            "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "FrameworkNames",
            "-emit-module-path", "FrameworkNames.swiftmodule", "FrameworkNames.swift",
        ]
        module.currentDirectoryURL = URL(fileURLWithPath: folder)
        try module.run()
        module.waitUntilExit()
        #expect(module.terminationStatus == 0, "the module of framework names did not build")
        return try SwiftAccessorsCLITests.typecheck(["App.swift"], in: folder)
    }

    @Test func noNameOfSwiftUIOrCoreGraphicsIsAmbiguous() throws {
        let outcome = try Self.typecheck(frameworkNames: Self.frameworkNames, app: Self.app)
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    /// The check can fail: a framework name TipRuntime does export is ambiguous.
    @Test func aNameBothExportIsAmbiguous() throws {
        let outcome = try Self.typecheck(
            frameworkNames: Self.frameworkNames + "public struct TipRect {}\n", app: Self.app)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("'TipRect' is ambiguous"), "\(outcome.stderr)")
    }
}

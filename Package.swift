// swift-tools-version:6.0
import PackageDescription

/// tipc — a compiler for `.tip`, a declarative language for UI tooltips and tag groups.
///
/// One library target per compiler phase (see `docs/architecture.md`), the layout model that is
/// the JSON contract, the formatter, the language server, the runtime for apps, the `tipc`
/// executable, its benchmark, and the SwiftPM build-tool plugin. One test target per module
/// plus the CLI tests that spawn `tipc`.
let package = Package(
    name: "tipc",
    // The oldest systems the code builds for. TipRuntime's SwiftUI adapters need iOS 15, macOS 12,
    // tvOS 15 and watchOS 8 (`Canvas`); the model writes strings with
    // `String(unsafeUninitializedCapacity:)` (iOS 14, macOS 11); on macOS the language server,
    // tipc-bench and the tests need macOS 13 (`Duration`, `ContinuousClock`, `Regex`).
    platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .executable(name: "tipc", targets: ["tipc"]),
        .library(name: "TipCompiler", targets: ["TipCompiler"]),
        .library(name: "TipRuntime", targets: ["TipRuntime"]),
        .plugin(name: "TipcPlugin", targets: ["TipcPlugin"]),
    ],
    targets: [
        .target(name: "TipSystem"),
        .target(name: "TipParallel", dependencies: ["TipSystem"]),
        .target(name: "TipSyntax", dependencies: ["TipParallel"]),
        .target(name: "TipStyle"),
        .target(name: "TipModel", dependencies: ["TipStyle"]),
        .target(name: "TipSemantics", dependencies: ["TipParallel", "TipSyntax", "TipStyle"]),
        .target(name: "TipText", dependencies: ["TipSystem"], exclude: ["Generated/DictionaryWordListTables-LICENSE.txt"]),
        .target(name: "TipLayout", dependencies: ["TipStyle", "TipModel", "TipText"]),
        .target(name: "TipEmit", dependencies: ["TipSystem", "TipParallel", "TipStyle", "TipModel", "TipLayout"]),
        .target(name: "TipFormat", dependencies: ["TipSyntax"]),
        .target(name: "TipServe", dependencies: ["TipSystem"]),
        .target(
            name: "TipPipeline",
            dependencies: ["TipSystem", "TipParallel", "TipSyntax", "TipStyle", "TipSemantics", "TipText", "TipModel", "TipLayout", "TipEmit"]
        ),
        .target(
            name: "TipCompiler",
            dependencies: [
                "TipSystem", "TipParallel", "TipSyntax", "TipStyle", "TipSemantics", "TipText", "TipModel", "TipLayout", "TipEmit", "TipFormat",
                "TipPipeline", "TipServe",
            ]
        ),
        .target(
            name: "TipLanguageServer",
            dependencies: ["TipSystem", "TipParallel", "TipSyntax", "TipSemantics", "TipStyle", "TipModel", "TipFormat", "TipEmit", "TipPipeline"]
        ),
        .target(name: "TipRuntime", dependencies: ["TipStyle", "TipModel", "TipText", "TipLayout", "TipEmit"]),
        .executableTarget(name: "tipc", dependencies: ["TipSystem", "TipCompiler", "TipLanguageServer", "TipSemantics", "TipEmit"]),
        .executableTarget(
            name: "tipc-bench",
            dependencies: [
                "TipParallel", "TipSyntax", "TipSemantics", "TipModel", "TipText", "TipLayout", "TipEmit", "TipPipeline", "TipCompiler",
                "TipLanguageServer", "TipRuntime",
            ]
        ),
        .executableTarget(name: "generate-builtin-metrics", dependencies: ["TipText"]),
        .plugin(name: "TipcPlugin", capability: .buildTool(), dependencies: ["tipc"]),

        // What the tests share: repository paths, goldens with diffs, inline expectations, the
        // `.slow` trait, a measurer whose numbers are easy to check by hand.
        .target(
            name: "TipTestSupport", dependencies: ["TipSyntax", "TipStyle", "TipModel", "TipText", "TipLayout", "TipEmit"], path: "Tests/TipTestSupport"
        ),

        .testTarget(name: "TipSystemTests", dependencies: ["TipSystem"]),
        .testTarget(name: "TipParallelTests", dependencies: ["TipParallel"]),
        .testTarget(name: "TipSyntaxTests", dependencies: ["TipSyntax", "TipTestSupport"]),
        .testTarget(name: "TipSemanticsTests", dependencies: ["TipSyntax", "TipSemantics", "TipStyle", "TipTestSupport"]),
        .testTarget(name: "TipStyleTests", dependencies: ["TipStyle"]),
        .testTarget(name: "TipModelTests", dependencies: ["TipStyle", "TipModel"]),
        .testTarget(name: "TipTextTests", dependencies: ["TipText", "TipTestSupport"]),
        .testTarget(name: "TipLayoutTests", dependencies: ["TipStyle", "TipModel", "TipText", "TipLayout", "TipEmit", "TipTestSupport"]),
        .testTarget(name: "TipEmitTests", dependencies: ["TipSemantics", "TipStyle", "TipModel", "TipText", "TipLayout", "TipEmit", "TipTestSupport"]),
        .testTarget(name: "TipFormatTests", dependencies: ["TipSyntax", "TipFormat"]),
        .testTarget(name: "TipServeTests", dependencies: ["TipServe", "TipTestSupport"]),
        .testTarget(
            name: "TipPipelineTests",
            dependencies: ["TipSyntax", "TipStyle", "TipSemantics", "TipModel", "TipText", "TipLayout", "TipEmit", "TipPipeline", "TipTestSupport"]
        ),
        .testTarget(
            name: "TipCompilerTests",
            dependencies: [
                "TipSystem", "TipSyntax", "TipStyle", "TipSemantics", "TipText", "TipLayout", "TipEmit", "TipFormat", "TipPipeline",
                "TipCompiler", "TipTestSupport",
            ]
        ),
        .testTarget(
            name: "TipLanguageServerTests",
            dependencies: ["TipSyntax", "TipSemantics", "TipFormat", "TipEmit", "TipLanguageServer", "TipTestSupport"]
        ),
        .testTarget(name: "TipRuntimeTests", dependencies: ["TipRuntime", "TipModel", "TipStyle", "TipEmit", "TipSemantics", "TipPipeline", "TipTestSupport"]),
        .testTarget(name: "TipCLITests", dependencies: ["tipc", "TipTestSupport"]),
    ]
)

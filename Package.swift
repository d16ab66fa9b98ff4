// swift-tools-version:6.0
import PackageDescription

/// tipc — a compiler for `.tip`, a declarative language for UI tooltips and tag groups.
///
/// One library target per compiler phase (see README "Architecture"), the `tipc` executable,
/// and one test target per phase plus the CLI tests that spawn the built binary.
let package = Package(
    name: "tipc",
    products: [
        .executable(name: "tipc", targets: ["tipc"]),
        .library(name: "TipCompiler", targets: ["TipCompiler"]),
    ],
    targets: [
        .target(name: "TipSyntax"),
        .target(name: "TipSemantics", dependencies: ["TipSyntax"]),
        .target(name: "TipText"),
        .target(name: "TipLayout", dependencies: ["TipSemantics", "TipText"]),
        .target(name: "TipEmit", dependencies: ["TipLayout"]),
        .target(
            name: "TipCompiler",
            dependencies: ["TipSyntax", "TipSemantics", "TipText", "TipLayout", "TipEmit"]
        ),
        .executableTarget(name: "tipc", dependencies: ["TipCompiler"]),

        .testTarget(name: "TipSyntaxTests", dependencies: ["TipSyntax"]),
        .testTarget(name: "TipSemanticsTests", dependencies: ["TipSemantics"]),
        .testTarget(name: "TipTextTests", dependencies: ["TipText"]),
        .testTarget(name: "TipLayoutTests", dependencies: ["TipLayout"]),
        .testTarget(name: "TipEmitTests", dependencies: ["TipEmit"]),
        .testTarget(name: "TipCompilerTests", dependencies: ["TipCompiler"]),
        .testTarget(name: "TipCLITests", dependencies: ["tipc"]),
    ]
)

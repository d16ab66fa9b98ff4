// swift-tools-version:6.0
import PackageDescription

/// A package that uses tipc the way an app's package would: `.tip` files among a target's
/// sources, compiled by the TipcPlugin build-tool plugin into JSON resources and into typed Swift
/// accessors (`Onboarding.welcome`), which read the resources at run time with TipRuntime. It
/// depends on the tipc repository by path (`../..`).
///
/// `Onboarding.tip` takes its texts from the String Catalog beside it, declared as a resource
/// of the target (`.process`): the plugin takes the catalog as an input of its build, so an edited
/// translation rebuilds the JSON, and the module ships the catalog for its own localized strings.
/// A processed catalog needs the package's `defaultLocalization` (the catalog's source language)
/// when Xcode builds it.
let package = Package(
    name: "PluginDemo",
    defaultLocalization: "en",
    // An app's package can support no older system than the TipRuntime it depends on.
    platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "DemoTips", targets: ["DemoTips"]),
    ],
    dependencies: [
        .package(name: "tipc", path: "../.."),
    ],
    targets: [
        .target(
            name: "DemoTips",
            dependencies: [.product(name: "TipRuntime", package: "tipc")],
            resources: [.process("Tips/Localizable.xcstrings")],
            plugins: [.plugin(name: "TipcPlugin", package: "tipc")]
        ),
        .testTarget(
            name: "DemoTipsTests",
            dependencies: ["DemoTips", .product(name: "TipRuntime", package: "tipc")]
        ),
    ]
)

// swift-tools-version:6.0
import Foundation
import PackageDescription

// Hark uses the Swift toolchain alone: no package dependencies.
let package = Package(
    name: "Hark",
    // Swift Testing, ContinuousClock and the concurrency the tests use need
    // these on Apple platforms; Linux has no minimum.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Hark", targets: ["Hark"]),
        .library(name: "HarkTesting", targets: ["HarkTesting"]),
        // Live capture of UIKit and SwiftUI screens (Apple platforms; empty
        // elsewhere). Never imports XCTest, so an app may link it.
        .library(name: "HarkUIKit", targets: ["HarkUIKit"]),
        // XCUITest snapshots and real VoiceOver in UI tests (needs XCTest).
        .library(name: "HarkXCUITest", targets: ["HarkXCUITest"]),
        .executable(name: "hark", targets: ["hark"]),
        .executable(name: "hark-bench", targets: ["HarkBench"]),
        // `swift package hark …` in a package that depends on Hark.
        .plugin(name: "HarkPlugin", targets: ["HarkPlugin"]),
    ],
    targets: [
        // The engine: model → decoding → focus order → localization and
        // speech → navigation → transcript → rendering, and the audit; Support
        // holds the text helpers decoding and rendering share.
        // Localizations/*.lproj/VoiceOver.strings(dict) are compiled into it
        // by the EmbedLocalizations plugin, so an installed binary is whole.
        .target(
            name: "Hark",
            // Folder READMEs are for readers, not the build; each Fast folder's
            // names the test that proves its paths equal to the plain ones and
            // the benchmark that pays for them.
            exclude: [
                "FocusOrder/Incremental/README.md", "Decoding/Fast/README.md", "Rendering/Fast/README.md",
                "Support/Fast/README.md",
            ],
            plugins: ["EmbedLocalizations"]),
        .plugin(name: "EmbedLocalizations", capability: .buildTool(), dependencies: ["HarkEmbedLocalizations"]),
        .executableTarget(name: "HarkEmbedLocalizations"),
        // The command line, as a library so tests can drive it in-process.
        .target(name: "HarkCLI", dependencies: ["Hark"], exclude: ["Fast/README.md"]),
        .executableTarget(name: "hark", dependencies: ["HarkCLI"]),
        // `swift package hark <command> …`: builds hark and runs it on the
        // package's folder. No permission declared (SwiftPM would ask on
        // every run): a command that writes into the package is run with
        // --allow-writing-to-package-directory.
        .plugin(
            name: "HarkPlugin",
            capability: .command(
                intent: .custom(
                    verb: "hark", description: "Run the hark command line (audit, narrate, diff, …) on this package")),
            dependencies: ["hark"]),
        // Transcript snapshots and a tree DSL for users' own test suites.
        .target(name: "HarkTesting", dependencies: ["Hark", "HarkUIKit"]),
        // UIKit's objects as AccessibilitySources and HarkDocument(capturing:);
        // compiles to nothing without UIKit. .ci/apple-interfaces compiles it
        // against Tests/AppleInterfaces.
        .target(name: "HarkUIKit", dependencies: ["Hark"]),
        // HarkDocument(snapshot:) from XCUIAutomation; compiles to nothing
        // without UIKit and XCTest, and on visionOS (no UI testing there).
        .target(name: "HarkXCUITest", dependencies: ["Hark", "HarkUIKit"]),
        .executableTarget(name: "HarkBench", dependencies: ["Hark"], path: "Benchmarks/HarkBench"),
        // Top-level names as SwiftUI and UIKit declare them, for the test
        // that uses them beside Hark's in one file.
        .target(name: "AppleNameStandIns", path: "Tests/AppleNameStandIns"),
        // What the test targets share: the package's folder, the samples,
        // small tree builders, a temporary folder.
        .target(name: "HarkTestSupport", dependencies: ["Hark"], path: "Tests/HarkTestSupport"),
        // Unit tests of the engine and of HarkTesting.
        .testTarget(
            name: "HarkTests",
            dependencies: ["Hark", "HarkTesting", "HarkTestSupport", "AppleNameStandIns"],
            // The folders mirror Sources/Hark's; references sit beside
            // the test files that check them.
            exclude: [
                "__Snapshots__", "Capture/__Snapshots__", "HarkTesting/__Snapshots__", "Import/__Snapshots__",
                "Rendering/__Snapshots__", "Transcript/__Snapshots__",
            ]),
        // The command line end to end: `hark` run in-process and as the
        // built executable.
        .testTarget(
            name: "HarkCLITests",
            dependencies: ["Hark", "HarkCLI", "HarkTesting", "HarkTestSupport", "hark"],
            exclude: ["__Snapshots__"]),
    ]
)

// The slow tests, a target only with HARK_STRESS=1 (.ci/run sets it), so
// that everyday `swift test` neither builds nor lists them: trees 100,000
// deep and 1,000,000 wide, the long randomised and large-document
// comparisons, and the bad-input rows marked stress (million-element
// inputs through the built hark). SwiftPM reads the manifest again when
// the variable changes.
if ProcessInfo.processInfo.environment["HARK_STRESS"] == "1" {
    package.targets.append(
        .testTarget(name: "HarkStressTests", dependencies: ["Hark", "HarkTesting", "HarkTestSupport", "hark"]))
}

// CI's one debug build (.ci/run sets HARK_STRICT=1): every target compiled
// with warnings as errors, so the build that proves Hark warning-free is
// the one the tests, the samples and the other checks then use, not a
// second build of the same code in a scratch path of its own. Release
// builds are left as they are. Without the variable, nothing changes.
if ProcessInfo.processInfo.environment["HARK_STRICT"] == "1" {
    for target in package.targets where target.type != .plugin {
        let strict = SwiftSetting.unsafeFlags(["-warnings-as-errors"], .when(configuration: .debug))
        target.swiftSettings = (target.swiftSettings ?? []) + [strict]
    }
}

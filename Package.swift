// swift-tools-version: 6.2
import PackageDescription

/// Every target gets the same language settings: Swift 6 mode and warnings as errors,
/// so a warning never slips into main on one target and not another.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "unsat",
    // The hook (UnsatCapture) needs Swift concurrency's `MainActor.assumeIsolated`, back-deployed to
    // iOS 13, tvOS 13 and macOS 10.15; the command line's floor stays macOS 13.
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .visionOS(.v1)],
    products: [
        .executable(name: "unsat", targets: ["unsat"]),
        .library(name: "UnsatKit", targets: ["UnsatKit"]),
        // What an app links to capture conflicts as structured records (the hook is Apple-only).
        .library(name: "UnsatCapture", targets: ["UnsatCapture"]),
        // What a UI test links to fail on a conflict not in the team's baseline.
        .library(name: "UnsatCaptureTesting", targets: ["UnsatCaptureTesting"]),
    ],
    targets: [
        .target(name: "UnsatCapture", swiftSettings: strict),
        .target(name: "UnsatKit", dependencies: ["UnsatCapture", "CBytes"], swiftSettings: strict),
        .target(name: "UnsatCaptureTesting", dependencies: ["UnsatCapture", "UnsatKit"], swiftSettings: strict),
        // The C library's `memmem` (glibc shows it only under _GNU_SOURCE), and starting programs
        // with posix_spawn, whose types differ between glibc and Darwin.
        .target(name: "CBytes"),
        // ncurses behind a small C API (Swift never sees curses.h): the wide-character library is
        // `ncursesw` on Linux and plain `ncurses` (already wide) on macOS.
        .target(
            name: "CNcursesw", dependencies: ["CBytes"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        .target(name: "UnsatTUI", dependencies: ["UnsatKit", "CNcursesw"], swiftSettings: strict),
        .executableTarget(name: "unsat", dependencies: ["UnsatKit", "UnsatTUI"], swiftSettings: strict),
        .testTarget(
            name: "UnsatKitTests", dependencies: ["UnsatKit", "UnsatCapture", "UnsatCaptureTesting"],
            exclude: ["Fixtures"], swiftSettings: strict),
        // The capture on its own (no UnsatKit): what the macOS and iOS jobs run on Apple's runtime
        // (the Objective-C key paths), and the assertion's decision everywhere.
        .testTarget(name: "UnsatCaptureTests", dependencies: ["UnsatCapture"], swiftSettings: strict),
        .testTarget(
            name: "UnsatTUITests", dependencies: ["UnsatTUI", "UnsatKit"],
            exclude: ["Fixtures"], swiftSettings: strict),
        // zlib, for the browser test to read the screenshot's pixels (PNG is deflated).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "EndToEndTests", dependencies: ["unsat", "CZlib"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)

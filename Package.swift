// swift-tools-version:6.0
// lockscreen-tui: previews iOS Lock Screen widgets in a terminal.
//
// The pipeline runs one way, one module per stage (docs/architecture.md):
//   WidgetFormat (file → view tree; SwiftUISource reads SwiftUI source instead) → ViewTree (the model) → Layout (points)
//   → Rendering (pixels, with Raster, Symbols, Images, Typography) → Cells (half blocks)
//   → Writers (ANSI text, and cells painted as pixels for PNG files). Devices holds the iPhone table.
// Only the executables know about the command line.
import PackageDescription

let package = Package(
    name: "lockscreen-tui",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lockscreen-tui", targets: ["lockscreen-tui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "Findings"),
        // Foundation's own ICU (`_FoundationICU`, linked into every Swift program that uses
        // Foundation) gives plural rules and right-to-left text that Foundation does not expose.
        .target(name: "Localization", linkerSettings: [.linkedLibrary("_FoundationICU")]),
        .target(name: "ViewTree", dependencies: ["Localization"]),
        .target(name: "Devices", dependencies: ["ViewTree"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .target(name: "WidgetFormat", dependencies: ["Localization", "Findings", "ViewTree", "Devices", "CZlib", .product(name: "Yams", package: "Yams")]),
        .target(name: "SwiftEvaluator", dependencies: [
            "Findings", "Localization",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        .target(name: "SwiftUISource", dependencies: [
            "Findings", "Localization", "ViewTree", "WidgetFormat", "SwiftEvaluator", "Images", "Typography",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
        .target(name: "Layout", dependencies: ["Localization", "ViewTree", "Devices", "Typography", "Symbols"]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFontLibraries", pkgConfig: "harfbuzz", providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "libharfbuzz-dev"])]),
        .systemLibrary(name: "CVectorGraphics", pkgConfig: "librsvg-2.0",
                       providers: [.apt(["librsvg2-dev", "libpoppler-glib-dev", "libcairo2-dev"])]),
        // librsvg, poppler-glib and cairo are opened when an SVG or PDF is first read, not linked
        // (Images/VectorGraphicsLibrary.swift): CVectorGraphicsABI declares the types passed;
        // CVectorGraphics, their real headers, only lets a test check those declarations.
        .systemLibrary(name: "CVectorGraphicsABI"),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .target(name: "Images", dependencies: ["CLibPNG", "CTurboJPEG", "CVectorGraphicsABI"]),
        .systemLibrary(name: "CSixel", pkgConfig: "libsixel", providers: [.apt(["libsixel-dev"])]),
        .target(name: "Typography", dependencies: ["CFontLibraries"]),
        .target(name: "Raster", dependencies: ["ViewTree"]),
        .target(name: "Cells", dependencies: ["Raster"]),
        // What the terminal can show and why: colour depth, graphics protocol, cell size in pixels.
        .target(name: "TerminalCapabilities"),
        .target(name: "Writers", dependencies: ["Cells", "Raster", "Typography", "TerminalCapabilities"]),
        .target(name: "Sheets", dependencies: ["Cells", "ViewTree", "Raster", "Writers"]),
        // Pixels for terminals that show them: kitty's graphics protocol, iTerm2's inline images,
        // sixel through libsixel (Debian's libsixel1 needs only libc).
        .target(name: "TerminalGraphics", dependencies: ["CSixel", "Raster", "Images", "Rendering", "TerminalCapabilities"]),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .target(name: "TerminalScreen", dependencies: ["CNcursesw", "Cells", "Writers", "TerminalCapabilities", "TerminalGraphics", "Raster"]),
        .target(name: "PreviewSession", dependencies: ["Localization", "Findings", "LockScreen", "Rendering", "Raster", "Images", "TerminalScreen", "TerminalCapabilities", "TerminalGraphics", "Cells", "Writers", "Devices", "ViewTree", "WidgetFormat", "Sheets", "WatchFaces"]),
        .target(name: "Symbols", dependencies: ["Raster", "ViewTree", "Typography"], exclude: ["Catalog"]),
        .target(name: "Rendering", dependencies: ["ViewTree", "Devices", "Layout", "Raster", "Cells", "Symbols", "Images", "Typography"]),
        .target(name: "LockScreen", dependencies: ["Localization", "ViewTree", "Devices", "Layout", "Raster", "Cells", "Symbols", "Images", "Typography", "Rendering"]),
        .target(name: "WatchFaces", dependencies: ["Localization", "ViewTree", "Devices", "Layout", "Raster", "Cells", "Rendering", "Typography"]),
        .target(name: "Checks", dependencies: ["Localization", "Findings", "ViewTree", "Devices", "Layout", "Raster", "Cells", "Images", "Rendering", "LockScreen"]),
        .executableTarget(
            name: "lockscreen-tui",
            dependencies: [
                "ViewTree", "WidgetFormat", "SwiftUISource", "Devices", "Layout", "Rendering", "LockScreen", "Cells", "Writers",
                "TerminalScreen", "TerminalCapabilities", "TerminalGraphics", "PreviewSession", "Sheets", "Checks", "Raster", "Images", "WatchFaces", "Findings", "CMalloc", "Localization", "Typography",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Its 46,000 symbols are not exported: nothing loads the program as a library, and the
            // Swift runtime's start-up `dladdr` walked them all (docs/performance.md, session 25).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]
        ),
        .executableTarget(
            name: "lockscreen-bench",
            dependencies: ["ViewTree", "WidgetFormat", "SwiftUISource", "Devices", "Rendering", "LockScreen", "Cells", "Writers",
                           "TerminalScreen", "TerminalCapabilities", "TerminalGraphics", "PreviewSession", "Images", "Raster", "Localization"]
        ),
        .testTarget(name: "WidgetFormatTests", dependencies: ["WidgetFormat", "ViewTree"],
                    exclude: ["Broken", "BrokenScenes", "Valid"]),
        .testTarget(name: "SwiftEvaluatorTests", dependencies: ["SwiftEvaluator", .product(name: "SwiftSyntax", package: "swift-syntax")]),
        .testTarget(name: "SwiftUISourceTests", dependencies: ["SwiftUISource", "WidgetFormat", "ViewTree", "Rendering", "Cells", "Devices",
                                                             "Raster", "Layout", "Typography"],
                    exclude: ["Equivalents", "Broken", "RealCode", "Extension", "Targets", "Fonts"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Localization", "WidgetFormat", "ViewTree", "Devices", "Symbols"],
                    exclude: ["FrameDumps"]),
        .testTarget(name: "CommandTests", dependencies: ["lockscreen-tui", "Images"], exclude: ["Goldens", "CheckFixtures", "ExtensionFixtures"]),
        .testTarget(name: "AssetTests", dependencies: ["Images", "Typography", "CVectorGraphics", "CVectorGraphicsABI"], exclude: ["Fixtures"]),
        .testTarget(name: "DeviceTests", dependencies: ["Devices"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Cells", "Devices", "ViewTree", "WidgetFormat", "Raster", "Layout", "Typography"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LockScreenTests", dependencies: ["LockScreen", "Localization", "Rendering", "Raster", "Cells", "Writers", "Devices", "ViewTree", "WidgetFormat",
                                                       "SwiftUISource"],
                    exclude: ["Goldens"]),
        .testTarget(name: "PreviewSessionTests", dependencies: ["PreviewSession", "TerminalCapabilities", "TerminalGraphics", "Raster", "Localization", "Images", "TerminalScreen", "LockScreen", "Cells", "Writers", "Devices", "ViewTree", "WidgetFormat", "WatchFaces"]),
        .testTarget(name: "WatchFaceTests", dependencies: ["WatchFaces", "WidgetFormat", "Devices", "ViewTree", "Cells", "Writers", "Rendering"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LiveSessionTests", dependencies: ["lockscreen-tui", "Cells", "Writers", "Devices", "Images", "Raster"]),
        .testTarget(name: "TerminalCapabilitiesTests", dependencies: ["TerminalCapabilities"]),
        .testTarget(name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics", "CSixel", "Raster", "Images", "Rendering"]),
        .testTarget(name: "RenderTests", dependencies: ["Raster", "Cells", "Writers", "ViewTree", "TerminalCapabilities"]),
        .testTarget(name: "SheetTests", dependencies: ["Sheets", "Cells", "ViewTree"]),
        .testTarget(name: "SymbolTests", dependencies: ["Symbols", "Raster", "ViewTree", "Cells", "Writers"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)

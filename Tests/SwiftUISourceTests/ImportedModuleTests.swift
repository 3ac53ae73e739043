import Cells
import Devices
import Foundation
import Rendering
@testable import SwiftUISource
import Testing
import ViewTree
import WidgetFormat

/// A widget extension's folder inside its repository, as a new user points at it: the model it
/// shows lives in a framework target of the Xcode project (`import TallyKit`) and in a local Swift
/// package that framework imports (`import Streaks`). Both are read, so the widget is drawn with
/// its own data, not placeholders.
@Suite struct ImportedModuleTests {
    /// Writes `files` (paths relative to a new folder) and returns the folder.
    static func repository(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("imported-modules-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return root
    }

    static let widget = """
        import SwiftUI
        import WidgetKit
        import TallyKit

        struct GoalEntry: TimelineEntry {
            let date: Date
            let goal: Goal
        }

        struct GoalProvider: TimelineProvider {
            func placeholder(in context: Context) -> GoalEntry { GoalEntry(date: .now, goal: .sample) }
            func getSnapshot(in context: Context, completion: @escaping (GoalEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<GoalEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        @main
        struct GoalWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Goal", provider: GoalProvider()) { entry in
                    Text(entry.goal.summary)
                }
                .configurationDisplayName("Goal")
                .supportedFamilies([.accessoryInline])
            }
        }
        """

    static let framework = """
        import Foundation
        @_exported import Streaks

        public struct Goal {
            public let count: Int
            public let streak: Streak
            public static let sample = Goal(count: 7, streak: .sample)
            public var summary: String { "\\(count) of 8, \\(streak.days)-day streak" }
        }
        """

    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Streaks",
            products: [.library(name: "Streaks", targets: ["Streaks"])],
            targets: [
                .target(name: "Streaks"),
                .testTarget(name: "StreaksTests", dependencies: ["Streaks"]),
            ]
        )
        """

    static let streak = """
        public struct Streak {
            public let days: Int
            public static let sample = Streak(days: 12)
        }
        """

    /// An Xcode project with the widget extension and the `TallyKit` framework it imports.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = GoalWidget.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Goal.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, ); path = Widgets; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F2, ); path = TallyKit; sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = "Goal Widgets"; productType = "com.apple.product-type.app-extension"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2, ); name = "TallyKit-iOS"; productType = "com.apple.product-type.framework"; };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; PRODUCT_MODULE_NAME = TallyKit; }; name = Debug; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                R1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, ); };
            };
            rootObject = R1;
        }
        """

    static func inline(_ result: WidgetLoadResult) throws -> String {
        let widget = try #require(result.widgets.first)
        let environment = WidgetEnvironment(family: .inline, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let grid = WidgetRenderer().render(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        return CellGridText.render(grid)
    }

    /// The repository with the project, the widget, the framework, the package and `extra` files,
    /// its widget folder read as `lockscreen-tui Widgets` reads it: its messages and inline cells.
    static func widgetFolderRead(project: String = project, widget: String = widget, extra: [String: String] = [:]) throws
        -> (diagnostics: [String], inline: String) {
        let root = try repository([
            "Goal.xcodeproj/project.pbxproj": project,
            "Widgets/GoalWidget.swift": widget,
            "TallyKit/Goal.swift": framework,
            "Packages/Streaks/Package.swift": package,
            "Packages/Streaks/Sources/Streaks/Streak.swift": streak,
        ].merging(extra) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let result = SwiftUILoader.load(path: root.appendingPathComponent("Widgets").path, displayPath: "Widgets")
        return (result.renderedDiagnostics, try inline(result))
    }

    @Test func aFrameworkTargetAndALocalPackageTheWidgetImportsAreRead() throws {
        let read = try Self.widgetFolderRead()
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.joined(separator: "\n"))")
        #expect(read.inline.contains("7 of 8, 12-day streak"), "\(read.inline)")
    }

    /// An intent definition the framework target compiles (AltStoreCore's `ViewApp.intentdefinition`)
    /// gives the widget its generated intent class, as Xcode generates it into the framework.
    @Test func aFrameworksIntentDefinitionGivesTheWidgetItsIntentClass() throws {
        let definition: [String: Any] = ["INIntents": [["INIntentName": "ViewApp",
                                                        "INIntentParameters": [["INIntentParameterName": "name", "INIntentParameterType": "String"]]]]]
        let plist = try PropertyListSerialization.data(fromPropertyList: definition, format: .xml, options: 0)
        let widget = Self.widget.replacingOccurrences(of: "Text(entry.goal.summary)", with: """
            Text({ let intent = ViewAppIntent(); intent.name = "Ada"; return intent.name ?? "none" }())
            """)
        let project = Self.project
            .replacingOccurrences(of: "B2 = {isa = PBXBuildFile; fileRef = F2; };",
                                  with: "B2 = {isa = PBXBuildFile; fileRef = F2; };\n        B3 = {isa = PBXBuildFile; fileRef = F3; };")
            .replacingOccurrences(of: "F2 = {isa = PBXFileReference; path = Goal.swift; sourceTree = \"<group>\"; };",
                                  with: "F2 = {isa = PBXFileReference; path = Goal.swift; sourceTree = \"<group>\"; };\n        F3 = {isa = PBXFileReference; path = ViewApp.intentdefinition; sourceTree = \"<group>\"; };")
            .replacingOccurrences(of: "children = (F2, ); path = TallyKit;", with: "children = (F2, F3, ); path = TallyKit;")
            .replacingOccurrences(of: "P2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };", with: "P2 = {isa = PBXSourcesBuildPhase; files = (B2, B3, ); };")
        let read = try Self.widgetFolderRead(project: project, widget: widget,
                                             extra: ["TallyKit/ViewApp.intentdefinition": String(decoding: plist, as: UTF8.self)])
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.joined(separator: "\n"))")
        #expect(read.inline.contains("Ada"), "\(read.inline)")
    }

    /// Read from the repository's root, the package lies inside the folder read, but it is
    /// still library code: a generated file over the 1 MB a widget's own file may have (Home
    /// Assistant's 1.1 MB icon table) is read, as it is from the extension's folder.
    @Test func aLocalPackagesLargeFileIsReadFromTheRepositorysRoot() throws {
        let padding = "// " + String(repeating: "generated icon table ", count: 56_000) + "\n"
        let root = try Self.repository([
            "Goal.xcodeproj/project.pbxproj": Self.project,
            "Widgets/GoalWidget.swift": Self.widget,
            "TallyKit/Goal.swift": Self.framework,
            "Packages/Streaks/Package.swift": Self.package,
            "Packages/Streaks/Sources/Streaks/Streak.swift": Self.streak + padding,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = SwiftUILoader.load(path: root.path, displayPath: "Goal")
        #expect(!result.renderedDiagnostics.joined().contains("widget files are at most"), "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let text = try Self.inline(result)
        #expect(text.contains("12-day streak"), "\(text)")
    }

    /// Without an Xcode project (XcodeGen's `target.yml` beside the sources, as Ruuvi Station
    /// has it), the packages the sources import are read all the same, and the YAML is not
    /// mistaken for a widget file.
    @Test func aLocalPackageIsReadWithoutAnXcodeProject() throws {
        let root = try Self.repository([
            "Widgets/target.yml": "targets:\n  Widgets:\n    type: app-extension\n",
            "Widgets/Sources/GoalWidget.swift": Self.widget.replacingOccurrences(of: "import TallyKit", with: "import GoalKit"),
            "Packages/GoalKit/Package.swift": Self.package.replacingOccurrences(of: "Streaks", with: "GoalKit")
                .replacingOccurrences(of: ".target(name: \"GoalKit\")", with: ".target(name: \"GoalKit\", path: \"Code\")"),
            "Packages/GoalKit/Code/Goal.swift": Self.framework.replacingOccurrences(of: "@_exported import Streaks", with: "import Streaks"),
            "Packages/Streaks/Package.swift": Self.package,
            "Packages/Streaks/Sources/Streaks/Streak.swift": Self.streak,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let widgets = root.appendingPathComponent("Widgets").path
        #expect(SwiftUILoader.isWidgetExtension(folder: widgets))
        let result = SwiftUILoader.load(path: widgets, displayPath: "Widgets")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        let text = try Self.inline(result)
        #expect(text.contains("7 of 8, 12-day streak"), "\(text)")
    }

    @Test func importsAndManifestTargetsAreReadAsSwiftWritesThem() throws {
        #expect(LocalPackages.imports(of: "import SwiftUI\n@_exported import HAIconic\n@testable import Kit\nimport struct Foo.Bar\n// import Not\n")
                == ["SwiftUI", "HAIconic", "Kit", "Foo"])
        #expect(LocalPackages.imports(of: "#if os(iOS)\n    import UIKit\n#endif\r\nimport Shared\r\nlet imported = 1\nimportant()\n")
                == ["UIKit", "Shared"], "indented, and with Windows line ends")
        let root = try Self.repository(["Package.swift": Self.package])
        defer { try? FileManager.default.removeItem(at: root) }
        let modules = LocalPackages.modules(declaredIn: root.appendingPathComponent("Package.swift").path)
        #expect(modules.map(\.name) == ["Streaks"], "test targets are not compiled into an app")
        #expect(modules.first?.folder.hasSuffix("/Sources/Streaks") == true)
    }
}

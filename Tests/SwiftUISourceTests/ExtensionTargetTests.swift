import Cells
import Devices
import Foundation
import Rendering
@testable import SwiftUISource
import Testing
import ViewTree

/// A folder with an iOS and a watchOS widget extension (an app's repository): each target is its
/// own module, as Xcode builds it, with the shared sources and its platform's `#if os(…)`.
@Suite struct ExtensionTargetTests {
    static let folder = Fixtures.testsFolder.appendingPathComponent("Targets/StepsApp").path

    static func inlineText(_ widget: Widget) -> String {
        let environment = WidgetEnvironment(family: .inline, renderingMode: .fullColor, now: EquivalentRenderTests.previewTime)
        let grid = WidgetRenderer().render(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        return CellGridText.render(grid)
    }

    @Test func eachTargetIsItsOwnModuleWithItsPlatformsConditions() throws {
        let result = SwiftUILoader.load(path: Self.folder, displayPath: "StepsApp")
        #expect(result.exitStatus == .success, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        // Both targets declare `StepsView`; read as one module they would clash.
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics.joined(separator: "\n"))")
        #expect(result.widgets.map(\.target) == ["StepsWatchWidget (watchOS)", "StepsWidget (iOS)"])
        let watch = result.widgets[0], phone = result.widgets[1]
        #expect(watch.families == [.circular, .rectangular, .inline, .corner], "a watchOS widget without .supportedFamilies has the corner too")
        #expect(phone.families == [.circular, .inline])
        // `Text("\(…) \(steps) steps")` is a LocalizedStringKey: its Int is grouped as %lld is in en_US.
        #expect(Self.inlineText(phone).contains("Phone 6,240 steps"), "\(Self.inlineText(phone))")
        #expect(Self.inlineText(watch).contains("Watch 6,240"), "\(Self.inlineText(watch))")
    }

    @Test func aTargetsPlatformIsWhatItsFolderOrFamiliesSay() {
        let found = ExtensionTargets.find(in: Self.folder, sources: SwiftUIProject.sources(inFolder: Self.folder))
        #expect(found.targets.map(\.name) == ["StepsWatchWidget", "StepsWidget"])
        #expect(found.targets.map(\.platform) == [.watchOS, .iOS])
        #expect(found.shared.map { ($0 as NSString).lastPathComponent } == ["StepsEntry.swift"])
    }

    @Test func oneTargetsFolderReadsWithItsPlatform() throws {
        let watch = (Self.folder as NSString).appendingPathComponent("StepsWatchWidget")
        let result = SwiftUILoader.load(path: watch, displayPath: "StepsWatchWidget")
        // Alone, the watch target lacks the shared entry type: warned, but still read as watchOS.
        let widget = try #require(result.widgets.first)
        #expect(widget.families.contains(.corner))
        #expect(widget.target == nil)
    }

    static let project = Fixtures.testsFolder.appendingPathComponent("Targets/ProjectApp").path

    /// A framework that another project of the workspace builds (`GaugeKit.xcodeproj` beside
    /// `App.xcodeproj` in `App.xcworkspace`) is read when the extension imports it.
    @Test func aFrameworkOfAnotherProjectInTheWorkspaceIsRead() throws {
        let root = Fixtures.testsFolder.appendingPathComponent("Targets/WorkspaceApp").path
        let workspace = try #require(XcodeWorkspace.find(atOrAbove: (root as NSString).appendingPathComponent("App")).flatMap(XcodeWorkspace.init(path:)))
        #expect(workspace.projects.map { ($0 as NSString).lastPathComponent } == ["App.xcodeproj", "GaugeKit.xcodeproj"])
        let laidOut = try LaidOutSource(folder: (root as NSString).appendingPathComponent("App/Widgets"))
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics.joined(separator: "\n"))")
        #expect(laidOut.shown("Text") == ["\"3/5\""])
    }

    /// With an Xcode project at or above the folder, each target is what the project says: its
    /// Compile Sources (the app's model from the app's folder), its synchronized folder less its
    /// membership exceptions, its strings from the resources phase, its platform from `SDKROOT`.
    @Test func anXcodeProjectSaysWhatEachTargetCompiles() throws {
        let xcodeproj = try #require(XcodeProject.find(atOrAbove: (Self.project as NSString).appendingPathComponent("Widget")))
        #expect((xcodeproj as NSString).lastPathComponent == "Tally.xcodeproj")
        let read = try #require(XcodeProject(path: xcodeproj))
        let names = read.targets.map { [$0.name, $0.platform.rawValue] + $0.sources.map { ($0 as NSString).lastPathComponent } }
        #expect(names == [["Tally Widget Extension", "iOS", "Tally.swift", "TallyWidget.swift"],
                          ["Tally Watch Widgets", "watchOS", "Tally.swift", "TallyWatchWidget.swift"]])
        #expect(read.widgetTargets.count == 2)

        let all = SwiftUILoader.load(path: Self.project, displayPath: "ProjectApp")
        #expect(all.diagnostics.isEmpty, "\(all.renderedDiagnostics.joined(separator: "\n"))")
        #expect(all.widgets.map(\.target) == ["Tally Widget Extension (iOS)", "Tally Watch Widgets (watchOS)"])
        #expect(all.widgets.map(\.name) == ["Glasses", "Tally"], "the name comes from the strings the resources phase copies")

        // The extension's own folder reads its target alone, with the app's model it compiles.
        let phone = SwiftUILoader.load(path: (Self.project as NSString).appendingPathComponent("Widget"), displayPath: "Widget")
        #expect(phone.diagnostics.isEmpty, "\(phone.renderedDiagnostics.joined(separator: "\n"))")
        let widget = try #require(phone.widgets.first)
        #expect(phone.widgets.count == 1 && !widget.isForWatch)
        #expect(Self.inlineText(widget).contains("7 of 8 glasses"), "\(Self.inlineText(widget))")
        let watch = try #require(SwiftUILoader.load(path: (Self.project as NSString).appendingPathComponent("WatchWidgets"), displayPath: "WatchWidgets").widgets.first)
        #expect(watch.isForWatch)
        #expect(Self.inlineText(watch).contains("7 of 8"), "\(Self.inlineText(watch))")
        #expect(!Self.inlineText(watch).contains("not the watch"))
    }
}

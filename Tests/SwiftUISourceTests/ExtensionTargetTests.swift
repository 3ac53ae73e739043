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
        #expect(Self.inlineText(phone).contains("Phone 6240 steps"), "\(Self.inlineText(phone))")
        #expect(Self.inlineText(watch).contains("Watch 6240"), "\(Self.inlineText(watch))")
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
}

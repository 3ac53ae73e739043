import Devices
import Foundation
import Layout
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// Xcode 16's synchronized folders: a string catalog in the app's folder that an exception set
/// gives the widget's target too is the widget's (Bullets drew its key "widget.noTask" where the
/// device shows "No task right now", read from the extension's folder).
@Suite struct SynchronizedResourceTests {
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Resources/Localizable.xcstrings, ); target = T2; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = App; sourceTree = "<group>"; };
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (S1, S2, ); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = Notes; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S2, ); name = NotesWidget; productType = "com.apple.product-type.app-extension"; };
                R1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, ); };
            };
            rootObject = R1;
        }
        """

    static let widget = """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date }

        struct NoTaskView: View {
            var body: some View { Text("widget.noTask") }
        }

        @main
        struct NoTaskWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "noTask", provider: Provider()) { _ in NoTaskView() }
                    .supportedFamilies([.accessoryRectangular])
            }
        }

        #Preview(as: .accessoryRectangular) { NoTaskWidget() } timeline: { Entry(date: .now) }
        """

    static let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "widget.noTask": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "No task right now"}}}}}}
        """#

    @Test func aCatalogAnotherFolderLendsTheWidgetIsRead() throws {
        let root = try ImportedModuleTests.repository([
            "Notes.xcodeproj/project.pbxproj": Self.project,
            "Widget/NoTaskWidget.swift": Self.widget,
            "App/NotesApp.swift": "import SwiftUI\n",
            "App/Resources/Localizable.xcstrings": Self.catalog,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = SwiftUILoader.load(path: root.appendingPathComponent("Widget").path, displayPath: "Widget")
        let widget = try #require(result.widgets.first, "\(result.renderedDiagnostics)")
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date())
        let laidOut = WidgetRenderer().layout(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        #expect(laidOut.allNodes.compactMap { $0.text?.string } == ["No task right now"])
    }
}

import Foundation
import SwiftUISource
import Testing

/// iOS offers widgets only from widget extensions (`com.apple.widgetkit-extension`): an Intents
/// extension that compiles the widget's files too (heonha/koget-ios) is not another place the
/// widget is listed, which had made `--widget NAME` refuse the name as shared.
@Suite struct ExtensionPointTests {
    static func plist(_ point: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>\(point)</string></dict></dict></plist>
        """
    }

    /// Two extension targets: `WidgetExt` compiles the widget; `IntentsExt` the widget and its intent handler.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1; classes = {}; objectVersion = 56;
            objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (TW, TI); buildConfigurationList = LP; };
                G = {isa = PBXGroup; children = (GW, GI); sourceTree = "<group>"; };
                GW = {isa = PBXGroup; children = (FW); path = WidgetExt; sourceTree = "<group>"; };
                GI = {isa = PBXGroup; children = (FI); path = IntentsExt; sourceTree = "<group>"; };
                FW = {isa = PBXFileReference; path = Widgets.swift; sourceTree = "<group>"; };
                FI = {isa = PBXFileReference; path = IntentHandler.swift; sourceTree = "<group>"; };
                BW = {isa = PBXBuildFile; fileRef = FW; };
                BW2 = {isa = PBXBuildFile; fileRef = FW; };
                BI = {isa = PBXBuildFile; fileRef = FI; };
                SW = {isa = PBXSourcesBuildPhase; files = (BW); };
                SI = {isa = PBXSourcesBuildPhase; files = (BW2, BI); };
                TW = {isa = PBXNativeTarget; name = WidgetExt; buildPhases = (SW); productType = "com.apple.product-type.app-extension"; buildConfigurationList = LW; };
                TI = {isa = PBXNativeTarget; name = IntentsExt; buildPhases = (SI); productType = "com.apple.product-type.app-extension"; buildConfigurationList = LI; };
                LW = {isa = XCConfigurationList; buildConfigurations = (CW); };
                CW = {isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/WidgetExt/Info.plist"; SDKROOT = iphoneos; }; };
                LI = {isa = XCConfigurationList; buildConfigurations = (CI); };
                CI = {isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = IntentsExt/Info.plist; SDKROOT = iphoneos; }; };
                LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                CP = {isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
            };
            rootObject = P;
        }
        """

    static let widget = """
        import SwiftUI
        import WidgetKit
        struct HelloWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Hello", provider: HelloProvider()) { _ in Text("Hi") }
                    .configurationDisplayName("Hello")
                    .supportedFamilies([.accessoryCircular])
            }
        }
        struct HelloEntry: TimelineEntry { let date: Date }
        struct HelloProvider: TimelineProvider {
            func placeholder(in context: Context) -> HelloEntry { HelloEntry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (HelloEntry) -> Void) { completion(HelloEntry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<HelloEntry>) -> Void) { completion(Timeline(entries: [HelloEntry(date: .now)], policy: .never)) }
        }
        @main
        struct HelloBundle: WidgetBundle { var body: some Widget { HelloWidget() } }
        """

    @Test func anIntentsExtensionCompilingTheWidgetDoesNotListItAgain() throws {
        let root = try ImportedModuleTests.repository([
            "Proj.xcodeproj/project.pbxproj": Self.project,
            "WidgetExt/Widgets.swift": Self.widget,
            "WidgetExt/Info.plist": Self.plist("com.apple.widgetkit-extension"),
            "IntentsExt/IntentHandler.swift": "import Intents\nclass IntentHandler: INExtension {}\n",
            "IntentsExt/Info.plist": Self.plist("com.apple.intents-service"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = SwiftUILoader.load(path: root.path, displayPath: "Proj")
        #expect(result.widgets.map(\.name) == ["Hello"], "\(result.renderedDiagnostics)")
    }
}

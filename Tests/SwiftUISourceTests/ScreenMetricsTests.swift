import Devices
import Foundation
import Layout
import Rendering
import SwiftUISource
import Testing
import ViewTree

/// `UIScreen.main`, `\.displayScale` and a provider's `context.displaySize` are the drawn device's
/// (Avinashgupta137/MrArthur scales its rows by `UIScreen.main.bounds.size.width / 428`: a
/// placeholder there had turned every size into its default, four rows into one and a half).
@Suite struct ScreenMetricsTests {
    static let source = """
        import SwiftUI
        import WidgetKit
        struct Metrics: View {
            @Environment(\\.displayScale) var displayScale
            var body: some View {
                Text("\\(Int(UIScreen.main.bounds.size.width))×\\(Int(UIScreen.main.bounds.height)) @\\(Int(UIScreen.main.scale)) \\(Int(UIScreen.main.nativeBounds.width)) \\(Int(displayScale))")
            }
        }
        """

    static func shown(on device: DeviceProfile) throws -> [String] {
        let result = SwiftUILoader.decode(text: source, path: "Metrics.swift")
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics)")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date())
        let root = WidgetRenderer().layout(WidgetRenderer.Request(widget: widget, environment: environment, device: device))
        // The line may wrap in the slot: its words are what is compared.
        return root.allNodes.compactMap(\.text).map { $0.string.replacingOccurrences(of: "\n", with: " ") }
    }

    @Test func theScreenIsTheDevicesInPointsAndPixels() throws {
        #expect(try Self.shown(on: DeviceCatalog.defaultDevice) == ["393×852 @3 1,179 3"])
        #expect(try Self.shown(on: try #require(DeviceCatalog.device(named: "16-pro-max"))) == ["440×956 @3 1,320 3"])
    }

    @Test func aProvidersDisplaySizeIsTheSlot() throws {
        let result = SwiftUILoader.decode(text: """
            import SwiftUI
            import WidgetKit
            struct Entry: TimelineEntry { let date: Date; let width: Double; let height: Double }
            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: .now, width: context.displaySize.width, height: context.displaySize.height) }
                func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
            }
            struct SizeView: View { let entry: Entry; var body: some View { Text("\\(Int(entry.width))×\\(Int(entry.height))") } }
            struct SizeWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "size", provider: Provider()) { SizeView(entry: $0) }.supportedFamilies([.accessoryRectangular])
                }
            }
            """, path: "Size.swift")
        let widget = try #require(result.widget)
        let environment = WidgetEnvironment(family: .rectangular, renderingMode: .fullColor, now: Date())
        let root = WidgetRenderer().layout(WidgetRenderer.Request(widget: widget, environment: environment, device: DeviceCatalog.defaultDevice))
        #expect(root.allNodes.compactMap(\.text).map(\.string) == ["160×72"])
    }
}

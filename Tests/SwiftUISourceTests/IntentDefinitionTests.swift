import Foundation
import SwiftUISource
import Testing

/// Widgets configured with SiriKit intents use the classes Xcode generates from the target's
/// `.intentdefinition` (Ruuvi's `RuuviWidgetTag(identifier:display:)`, the World Cup countdown's
/// `intent.widgetType == .country`): the preview generates them too, from the same file.
@Suite struct IntentDefinitionTests {
    /// A definition as Xcode writes it (a property list), with a custom type, an enum and an intent.
    static var definition: [String: Any] { [
        "INEnums": [[
            "INEnumName": "WidgetType",
            "INEnumValues": [["INEnumValueName": "unknown"], ["INEnumValueName": "trophy", "INEnumValueIndex": 1],
                             ["INEnumValueName": "country", "INEnumValueIndex": 2]],
        ]],
        "INTypes": [[
            "INTypeName": "Sensor",
            "INTypeProperties": [["INTypePropertyName": "identifier", "INTypePropertyType": "String"],
                                 ["INTypePropertyName": "displayString", "INTypePropertyType": "String"],
                                 ["INTypePropertyName": "deviceType", "INTypePropertyType": "Integer"]],
        ]],
        "INIntents": [[
            "INIntentName": "Configuration",
            "INIntentParameters": [["INIntentParameterName": "widgetType", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "WidgetType"],
                                   ["INIntentParameterName": "sensor", "INIntentParameterType": "Object", "INIntentParameterObjectType": "Sensor"]],
        ]],
    ] }

    static let widget = """
    import SwiftUI
    import WidgetKit
    import Intents

    struct Entry: TimelineEntry {
        let date: Date
        let sensor: Sensor
        let configuration: ConfigurationIntent
    }

    struct Provider: IntentTimelineProvider {
        func placeholder(in context: Context) -> Entry {
            let intent = ConfigurationIntent()
            intent.widgetType = .country
            return Entry(date: .now, sensor: Sensor(identifier: nil, display: "Sauna"), configuration: intent)
        }
        func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Entry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    struct SensorView: View {
        var entry: Entry
        var body: some View {
            Text("\\(entry.sensor.displayString) \\(entry.configuration.widgetType == .country ? "by country" : "other") \\(entry.configuration.widgetType.rawValue)")
        }
    }

    struct SensorWidget: Widget {
        var body: some WidgetConfiguration {
            IntentConfiguration(kind: "Sensor", intent: ConfigurationIntent.self, provider: Provider()) { entry in
                SensorView(entry: entry)
            }
            .supportedFamilies([.accessoryRectangular])
        }
    }
    """

    @Test func theClassesOfTheTargetsIntentDefinitionAreGenerated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intents-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: Self.definition, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Base.lproj/Widgets.intentdefinition"))
        try Self.widget.write(to: folder.appendingPathComponent("SensorWidget.swift"), atomically: true, encoding: .utf8)

        let laidOut = try LaidOutSource(folder: folder.path)
        #expect(laidOut.shown("Text") == ["\"Sauna by country 2\""])
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics)")
    }
}

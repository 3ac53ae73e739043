import Foundation
import SwiftUISource
import Testing
import ViewTree

/// iOS 18's controls (`ControlWidget`): each read to what the Lock Screen's corner button shows.
@Suite struct ControlWidgetTests {
    @Test func theSamplesButtonAndToggleAreRead() throws {
        let result = SwiftUILoader.load(path: Fixtures.repository.appendingPathComponent("sample-widgets/game-health.swift").path)
        #expect(result.widget?.name == "Hero Health", "the widget is read as before")
        #expect(result.controls.map(\.name) == ["Daily Reward", "Auto-Heal"])
        let button = try #require(result.controls.first)
        #expect(button.kind == .button && button.typeName == "DailyRewardControl")
        #expect(button.off == ControlFace(symbol: "star.fill", title: "Daily Reward"))
        let toggle = try #require(result.controls.last)
        #expect(toggle.kind == .toggle && toggle.isOn, "the provider's previewValue is true")
        #expect(toggle.off == ControlFace(symbol: "heart", title: "Off"))
        #expect(toggle.on == ControlFace(symbol: "heart.fill", title: "Healing"))
        #expect(toggle.tint == NamedColors.color(named: "pink")?.resolved(primary: .white, accent: .white))
    }

    @Test func aValueLabelAndAnAppIntentConfigurationAreRead() throws {
        let result = SwiftUILoader.decode(text: """
        import SwiftUI
        import WidgetKit
        struct Provider: AppIntentControlValueProvider {
            func previewValue(configuration: LampIntent) -> Bool { false }
            func currentValue(configuration: LampIntent) async throws -> Bool { true }
        }
        struct LampControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                AppIntentControlConfiguration(kind: "Lamp", provider: Provider()) { value in
                    ControlWidgetToggle(isOn: value, action: LampIntent()) {
                        Text("Lamp")
                    } valueLabel: { isOn in
                        Label(isOn ? "On" : "Off", systemImage: isOn ? "bolt.fill" : "bolt")
                    }
                }
            }
        }
        """)
        let lamp = try #require(result.controls.first)
        #expect(lamp.name == "LampControl" && lamp.kind == .toggle && !lamp.isOn)
        #expect(lamp.off.symbol == "bolt" && lamp.on?.symbol == "bolt.fill")
        #expect(lamp.off.title == "Off", "the value label's text comes first")
    }

    /// As Home Assistant's controls are written: the provider's `previewValue(configuration:)` reads
    /// the configuration intent's unset parameters and falls back to a placeholder whose symbol
    /// comes from SFSafeSymbols.
    @Test func thePreviewValueGetsAFreshConfigurationIntent() throws {
        let result = SwiftUILoader.decode(text: """
        import SFSafeSymbols
        struct Icon { let id: String }
        struct Item { let name: String; let icon: Icon }
        struct SceneConfiguration: ControlConfigurationIntent {
            @Parameter(title: "Scene") var icon: Icon?
            @Parameter(title: "Name") var name: String?
        }
        struct Provider: AppIntentControlValueProvider {
            func previewValue(configuration: SceneConfiguration) -> Item {
                Item(name: configuration.name ?? "Scene", icon: configuration.icon ?? Icon(id: SFSymbol.flowchart.rawValue))
            }
        }
        struct SceneControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                AppIntentControlConfiguration(kind: "Scene", provider: Provider()) { template in
                    ControlWidgetButton(action: RunScene()) {
                        Label(template.name, systemImage: template.icon.id)
                    }
                }
            }
        }
        """)
        #expect(result.controls.first?.off == ControlFace(symbol: "flowchart", title: "Scene"))
        #expect(!result.diagnostics.contains { $0.message.contains("of nil") }, "\(result.diagnostics.map(\.message))")
    }

    @Test func aLabelOfAnImageAndATextGivesBoth() throws {
        let result = SwiftUILoader.decode(text: """
        struct Sparkle: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "Sparkle") {
                    ControlWidgetButton(action: Animate()) {
                        Image(systemName: "star.fill")
                        Text("Animate")
                    }
                }
            }
        }
        """)
        #expect(result.controls.first?.off == ControlFace(symbol: "star.fill", title: "Animate"))
    }

    @Test func aControlWithoutASymbolIsSaid() throws {
        let result = SwiftUILoader.decode(text: """
        struct Plain: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "Plain") {
                    ControlWidgetButton(action: GoIntent()) { Text("Go") }
                }
            }
        }
        """)
        #expect(result.controls.first?.off == ControlFace(symbol: nil, title: "Go"))
        #expect(result.diagnostics.contains { $0.message.contains("Plain's label shows no SF Symbol") }, "\(result.diagnostics.map(\.message))")
    }

    /// A label of a custom symbol (`Label(_:image:)` of a `NAME.symbolset` in the extension's
    /// asset catalog) is the button's symbol, as iOS draws it (DuckDuckGo's VPN toggle was drawn
    /// empty, with a warning).
    @Test func aCustomSymbolIsTheButtonsSymbol() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("control-symbol-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.testsFolder.appendingPathComponent("Extension/MediaWidgets/Assets.xcassets"),
                                         to: folder.appendingPathComponent("Assets.xcassets"))
        try """
        import SwiftUI
        import WidgetKit
        struct RainControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "Rain") {
                    ControlWidgetButton(action: RainIntent()) { Label("Rain", image: "custom.drop") }
                }
            }
        }
        """.write(to: folder.appendingPathComponent("RainControl.swift"), atomically: true, encoding: .utf8)
        let result = SwiftUILoader.load(path: folder.path)
        let face = try #require(result.controls.first?.off)
        #expect(face.symbol == nil)
        #expect(face.customSymbolPath?.hasSuffix("custom.drop.symbolset/custom.drop.svg") == true, "\(face)")
        #expect(!result.diagnostics.contains { $0.message.contains("shows no SF Symbol") }, "\(result.diagnostics.map(\.message))")
    }
}

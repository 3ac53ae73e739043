import SwiftUISource
import Testing
import ViewTree

/// Which families a SwiftUI widget without `.supportedFamilies` is previewed in: the iPhone's
/// three, and the watch's corner when its views name `.accessoryCorner`.
@Suite struct WatchFamilyTests {
    static func families(_ body: String) throws -> [WidgetFamily] {
        let source = """
            import SwiftUI
            import WidgetKit

            struct StepsView: View {
                @Environment(\\.widgetFamily) var family
                var body: some View {
                    \(body)
                }
            }

            struct StepsWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Steps", provider: Provider()) { _ in StepsView() }
                }
            }
            """
        return try #require(SwiftUILoader.decode(text: source).widget).families
    }

    @Test func withoutSupportedFamiliesTheIPhonesAreAssumed() throws {
        #expect(try Self.families("Text(\"8,200\")") == [.circular, .rectangular, .inline])
    }

    @Test func aViewThatSwitchesOnTheCornerAddsIt() throws {
        let body = "if family == .accessoryCorner { Text(\"8k\") } else { Text(\"8,200\") }"
        #expect(try Self.families(body) == [.circular, .rectangular, .inline, .corner])
    }
}

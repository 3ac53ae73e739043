import Foundation
import SwiftUISource
import Testing

/// A preview whose data names another family than the one it is previewed in draws that
/// family's view (as Xcode's canvas does), and says so where the preview is written.
@Suite struct PreviewFamilyTests {
    @Test func anEntryMadeForAnotherFamilyIsWarnedAtItsPreview() throws {
        let source = """
        import SwiftUI
        import WidgetKit

        struct PriceEntry: TimelineEntry {
            let date: Date
            let family: WidgetFamily
        }

        struct PriceView: View {
            var entry: PriceEntry
            var body: some View {
                switch entry.family {
                case .accessoryCircular: Text("BTC")
                default: Text("Bitcoin, last updated 5:27 PM")
                }
            }
        }

        struct PriceView_Previews: PreviewProvider {
            static var previews: some View {
                PriceView(entry: PriceEntry(date: Date(), family: .systemSmall))
                    .previewContext(WidgetPreviewContext(family: .accessoryCircular))
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Price.swift")
        let messages = result.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" }
        #expect(messages == [
            "22:the preview's PriceEntry.family is .systemSmall while it is shown as accessoryCircular; a widget that reads it draws "
                + "its .systemSmall view here, as Xcode's canvas does (a device passes context.family)",
        ])
    }
}

import Foundation
import SwiftUISource
import Testing

/// A preview whose data names another family than the one it is previewed in is drawn with the
/// family it is shown in, as a device's provider passes `context.family` (Xcode's canvas draws
/// the other family's view), and says so where the preview is written.
@Suite struct PreviewFamilyTests {
    /// BlueWallet's price widget, cut down: one view that switches on its entry's family, and
    /// its previews (`.previewContext` of the first on line 22).
    static func source(smallView: String, previews: String) -> String {
        """
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
                case .accessoryRectangular: Text("BTC $10,000")
                default: \(smallView)
                }
            }
        }

        struct PriceView_Previews: PreviewProvider {
            static var previews: some View {
        \(previews)
            }
        }
        """
    }

    @Test func anEntryMadeForAnotherFamilyIsDrawnInTheFamilyShownAndWarnedAtItsPreview() throws {
        let source = Self.source(smallView: #"Text("Bitcoin, last updated 5:27 PM")"#, previews: """
                PriceView(entry: PriceEntry(date: Date(), family: .systemSmall))
                    .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
        """)
        let laidOut = try LaidOutSource(source, path: "Price.swift")
        #expect(laidOut.shown("Text") == ["\"BTC $10,000\""])
        let messages = laidOut.result.diagnostics(ofPictureOf: 0, family: .rectangular, entry: 0).map { "\($0.location?.line ?? 0):\($0.message)" }
        #expect(messages == [
            "22:the preview's PriceEntry.family is .systemSmall while it is shown as accessoryRectangular; it is drawn with "
                + ".accessoryRectangular, as a device's provider passes context.family (Xcode's canvas draws the .systemSmall view here)",
        ])
    }

    /// BlueWallet's previews: one per family, of one view that switches on its entry's family.
    /// Each is evaluated when drawn, in its family, so a picture says nothing of what the
    /// others would draw (here the small widget's colour, which the preview cannot make).
    @Test func aPictureSaysNothingOfThePreviewsOfOtherFamilies() throws {
        let source = Self.source(smallView: #"Text("Last Updated").foregroundColor(Color(UIColor.lightGray))"#, previews: """
                PriceView(entry: PriceEntry(date: Date(), family: .systemSmall))
                    .previewContext(WidgetPreviewContext(family: .systemSmall))
                PriceView(entry: PriceEntry(date: Date(), family: .accessoryRectangular))
                    .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
        """)
        let laidOut = try LaidOutSource(source, path: "Price.swift")
        #expect(laidOut.shown("Text") == ["\"BTC $10,000\""])
        // The systemSmall preview is the small family's own (the iPad Lock Screen and StandBy draw
        // it); the rectangular picture shows the rectangular preview's entry.
        let widget = try #require(laidOut.result.widget)
        #expect(widget.previews.map(\.family) == [.small, .rectangular])
        let entry = widget.previews[widget.defaultPreview(for: .rectangular)].entries.lowerBound
        #expect(laidOut.result.diagnostics(ofPictureOf: 0, family: .rectangular, entry: entry).isEmpty)
    }

    /// Better Rail's previews: one in Hebrew, right to left, one in English. The direction is
    /// applied; the preview draws in its own locale and says so where a preview asks for another.
    @Test func aPreviewsLanguageIsSaidNotAppliedAndItsDirectionIsApplied() throws {
        let source = Self.source(smallView: #"Text("Last Updated")"#, previews: """
                PriceView(entry: PriceEntry(date: Date(), family: .accessoryRectangular))
                    .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                    .environment(\\.locale, .init(identifier: "he"))
                    .environment(\\.layoutDirection, .rightToLeft)
                PriceView(entry: PriceEntry(date: Date(), family: .accessoryRectangular))
                    .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                    .environment(\\.locale, .init(identifier: "en"))
                    .environment(\\.colorScheme, .light)
        """)
        let messages = SwiftUILoader.decode(text: source, path: "Price.swift").diagnostics
            .filter { $0.message.contains(".environment") }.map { "\($0.location?.line ?? 0):\($0.message)" }
        #expect(messages == [
            "23:'.environment(\\.locale, …)' is not applied: the preview draws in its locale (en_US; --locale names another), in its own time zone and the Gregorian calendar",
        ])
    }
}

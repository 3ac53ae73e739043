import SwiftUI
import WidgetKit

struct ArtworkEntry: TimelineEntry {
    let date: Date
}

struct ArtworkProvider: TimelineProvider {
    func placeholder(in context: Context) -> ArtworkEntry {
        ArtworkEntry(date: .now)
    }

    func getSnapshot(in context: Context, completion: @escaping (ArtworkEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ArtworkEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// Vector images from the asset catalog: an SVG in its colours, an SVG template tinted green,
/// a PDF, and a custom symbol beside text, in regular and black weights.
struct ArtworkWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Artwork", provider: ArtworkProvider()) { _ in
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Image("Sun")
                    Image("Cutout")
                        .foregroundStyle(.green)
                    Image("Badge")
                        .resizable()
                        .frame(width: 30, height: 30)
                    Image("Sun")
                        .renderingMode(.template)
                }
                HStack(spacing: 4) {
                    Image("custom.drop")
                    Image("custom.drop")
                        .fontWeight(.black)
                    Text("Rain")
                }
                .font(.title)
            }
        }
        .configurationDisplayName("Artwork")
        .supportedFamilies([.accessoryRectangular])
    }
}

/// A damaged SVG and an image whose file is not in its image set.
struct BrokenArtworkWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BrokenArtwork", provider: ArtworkProvider()) { _ in
            HStack {
                Image("Broken")
                Image("Gone")
            }
        }
        .configurationDisplayName("Broken artwork")
        .supportedFamilies([.accessoryCircular])
    }
}

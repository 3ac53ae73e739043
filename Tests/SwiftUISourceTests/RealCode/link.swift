import WidgetKit
import SwiftUI

struct PodcastEntry: TimelineEntry {
    let date: Date
    let show: String
    let episode: String
    let episodeID: Int
    let minutesLeft: Int
}

struct PodcastProvider: TimelineProvider {
    func placeholder(in context: Context) -> PodcastEntry {
        PodcastEntry(date: .now, show: "The Daily Build", episode: "Shipping on Fridays", episodeID: 208, minutesLeft: 23)
    }

    func getSnapshot(in context: Context, completion: @escaping (PodcastEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PodcastEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct PodcastWidgetView: View {
    var entry: PodcastEntry

    var resumeURL: URL {
        URL(string: "podcasts://episode/\(entry.episodeID)?resume=1")!
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Link(destination: resumeURL) {
                HStack(spacing: 4) {
                    Image(systemName: "music.note")
                    Text(entry.show)
                        .lineLimit(1)
                }
                .font(.headline)
            }
            Text(entry.episode)
                .font(.caption)
                .lineLimit(1)
            Link("\(entry.minutesLeft) min left · Resume", destination: resumeURL)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetURL(URL(string: "podcasts://library"))
    }
}

struct PodcastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Podcast", provider: PodcastProvider()) { entry in
            PodcastWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Up Next")
        .description("Resume your podcast.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    PodcastWidget()
} timeline: {
    PodcastEntry(date: .now, show: "Night Owls", episode: "Ep. 12: Comets", episodeID: 12, minutesLeft: 41)
}

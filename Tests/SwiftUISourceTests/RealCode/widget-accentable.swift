import WidgetKit
import SwiftUI

struct AlbumEntry: TimelineEntry {
    let date: Date
    let title: String
    let artist: String
    let artwork: String
    let isPlaying: Bool
}

struct NowPlayingProvider: TimelineProvider {
    func placeholder(in context: Context) -> AlbumEntry {
        AlbumEntry(date: .now, title: "Blue Hour", artist: "The Tides", artwork: "album-art", isPlaying: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (AlbumEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AlbumEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NowPlayingView: View {
    var entry: AlbumEntry

    var body: some View {
        HStack(spacing: 8) {
            Image(entry.artwork)
                .resizable()
                .widgetAccentedRenderingMode(.fullColor)
                .aspectRatio(contentMode: .fill)
                .frame(width: 44, height: 44)
                .clipShape(RoundedRectangle(cornerRadius: 6))
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 3) {
                    Image(systemName: entry.isPlaying ? "music.note" : "moon.fill")
                    Text(entry.isPlaying ? "NOW PLAYING" : "PAUSED")
                }
                .font(.system(size: 10, weight: .bold))
                .widgetAccentable()
                Text(entry.title)
                    .font(.headline)
                    .lineLimit(1)
                Text(entry.artist)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
        }
    }
}

struct NowPlayingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NowPlaying", provider: NowPlayingProvider()) { entry in
            NowPlayingView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Now Playing")
        .description("What's playing right now.")
        .supportedFamilies([.accessoryRectangular])
    }
}

#Preview(as: .accessoryRectangular) {
    NowPlayingWidget()
} timeline: {
    AlbumEntry(date: .now, title: "Slow Motion Summer", artist: "Kite Parade", artwork: "album-art", isPlaying: false)
}

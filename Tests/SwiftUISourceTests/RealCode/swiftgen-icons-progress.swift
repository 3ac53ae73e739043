import SwiftUI
import WidgetKit

// Strings and symbol names as SwiftGen's string-catalog template generates them.
internal enum Str {
    internal enum Icons {
        /// checkmark
        internal static let check = String(localized: "Icons.check", defaultValue: "checkmark")
    }
    internal enum Widget {
        /// Today's progress
        internal static let title = String(localized: "Widget.title", defaultValue: "Today's progress")
        /// %d of %d done
        internal static func done(_ p1: Int, _ p2: Int) -> String {
            Str.tr("Localizable", "Widget.done", p1, p2, fallback: "%d of %d done")
        }
    }
}

// SwiftGen's strings template: the bundle's table, else the fallback, formatted.
extension Str {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.module.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}

extension Image {
    private typealias Icons = Str.Icons

    static let check = Image(systemName: Icons.check)
}

extension CGFloat {
    static let indicatorRange: CGFloat = 0.6
    static let indicatorLowerBound: CGFloat = 0.2
    static let indicatorGreaterBound: CGFloat = 0.8
    static let indicatorRotation: CGFloat = 90
}

struct ProgressEntry: TimelineEntry {
    let date: Date
    let done: Int
    let total: Int
}

struct ProgressProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProgressEntry { ProgressEntry(date: .now, done: 3, total: 5) }
    func getSnapshot(in context: Context, completion: @escaping (ProgressEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ProgressEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct ProgressIndicator: View {
    let done: Int
    let total: Int

    var progress: CGFloat {
        (.indicatorRange / Double(total)) * Double(done) + .indicatorLowerBound
    }

    var body: some View {
        ZStack {
            Circle()
                .trim(from: .indicatorLowerBound, to: .indicatorGreaterBound)
                .stroke(style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(.indicatorRotation))
                .opacity(0.3)
            Circle()
                .trim(from: .indicatorLowerBound, to: total != .zero ? progress : .indicatorLowerBound)
                .stroke(style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(.indicatorRotation))
            if done == total {
                Image.check
            } else {
                Text("\(done)/\(total)")
            }
        }
        .padding(4)
    }
}

struct ProgressWidgetView: View {
    let entry: ProgressEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryRectangular:
            HStack {
                ProgressIndicator(done: entry.done, total: entry.total)
                VStack(alignment: .leading) {
                    Text(Str.Widget.title)
                        .font(.headline)
                    Text(Str.Widget.done(entry.done, entry.total))
                }
            }
        default:
            ProgressIndicator(done: entry.done, total: entry.total)
        }
    }
}

struct ProgressWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Progress", provider: ProgressProvider()) { entry in
            ProgressWidgetView(entry: entry)
        }
        .configurationDisplayName(Str.Widget.title)
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .accessoryCircular) {
    ProgressWidget()
} timeline: {
    ProgressEntry(date: .now, done: 3, total: 5)
    ProgressEntry(date: .now, done: 5, total: 5)
}

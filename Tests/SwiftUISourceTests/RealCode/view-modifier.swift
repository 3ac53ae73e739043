import WidgetKit
import SwiftUI

struct PillStyle: ViewModifier {
    var highlighted: Bool

    func body(content: Content) -> some View {
        content
            .font(.caption2.weight(.bold))
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(highlighted ? Color.white.opacity(0.35) : Color.white.opacity(0.12), in: Capsule())
    }
}

extension View {
    func pill(highlighted: Bool = false) -> some View {
        modifier(PillStyle(highlighted: highlighted))
    }
}

struct ShiftEntry: TimelineEntry {
    let date: Date
    let role: String
    let start: Date
    let end: Date
    let isOnCall: Bool
}

struct ShiftProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShiftEntry {
        let start = Date(timeIntervalSince1970: 1_780_938_000)
        return ShiftEntry(date: .now, role: "ICU Nurse", start: start, end: start.addingTimeInterval(12 * 3600), isOnCall: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (ShiftEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ShiftEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ShiftWidgetView: View {
    var entry: ShiftEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 4) {
                Text("NEXT SHIFT")
                    .modifier(PillStyle(highlighted: false))
                if entry.isOnCall {
                    Text("ON CALL")
                        .pill(highlighted: true)
                }
            }
            Text(entry.role)
                .font(.headline)
            Text("\(entry.start.formatted(date: .abbreviated, time: .shortened)) – \(entry.end.formatted(date: .omitted, time: .shortened))")
                .font(.caption)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ShiftWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Shift", provider: ShiftProvider()) { entry in
            ShiftWidgetView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Next Shift")
        .description("When you work next.")
        .supportedFamilies([.accessoryRectangular])
    }
}

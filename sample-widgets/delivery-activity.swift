// A Live Activity: a delivery on its way, as ActivityKit code has it. lockscreen-tui draws its
// Lock Screen presentation (render delivery-activity.swift --activity lockscreen), its Dynamic
// Island (--activity compact, minimal, expanded), StandBy's and the watch's, for each content
// state of the #Preview below.
import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stage: String
        var progress: Double
        var minutesLeft: Int
        var courier: String
    }

    var restaurant: String
    var orderNumber: String
}

struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
                VStack(alignment: .leading, spacing: 0) {
                    Text(context.attributes.restaurant)
                        .font(.headline)
                    Text("Order \(context.attributes.orderNumber)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.minutesLeft) min")
                    .font(.title2.weight(.semibold))
                    .monospacedDigit()
            }
            ProgressView(value: context.state.progress)
                .tint(.orange)
            // Past its staleDate the delivery's times may be wrong: say so (render --stale shows it).
            Text(context.isStale ? "Updating…" : "\(context.state.stage) · \(context.state.courier)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        // The view fills the platter: iOS adds no margin, so the view keeps off its edges itself.
        .padding()
    }
}

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.55))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    // A countdown to the delivery's arrival, ticking on the device.
                    Text(timerInterval: Date.now...Date.now.addingTimeInterval(Double(context.state.minutesLeft) * 60), countsDown: true)
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                        .frame(width: 64)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress)
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Image(systemName: "bag.fill")
            }
        }
    }
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes {
        DeliveryAttributes(restaurant: "Golden Wok", orderNumber: "#4172")
    }
}

extension DeliveryAttributes.ContentState {
    static var preparing: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(stage: "Preparing", progress: 0.25, minutesLeft: 24, courier: "Sam")
    }
    static var onTheWay: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(stage: "On the way", progress: 0.7, minutesLeft: 9, courier: "Sam")
    }
}

#Preview("Delivery", as: .content, using: DeliveryAttributes.preview) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState.preparing
    DeliveryAttributes.ContentState.onTheWay
}

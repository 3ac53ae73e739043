import SwiftUI

// if / else on isLuminanceReduced (Always-On), in both polarities, and an if without else.
struct CountdownView: View {
    var entry: SimpleEntry
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        VStack {
            if isLuminanceReduced {
                Text("--:--")
            } else {
                Text(entry.end, style: .timer)
            }
            if !isLuminanceReduced {
                Text("live").font(.caption)
            } else {
                Text("dimmed").font(.caption)
            }
            if !isLuminanceReduced {
                Image(systemName: "timer")
            }
        }
    }
}

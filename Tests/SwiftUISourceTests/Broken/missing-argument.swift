import SwiftUI

struct Root: View {
    var body: some View {
        Row(title: "Steps")
    }
}

struct Row: View {
    let title: String
    let value: Double

    var body: some View {
        Text(title)
    }
}

import SwiftUI

struct RootView: View {
    var body: some View {
        Badge(count: 3)
    }
}

struct Badge: View {
    let text: String

    init(count: Int) {
        text = "\(count)"
    }

    var body: some View { Text(text) }
}

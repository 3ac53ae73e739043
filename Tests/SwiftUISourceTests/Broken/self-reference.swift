import SwiftUI

struct LoopView: View {
    var title = title

    var body: some View {
        Text(title)
    }
}

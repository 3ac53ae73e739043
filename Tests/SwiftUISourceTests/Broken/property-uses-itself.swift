import SwiftUI

struct Echo: View {
    var content: some View {
        VStack {
            content
        }
    }

    var body: some View {
        content
    }
}

import SwiftUI

struct Nested: View {
    var body: some View {
        VStack {
            Nested()
        }
    }
}

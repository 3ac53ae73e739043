import SwiftUI

struct FirstView: View {
    var body: some View { Text("First") }
}

struct SecondView: View {
    var body: some View { Text("Second") }
}

import SwiftUI

struct Fork: View {
    var body: some View {
        HStack {
            Fork()
            Fork()
        }
    }
}

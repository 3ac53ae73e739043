import SwiftUI

// The fuzzer's hang: ForEach over 100,000 numbers drew a view for each until the step limit.
struct Many: View {
    var body: some View {
        VStack {
            ForEach(0..<100000) { number in
                Text("\(number)")
            }
        }
    }
}

import SwiftUI

// The fuzzer's crash: Int.min / -1 overflows, which Swift traps on; the preview's own check
// for a literal division with a remainder (a % b) trapped first.
struct Overflow: View {
    var body: some View {
        Text("\(Int.min / -1)")
    }
}

import SwiftUI

// The fuzzer's crash: negating Int.min overflows, which Swift traps on.
struct Overflow: View {
    var body: some View {
        Text("\(-Int.min)")
    }
}

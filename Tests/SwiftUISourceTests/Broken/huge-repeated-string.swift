import SwiftUI

// The fuzzer's crash: a string of 2^40 characters was allocated.
struct Huge: View {
    var body: some View {
        Text(String(repeating: "ab", count: 1 << 40))
    }
}

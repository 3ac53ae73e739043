import SwiftUI

// The fuzzer's crash: a loop over 0..<Int.max was counted out into an array first.
struct Forever: View {
    var total: Int {
        var sum = 0
        for _ in 0..<Int.max { sum += 1 }
        return sum
    }

    var body: some View {
        Text("\(total)")
    }
}

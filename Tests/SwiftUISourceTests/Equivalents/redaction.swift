import SwiftUI

// \.redactionReasons, privacySensitive, redacted and unredacted.
struct BalanceView: View {
    var entry: SimpleEntry
    @Environment(\.redactionReasons) var redactionReasons

    var body: some View {
        VStack(alignment: .leading) {
            if redactionReasons.contains(.privacy) {
                Text("Balance hidden")
            } else {
                Text(entry.balance, format: .currency(code: "USD"))
                    .privacySensitive()
            }
            if redactionReasons.isEmpty {
                Text("Up to date")
            }
            VStack {
                Text("Card ending 4242")
                Text("Visa").unredacted()
            }
            .redacted(reason: .privacy)
            Text("Loading…").redacted(reason: .placeholder)
        }
    }
}

import SwiftUI

struct FamilyView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            Text("Small")
        default:
            Text("Other")
        }
    }
}

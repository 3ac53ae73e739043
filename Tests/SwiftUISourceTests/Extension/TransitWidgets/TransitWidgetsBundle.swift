import SwiftUI
import WidgetKit

@main
struct TransitWidgetsBundle: WidgetBundle {
    var body: some Widget {
        DeparturesWidget()
        LineStatusWidget()
    }
}

import SwiftUI
import WidgetKit

@main
struct MediaWidgetsBundle: WidgetBundle {
    var body: some Widget {
        StreakWidget()
        ArtworkWidget()
        BrokenArtworkWidget()
    }
}

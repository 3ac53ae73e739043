import Foundation
import SwiftUISource
import Testing

/// A `Label` whose title closure holds several views is drawn with them in a row after the
/// icon, and says that this layout is the preview's guess.
@Suite struct LabelTitleTests {
    @Test func aTitleOfSeveralViewsIsWarnedOnce() throws {
        let source = """
        import SwiftUI

        struct SpotView: View {
            var body: some View {
                Label {
                    Text("Parking Spot")
                    Text("Apple Park")
                } icon: {
                    Image(systemName: "box.truck")
                }
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Spot.swift")
        #expect(result.widget != nil)
        #expect(result.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" } == [
            "5:this Label's title is 2 views, drawn in a row after its icon; how iOS lays out a title of several views is not known here",
        ])
    }
}

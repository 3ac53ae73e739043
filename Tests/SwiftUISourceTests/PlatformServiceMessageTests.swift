import Foundation
import SwiftUISource
import Testing

/// A type of Apple's frameworks that a preview does not run (the network, the location, the
/// logger) is named as that framework's, not sent looking for "another module or file" or
/// told it is a misspelling of a name in the code.
@Suite struct PlatformServiceMessageTests {
    @Test func aPlatformServiceIsNamedAsItsFrameworks() throws {
        let source = """
        import SwiftUI
        import CoreLocation

        struct WhereView: View {
            let locationManager = CLLocationManager()
            var body: some View {
                VStack {
                    Text(locationManager.location?.description ?? "—")
                    Text(URLSession.shared.description)
                    Text(PlantStore.shared.name)
                }
            }
        }
        """
        let messages = SwiftUILoader.decode(text: source, path: "Where.swift").diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'CLLocationManager' is CoreLocation's, which the preview does not run") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'URLSession' is Foundation's, which the preview does not run") }, "\(messages)")
        #expect(!messages.contains { $0.contains("did you mean 'locationManager'") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'PlantStore' is not declared in the files read") }, "the code's own types are still asked about: \(messages)")
    }
}

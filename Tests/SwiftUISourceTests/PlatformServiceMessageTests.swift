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
                    Text("\\(FamilyActivitySelection().applicationTokens.count) blocked")
                    Text(AlarmManager.shared.description)
                }
            }
        }
        """
        let messages = SwiftUILoader.decode(text: source, path: "Where.swift").diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'CLLocationManager' is CoreLocation's, which the preview does not run") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'URLSession' is Foundation's, which the preview does not run") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'FamilyActivitySelection' is FamilyControls's, which the preview does not run") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'AlarmManager' is AlarmKit's, which the preview does not run") }, "\(messages)")
        #expect(!messages.contains { $0.contains("did you mean 'locationManager'") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'PlantStore' is not declared in the files read") }, "the code's own types are still asked about: \(messages)")
    }

    /// CoreLocation's constants are CoreLocation's too; Swift concurrency's types are named as
    /// its own without a service the machine lacks given as the reason.
    @Test func aConstantOrConcurrencyTypeIsNamedAsItsFrameworks() throws {
        let source = """
        import SwiftUI
        import CoreLocation

        struct WhereView: View {
            var body: some View {
                VStack {
                    Text("\\(kCLLocationAccuracyBest)")
                    Text("\\(AsyncStream<Int> { $0.finish() })")
                    Text("\\(CIContext().description)")
                }
            }
        }
        """
        let messages = SwiftUILoader.decode(text: source, path: "Where.swift").diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'kCLLocationAccuracyBest' is CoreLocation's, which the preview does not run") }, "\(messages)")
        #expect(messages.contains("'AsyncStream' is Swift concurrency's, which the preview does not run; it is drawn as a redacted placeholder"),
                "\(messages)")
        // joshuajerome/HelpLink's QR code: Core Image is named, not "is it in another module or file?".
        #expect(messages.contains("'CIContext' is Core Image's, which the preview does not run; it is drawn as a redacted placeholder"),
                "\(messages)")
    }

    /// Ruuvi's `defaultFromSystemPreferences(userDefaults: UserDefaults = .standard, locale:
    /// Locale = .autoupdatingCurrent)`: a framework's static given as a default argument is that
    /// static (the app's defaults, which read nil, said once), and the locale (en_US) measures
    /// in US units.
    @Test func aFrameworkStaticAsADefaultArgumentIsThatStatic() throws {
        let source = """
        import SwiftUI

        enum TemperatureUnit {
            case celsius, fahrenheit
            static func defaultFromSystemPreferences(userDefaults: UserDefaults = .standard, locale: Locale = .autoupdatingCurrent) -> TemperatureUnit {
                if let value = userDefaults.string(forKey: "AppleTemperatureUnit")?.lowercased() {
                    return value.contains("fahrenheit") ? .fahrenheit : .celsius
                }
                switch locale.measurementSystem {
                case .us: return .fahrenheit
                default: return .celsius
                }
            }
        }

        struct UnitView: View {
            var body: some View {
                Text(TemperatureUnit.defaultFromSystemPreferences() == .fahrenheit ? "°F" : "°C")
            }
        }
        """
        let laidOut = try LaidOutSource(source, path: "Unit.swift")
        #expect(laidOut.shown("Text") == ["\"°F\""])
        #expect(laidOut.result.diagnostics.map(\.message) == [
            "the app's UserDefaults are not available to the preview; string(forKey: \"AppleTemperatureUnit\") reads nil, as on a fresh install",
        ])
    }

    /// Home Assistant's `Bundle.main.bundleIdentifier ?? defaultBundleID`: the built app's
    /// identifier, which a source tree has not, reads nil (said once), so the code's fallback
    /// is used; no message blames the entry for a Bundle's member.
    @Test func theBundleIdentifierReadsNilSaidOnce() throws {
        let source = """
        import SwiftUI

        struct IdentifierView: View {
            var body: some View {
                Text(Bundle.main.bundleIdentifier ?? "io.example.widgets")
            }
        }
        """
        let laidOut = try LaidOutSource(source, path: "Identifier.swift")
        #expect(laidOut.shown("Text") == ["\"io.example.widgets\""])
        #expect(laidOut.result.diagnostics.map(\.message) == ["Bundle.main.bundleIdentifier is the built app's, which the preview has not; it reads nil"])
    }

    /// NoLet's `guard let local = FileManager.default.containerURL(…) else { throw … }`: the app
    /// group's container exists and is empty, as on a fresh install, so the code goes on (where
    /// a nil container threw away the provider's whole placeholder) and finds no files in it.
    @Test func theAppGroupContainerIsThereAndEmpty() throws {
        let source = """
        import SwiftUI

        let CONTAINER = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example")

        func databaseName() throws -> String {
            guard let local = CONTAINER else { throw NSError(domain: "App", code: 1) }
            let path = local.appendingPathComponent("db.sqlite").path
            return FileManager.default.fileExists(atPath: path) ? "opened" : "new " + local.appendingPathComponent("db.sqlite").lastPathComponent
        }

        struct DatabaseView: View {
            var body: some View {
                Text((try? databaseName()) ?? "threw")
            }
        }
        """
        let laidOut = try LaidOutSource(source, path: "Database.swift")
        #expect(laidOut.shown("Text") == ["\"new db.sqlite\""])
        #expect(laidOut.result.diagnostics.map(\.message) == [
            "the app group 'group.example' has the device's files, which the preview has not; its container is empty, as on a fresh install",
            "the device's files are not in the preview; fileExists(atPath:) reads false, as on a fresh install",
        ])
    }

    /// A logger writes nothing a picture shows: one the preview does not make is not said to be
    /// "drawn as a redacted placeholder" (Jaennaet/pISSStream's unused `Logger`).
    @Test func aLoggerIsNotSaidToBeAPlaceholder() throws {
        let source = """
        import SwiftUI
        import os

        struct ValueView: View {
            let logger = Logger(subsystem: "widget", category: "view")
            var body: some View {
                logger.info("drawing")
                return Text("Value 7")
            }
        }
        """
        let result = SwiftUILoader.decode(text: source, path: "Value.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.widget != nil)
    }
}

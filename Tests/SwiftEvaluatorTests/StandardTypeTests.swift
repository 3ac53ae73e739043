import SwiftEvaluator
import Testing

/// Standard and Foundation types the files use without declaring them, as widget extensions
/// write them: `Result`, names qualified by their module, closures kept in globals, implicit
/// `self` in an extension of a Foundation type, an `NSNumber` made by `.init(value:)`.
@Suite struct StandardTypeTests {
    static let loadError = "enum LoadError: Error { case placeholder, offline }"

    @Test func resultCasesWithOtherValuesDiffer() throws {
        let declarations = Self.loadError + "\nlet offline: Result<Int, LoadError> = .failure(.offline)"
        #expect(try EvaluatorTests.text(declarations, "offline == .failure(.placeholder)") == "false")
        #expect(try EvaluatorTests.text(declarations, "offline == .failure(.offline)") == "true")
        #expect(try EvaluatorTests.text(declarations, "offline == .success(1)") == "false")
    }

    @Test func aResultsValueTakesItsDeclaredType() throws {
        let declarations = Self.loadError + """

            struct Forecast { let wind: Int; static let sample = Forecast(wind: 30) }
            let loaded: Result<Forecast, LoadError> = .success(.sample)
            func wind() -> Int { if case .success(let forecast) = loaded { return forecast.wind }; return -1 }
            """
        #expect(try EvaluatorTests.text(declarations, "wind()") == "30")
    }

    @Test func aResultWrittenWithItsTypeIsItsCase() throws {
        let (value, messages) = try EvaluatorTests.evaluate(Self.loadError, "Result<Int, LoadError>.success(7) == .success(7)")
        #expect(value.description == "true")
        #expect(messages.isEmpty, "\(messages.map(\.text))")
    }

    @Test func aNameQualifiedByItsModuleIsTheName() throws {
        let (value, messages) = try EvaluatorTests.evaluate("", "Swift.max(Foundation.Calendar.current.component(.hour, from: Date.now), 3)")
        #expect(value.description == "9")
        #expect(messages.isEmpty, "\(messages.map(\.text))")
    }

    @Test func aGlobalClosureIsCalledByItsName() throws {
        let declarations = """
            let base = "https://example.com"
            let gamesURL = { (season: Int) -> String in "\\(base)/games/\\(season)" }
            """
        #expect(try EvaluatorTests.text(declarations, "gamesURL(2024)") == "https://example.com/games/2024")
    }

    @Test func implicitSelfInAnExtensionOfLocaleReadsItsProperties() throws {
        let declarations = """
            extension Locale {
                func languageAndRegion() -> String {
                    guard let languageCode = languageCode, let regionCode = regionCode else { return "none" }
                    return "\\(languageCode)-\\(regionCode)"
                }
            }
            """
        let (value, messages) = try EvaluatorTests.evaluate(declarations, "Locale(identifier: \"de_DE\").languageAndRegion()")
        #expect(value.description == "de-DE")
        #expect(messages.isEmpty, "\(messages.map(\.text))")
    }

    @Test func aNumberFormatterFormatsAnNSNumberMadeByInit() throws {
        let declarations = """
            func price() -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                return formatter.string(from: .init(value: 16512.5)) ?? "none"
            }
            """
        #expect(try EvaluatorTests.text(declarations, "price()") == "16,512.5")
    }
}

/// What a device's optimised build does with Swift's checks, and a static that names itself.
@Suite struct ChecksAndStaticsTests {
    @Test func assertIsNotEvaluatedAsInAnOptimisedBuild() throws {
        let declarations = """
            func value() -> Int { assert(false, "never"); assertionFailure("never"); return 1 }
            """
        #expect(try EvaluatorTests.text(declarations, "value()") == "1")
        #expect(throws: PositionedError.self) { try EvaluatorTests.evaluate("func stop() -> Int { precondition(false); return 1 }", "stop()") }
    }

    @Test func staticsThatNameEachOtherStopWithoutCrashing() throws {
        let declarations = """
            struct Loop { static let a: Int = Loop.b; static let b: Int = Loop.a }
            """
        let (value, messages) = try EvaluatorTests.evaluate(declarations, "Loop.a")
        #expect({ if case .unknown = value { return true }; return false }(), "\(value)")
        #expect(!messages.isEmpty)
    }
}

/// Foundation's `CharacterSet` where a string method takes one.
@Suite struct CharacterSetArgumentTests {
    @Test func anImplicitInitWithCharactersInIsTheSet() throws {
        #expect(try EvaluatorTests.text("\"a/b:c\".components(separatedBy: .init(charactersIn: \"/:\")).joined()") == "abc")
    }
}

/// A locale made from its components, as currency symbols are looked up.
@Suite struct LocaleComponentsTests {
    @Test func aLocaleFromComponentsGivesItsCurrencySymbol() throws {
        let declarations = """
            func symbol(_ code: String) -> String {
                let components: [String: String] = [
                    NSLocale.Key.languageCode.rawValue: "en",
                    NSLocale.Key.countryCode.rawValue: "GB",
                    NSLocale.Key.currencyCode.rawValue: code,
                ]
                return Locale(identifier: Locale.identifier(fromComponents: components)).currencySymbol ?? "none"
            }
            """
        let (value, messages) = try EvaluatorTests.evaluate(declarations, "symbol(\"EUR\")")
        #expect(value.description == "€")
        #expect(messages.isEmpty, "\(messages.map(\.text))")
    }
}

/// A NumberFormatter's fraction digits as NSNumberFormatter keeps them.
@Suite struct NumberFormatterDigitsTests {
    @Test func aMaximumBelowTheCurrencyMinimumLowersIt() throws {
        let declarations = """
            func price(_ maximum: Int) -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                formatter.currencyCode = "USD"
                formatter.maximumFractionDigits = maximum
                return formatter.string(from: NSNumber(value: 51229.5)) ?? "none"
            }
            """
        #expect(try EvaluatorTests.text(declarations, "price(0)") == "$51,230")
        #expect(try EvaluatorTests.text(declarations, "price(2)") == "$51,229.50")
    }
}

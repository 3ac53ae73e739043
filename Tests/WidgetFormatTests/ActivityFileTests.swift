import Testing
import ViewTree
import WidgetFormat

/// A Live Activity in the widget file format: family `activity`, its Lock Screen view in `views`,
/// its Dynamic Island's parts in `island`.
@Suite struct ActivityFileTests {
    static let file = """
        format: 1
        name: Ride
        families: [activity]
        entries:
          - { rider: Ana, minutesLeft: 18 }
        views:
          activity: { Text: "{rider} rides" }
        island:
          keylineTint: green
          compactTrailing: { Text: "{minutesLeft}m" }
          expandedBottom: { Text: "{minutesLeft} min to go" }
        """

    static func body(_ view: ActivityView, _ widget: Widget) -> View {
        var environment = WidgetEnvironment(family: .activity)
        environment.activityView = view
        return widget.resolvedBody(for: environment, entryIndex: 0)
    }

    @Test func eachPartOfTheIslandIsItsOwnView() throws {
        let result = WidgetLoader.decode(text: Self.file)
        let widget = try #require(result.widget, "\(result.diagnostics)")
        #expect(widget.families == [.activity])
        #expect("\(Self.body(.lockScreen, widget))".contains("Ana rides"))
        #expect("\(Self.body(.compactTrailing, widget))".contains("18m"))
        #expect("\(Self.body(.expandedBottom, widget))".contains("18 min to go"))
        #expect(Self.body(.minimal, widget).kind == .empty, "a part the file does not give is empty")
        #expect(Self.body(.compactTrailing, widget).keylineTint != nil)
    }

    @Test func anIslandNeedsTheActivityFamilyAndKnownParts() {
        let wrongFamily = WidgetLoader.decode(text: Self.file.replacingOccurrences(of: "[activity]", with: "[circular]")
            .replacingOccurrences(of: "  activity:", with: "  circular:"))
        #expect(wrongFamily.diagnostics.contains { $0.message.contains("add activity to families") }, "\(wrongFamily.diagnostics)")
        let typo = WidgetLoader.decode(text: Self.file.replacingOccurrences(of: "compactTrailing", with: "compactTrailling"))
        #expect(typo.diagnostics.contains { $0.message.contains("did you mean 'compactTrailing'?") }, "\(typo.diagnostics)")
    }
}

import Testing

/// A type the files declare under a name SwiftUI's views have too (valentinperignon/UFCPlanning's
/// package declares a Realm model `class Group`): where none of its initializers takes the call,
/// Swift's overloads pick SwiftUI's, as the project builds. It had been drawn as a placeholder,
/// "a Group is not a view".
@Suite struct ShadowedFrameworkTypeTests {
    static func laidOut(_ group: String) throws -> LaidOutSource {
        try LaidOutSource("""
            import SwiftUI
            public final class Group { public var name: String; public init(name: String) { self.name = name } }
            struct Row: View {
                var body: some View {
                    HStack { \(group) { Rectangle().frame(width: 3); Text("Next: English") } }
                }
            }
            """, path: "Row.swift")
    }

    @Test(arguments: ["Group", "SwiftUI.Group"])
    func aTrailingClosureTheDeclaredTypeCannotTakeIsSwiftUIsView(_ group: String) throws {
        let laidOut = try Self.laidOut(group)
        #expect(laidOut.shown("Text") == ["\"Next: English\""])
        #expect(laidOut.result.diagnostics.isEmpty, "\(laidOut.result.renderedDiagnostics)")
    }

    @Test func theDeclaredTypesOwnInitializerStillMakesIt() throws {
        let laidOut = try LaidOutSource("""
            import SwiftUI
            final class Group { var name: String; init(name: String) { self.name = name } }
            struct Row: View {
                let group = Group(name: "Year 9")
                var body: some View { Text(group.name) }
            }
            """, path: "Row.swift")
        #expect(laidOut.shown("Text") == ["\"Year 9\""])
    }
}

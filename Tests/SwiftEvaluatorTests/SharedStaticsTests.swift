import Foundation
import SwiftEvaluator
import SwiftSyntax
import Testing

/// A `static let` is computed once for all the evaluations of a program at one moment, as Swift
/// computes it once per process; each evaluation that reads it still says what its computation
/// said. A `static var` and a static read at another moment are computed anew.
@Suite struct SharedStaticsTests {
    static let source = """
        var made = 0
        func make() -> Int { made += 1; return made * 10 }
        enum Table {
            static let value = make()
            static var counter = make()
            static let missing = notDeclaredAnywhere
        }
        let result = Table.value
        let counter = Table.counter
        let missing = Table.missing
        let madeCount = made
        """

    static func read(_ name: String, in program: Program, now: Date) throws -> (String, [Evaluator.Message]) {
        let evaluator = Evaluator(program: program, library: StandardLibrary(now: now, timeZone: TimeZone(identifier: "UTC")!), host: nil)
        let value = try evaluator.evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: evaluator.globalScope())
        return (value.description, evaluator.takeMessages())
    }

    @Test func aStaticLetIsComputedOnceAndItsWarningsSaidInEveryEvaluation() throws {
        let program = Program()
        program.add(path: "Table.swift", text: Self.source)
        let now = EvaluatorTests.now
        #expect(try Self.read("result", in: program, now: now).0 == "10")
        // A second evaluation: the value is the one computed, and `make()` does not run again.
        let evaluator = Evaluator(program: program, library: StandardLibrary(now: now, timeZone: TimeZone(identifier: "UTC")!), host: nil)
        let value = try evaluator.evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("result"))), in: evaluator.globalScope())
        #expect(value.description == "10")
        let made = try evaluator.evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("madeCount"))), in: evaluator.globalScope())
        #expect(made.description == "0", "the shared static's initializer ran again")
        // A `static var` is this evaluation's own: computed here.
        #expect(try Self.read("counter", in: program, now: now).0 == "10")
        // The warning of a static's computation is said by each evaluation that reads it.
        let first = try Self.read("missing", in: program, now: now).1
        let second = try Self.read("missing", in: program, now: now).1
        #expect(!first.isEmpty)
        #expect(first.map(\.text) == second.map(\.text))
        #expect(first.map(\.position) == second.map(\.position))
    }

    @Test func anotherMomentComputesTheStaticAgain() throws {
        let program = Program()
        program.add(path: "Table.swift", text: "enum Clock { static let shown = Date() }\nlet result = Clock.shown\n")
        let first = try Self.read("result", in: program, now: EvaluatorTests.now).0
        let later = try Self.read("result", in: program, now: EvaluatorTests.now.addingTimeInterval(3600)).0
        #expect(first != later)
    }

    /// A host whose one type's value says the environment it was made in, as SwiftUI's images
    /// and warnings depend on the widget's family.
    final class EnvironmentHost: EvaluationHost {
        let sharingKey: String
        init(_ sharingKey: String) { self.sharingKey = sharingKey }
        func providesType(_ name: String) -> Bool { name == "Badge" }
        func frameworkOwning(_ name: String) -> String? { nil }
        func construct(_ typeName: String, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value? {
            typeName == "Badge" ? .string("badge in \(sharingKey)") : nil
        }
        func staticMember(_ name: String, of typeName: String, at node: Syntax, in evaluator: Evaluator) throws -> Value? { nil }
        func staticMethod(_ name: String, of typeName: String, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value? { nil }
        func property(_ name: String, of value: Value, at node: Syntax, in evaluator: Evaluator) throws -> Value? { nil }
        func method(_ name: String, of value: Value, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value? { nil }
        func environmentValue(_ keyPath: String, at node: Syntax, in evaluator: Evaluator) -> Value? { nil }
        func wrappedValue(_ value: Value, wrapper: String, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) -> Value? { nil }
        func buildBlock(_ values: [Value], at node: Syntax, in evaluator: Evaluator) -> Value { .array(values) }
        func binary(_ op: String, _ left: Value, _ right: Value, at node: Syntax, in evaluator: Evaluator) throws -> Value? { nil }
        func nearest(to name: String, among candidates: [String]) -> String? { nil }
        var typeNames: [String] { ["Badge"] }
        func interpolate(_ value: Value, options: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> String? { nil }
    }

    static func read(_ name: String, in program: Program, host: EvaluationHost) throws -> String {
        let evaluator = Evaluator(program: program, library: StandardLibrary(now: EvaluatorTests.now, timeZone: TimeZone(identifier: "UTC")!), host: host)
        return try evaluator.evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: evaluator.globalScope()).description
    }

    /// `Table` with `statics` and a `counter` static holding a class instance, which counts the
    /// computations it is shared by: `bumped` adds one and reads it, `counted` only reads it.
    static func counted(statics: String) -> String {
        """
        final class Counter { var count = 0 }
        enum Table {
            static let counter = Counter()
        \(statics.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }
        let bumped: Int = { Table.counter.count += 1; return Table.counter.count }()
        let counted = Table.counter.count

        """
    }

    /// Home Assistant's icon table is made of the source's own values only: computed once for
    /// all environments, not once per family and rendering mode. A static made by the host
    /// (an image, a view) is computed again in another environment and shared within one.
    @Test func onlyAStaticThatAskedTheHostIsComputedAgainInAnotherEnvironment() throws {
        let program = Program()
        program.add(path: "Table.swift", text: Self.counted(statics: """
            static let badge = Badge()
            static let badges = [badge]
            """) + """
            let badges = Table.badges
            let badge = Table.badge
            """)
        let circular = EnvironmentHost("circular"), rectangular = EnvironmentHost("rectangular")
        let otherCircular = EnvironmentHost("circular")
        #expect(try Self.read("bumped", in: program, host: circular) == "1")
        #expect(try Self.read("counted", in: program, host: rectangular) == "1",
                "a static of the source's own values was computed again in another environment")
        #expect(try Self.read("badges", in: program, host: circular) == "[\"badge in circular\"]")
        #expect(try Self.read("badges", in: program, host: rectangular) == "[\"badge in rectangular\"]",
                "a static that read another environment's static was shared")
        #expect(try Self.read("badge", in: program, host: rectangular) == "badge in rectangular")
        #expect(try Self.read("badge", in: program, host: otherCircular) == "badge in circular")
    }

    /// A timeline's entries are moments of their own: a static that never reads the clock is
    /// computed once for all of them; one that reads it, or reads a static that did, again at each.
    @Test func onlyAStaticThatReadTheClockIsComputedAgainAtAnotherMoment() throws {
        let program = Program()
        program.add(path: "Table.swift", text: Self.counted(statics: """
            static let shown = Date()
            static let dates = [shown]
            """) + """
            let shown = Table.shown
            let dates = Table.dates
            """)
        let first = EvaluatorTests.now, later = EvaluatorTests.now.addingTimeInterval(3600)
        #expect(try Self.read("bumped", in: program, now: first).0 == "1")
        #expect(try Self.read("counted", in: program, now: later).0 == "1",
                "a static that never read the clock was computed again at another moment")
        // The date is computed at the later moment by itself, then taken by the array there.
        let shownLater = try Self.read("shown", in: program, now: later).0
        let datesLater = try Self.read("dates", in: program, now: later).0
        let datesFirst = try Self.read("dates", in: program, now: first).0
        let shownFirst = try Self.read("shown", in: program, now: first).0
        #expect(shownFirst != shownLater)
        #expect(datesFirst == "[\(shownFirst)]", "a static that took a static of another moment was shared")
        #expect(datesLater == "[\(shownLater)]")
    }
}

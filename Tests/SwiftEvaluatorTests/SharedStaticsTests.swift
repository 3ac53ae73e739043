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
}

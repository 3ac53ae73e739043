import SwiftEvaluator
import Testing

/// A tuple given where a tuple type is declared takes its labels, also through an optional and
/// a type alias, as Swift converts `(30, true)` to `(value: Int, sig: Bool)?`.
@Suite struct TupleTypeTests {
    @Test func anAliasedOptionalTupleTypeGivesItsLabels() throws {
        let declarations = """
            struct Risks {
                typealias RiskValue = (value: Int, sig: Bool)
                let wind: RiskValue?
                let hail: RiskValue?
                static let sample = Risks(wind: (30, true), hail: nil)
            }
            """
        #expect(try EvaluatorTests.text(declarations, "Risks.sample.wind?.value") == "30")
        #expect(try EvaluatorTests.text(declarations, "Risks.sample.wind?.sig == true") == "true")
        #expect(try EvaluatorTests.text(declarations, "Risks.sample.hail?.value == nil") == "true")
    }
}

/// Operators a type of the files declares (`Comparable`'s `static func <`, `Equatable`'s `==`)
/// are what `<`, `>`, `sorted()`, `min()` and `sort()` use, as Swift's protocols derive them.
@Suite struct DeclaredOperatorTests {
    static let teacher = """
        struct Teacher: Comparable {
            let name: String
            let room: Int
            static func < (lhs: Teacher, rhs: Teacher) -> Bool { lhs.name < rhs.name }
            static func == (lhs: Teacher, rhs: Teacher) -> Bool { lhs.name == rhs.name }
        }
        let staff = [Teacher(name: "Ng", room: 1), Teacher(name: "Abe", room: 2), Teacher(name: "Kim", room: 3)]
        func firstAfterSort() -> String { var sorted = staff; sorted.sort(); return sorted[0].name }
        """

    @Test func comparisonsUseTheDeclaredOperators() throws {
        #expect(try EvaluatorTests.text(Self.teacher, "staff[1] < staff[0]") == "true")
        #expect(try EvaluatorTests.text(Self.teacher, "staff[1] > staff[0]") == "false")
        #expect(try EvaluatorTests.text(Self.teacher, "staff[0] >= staff[1]") == "true")
        #expect(try EvaluatorTests.text(Self.teacher, "Teacher(name: \"Ng\", room: 9) == staff[0]") == "true")
        #expect(try EvaluatorTests.text(Self.teacher, "Teacher(name: \"Ng\", room: 9) != staff[0]") == "false")
    }

    @Test func sortingUsesTheDeclaredLess() throws {
        #expect(try EvaluatorTests.text(Self.teacher, "staff.sorted().map(\\.name).joined(separator: \",\")") == "Abe,Kim,Ng")
        #expect(try EvaluatorTests.text(Self.teacher, "staff.min()!.name + staff.max()!.name") == "AbeNg")
        #expect(try EvaluatorTests.text(Self.teacher, "firstAfterSort()") == "Abe")
    }
}

/// Swift's `subscript(keyPath:)`, which every value has.
@Suite struct KeyPathSubscriptTests {
    @Test func aKeyPathSubscriptReadsThroughTheKeyPath() throws {
        let declarations = """
            struct Counts { var left = 2; var done = 5 }
            func read(_ keyPath: KeyPath<Counts, Int>) -> Int { Counts()[keyPath: keyPath] }
            """
        #expect(try EvaluatorTests.text(declarations, "read(\\.left) + read(\\.done) * 10") == "52")
    }
}

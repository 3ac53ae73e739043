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

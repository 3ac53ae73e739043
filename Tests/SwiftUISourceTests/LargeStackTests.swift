import Foundation
@testable import SwiftUISource
import Testing

/// `LargeStack.run(within:)`: work a library does without a limit of its own (swift-syntax's
/// recovery from some damage takes minutes) is given up after its time, and the caller goes on.
@Suite struct LargeStackTests {
    @Test func workThatFinishesInTimeGivesItsResult() {
        #expect(LargeStack.run(within: 5) { 6 * 7 } == 42)
    }

    @Test func workPastItsTimeIsGivenUpAndTheCallerGoesOn() {
        let start = Date()
        let result: Int? = LargeStack.run(within: 0.2) {
            Thread.sleep(forTimeInterval: 3)
            return 1
        }
        #expect(result == nil)
        #expect(Date().timeIntervalSince(start) < 2, "the caller waited for the work")
    }
}

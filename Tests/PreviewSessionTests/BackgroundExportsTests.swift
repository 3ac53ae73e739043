import Foundation
@testable import PreviewSession
import Testing

/// Exports' PNGs are drawn on a thread of their own, one after another: the caller goes on at
/// once, and how they ended is shown on the next look, a failure before a later success.
@Suite struct BackgroundExportsTests {
    @Test func theCallerGoesOnAndAFailureIsNotHiddenByALaterSuccess() {
        let session = SessionFixtures.session(screen: RecordingScreen())
        session.start()
        let gate = DispatchSemaphore(value: 0)
        session.exports.start {
            gate.wait()
            return SessionMessage("cannot export: the disk is full", isError: true)
        }
        session.exports.start { SessionMessage("exported b.ans and .png") }
        // The first export waits on the gate, yet `start` returned: nothing runs on the caller's thread.
        #expect(session.exports.isBusy)
        gate.signal()
        session.finishExports()
        #expect(!session.exports.isBusy)
        #expect(session.state.message == SessionMessage("cannot export: the disk is full", isError: true))
    }
}

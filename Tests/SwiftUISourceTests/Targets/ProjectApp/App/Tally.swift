import Foundation

/// The app's model, which both widget extensions compile from the app's folder.
struct Tally {
    let count: Int
    let goal: Int

    static let sample = Tally(count: 7, goal: 8)

    var summary: String { "\(count) of \(goal)" }
}

import Foundation

/// What `random(in:)`, `Bool.random()`, `randomElement()` and `shuffled()` draw from: one fixed
/// pseudo-random sequence per evaluation (SplitMix64 from a chosen seed), so that a preview is
/// the same on every machine and every run, and the same in every mode of one widget, yet its
/// values vary as a device's do. The lower bound every time made a bar chart of
/// `Double.random(in: 0...1)` heights an empty row.
final class RandomSequence: @unchecked Sendable {
    /// The seed: chosen (SplitMix64's own increment); any fixed value would do.
    static let seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var state = seed
    private let lock = NSLock()

    /// The next 64 random bits.
    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0 ..< 1.
    func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A whole number in 0 ..< count (count > 0).
    func below(_ count: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(count)).high)
    }
}

import ArgumentParser
import Foundation
import Devices

/// `--ios`: one iOS version (`18`, `ios26`), several (`17,26`) or `all`, in the order given.
struct IOSVersionList: ExpressibleByArgument, Hashable {
    /// The versions, without repeats.
    var versions: [LockScreenProfile]
    /// The words as given, for messages.
    var text: String

    init?(argument: String) {
        let words = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if words.count == 1, words[0].lowercased() == "all" {
            versions = LockScreenProfile.allCases
        } else {
            var found: [LockScreenProfile] = []
            for word in words {
                guard let version = LockScreenProfile(argument: word) else { return nil }
                if !found.contains(version) { found.append(version) }
            }
            guard !found.isEmpty else { return nil }
            versions = found
        }
        text = argument
    }

    /// The version when exactly one was given.
    var single: LockScreenProfile? { versions.count == 1 ? versions[0] : nil }

    static var allValueStrings: [String] { LockScreenProfile.allValueStrings + ["all"] }
}

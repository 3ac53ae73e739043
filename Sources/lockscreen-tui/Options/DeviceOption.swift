import Foundation
import ArgumentParser
import Devices

/// `--device NAME`, forgiving about how the name is written.
struct DeviceOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The iPhone to preview on: '15 pro', 'iphone-15-pro' and '15pro' all work. 'lockscreen-tui devices' lists them. Default: \(DeviceCatalog.defaultDevice.identifier) (with --lockscreen, the arrangement's).",
        valueName: "name"))
    var device: String?

    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "The iOS version whose Lock Screen layout to draw: 16, 17, 18 or 26 (16 to 18 put the date line, clock and widget row in the same place on a phone, 16 and 17 centring a row that is not full; 26 has the date a little lower, the tall glass clock and the widget row near the bottom; positions measured on real Lock Screens). Default: the arrangement's or theme's `ios`, else 18. With 'render --variants': several (17,26) or all.",
        valueName: "version"))
    var iosVersions: IOSVersionList?

    func validate() throws {
        _ = try profile()
    }

    /// The one iOS version asked for; nil when none was, or several (`iosVersions`).
    var ios: LockScreenProfile? { iosVersions?.single }

    /// Throws unless at most one iOS version was given: several are only for a sheet of variants.
    func requireOneIOSVersion() throws {
        if let iosVersions, iosVersions.single == nil {
            throw ValidationError("--ios \(iosVersions.text) names several versions, which only 'render --variants' draws side by side; give one: \(LockScreenProfile.allValueStrings.joined(separator: ", "))")
        }
    }

    /// The layout asked for, the standard one (iOS 18) when none was.
    var layout: LockScreenProfile { ios ?? .standard }

    /// The device given, else the default one, with the layout asked for.
    func profile() throws -> DeviceProfile {
        (try override() ?? DeviceCatalog.defaultDevice).on(layout)
    }

    /// The device given, nil when none was (its layout is applied by whoever draws it: `layout`).
    func override() throws -> DeviceProfile? {
        guard let device else { return nil }
        return try Self.device(named: device)
    }

    /// The device of that name, or a message with the nearest names and where the list is.
    static func device(named device: String) throws -> DeviceProfile {
        if let found = DeviceCatalog.device(named: device) { return found }
        var message = "unknown device '\(device)'"
        let near = DeviceCatalog.suggestions(for: device)
        if !near.isEmpty { message += "; did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?" }
        message += " Run 'lockscreen-tui devices' for the list."
        throw ValidationError(message)
    }
}

extension LockScreenProfile: ExpressibleByArgument {
    public init?(argument: String) {
        let trimmed = argument.lowercased().replacingOccurrences(of: "ios", with: "").trimmingCharacters(in: .whitespaces)
        self.init(rawValue: trimmed)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

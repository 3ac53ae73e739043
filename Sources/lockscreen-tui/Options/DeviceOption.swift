import Foundation
import ArgumentParser
import Devices

/// `--device NAME`, forgiving about how the name is written.
struct DeviceOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The iPhone or iPad to preview on: '15 pro', 'iphone-15-pro' and '15pro' all work, 'ipad-pro-13' for an iPad. 'lockscreen-tui devices' lists them. Default: \(DeviceCatalog.defaultDevice.identifier) (with --lockscreen, the arrangement's).",
        valueName: "name"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp(
        "How an iPad is held: portrait (widgets under the clock) or landscape (widgets in a column at the left). The iPhone Lock Screen is portrait only. Default: the arrangement's, else portrait.",
        valueName: "portrait|landscape"))
    var orientation: ScreenOrientation?

    @Option(name: .customLong("ios"), help: ArgumentHelp(
        "The iOS version whose Lock Screen layout to draw: 16, 17, 18 or 26 (16 to 18 put the date line, clock and widget row in the same place on a phone, 16 and 17 centring a row that is not full; 26 has the date a little lower, the tall glass clock and the widget row near the bottom; positions measured on real Lock Screens). Default: the arrangement's or theme's `ios`, else 18. With 'render --variants': several (17,26) or all.",
        valueName: "version"))
    var iosVersions: IOSVersionList?

    func validate() throws {
        let profile = try profile()
        if orientation == .landscape, device != nil, profile.idiom == .phone {
            throw ValidationError("--orientation landscape is for an iPad (the iPhone Lock Screen is portrait only); add --device ipad-pro-13, or draw the iPhone on its side with --standby")
        }
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

    /// The device given, held as `--orientation` says; nil when none was (its layout is applied by
    /// whoever draws it: `layout`).
    func override() throws -> DeviceProfile? {
        guard let device else { return nil }
        return try Self.device(named: device).turned(to: orientation ?? .portrait)
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

extension ScreenOrientation: ExpressibleByArgument {}

extension LockScreenProfile: ExpressibleByArgument {
    public init?(argument: String) {
        let trimmed = argument.lowercased().replacingOccurrences(of: "ios", with: "").trimmingCharacters(in: .whitespaces)
        self.init(rawValue: trimmed)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

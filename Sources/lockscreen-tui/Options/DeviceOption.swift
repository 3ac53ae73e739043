import ArgumentParser
import Devices

/// `--device NAME`, forgiving about how the name is written.
struct DeviceOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The iPhone to preview on: '15 pro', 'iphone-15-pro' and '15pro' all work. 'lockscreen-tui devices' lists them. Default: \(DeviceCatalog.defaultDevice.identifier) (with --lockscreen, the arrangement's).",
        valueName: "name"))
    var device: String?

    func validate() throws {
        _ = try profile()
    }

    /// The device given, else the default one.
    func profile() throws -> DeviceProfile {
        try override() ?? DeviceCatalog.defaultDevice
    }

    /// The device given, nil when none was.
    func override() throws -> DeviceProfile? {
        guard let device else { return nil }
        if let found = DeviceCatalog.device(named: device) { return found }
        var message = "unknown device '\(device)'"
        let near = DeviceCatalog.suggestions(for: device)
        if !near.isEmpty { message += "; did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?" }
        message += " Run 'lockscreen-tui devices' for the list."
        throw ValidationError(message)
    }
}

import ArgumentParser
import Devices

/// `--device NAME`, forgiving about how the name is written.
struct DeviceOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The iPhone to preview on: '15 pro', 'iphone-15-pro' and '15pro' all work. 'lockscreen-tui devices' lists them.",
        valueName: "name"))
    var device: String = DeviceCatalog.defaultDevice.identifier

    func validate() throws {
        _ = try profile()
    }

    func profile() throws -> DeviceProfile {
        if let found = DeviceCatalog.device(named: device) { return found }
        var message = "unknown device '\(device)'"
        let near = DeviceCatalog.suggestions(for: device)
        if !near.isEmpty { message += "; did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?" }
        message += " Run 'lockscreen-tui devices' for the list."
        throw ValidationError(message)
    }
}

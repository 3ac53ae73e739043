import ArgumentParser
import Foundation
import Devices

/// `--variants` and `--devices`: draw a sheet of every rendering variant instead of one picture.
struct VariantOptions: ParsableArguments {
    @Flag(name: .long, help: "Draw one sheet of every rendering mode (vibrant, accented, full colour) × privacy (off, on) × Always-On (off, on), each picture captioned; with --devices and --ios, a block per device and iOS version.")
    var variants = false

    @Option(name: .long, help: ArgumentHelp(
        "With --variants: the iPhones to draw, a block each; with --output-dir: a picture each. Names as --device takes them, separated by commas ('15 pro,se-3'), or all.",
        valueName: "names|all"))
    var devices: DeviceList?

    @OptionGroup var textSizes: TextSizesOption

    func validate() throws {
        _ = try devices?.profiles()
        if textSizes.list != nil && !variants {
            throw ValidationError("--text-sizes draws a block for each size in a --variants sheet: add --variants, or give one size with --text-size")
        }
    }
}

/// `--devices`: device names separated by commas, or `all`.
struct DeviceList: ExpressibleByArgument, Hashable {
    /// The names as given, or nil for every device of the catalog.
    var names: [String]?

    init?(argument: String) {
        if argument.lowercased() == "all" {
            names = nil
        } else {
            let words = argument.split(separator: ",").map { String($0) }.filter { !$0.allSatisfy(\.isWhitespace) }
            guard !words.isEmpty else { return nil }
            names = words
        }
    }

    /// The devices in the order given (each once), or the whole catalog; an unknown name is an
    /// error with the nearest names, as --device gives it.
    func profiles() throws -> [DeviceProfile] {
        guard let names else { return DeviceCatalog.all }
        var found: [DeviceProfile] = []
        for name in names {
            let profile = try DeviceOption.device(named: name.trimmingCharacters(in: .whitespaces))
            if !found.contains(where: { $0.identifier == profile.identifier }) { found.append(profile) }
        }
        return found
    }
}

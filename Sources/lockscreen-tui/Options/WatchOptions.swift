import ArgumentParser
import Devices

/// `--watch FACE` and `--watch-size`: draw an Apple Watch face instead of the iPhone.
struct WatchOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Draw an Apple Watch face: a face file (NAME.face.yaml, its widgets in its slots) or a face — \(WatchFaceStyle.allCases.map(\.rawValue).joined(separator: ", ")) — with the widget file in every slot of a family it supports. Modes: accented (the default, the face's tint) or fullColor; --luminance-reduced is Always-On.",
        valueName: "face"))
    var watch: String?

    @Option(name: .long, help: ArgumentHelp(
        "The watch for --watch (and --activity watch): \(WatchCatalog.all.map(\.identifier).joined(separator: ", ")). Default: the face file's, else \(WatchCatalog.defaultIdentifier).",
        valueName: "size"))
    var watchSize: String?

    @Option(name: .long, help: ArgumentHelp("The face's tint for --watch with a face name, as a colour name or #RRGGBB. Default: orange.", valueName: "colour"))
    var tint: String?

    func validate() throws {
        if let watchSize, WatchCatalog.watch(named: watchSize) == nil {
            throw ValidationError("unknown watch '\(watchSize)'; the watches are \(WatchCatalog.all.map(\.identifier).joined(separator: ", "))")
        }

    }
}

import ArgumentParser
import Checks
import Devices
import Foundation
import ViewTree
import WidgetFormat

/// `render FILES --output-dir DIR [--family all] [--devices all]`: every picture in one process,
/// one file each (`NAME-family-device.ans|png|cells`), so that a script pays the start-up once.
extension RenderCommand {
    func validateBatch() throws {
        guard batch.outputDir != nil else {
            if preview.family?.isAll == true { throw ValidationError("--family all draws a picture per family: add --output-dir FOLDER") }
            return
        }
        if files.isEmpty { throw ValidationError("--output-dir writes a picture of each widget file given: give one or more files or folders") }
        if lockscreen { throw ValidationError("--output-dir is for widget files; draw a Lock Screen with -o FILE") }
        if drawsSheet { throw ValidationError("--output-dir writes one picture a widget × family × device; a sheet is one picture: use -o FILE") }
        if output.output != nil { throw ValidationError("give --output-dir or -o, not both") }
        if variants.devices != nil && device.device != nil { throw ValidationError("give --device for one iPhone or --devices for several, not both") }
    }

    /// Several files without `--output-dir`: said when the command runs rather than in
    /// `validate()`, which runs before the parser reports an unknown option, so that a misspelt
    /// option's value (`--famly circular`) is not taken for a second file.
    func requireOneFile() throws {
        guard batch.outputDir == nil && files.count > 1 else { return }
        printError("""
            Error: several files draw several pictures: add --output-dir FOLDER to write one file each
            Usage: \(LockscreenTUI.usageString(for: RenderCommand.self))
              See 'lockscreen-tui render --help' for more information.
            """)
        throw ExitCode.validationFailure
    }

    /// Draws every file × family × device into the output folder; a file that cannot be read is
    /// reported and skipped, and makes the exit status 65 at the end.
    func renderBatch() throws {
        let folder = URL(fileURLWithPath: batch.outputDir ?? ".")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CannotWrite(folder.path, "cannot create the output folder", error)
        }
        let devices = try variants.devices?.profiles() ?? [try device.override() ?? DeviceCatalog.defaultDevice]
        let ext = output.resolvedFormat == .png ? "png" : output.format == .cells ? "cells" : "ans"
        var written = 0, failed = 0
        let found = WidgetFiles.found(in: files, skippingScenes: true)
        // Each file's pictures' first name part: its path under the folder given, "/" as "-".
        let stems = PictureStems.stems(of: found).mapValues { $0.replacingOccurrences(of: "/", with: "-") }
        var owners: [String: String] = [:]
        for (path, _) in found {
            let name = stems[path] ?? path
            if let other = owners[name], other != path {
                printError("error: \(PictureNameCollision(name: name, paths: [other, path]))")
                throw ExitCode(65)
            }
            owners[name] = path
        }
        for (path, _) in found {
            let loaded = WidgetFiles.read(path)
            guard loaded.widget != nil else {
                loaded.renderedDiagnostics.forEach(printError)
                failed += 1
                continue
            }
            for (widget, selector) in try Self.widgetsDrawn(of: loaded, named: preview.widget, in: path) {
                let stem = (stems[path] ?? path) + (loaded.widgets.count > 1 ? "-" + (widget.typeName ?? widget.name) : "")
                var each = self
                each.preview.widget = selector
                written += try each.renderPictures(of: widget, stem: stem, path: path, devices: devices, folder: folder, ext: ext)
            }
        }
        printError("wrote \(written) picture\(written == 1 ? "" : "s") to \(folder.path)" + (failed > 0 ? "; \(failed) file\(failed == 1 ? "" : "s") could not be drawn" : ""))
        if failed > 0 { throw ExitCode(65) }
    }

    /// The widgets of a file or folder drawn into the output folder, each with a `--widget` value
    /// that picks it again: every widget of a bundle, or the one `--widget` names.
    static func widgetsDrawn(of loaded: WidgetLoadResult, named wanted: String?, in path: String) throws -> [(Widget, String?)] {
        if let wanted {
            guard let index = loaded.widgetIndex(named: wanted) else {
                let names = loaded.widgets.map { "'\($0.name)'" }.joined(separator: ", ")
                throw ValidationError("--widget \(wanted): \(path) has no widget of that name; it has \(names)")
            }
            return [(loaded.widgets[index], wanted)]
        }
        guard loaded.widgets.count > 1 else { return loaded.widget.map { [($0, nil)] } ?? [] }
        return loaded.widgets.indices.compactMap { index in
            let widget = loaded.widgets[index]
            let names = [widget.typeName, widget.name].compactMap { $0 }
            let selectors = names + names.compactMap { name in widget.target.map { "\($0.prefix { $0 != " " })/\(name)" } }
            guard let selector = selectors.first(where: { loaded.widgetIndex(named: $0, forWatch: widget.isForWatch) == index }) else {
                printError("note: \(path): the widget '\(widget.name)' is not drawn: no name picks it out of the others")
                return nil
            }
            return (widget, selector)
        }
    }

    /// Draws one widget in every family and device asked for; returns how many pictures were written.
    private func renderPictures(of widget: Widget, stem: String, path: String, devices: [DeviceProfile], folder: URL, ext: String) throws -> Int {
        var written = 0
        // `all`: every family some device asked for shows (systemSmall only on an iPad).
        let shownSomewhere = widget.families.filter { family in devices.contains { $0.lockScreenFamilies.contains(family) } }
        let families = preview.family?.family.map { [$0] } ?? (preview.family?.isAll == true ? shownSomewhere : [widget.phoneFamilies.first ?? .circular])
        for family in families where widget.families.contains(family) {
            // A watchOS widget is drawn once, on a watch face, whatever iPhones are asked for.
            for profile in widget.isForWatch ? Array(devices.prefix(1)) : devices {
                guard widget.isForWatch || profile.lockScreenFamilies.contains(family) else { continue }
                var one = self
                one.files = [path]
                one.batch.outputDir = nil
                one.preview.family = WidgetFamilyArgument(family: family)
                one.device.device = profile.identifier
                let shownOn = widget.isForWatch ? "watch" : profile.identifier
                one.output.output = folder.appendingPathComponent("\(stem)-\(family.rawValue)-\(shownOn).\(ext)").path
                try one.renderWidget()
                written += 1
            }
        }
        return written
    }
}

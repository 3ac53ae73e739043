import ArgumentParser
import Devices
import Foundation
import Raster
import ViewTree
import WatchFaces
import WidgetFormat

extension RenderCommand {
    /// `render --watch FACE`: a face file with its widgets, or a face with the given widget in
    /// every slot of a family it supports.
    func renderWatchFace() throws {
        try emit(try watchScene())
    }

    /// A watchOS target's widget asked for without `--watch`: a watch-only widget never shows on
    /// an iPhone, so it is drawn in the slots of its family on the first face that has them.
    func renderWatchWidget(_ previewed: PreviewedWidget) throws {
        let watch = watchFace.watchSize.flatMap(WatchCatalog.watch(named:)) ?? Self.defaultWatch
        guard let style = WatchFaceStyle.first(showing: previewed.family, on: watch) else {
            throw ValidationError("'\(previewed.widget.name)' is a watchOS widget, and no watch face has a \(previewed.family.rawValue) slot; choose another --family")
        }
        let layout = WatchFaceLayout(style: style, watch: watch)
        printError("note: '\(previewed.widget.name)' is a watchOS widget (its target builds for watchOS), so its \(previewed.family.rawValue) family is drawn on the \(style.rawValue) face of the \(watch.name); --watch FACE and --watch-size choose another")
        let selection = EntrySelection(preview: previewed.previewIndex, entry: preview.entry.index - 1)
        try emit(WatchFaceScene.filled(with: previewed.widget, selection: selection, layout: layout,
                                       tint: try tintColor() ?? FaceFile.defaultTint, only: previewed.family))
    }

    /// Draws a face as `--mode`, `--width`/`--height`/`--scale` and the output ask.
    private func emit(_ scene: WatchFaceScene) throws {
        let mode = environment.mode?.mode ?? .accented
        guard mode != .vibrant else {
            throw ValidationError("watch faces draw accented (tinted faces) or fullColor (multicolour faces); vibrant is the iPhone Lock Screen's")
        }
        let options = WatchFaceOptions(mode: mode, luminanceReduced: environment.luminanceReduced, privacy: environment.privacy,
                                       now: try preview.now())
        let renderer = WatchFaceRenderer()
        if writesDevicePixels {
            return try emitPixels(renderer.pixels(scene, options: options, pointsPerPixel: 1 / WatchModel.scale))
        }
        let screen = scene.layout.watch.screen
        let scale = size.width != nil || height.height != nil || size.scale != nil
            ? size.pointsPerPixel(forWidth: screen.width, height: height.height.map { (screen.height, $0) })
            : WatchFaceRenderer.defaultPointsPerPixel
        try output.emit(renderer.render(scene, options: options, pointsPerPixel: scale))
    }

    func watchScene() throws -> WatchFaceScene {
        let reference = watchFace.watch ?? ""
        let chosenWatch = watchFace.watchSize.flatMap(WatchCatalog.watch(named:))
        if FaceLoader.isFaceFile(reference) || reference.contains("/") {
            if file != nil { throw ValidationError("--watch \(reference) is a face file with its own widgets; leave out the widget file, or give a face name (\(Self.faceNames))") }
            let result = FaceLoader.load(path: reference) { WidgetFiles.read($0) }
            for message in result.renderedDiagnostics { printError(message) }
            let widgets = result.widgets.mapValues { FaceWidget(widget: $0.widget, entryIndex: $0.entryIndex) }
            guard let face = result.face, var scene = WatchFaceScene(file: face, widgets: widgets, watch: chosenWatch) else {
                throw ExitCode(result.exitStatus.rawValue)
            }
            if let tint = try tintColor() { scene.tint = tint }
            return scene
        }
        guard let style = WatchFaceStyle(rawValue: reference.lowercased()) else {
            throw ValidationError("unknown face '\(reference)'; give a face file (NAME.face.yaml) or one of \(Self.faceNames)")
        }
        guard let file else { throw ValidationError("--watch \(reference) fills the face with a widget; give the widget file, or a face file (NAME.face.yaml)") }
        let result = try WidgetFiles.load(file, entryFile: preview.entry.file, strict: preview.strictness.strict, now: try preview.now(),
                                          requested: preview.widget)
        let widget = try PreviewedWidget.chosen(from: result, named: preview.widget, in: file, forWatch: true)
        let layout = WatchFaceLayout(style: style, watch: chosenWatch ?? Self.defaultWatch)
        let chosen = try preview.preview.map { _ in try PreviewedWidget.previewIndex(of: widget, family: .corner, preview: preview) }
        let scene = WatchFaceScene.filled(with: widget, selection: EntrySelection(preview: chosen, entry: preview.entry.index - 1),
                                          layout: layout, tint: try tintColor() ?? FaceFile.defaultTint)
        if scene.widgets.isEmpty {
            let families = Set(layout.slots.map(\.family)).sorted().map(\.rawValue).joined(separator: ", ")
            let fitting = WatchFaceStyle.allCases.filter { other in
                WatchFaceLayout(style: other, watch: layout.watch).slots.contains { widget.families.contains($0.family) }
            }
            let hint = fitting.isEmpty ? "no face has a slot of its families" : "try " + fitting.map(\.rawValue).joined(separator: " or ")
            printError("\(file): error: '\(widget.name)' supports none of the \(style.rawValue) face's families (\(families)); \(hint)")
            throw ExitCode(ExitStatus.invalidInput.rawValue)
        }
        return scene
    }

    static var faceNames: String { WatchFaceStyle.allCases.map(\.rawValue).joined(separator: ", ") }
    static var defaultWatch: WatchModel { WatchCatalog.watch(named: WatchCatalog.defaultIdentifier)! }

    /// `--tint` as a colour, nil when not given.
    func tintColor() throws -> RGBA? {
        guard let written = watchFace.tint else { return nil }
        if let rgba = RGBA(hexString: written) { return rgba }
        if let named = NamedColors.color(named: written) { return named.resolved(primary: .white, accent: FaceFile.defaultTint) }
        throw ValidationError("--tint \(written): not a colour; give a name (orange, blue, …) or #RRGGBB")
    }
}

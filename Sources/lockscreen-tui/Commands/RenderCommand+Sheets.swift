import ArgumentParser
import Devices
import Foundation
import LockScreen
import Raster
import Sheets
import ViewTree
import WidgetFormat

/// `render --variants` and `render FILE --entry all`: sheets of captioned pictures
/// (`PictureSheet`) fitted to the terminal's width or `--width`, written like any picture.
extension RenderCommand {
    /// True when the command draws a sheet instead of one picture.
    var drawsSheet: Bool { variants.variants || preview.entry.isEveryEntry }

    /// One widget drawn on the neutral backdrop rather than over the wallpaper: full colour
    /// without a theme, privacy or Always-On, as a widget gallery would show it.
    var drawsOnNeutralBackdrop: Bool {
        environment.mode?.mode == .fullColor && theme.theme == nil && !environment.privacy && !environment.luminanceReduced
    }

    /// The combinations a sheet refuses, each with what to do instead.
    func validateSheet() throws {
        if !variants.variants { try device.requireOneIOSVersion() }
        let everyEntry = preview.entry.isEveryEntry
        if everyEntry && variants.variants {
            throw ValidationError("--entry all and --variants each draw a sheet; give one of them (--variants draws the entry --entry N names)")
        }
        if everyEntry && lockscreen {
            throw ValidationError("--entry all draws every entry of one widget; give a widget file instead of --lockscreen")
        }
        if variants.devices != nil && !variants.variants && batch.outputDir == nil {
            throw ValidationError("--devices draws a block per device in a sheet of variants, or a picture per device with --output-dir: add --variants or --output-dir, or give one --device")
        }
        guard drawsSheet else { return }
        if variants.variants && environment.isGiven {
            throw ValidationError("--variants draws every mode (vibrant, accented, full colour) with and without privacy and Always-On; leave out --mode, --privacy and --luminance-reduced")
        }
        if variants.devices != nil && device.device != nil {
            throw ValidationError("give --device for one iPhone or --devices for several, not both")
        }
        if height.height != nil {
            throw ValidationError("--height is for one picture; a sheet is as tall as its rows (--width sets its width, --scale the size of its pictures)")
        }
    }

    /// True when a sheet is its pictures at the devices' own pixels, captions drawn from the
    /// font: a PNG without --width or --scale, or a terminal that shows real pixels.
    var writesPixelSheet: Bool {
        (output.resolvedFormat == .png && size.width == nil && size.scale == nil) || pixelProtocol != nil
    }

    /// Writes a sheet's pixels: a PNG, or on a terminal fitted to its width (or --width) and as
    /// tall as it comes, for the terminal to scroll.
    func emitSheet(_ pixels: PixelBuffer) throws {
        guard let graphics = pixelProtocol else { return try output.emit(pixels) }
        let columns = size.width ?? TerminalSize.current()?.columns ?? SheetTileScale.fallbackWidth
        try output.emit(pixels, graphics: graphics, area: (columns, Self.unboundedSheetRows))
    }

    /// Rows a sheet in pixels may take: more than any sheet's (a 12-picture Lock Screen sheet
    /// fitted to 200 columns of 10 pixels is 165 rows of 20).
    static let unboundedSheetRows = 100_000

    /// Draws the sheet asked for and writes it as any picture is written (ANSI, cells, or a PNG of
    /// the cells); a PNG without --width or --scale holds the pictures at the devices' own pixels.
    func renderSheet() throws {
        if variants.variants, let sheet = try activityVariantSheet() {
            if writesPixelSheet { return try emitSheet(try sheet.pixelSheet().picture()) }
            let width = size.width ?? TerminalSize.current()?.columns ?? SheetTileScale.fallbackWidth
            return try output.emit(try sheet.sheet(width: width).grid(width: width))
        }
        if !variants.variants, liveActivity.activity != nil {
            let strip = try activityStrip()
            if writesPixelSheet { return try emitSheet(try strip.pixelSheet().picture()) }
            let width = size.width ?? TerminalSize.current()?.columns ?? SheetTileScale.fallbackWidth
            return try output.emit(try strip.sheet(width: width).grid(width: width))
        }
        if writesPixelSheet {
            let sheet: PixelSheet
            if !variants.variants {
                sheet = try timelineStrip().pixelSheet()
            } else if watchFace.watch != nil {
                sheet = try watchFaceVariantSheet().pixelSheet()
            } else if lockscreen {
                sheet = try lockScreenVariantSheet().pixelSheet()
            } else {
                sheet = try widgetVariantSheet().pixelSheet()
            }
            try emitSheet(sheet.picture())
            return
        }
        let width = size.width ?? TerminalSize.current()?.columns ?? SheetTileScale.fallbackWidth
        let sheet: PictureSheet
        if !variants.variants {
            sheet = try timelineStrip().sheet(width: width)
        } else if watchFace.watch != nil {
            sheet = try watchFaceVariantSheet().sheet(width: width)
        } else if lockscreen {
            sheet = try lockScreenVariantSheet().sheet(width: width)
        } else {
            sheet = try widgetVariantSheet().sheet(width: width)
        }
        try output.emit(sheet.grid(width: width))
    }

    /// The devices of the sheet's blocks: `--devices`, else `--device`, else `standard`.
    func sheetDevices(standard: DeviceProfile) throws -> [DeviceProfile] {
        try variants.devices?.profiles() ?? [try device.override() ?? standard]
    }

    /// Throws unless a sheet can draw `previewed`'s family on `devices`: a Live Activity's sheets are
    /// not drawn yet, and systemSmall has no slot on an iPhone's Lock Screen.
    func requireSheetFamily(_ previewed: PreviewedWidget, on devices: [DeviceProfile]) throws {
        if previewed.family == .activity {
            throw ValidationError("--entry all of a Live Activity draws one presentation's content states: add --activity lockscreen (or compact, minimal, expanded, standby, watch)")
        }
        if let phone = devices.first(where: { !$0.lockScreenFamilies.contains(previewed.family) }) {
            throw ValidationError("\(previewed.family.widgetKitName) is not on the \(phone.name)'s Lock Screen; draw it on an iPad (--device ipad-pro-13, or --devices with --variants) or in StandBy (--standby)")
        }
    }

    /// Why an activity's sheets (`--variants`, `--entry all`) take an iPhone.
    static let activitySheetsNeedAPhone = "an activity's sheets are drawn on an iPhone (StandBy and the Dynamic Island are the iPhone's); "
        + "name one with --device, or draw one iPad picture with --activity lockscreen --entry N"

    /// `--variants` of a file whose widget (or the one `--widget` names) is a Live Activity: every
    /// presentation as it runs, stale and in Always-On; nil for any other widget.
    func activityVariantSheet() throws -> ActivityVariantSheet? {
        guard file != nil, !lockscreen, watchFace.watch == nil else { return nil }
        var asked = preview
        if liveActivity.activity != nil { asked.family = WidgetFamilyArgument(family: .activity) }
        let previewed = try PreviewedWidget(file: file ?? "", preview: asked, views: ActivityView.allCases)
        guard previewed.family == .activity else { return nil }
        let device = try self.device.profile()
        guard device.idiom == .phone else { throw ValidationError(Self.activitySheetsNeedAPhone) }
        let pictures = ActivityPictures(widget: previewed.widget, device: device,
                                        watch: WatchCatalog.watch(named: watchFace.watchSize ?? WatchCatalog.defaultIdentifier)!,
                                        theme: try clock.choice().applied(to: try LockScreenInputs.theme(named: theme.theme)))
        return ActivityVariantSheet(pictures: pictures, entry: previewed.entryIndex, options: try lockScreenOptions())
    }

    /// `--activity PRESENTATION --entry all`: the activity's content states in that presentation.
    func activityStrip() throws -> ActivityStrip {
        var asked = preview
        asked.family = WidgetFamilyArgument(family: .activity)
        let presentation = liveActivity.activity ?? .lockscreen
        let previewed = try PreviewedWidget(file: file ?? "", preview: asked, views: presentation.views)
        let device = try self.device.profile()
        guard device.idiom == .phone else { throw ValidationError(Self.activitySheetsNeedAPhone) }
        if presentation.island != nil, DynamicIslandGeometry.housing(on: device) == nil {
            throw ValidationError("\(device.name) has no Dynamic Island: there a Live Activity shows on the Lock Screen only (--activity lockscreen)")
        }
        var options = try lockScreenOptions()
        options.nightMode = standBy.night
        let pictures = ActivityPictures(widget: previewed.widget, device: device,
                                        watch: WatchCatalog.watch(named: watchFace.watchSize ?? WatchCatalog.defaultIdentifier)!,
                                        theme: try clock.choice().applied(to: try LockScreenInputs.theme(named: theme.theme)))
        return ActivityStrip(pictures: pictures, presentation: presentation, entries: previewed.entries, options: options)
    }

    func widgetVariantSheet() throws -> WidgetVariantSheet {
        let previewed = try PreviewedWidget(file: file ?? "", preview: preview)
        let devices = try sheetDevices(standard: DeviceCatalog.defaultDevice)
        try requireSheetFamily(previewed, on: devices)
        let widget = SceneWidget(widget: previewed.widget, family: previewed.family, entryIndex: previewed.entryIndex,
                                 source: file ?? "")
        return WidgetVariantSheet(widget: widget, theme: try LockScreenInputs.theme(named: theme.theme),
                                  devices: devices,
                                  versions: device.iosVersions?.versions ?? [.standard], now: try preview.now(),
                                  locale: preview.locale(), textSizes: try variants.textSizes.sizes(default: preview.text.textSize),
                                  pointsPerPixel: size.scale)
    }

    func lockScreenVariantSheet() throws -> LockScreenVariantSheet {
        let inputs = LockScreenInputs(arrangement: file, theme: theme.theme, device: nil, locale: preview.language.locale)
        var loaded = try LockScreenInputs.unwrap(inputs.load())
        loaded.scene.theme = try clock.choice().applied(to: loaded.scene.theme)
        let name = file.map { ($0 as NSString).lastPathComponent } ?? "default arrangement"
        return LockScreenVariantSheet(scene: loaded.scene, arrangementName: name,
                                      devices: try sheetDevices(standard: loaded.scene.device),
                                      versions: device.iosVersions?.versions ?? [loaded.ios ?? .standard], now: try preview.now(),
                                      furniture: furniture.furniture, twentyFourHour: clock.twentyFourHour,
                                      locale: preview.locale(file: loaded.scene.locale),
                                      textSizes: try variants.textSizes.sizes(default: preview.text.textSize),
                                      pointsPerPixel: size.scale)
    }

    func watchFaceVariantSheet() throws -> WatchFaceVariantSheet {
        let reference = watchFace.watch ?? ""
        let name = FaceLoader.isFaceFile(reference) ? (reference as NSString).lastPathComponent : "\(reference) face"
        return WatchFaceVariantSheet(scene: try watchScene(), faceName: name, now: try preview.now(), pointsPerPixel: size.scale)
    }

    func timelineStrip() throws -> TimelineStrip {
        let previewed = try PreviewedWidget(file: file ?? "", preview: preview)
        try requireSheetFamily(previewed, on: [try device.profile()])
        return TimelineStrip(widget: previewed.widget, family: previewed.family, entries: previewed.entries,
                             previewTitle: previewed.previewTitle, device: try device.profile(),
                             theme: drawsOnNeutralBackdrop ? nil : try LockScreenInputs.theme(named: theme.theme),
                             mode: environment.renderingMode, privacy: environment.privacy,
                             luminanceReduced: environment.luminanceReduced, now: try preview.now(),
                             twentyFourHour: clock.twentyFourHour, locale: preview.locale(), pointsPerPixel: size.scale)
    }
}

import ArgumentParser
import Cells
import Devices
import Foundation
import Localization
import LockScreen
import Raster
import Rendering
import Sheets
import ViewTree

/// `render FILE --entry all`: every timeline entry of one preview of a widget in a row (wrapped
/// like any sheet), each drawn at the moment it is shown, as `render --entry N` draws it, and
/// captioned with its number and its date ("2 · 11:11 AM").
struct TimelineStrip {
    var widget: Widget
    var family: WidgetFamily
    /// The preview's entries, indices into the widget's.
    var entries: Range<Int>
    /// The preview's title in the sheet's title, when the widget has several previews.
    var previewTitle: String?
    var device: DeviceProfile
    /// The wallpaper behind the slot; nil for the neutral backdrop (`--mode fullColor` without a theme).
    var theme: Theme?
    var mode: RenderingMode
    var privacy: Bool
    var luminanceReduced: Bool
    /// The preview's moment: offsets in entries count from it, and an entry is shown at its date
    /// when that is later.
    var now: Date
    var timeZone: TimeZone = .current
    var twentyFourHour: Bool?
    var locale: PreviewLocale
    /// `--scale`, else the default.
    var pointsPerPixel: Double?

    /// The strip for a terminal `width` columns wide.
    func sheet(width: Int) throws -> PictureSheet {
        let margin = theme == nil ? 0 : 2 * LockScreenRenderer.slotViewportMargin
        let scale = SheetTileScale.widget(asked: pointsPerPixel, points: device.slotSize(for: family).width + margin, sheetWidth: width)
        let renderer = LockScreenRenderer.forCommandLine()
        let tiles = try entries.map { index in
            let date = widget.entries[index].date?.date(now: now)
            let shown = max(now, date ?? now)
            return SheetTile(caption: caption(number: index - entries.lowerBound + 1, date: date ?? now),
                             picture: try picture(entry: index, at: shown, pointsPerPixel: scale, renderer: renderer))
        }
        let title = self.title
        return PictureSheet(tiles: tiles, title: title)
    }

    /// "Steps · accessoryCircular · #Preview at Steps.swift:80 · 3 entries"
    var title: String {
        let count = entries.count
        return ([widget.name, family.widgetKitName] + (previewTitle.map { [$0] } ?? []) + ["\(count) \(count == 1 ? "entry" : "entries")"])
            .joined(separator: " · ")
    }

    /// One entry as `render --entry N` draws it, at the moment `shown`.
    func picture(entry index: Int, at shown: Date, pointsPerPixel scale: Double, renderer: LockScreenRenderer) throws -> CellGrid {
        guard let theme else { return renderer.widgets.render(neutralRequest(entry: index, at: shown, pointsPerPixel: scale)) }
        do {
            return try renderer.render(scene(entry: index, theme: theme), options: options(at: shown), pointsPerPixel: scale).grid
        } catch {
            throw WallpaperFailure.report(error, theme: theme)
        }
    }

    /// The strip at the device's own pixels (`-o strip.png`), every text from the font.
    func pixelSheet() throws -> PixelSheet {
        let renderer = LockScreenRenderer.forCommandLine()
        let scale = 1 / device.scale
        let tiles = try entries.map { index in
            let date = widget.entries[index].date?.date(now: now)
            let shown = max(now, date ?? now)
            let picture: PixelBuffer
            if let theme {
                do {
                    picture = try renderer.pixels(scene(entry: index, theme: theme), options: options(at: shown), pointsPerPixel: scale)
                } catch {
                    throw WallpaperFailure.report(error, theme: theme)
                }
            } else {
                picture = renderer.widgets.pixels(neutralRequest(entry: index, at: shown, pointsPerPixel: scale))
            }
            return PixelSheet.Tile(caption: caption(number: index - entries.lowerBound + 1, date: date ?? now), picture: picture)
        }
        let title = self.title
        return PixelSheet(sections: [PixelSheet.Section(title: title, tiles: tiles, perRow: max(1, min(tiles.count, 4)))], footnote: nil)
    }

    /// One entry on the neutral backdrop, in full colour.
    func neutralRequest(entry index: Int, at shown: Date, pointsPerPixel scale: Double) -> WidgetRenderer.Request {
        var environment = WidgetEnvironment(family: family, renderingMode: .fullColor, now: shown, timeZone: timeZone, locale: locale)
        environment.timelineStart = now
        return WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: index, device: device, pointsPerPixel: scale)
    }

    /// The widget alone on the Lock Screen, showing entry `index`.
    func scene(entry index: Int, theme: Theme) -> LockScreenScene {
        let placed = SceneWidget(widget: widget, family: family, entryIndex: index)
        return LockScreenScene(device: device, theme: theme, inline: family == .inline ? placed : nil,
                               bottom: family == .inline ? [] : [placed])
    }

    /// The Lock Screen's options at the moment `shown`, the slot alone in view.
    func options(at shown: Date) -> LockScreenOptions {
        var options = LockScreenOptions(mode: mode, privacy: privacy, luminanceReduced: luminanceReduced, now: shown,
                                        timeZone: timeZone, viewport: .slot(0))
        options.timelineStart = now
        options.locale = locale
        return options
    }

    /// "2 · 11:11 AM"; with the day ("3 · Tue Jul 7 9:00 AM") when it is not the preview's day;
    /// in the locale's words ("3 · Di. 7. Juli 09:00"), spaces plain for the terminal.
    func caption(number: Int, date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let wording = DateWording(locale: locale, timeZone: timeZone)
        let time = twentyFourHour == true ? wording.clock(date, twentyFourHour: true) : wording.time(date)
        let day = calendar.isDate(date, inSameDayAs: now) ? "" : wording.abbreviatedWeekdayMonthDay(date) + " "
        return "\(number) · \(day)\(time)".replacingOccurrences(of: "\u{202F}", with: " ")
    }
}

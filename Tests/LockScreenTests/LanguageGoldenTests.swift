import Devices
import Foundation
import Localization
import LockScreen
import Testing
import ViewTree

/// The Lock Screen and two samples in German, Japanese, Egyptian Arabic (right to left,
/// Arabic-Indic digits) and Hebrew (right to left), against golden cell grids (UPDATE_GOLDENS=1
/// rewrites them and writes each as ANSI into $TMPDIR/lockscreen-goldens/, to be looked at).
/// The trip countdown's strings come from its string catalog; the next event's dates and times
/// from Foundation in each locale.
@Suite struct LanguageGoldenTests {
    static let locales = ["de_DE", "ja_JP", "ar_EG", "he_IL"]

    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var locale: String
        var family: WidgetFamily?
        var sample: String?
        var description: String { name }
    }

    static let cases: [Case] = locales.flatMap { locale in
        [Case(name: "languages-\(locale)", locale: locale),
         Case(name: "trip-countdown-rectangular-\(locale)", locale: locale, family: .rectangular, sample: "trip-countdown/TripCountdown"),
         Case(name: "next-event-rectangular-\(locale)", locale: locale, family: .rectangular, sample: "next-event")]
    }

    @Test(arguments: cases)
    func pictureMatchesGolden(_ testCase: Case) throws {
        let locale = try #require(PreviewLocale(testCase.locale))
        var options = LockScreenFixtures.options(viewport: testCase.sample == nil ? .phone : .slot(0))
        options.locale = locale
        var scene = LockScreenFixtures.scene(arrangement: "languages", locale: locale)
        if let sample = testCase.sample, let family = testCase.family {
            let widget = sample.hasSuffix("TripCountdown") ? LockScreenFixtures.swiftWidget(sample, family, locale: locale)
                : LockScreenFixtures.widget(sample, family)
            scene = LockScreenScene(device: scene.device, theme: scene.theme, bottom: [widget])
        }
        let picture = try LockScreenFixtures.renderer.render(scene, options: options, columns: testCase.sample == nil ? 100 : 60,
                                                             rows: testCase.sample == nil ? 60 : 20)
        try LockScreenGoldenTests.expectMatchesGolden(picture.grid, named: testCase.name)
    }

    /// The date line is Foundation's own wording for the skeleton in each locale.
    @Test(arguments: locales) func theDateLineIsFoundationsWording(locale name: String) throws {
        let locale = try #require(PreviewLocale(name))
        let formatter = DateFormatter()
        formatter.locale = locale.locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        #expect(DateLine.text(for: LockScreenFixtures.previewTime, timeZone: TimeZone(identifier: "UTC")!, locale: locale, shortened: false)
                == formatter.string(from: LockScreenFixtures.previewTime))
    }
}

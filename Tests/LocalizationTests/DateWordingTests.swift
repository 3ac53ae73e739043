import Foundation
import Localization
import Testing

/// The Lock Screen's date line and clock in each locale, against Foundation's own formatting
/// with the same skeletons, and the English iOS shows.
@Suite struct DateWordingTests {
    /// Monday, 8 June 2026, 09:41 in UTC.
    let morning = Date(timeIntervalSince1970: 1_780_911_660)
    /// The same day at 21:41.
    var evening: Date { morning.addingTimeInterval(12 * 3600) }
    let utc = TimeZone(identifier: "UTC")!

    func wording(_ name: String) -> DateWording {
        DateWording(locale: PreviewLocale(name)!, timeZone: utc)
    }

    @Test func englishIsWhatIOSShows() {
        let english = wording("en_US")
        #expect(english.weekdayAndDay(morning) == "Monday, June 8")
        #expect(english.shortWeekdayAndDay(morning) == "Mon 8")
        #expect(english.abbreviatedWeekdayMonthDay(morning) == "Mon Jun 8")
        #expect(english.clock(morning) == "9:41")
        #expect(english.clock(evening) == "9:41")
        #expect(english.clock(evening, twentyFourHour: true) == "21:41")
        #expect(english.longDate(morning) == "June 8, 2026")
        #expect(english.time(evening) == "9:41\u{202F}PM")
    }

    @Test func otherLanguagesAreFoundationsOwnWords() {
        for name in ["de_DE", "ja_JP", "ar_EG", "he_IL", "fr_FR"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: name)
            formatter.timeZone = utc
            formatter.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
            #expect(wording(name).weekdayAndDay(morning) == formatter.string(from: morning), "\(name)")
        }
        #expect(wording("de_DE").weekdayAndDay(morning) == "Montag, 8. Juni")
        #expect(wording("ja_JP").weekdayAndDay(morning) == "6月8日 月曜日")
        #expect(wording("de_DE").clock(morning) == "09:41")
        #expect(wording("de_DE").clock(evening) == "21:41")
        #expect(wording("ja_JP").clock(evening) == "21:41")
    }

    @Test func arabicWritesArabicIndicDigitsWithoutTheDayPeriod() {
        let arabic = wording("ar_EG")
        #expect(arabic.clock(morning) == "٩:٤١")
        #expect(arabic.weekdayAndDay(morning) == "الاثنين، ٨ يونيو")
    }

    @Test func localesAreReadFromTheEnvironmentAsPOSIXOrdersThem() {
        #expect(PreviewLocale.fromEnvironment(["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(PreviewLocale.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": "ja_JP.UTF-8"]).identifier == "ja_JP")
        #expect(PreviewLocale.fromEnvironment(["LANG": "C.UTF-8"]) == .unitedStatesEnglish)
        #expect(PreviewLocale.fromEnvironment([:]) == .unitedStatesEnglish)
        #expect(PreviewLocale("de-DE")?.identifier == "de_DE")
        #expect(PreviewLocale("zz_QQ") == nil)
        #expect(PreviewLocale("he_IL")!.isRightToLeft)
        #expect(!PreviewLocale("de_DE")!.isRightToLeft)
        #expect(PreviewLocale("pt_BR")!.localizationNames == ["pt-BR", "pt_BR", "pt"])
        #expect(PreviewLocale("zh_Hans_CN")!.localizationNames.prefix(1) == ["zh-Hans"])
    }

    @Test func pluralCategoriesFollowEachLanguagesRules() {
        let arabic = PreviewLocale("ar_EG")!
        #expect([0, 1, 2, 3, 11, 100].map { PluralCategory.of($0, in: arabic) } == [.zero, .one, .two, .few, .many, .other])
        let german = PreviewLocale("de_DE")!
        #expect([1, 2, 0].map { PluralCategory.of($0, in: german) } == [.one, .other, .other])
        #expect(PluralCategory.of(1, in: PreviewLocale("ja_JP")!) == .other)
    }

    /// The German iOS 17.5 device screenshot (shared/reference ios17-393x852-top-inlineweather.png,
    /// iamrbn/Inline-Weather) shows "So. 2." before its inline widget and the clock at "15:39":
    /// Sunday, 2 August, at 15:39 is written the same.
    @Test func germanMatchesAGermanLockScreen() {
        let sunday = Date(timeIntervalSince1970: 1_785_685_140)
        let german = wording("de_DE")
        #expect(german.shortWeekdayAndDay(sunday) == "So. 2.")
        #expect(german.clock(sunday) == "15:39")
    }
}

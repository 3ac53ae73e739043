import ArgumentParser
import Foundation
import Localization

/// `--locale`: the language and region the phone is set to.
struct LocaleOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The phone's language and region: de_DE, ja_JP, ar_EG, he_IL, … The date line, the clock, the widgets' formats and strings follow it; Arabic and Hebrew run right to left. Default: the arrangement's or theme's, else LC_ALL, LC_MESSAGES or LANG, else en_US.",
        valueName: "locale"))
    var locale: PreviewLocaleArgument?

    /// The locale named on the command line, else `file`'s (an arrangement's or theme's), else the environment's.
    func resolved(file: PreviewLocale? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> PreviewLocale {
        locale?.locale ?? file ?? PreviewLocale.fromEnvironment(environment)
    }
}

/// A locale as a command-line value; an unknown language is an error that says what to write.
struct PreviewLocaleArgument: ExpressibleByArgument {
    var locale: PreviewLocale

    init?(argument: String) {
        guard let locale = PreviewLocale(argument) else { return nil }
        self.locale = locale
    }

    var defaultValueDescription: String { locale.identifier }
}

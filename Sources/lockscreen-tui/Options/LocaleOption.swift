import ArgumentParser
import Foundation
import Localization

/// `--locale`: the language and region the phone is set to.
struct LocaleOption: ParsableArguments {
    @Option(name: .customLong("locale"), help: ArgumentHelp(
        "The phone's language and region: de_DE, ja_JP, ar_EG, he_IL, … The date line, the clock, the widgets' formats and strings follow it; Arabic and Hebrew run right to left. Default: the arrangement's or its theme's (locale: de_DE), else LC_ALL, LC_MESSAGES or LANG, else en_US.",
        valueName: "locale"))
    var name: String?

    func validate() throws {
        if let name, PreviewLocale(name) == nil {
            throw ValidationError("--locale \(name): not a language ICU knows; write a language and region such as de_DE, ja_JP, ar_EG or he_IL")
        }
    }

    /// The locale named on the command line, if one was.
    var locale: PreviewLocale? { name.flatMap(PreviewLocale.init) }

    /// The locale named on the command line, else `file`'s (an arrangement's), else the environment's.
    func resolved(file: PreviewLocale? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> PreviewLocale {
        locale ?? file ?? PreviewLocale.fromEnvironment(environment)
    }
}

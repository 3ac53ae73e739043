import ArgumentParser
import Foundation
import Localization
import ViewTree

/// What the preview shows: the widget, the family, the preview and its timeline entry, the moment and the locale.
struct PreviewOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The widget family: circular, rectangular or inline (or all, with --output-dir: every family the widget lists). Default: the first family the widget lists.", valueName: "family"))
    var family: WidgetFamilyArgument?

    @Option(name: [.long, .customLong("state")], help: ArgumentHelp(
        "Which timeline entry to show, counting from 1; or an entries file for a SwiftUI widget (data.entry.json, its first entry), or a file and an entry (data.entry.json:2). 'render' also takes all (data.entry.json:all): every entry in a row. For a Live Activity, its content state (--state is another name for this option).",
        valueName: "n|all|file[:n]"))
    var entry = EntryArgument(file: nil, index: 1)

    @Option(name: .long, help: ArgumentHelp(
        "Which widget of a folder or file that declares several (a WidgetBundle): its name or its struct's name. Default: the first.",
        valueName: "name"))
    var widget: String?

    @Option(name: .long, help: ArgumentHelp(
        "Which preview of a SwiftUI widget: its name (#Preview(\"Low battery\", as: …)) or its number in the list 'validate' prints, counting from 1; --entry then counts within it. Default: the first preview made for the family, else the data written for previews (a view #Preview, another family's), else the provider's placeholder and timeline.",
        valueName: "name|n"))
    var preview: String?

    @OptionGroup var moment: MomentOptions

    @OptionGroup var language: LocaleOption

    @OptionGroup var text: TextSizeOption

    @OptionGroup var strictness: StrictOption

    func validate() throws {
        guard entry.index >= 1 else { throw ValidationError("--entry counts from 1; found \(entry.index)") }
    }

    /// The preview's moment from --date and --time, in the local time zone.
    func now(reference: Date = Date(), timeZone: TimeZone = .current) throws -> Date {
        try moment.now(reference: reference, timeZone: timeZone)
    }

    /// The preview's locale: `--locale`, else `file`'s (an arrangement's), else the environment's.
    func locale(file: PreviewLocale? = nil) -> PreviewLocale {
        language.resolved(file: file)
    }
}

/// `--entry`: a timeline index (`2`), an entries file (`data.entry.json`), or both (`data.entry.json:2`);
/// `all` (`data.entry.json:all`) for every entry.
struct EntryArgument: ExpressibleByArgument {
    /// The entries file to read instead of the one beside a SwiftUI widget.
    var file: String?
    /// The entry to show, counting from 1 (1 with `isEveryEntry`).
    var index: Int
    /// `all`: every entry, in a row (`render --entry all`).
    var isEveryEntry = false

    init(file: String?, index: Int, isEveryEntry: Bool = false) {
        self.file = file
        self.index = index
        self.isEveryEntry = isEveryEntry
    }

    init?(argument: String) {
        if argument.lowercased() == "all" {
            self.init(file: nil, index: 1, isEveryEntry: true)
        } else if let colon = argument.lastIndex(of: ":"), colon != argument.startIndex,
                  argument[argument.index(after: colon)...].lowercased() == "all" {
            self.init(file: String(argument[..<colon]), index: 1, isEveryEntry: true)
        } else if let index = Int(argument) {
            self.init(file: nil, index: index)
        } else if let colon = argument.lastIndex(of: ":"), colon != argument.startIndex,
                  let index = Int(argument[argument.index(after: colon)...]) {
            self.init(file: String(argument[..<colon]), index: index)
        } else {
            self.init(file: argument, index: 1)
        }
    }

    var defaultValueDescription: String { isEveryEntry ? "all" : String(index) }
}

/// A widget family as a command-line value, or `all`.
struct WidgetFamilyArgument: ExpressibleByArgument {
    /// The family; nil for `all` (every family the widget lists).
    var family: WidgetFamily?

    init(family: WidgetFamily?) {
        self.family = family
    }

    init?(argument: String) {
        if argument.lowercased() == "all" {
            family = nil
            return
        }
        guard let family = WidgetFamily(name: argument) else { return nil }
        self.family = family
    }

    /// True for `all`.
    var isAll: Bool { family == nil }

    static var allValueStrings: [String] { WidgetFamily.allCases.map(\.rawValue) + ["all"] }
}

/// The environment toggles: rendering mode, privacy redaction, reduced luminance.
struct EnvironmentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Rendering mode: vibrant (the iPhone Lock Screen, the default), accented or fullColor (watch faces).", valueName: "mode"))
    var mode: RenderingModeArgument?

    @Flag(name: .long, help: "Redact privacy-sensitive content, as when \"Allow Access When Locked\" is off.")
    var privacy = false

    @Flag(name: .long, help: "Always-On: reduced luminance.")
    var luminanceReduced = false

    /// The mode asked for, vibrant when none was.
    var renderingMode: RenderingMode { mode?.mode ?? .vibrant }

    /// True when any toggle was given on the command line.
    var isGiven: Bool { mode != nil || privacy || luminanceReduced }

    func environment(family: WidgetFamily, now: Date, locale: PreviewLocale, textSize: DynamicTypeSize) -> WidgetEnvironment {
        var environment = WidgetEnvironment(family: family, renderingMode: renderingMode, isLuminanceReduced: luminanceReduced,
                                            isPrivacyRedacted: privacy, now: now)
        environment.locale = locale
        environment.dynamicTypeSize = textSize
        return environment
    }
}

/// A rendering mode as a command-line value; `full-color` and `fullcolor` work too.
struct RenderingModeArgument: ExpressibleByArgument {
    var mode: RenderingMode

    init(mode: RenderingMode) {
        self.mode = mode
    }

    init?(argument: String) {
        let key = argument.lowercased().filter { $0.isLetter }
        guard let mode = RenderingMode.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self.mode = mode
    }

    var defaultValueDescription: String { mode.rawValue }

    static var allValueStrings: [String] { RenderingMode.allCases.map(\.rawValue) }
}

import ArgumentParser
import Checks
import Devices
import Findings
import Foundation
import ViewTree
import WidgetFormat

/// `lockscreen-tui check [PATHS]`: every widget in every family it declares, on every iPhone,
/// checked for what a device would show wrong, reported as compiler-style warnings for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check widgets for what an iPhone would show wrong: truncated or clipped text, content outside its slot, tiny text, content that vanishes in vibrant mode, inline rules.",
        discussion: """
        Lays out every widget (widget files, SwiftUI sources, widget extension folders, and the widgets an arrangement names) in every family it declares, on every iPhone (or --devices), for every timeline entry (a preview made for one family only in that family), and reports each problem at the view's position:

        \(CheckName.allCases.map { "  \($0.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

        With --watches, every family (the corner too) is also laid out on those Apple Watches; a widget that declares the corner family is checked on the 45 mm watch without it. Problems that happen on some devices name them. Vanishing content is measured for the first entry on the default iPhone (or the first of --devices), over the midnight and paper themes, in each iOS layout of --ios (the worst is reported). Problems of reading a file are reported too, as 'validate' reports them.

        On a terminal, a run past a second says on standard error what it is reading or checking, on one line it clears before the report.

        Snapshots: --record DIR writes a reference picture of every widget × family × device × entry (NAME.cells, the readable cell grid; NAME.png, the device's own pixels); --compare DIR draws them again and fails when one differs, writing DIR/differences/NAME.png (reference, now, difference) and DIR/differences/summary.txt.

        Findings are of two kinds. widget: what a device would show wrong (the checks above). preview: what this tool cannot draw faithfully and what it draws instead (a name the sources do not declare, an SF Symbol outside its set, a modifier it does not draw, a value it could not compute); they are no fault of the widget. The text report lists widget findings first, then the preview's under their own heading; --format json gives each its "kind"; --format github annotates only widget findings and sums up the preview's in one line.

        Exit status: 0 when nothing was found (or only warnings, without --strict), 1 for widget findings with --strict, for any warning with --strict=all, or for pictures that differ from their references, 65 when a file has errors.

        Examples:
          lockscreen-tui check sample-widgets/
          lockscreen-tui check MyWidgets/ --strict
          lockscreen-tui check MyWidgets/ --strict=all
          lockscreen-tui check MyWidgets/ --devices se-3,15-pro-max
          lockscreen-tui check MyWidgets/ --disable small-text
          lockscreen-tui check MyWidgets/ --format github
          lockscreen-tui check MyWidgets/ --record Snapshots/
          lockscreen-tui check MyWidgets/ --strict --compare Snapshots/
        """
    )

    @Argument(help: ArgumentHelp("Widget files, SwiftUI sources, folders and arrangement files. Default: the current folder.", valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("The iPhones to check on: names as --device takes them, separated by commas, or all (the default).",
                                            valueName: "names|all"))
    var devices: DeviceList?

    @Option(name: .long, help: ArgumentHelp("Also lay every family out on these Apple Watches (accented, as tinted faces draw them): \(WatchCatalog.all.map(\.identifier).joined(separator: ", ")), several separated by commas, or all. Default: none, unless a widget declares the corner family, which is checked on \(WatchCatalog.defaultIdentifier).",
                                            valueName: "sizes"))
    var watches: String?

    @Option(name: .long, help: ArgumentHelp("The iOS layouts vanishing content is measured in: 16, 17, 18, 26, several separated by commas, or all (the default).",
                                            valueName: "versions|all"))
    var ios: IOSVersionList?

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp("Turn a check off (repeat for several): \(CheckName.allCases.map(\.rawValue).joined(separator: ", ")).",
                                                                   valueName: "check"))
    var disable: [String] = []

    @Option(name: .long, defaultAsFlag: StrictScope.widget, parsing: .next, help: ArgumentHelp(
        "Exit with status 1 when a widget finding is found (for CI); --strict=all also fails on preview findings, what this tool approximates.",
        valueName: "all"))
    var strict: StrictScope?

    @Option(name: .long, help: ArgumentHelp("text (file:line:col: warning: …), json, or github (workflow commands that annotate a pull request).",
                                            valueName: "format"))
    var format: CheckFormat = .text

    @Option(name: .long, help: ArgumentHelp("Write a reference picture of every widget × family × device × entry into this folder.", valueName: "folder"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp("Compare every picture with its reference in this folder; differences fail, with pictures in FOLDER/differences.",
                                            valueName: "folder"))
    var compare: String?

    @OptionGroup var moment: MomentOptions

    @OptionGroup var language: LocaleOption

    @OptionGroup var text: TextSizeOption

    @OptionGroup var textSizes: TextSizesOption

    func validate() throws {
        if record != nil && compare != nil { throw ValidationError("give --record or --compare, not both") }
        if case .unknown(let given)? = strict {
            throw ValidationError("--strict=\(given): --strict fails on widget findings; --strict=all also on preview findings")
        }
        for name in disable where CheckName(rawValue: name) == nil {
            let near = EditDistance.nearest(to: name, in: CheckName.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError("--disable: no check is named '\(name)'\(near) The checks: \(CheckName.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        _ = try devices?.profiles()
        _ = try watchModels()
    }

    /// `--watches`: the watches named, all of them, or none when not given.
    func watchModels() throws -> [WatchModel] {
        guard let watches else { return [] }
        if watches.lowercased() == "all" { return WatchCatalog.all }
        return try watches.split(separator: ",").map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let watch = WatchCatalog.watch(named: trimmed) else {
                throw ValidationError("--watches: unknown watch '\(trimmed)'; the watches are \(WatchCatalog.all.map(\.identifier).joined(separator: ", ")), or all")
            }
            return watch
        }
    }

    func run() throws {
        let progress = ProgressLine()
        defer { progress.finish() }
        let arguments = paths.isEmpty ? [FileManager.default.currentDirectoryPath] : paths
        progress.update("reading \(arguments.joined(separator: ", "))…")
        // Only widgets with a family the check draws are read: the devices' Lock Screen families,
        // Live Activities and the watch's corner (every family when watches are named).
        let checkedFamilies: Set<WidgetFamily>? = watches != nil ? nil
            : Set((try devices?.profiles() ?? DeviceCatalog.all).flatMap(\.lockScreenFamilies) + [.corner, .activity])
        let subjects = CheckSubjects.gather(arguments, families: checkedFamilies, locale: language.resolved())
        let resources = try? ProjectResources.locate()
        let catalog = resources.map { ThemeCatalog(folder: $0.themesFolder) }
        let themes = ["midnight", "paper"].compactMap { catalog?.load($0).theme }
        if themes.count < 2 && !disable.contains(CheckName.vanishingContent.rawValue) {
            printError("warning: the midnight and paper themes were not found, so vanishing-content is not checked; set \(ProjectResources.environmentVariable) to the lockscreen-tui folder")
        }
        let phones = try devices?.profiles() ?? DeviceCatalog.all
        var runner = CheckRunner(devices: phones, profiles: ios?.versions ?? LockScreenProfile.allCases,
                                 themes: themes, disabled: Set(disable.compactMap(CheckName.init(rawValue:))), now: try moment.now())
        runner.locale = language.resolved()
        runner.dynamicTypeSize = text.textSize
        let watchList = try watchModels()
        var items = subjects.problems
        var pictures = 0
        for (number, subject) in subjects.widgets.enumerated() {
            progress.update("checking \(number + 1) of \(subjects.widgets.count): \(subject.widget.name)")
            // A watch complication (the corner family, or any widget of a watchOS target) is checked on
            // the default watch when no --watches says otherwise; a watchOS widget on no iPhone.
            let isWatchWidget = subject.widget.families.contains(.corner) || subject.widget.isForWatch
            runner.watches = watchList.isEmpty && isWatchWidget ? [WatchCatalog.watch(named: WatchCatalog.defaultIdentifier)!] : watchList
            runner.devices = subject.widget.isForWatch ? [] : phones
            items += try findings(of: subject, by: &runner)
            pictures += runner.pictureCount(subject) * (try textSizes.sizes(default: text.textSize)).count
        }
        let errors = items.filter { $0.severity == .error }.count
        let warnings = items.filter { $0.severity == .warning }
        let failing = warnings.filter { strict?.fails(on: $0.kind) == true }.count
        let previewWarnings = warnings.filter { $0.kind == .preview }.count
        var snapshotLine = ""
        var differences = 0
        var snapshots = SnapshotRun(folder: URL(fileURLWithPath: record ?? compare ?? "."), devices: phones, now: runner.now)
        snapshots.locale = runner.locale
        snapshots.dynamicTypeSize = text.textSize
        if record != nil || compare != nil { progress.update(record != nil ? "recording snapshots…" : "comparing snapshots…") }
        do {
            if record != nil {
                snapshotLine = "; recorded \(try snapshots.record(subjects.widgets)) pictures in \(snapshots.folder.path)"
            } else if compare != nil {
                let result = try snapshots.compare(subjects.widgets)
                items += result.items
                differences = result.items.count
                snapshotLine = "; \(differences) of \(result.compared) pictures differ from \(snapshots.folder.path)"
                    + (differences > 0 ? " (see \(snapshots.differencesFolder.path))" : "")
            }
        } catch let collision as PictureNameCollision {
            printError("error: \(collision)")
            throw ExitCode(ExitStatus.invalidInput.rawValue)
        } catch {
            throw CannotWrite(snapshots.folder.path, record != nil ? "cannot record the snapshots" : "cannot write the differences", error)
        }
        progress.finish()
        StandardStreams.write(format.reportFormat.render(items).utf8, to: STDOUT_FILENO)
        printError("checked \(subjects.widgets.count) widget\(subjects.widgets.count == 1 ? "" : "s") in \(pictures) picture\(pictures == 1 ? "" : "s"): "
                   + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
                   + (previewWarnings > 0 ? " (\(previewWarnings) about the preview)" : "") + snapshotLine
                   + (subjects.unread > 0 ? "; not read: \(subjects.unread) widget\(subjects.unread == 1 ? "" : "s") whose families are not checked here "
                      + "(systemSmall is, with an iPad in --devices)" : ""))
        if errors > 0 { throw ExitCode(ExitStatus.invalidInput.rawValue) }
        if differences > 0 || failing > 0 { throw ExitCode(1) }
    }
}

extension CheckCommand {
    /// The subject's findings at each text size asked for; one found at some of them only says
    /// at which ("(at text size accessibility4, accessibility5)").
    func findings(of subject: CheckRunner.Subject, by runner: inout CheckRunner) throws -> [ReportItem] {
        let sizes = try textSizes.sizes(default: text.textSize)
        var order: [ReportItem] = []
        var seenAt: [ReportItem: [DynamicTypeSize]] = [:]
        for size in sizes {
            runner.dynamicTypeSize = size
            for item in runner.findings(subject).map(ReportItem.init) {
                if seenAt[item] == nil { order.append(item) }
                seenAt[item, default: []].append(size)
            }
        }
        return order.map { item in
            guard let at = seenAt[item], at.count < sizes.count else { return item }
            var named = item
            named.message += " (at text size \(at.map(\.rawValue).joined(separator: ", ")))"
            return named
        }
    }
}

/// `--strict` of `check`: which warnings fail it.
enum StrictScope: ExpressibleByArgument, Equatable, CustomStringConvertible {
    /// Findings about the widget: what a device would show wrong (`--strict`).
    case widget
    /// Those, and what the preview approximates (`--strict=all`).
    case all
    /// A value that is neither, refused by `validate()` (ArgumentParser would otherwise read a
    /// misspelt `--strict=al` as a bare `--strict`).
    case unknown(String)

    init?(argument: String) {
        switch argument.lowercased() {
        case "all": self = .all
        case "widget": self = .widget
        default:
            // A path after a bare `--strict` is no value of it: the option then acts as a flag.
            if FileManager.default.fileExists(atPath: argument) { return nil }
            self = .unknown(argument)
        }
    }

    static var allValueStrings: [String] { ["widget", "all"] }

    var description: String {
        switch self {
        case .widget: "widget"
        case .all: "all"
        case .unknown(let given): given
        }
    }

    func fails(on kind: FindingKind) -> Bool { self == .all || kind == .widget }
}

/// `--format` of `check`.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github

    var reportFormat: ReportFormat { ReportFormat(rawValue: rawValue)! }
}

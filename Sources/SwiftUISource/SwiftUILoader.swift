import Foundation
import Localization
import SwiftEvaluator
import SwiftSyntax
import ViewTree
import WidgetFormat

/// Reads SwiftUI sources (one file, or a widget extension's folder) into `Widget`s whose bodies
/// are evaluated for one environment and one entry at a time. The one entry point to the
/// evaluator and swift-syntax in lockscreen-tui.
public enum SwiftUILoader {
    /// What an empty source file is told.
    static let emptyFileAdvice = "a SwiftUI widget file holds a view expression, a struct that conforms to View, or a Widget (see docs/swiftui.md)"

    /// The entries file beside a source file: `Weather.entry.json` beside `Weather.swift`.
    public static func entryFilePath(beside path: String) -> String {
        (path as NSString).deletingPathExtension + ".entry.json"
    }

    /// True for the entries files that sit beside SwiftUI sources.
    public static func isEntryFile(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".entry.json")
    }

    /// True for a folder read as one widget extension (or an app's project, whose extension
    /// targets are read each as its own module): it holds an Xcode project, an asset catalog, an
    /// `Info.plist`, or a `.swift` file that declares a `Widget` or `WidgetBundle`.
    public static func isWidgetExtension(folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        if names.contains(where: { $0.hasSuffix(".xcassets") || $0 == "Info.plist" || $0.hasSuffix(".xcodeproj") }) { return true }
        let hasWidgetFiles = names.contains { name in
            ["yaml", "yml"].contains((name as NSString).pathExtension.lowercased())
                && isWidgetFile((folder as NSString).appendingPathComponent(name))
        }
        if hasWidgetFiles { return false }
        return SwiftUIProject.sources(inFolder: folder).contains { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
            return text.containsUTF8(": Widget {") || text.containsUTF8(": Widget{") || text.containsUTF8("WidgetBundle")
        }
    }

    /// True for a YAML file that is a widget file (it has a top-level `view:` or `views:`), not
    /// another tool's YAML beside the sources: XcodeGen's `project.yml` and `target.yml`
    /// describe the Xcode project of many real extensions.
    static func isWidgetFile(_ path: String) -> Bool {
        guard FileIdentity(path: path)?.isRegularFile == true else { return false }
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1 << 16)) ?? Data()
        let text = String(decoding: head, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).contains { $0.hasPrefix("view:") || $0.hasPrefix("views:") }
    }

    /// Reads a source file or a widget extension's folder. The entries come from `entryFile`,
    /// else from the entries file beside a source; messages name files as `displayPath` gives them.
    /// `now` is the moment the sources' `Date()` and `.now` give while the entries are made (the
    /// preview's moment, so that entry dates count from `--time`). With `families`, only the
    /// widgets that support one of them are built (`check` on iPhones skips Home Screen-only widgets
    /// and Live Activities, whose evaluation would cost it time for no picture).
    public static func load(path: String, entryFile: String? = nil, displayPath: String? = nil, now: Date = Date(), locale: PreviewLocale = .unitedStatesEnglish,
                            families: Set<WidgetFamily>? = nil, requested: String? = nil) -> WidgetLoadResult {
        var result = read(path: path, entryFile: entryFile, displayPath: displayPath, now: now, locale: locale, families: families,
                          requested: requested)
        // The entries file is watched whether or not it is there yet: adding one changes the picture.
        let entries = entryFile ?? (isFolder(path) ? nil : entryFilePath(beside: path))
        result.inputs = Array(NSOrderedSet(array: [path] + (entries.map { [$0] } ?? []) + result.inputs)).compactMap { $0 as? String }
        return result
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func read(path: String, entryFile: String?, displayPath: String?, now: Date, locale: PreviewLocale,
                             families: Set<WidgetFamily>?, requested: String?) -> WidgetLoadResult {
        let shownPath = displayPath ?? path
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        var timeline: TimelineFile.LoadResult?
        let beside = entryFilePath(beside: path)
        if let entryFile {
            timeline = TimelineFile.load(path: entryFile)
        } else if !isFolder, FileManager.default.fileExists(atPath: beside) {
            timeline = TimelineFile.load(path: beside, displayPath: entryFilePath(beside: shownPath))
        }
        if let timeline, timeline.entries == nil {
            return WidgetLoadResult(path: timeline.path, widget: nil, diagnostics: timeline.diagnostics, source: timeline.source,
                                    viewCount: 0, exitStatus: timeline.exitStatus)
        }
        let entries = timeline.flatMap { t in t.entries.map { (t.path, $0) } }
        var platform = CompilationConditions.Platform.iOS
        var files: [String]?
        var resourceFolders: [ResourceFolder] = []
        var appFiles: [String] = []
        var libraryFiles: Set<String> = []
        var leftOut: [ProjectFiles.LeftOut] = []
        if isFolder {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            let packages = LocalPackages(around: absolute)
            if let targets = ExtensionTargets.fromProject(for: absolute) {
                if targets.count > 1 {
                    let found = (targets.map { $0.addingLocalPackages(packages).addingActivityStarters(from: path) }, [String]())
                    return LargeStack.run { loadTargets(found, path: path, shownPath: shownPath, entriesFile: entries, now: now, locale: locale, families: families, requested: requested) }
                }
                let target = targets[0].addingLocalPackages(packages).addingActivityStarters(from: path)
                platform = target.platform
                files = target.files
                appFiles = target.appFiles
                libraryFiles = target.libraryFiles
                resourceFolders = target.resourceFolders
            } else {
                let sources = SwiftUIProject.sources(inFolder: path) { leftOut.append($0) }
                var found = ExtensionTargets.find(in: path, sources: sources)
                if found.targets.count > 1 {
                    // Each target's own sources first; the shared ones after, yielding to them.
                    found.targets = found.targets.map { target in
                        var whole = target
                        whole.appFiles = found.shared
                        return whole.addingLocalPackages(packages)
                    }
                    found.shared = []
                    return LargeStack.run { loadTargets(found, path: path, shownPath: shownPath, entriesFile: entries, now: now, locale: locale, families: families, requested: requested) }
                }
                let imported = packages.sources(importedBy: sources)
                platform = found.targets.first?.platform ?? ExtensionTargets.platform(of: path, files: sources)
                if let target = found.targets.first {
                    // The sources outside the extension's folder (an app's, shared models) come
                    // after its own and yield to them: an app's copy of a type the extension
                    // declares must not replace it, with the members its extensions gave it.
                    files = target.files + imported.files
                    appFiles = found.shared
                } else {
                    files = sources + imported.files
                }
                libraryFiles = Set(imported.files)
                resourceFolders = imported.resourceFolders
            }
        }
        let chosen = files, extraResources = resourceFolders, notTaken = leftOut, starters = appFiles, libraries = libraryFiles
        return LargeStack.run {
            interpret(SwiftUIProject(path: path, shownPath: shownPath, isFolder: isFolder, files: chosen, leftOut: notTaken, platform: platform,
                                     resourceFolders: extraResources, appFiles: starters, libraryFiles: libraries),
                      path: shownPath, isFolder: isFolder, entriesFile: entries, now: now, locale: locale, families: families, requested: requested)
        }
    }

    /// A folder with several extension targets (an iOS and a watchOS one): each read as its own
    /// module with the shared sources and its platform's conditions, the widgets of all in one
    /// result, each naming its target. A target with no Lock Screen widget (an app's Live
    /// Activities only, say) is left out with a note, not an error.
    static func loadTargets(_ found: (targets: [ExtensionTarget], shared: [String]), path: String, shownPath: String,
                            entriesFile: (path: String, entries: [TimelineEntry])?, now: Date, locale: PreviewLocale,
                            families: Set<WidgetFamily>? = nil, requested: String? = nil) -> WidgetLoadResult {
        var merged = WidgetLoadResult(path: shownPath, widget: nil, diagnostics: [], source: nil, viewCount: 0, exitStatus: .success)
        var seen = Set<Diagnostic>()
        for target in found.targets {
            let project = SwiftUIProject(path: path, shownPath: shownPath, isFolder: true, files: target.files + found.shared,
                                         platform: target.platform, resourceFolders: target.resourceFolders, appFiles: target.appFiles,
                                         libraryFiles: target.libraryFiles)
            var result = interpret(project, path: shownPath, isFolder: true, entriesFile: entriesFile, now: now, locale: locale, families: families, requested: requested)
            let label = "\(target.name) (\(target.platform.rawValue))"
            if result.widgets.isEmpty, result.diagnostics.filter({ $0.severity == .error }).allSatisfy(WidgetLoadResult.saysNoWidget) {
                result.diagnostics = result.diagnostics.filter { $0.severity != .error }
                result.diagnostics.append(.warning(at: nil, "the \(label) target has no Lock Screen widget; it is left out"))
                result.exitStatus = .success
            }
            for index in result.widgets.indices { result.widgets[index].target = label }
            merged.widgets += result.widgets
            merged.pictureProblems += result.pictureProblems
            merged.widgetDiagnostics += result.widgetDiagnostics
            merged.entryOnlyDiagnostics += result.entryOnlyDiagnostics
            merged.skippedWidgetDiagnostics.formUnion(result.skippedWidgetDiagnostics)
            merged.unreadWidgets += result.unreadWidgets
            merged.pictureOnlyDiagnostics.formUnion(result.pictureOnlyDiagnostics)
            merged.diagnostics += result.diagnostics.filter { seen.insert($0).inserted }
            merged.sources.merge(result.sources) { first, _ in first }
            merged.inputs += result.inputs.filter { !merged.inputs.contains($0) }
            merged.viewCount += result.viewCount
            merged.controls += result.controls
            merged.exitStatus = max(merged.exitStatus, result.exitStatus)
        }
        merged.diagnostics = merged.diagnostics.orderedByPlace
        if merged.widgets.isEmpty || merged.diagnostics.hasErrors || merged.exitStatus != .success {
            merged.exitStatus = max(merged.exitStatus, .invalidInput)
            merged.widgets = []
            merged.pictureProblems = []
            merged.widgetDiagnostics = []
            merged.entryOnlyDiagnostics = []
        }
        merged.widget = merged.widgets.first
        return merged
    }

    /// Interprets source already in memory; `entries` nil means the widget has no entries file.
    public static func decode(text: String, path: String = "<text>", baseDirectory: String = ".",
                              entries: [TimelineEntry]? = nil, locale: PreviewLocale = .unitedStatesEnglish) -> WidgetLoadResult {
        switch SourceFile.decode(bytes: Array(text.utf8), emptyFileAdvice: emptyFileAdvice) {
        case .failure(let failure):
            return WidgetLoadResult(path: path, widget: nil, diagnostics: [failure.diagnostic], source: nil,
                                    viewCount: 0, exitStatus: failure.exitStatus)
        case .success(let source):
            let text = UncheckedBox(source)
            return LargeStack.run {
                interpret(SwiftUIProject(text: text.value, shownPath: path, folder: baseDirectory), path: path, isFolder: false,
                          entriesFile: entries.map { ("the entries", $0) }, locale: locale)
            }
        }
    }

    static func interpret(_ project: SwiftUIProject, path: String, isFolder: Bool,
                          entriesFile: (path: String, entries: [TimelineEntry])?, now: Date = Date(), locale: PreviewLocale = .unitedStatesEnglish,
                          families: Set<WidgetFamily>? = nil, requested: String? = nil) -> WidgetLoadResult {
        var report = LoadReport(mainPath: isFolder ? nil : path)
        report.diagnostics = project.diagnostics
        var pictureProblems: [PictureProblems] = []
        var controls: [LockScreenControl] = []
        func finished(_ widgets: [Widget], views: Int) -> WidgetLoadResult {
            let ordered = report.ordered
            let failed = widgets.isEmpty || ordered.hasErrors || project.exitStatus != .success
            let status = project.exitStatus != .success ? project.exitStatus : (failed ? .invalidInput : .success)
            var result = WidgetLoadResult(path: path, widget: failed ? nil : widgets.first, diagnostics: ordered,
                                          source: isFolder ? nil : project.files.first?.text, viewCount: views, exitStatus: status,
                                          widgets: failed ? [] : widgets, sources: project.sourceTexts)
            result.inputs = project.inputs
            result.controls = controls
            result.unreadWidgets = report.unwantedWidgets
            if !failed {
                result.pictureOnlyDiagnostics = report.pictureOnly
                result.pictureProblems = pictureProblems
                result.widgetDiagnostics = widgets.indices.map(report.raised(byWidget:))
                result.entryOnlyDiagnostics = widgets.indices.map(report.entryOnly(ofWidget:))
                result.skippedWidgetDiagnostics = report.raisedBySkipped
            }
            return result
        }
        if report.diagnostics.hasErrors || project.files.isEmpty { return finished([], views: 0) }
        let box = ProjectBox(project)
        controls = ControlReader(project: project, now: now, locale: locale).controls(into: &report)
        var unlisted: [WidgetCandidate.Unlisted] = []
        var candidates = WidgetCandidate.find(in: project.program, unlisted: &unlisted)
        for left in unlisted {
            // Named by `--widget`, it is previewed all the same: the person asked for it.
            if left.widget.name == requested {
                candidates.append(WidgetCandidate(origin: .widget(left.widget), name: left.widget.name))
                report.add(.warning, project.program.position(of: left.widget.syntax),
                           "\(left.widget.name) is not in the @main WidgetBundle \(left.bundle), so iOS does not offer it; it is previewed because --widget names it")
                continue
            }
            report.add(.warning, project.program.position(of: left.widget.syntax),
                       "\(left.widget.name) is not in the @main WidgetBundle \(left.bundle), so iOS does not offer it; it is not previewed (list it in \(left.bundle)'s body, or name it with --widget)")
        }
        if candidates.isEmpty {
            report.diagnostics.append(.error(at: nil, "no widget found: " + emptyFileAdvice))
            return finished([], views: 0)
        }
        var widgets: [Widget] = []
        var views = 0
        for candidate in candidates {
            report.currentWidget = widgets.count
            defer { report.currentWidget = nil }
            var builder = WidgetBuilder(box: box, candidate: candidate, entriesFile: entriesFile, now: now, locale: locale, path: path)
            builder.wantedFamilies = families
            guard let built = builder.build(into: &report) else {
                report.skip(widget: widgets.count)
                continue
            }
            var widget = built.widget
            widget.fontFiles = project.fontFiles
            widgets.append(widget)
            pictureProblems.append(built.problems)
            views += built.views
        }
        if widgets.isEmpty, report.unwantedWidgets == 0, !report.diagnostics.hasErrors {
            report.diagnostics.append(.error(at: nil, "no Lock Screen widget found: the widgets here support no accessory family (accessoryCircular, accessoryRectangular, accessoryInline)"))
        }
        return finished(widgets, views: views)
    }
}

/// The sources shared by every evaluation of a widget, on any thread; they are only read after loading.
final class ProjectBox: @unchecked Sendable {
    let project: SwiftUIProject
    init(_ project: SwiftUIProject) { self.project = project }
}

/// Collects a load's diagnostics, each said once, evaluator messages included, remembering which
/// were raised only while evaluating pictures (one family, one entry) so that a command that
/// shows one picture can leave out the others'.
struct LoadReport {
    /// The file the load is about; messages in other files name theirs.
    let mainPath: String?
    var diagnostics: [Diagnostic] = []
    private var said: Set<String> = []
    private var raisedByPictures: Set<Diagnostic> = []
    private var raisedOtherwise: Set<Diagnostic> = []
    /// The widget being read (its index among those read), while one is.
    var currentWidget: Int?
    /// Which widgets raised each diagnostic, said once or again.
    private var widgetsRaising: [Diagnostic: Set<Int>] = [:]

    init(mainPath: String?) { self.mainPath = mainPath }

    /// Adds an evaluation's messages; `fromPicture` when that evaluation drew one family and entry.
    mutating func add(_ messages: [Evaluator.Message], fromPicture: Bool = false) {
        for message in messages {
            let made = diagnostic(message)
            if fromPicture { raisedByPictures.insert(made) } else { raisedOtherwise.insert(made) }
            add(made)
        }
    }

    /// The diagnostics raised only while evaluating pictures: not the file's own.
    var pictureOnly: Set<Diagnostic> { raisedByPictures.subtracting(raisedOtherwise) }

    /// For each widget read (by `currentWidget`), the entries (numbers from 0) whose making
    /// raised each diagnostic: a provider's `getTimeline` reading the app's data says so for the
    /// timeline's entries, not for a `#Preview`'s.
    private var raisedByEntries: [Int: [Diagnostic: Set<Int>]] = [:]

    /// Adds the messages said while the entries `made` of the current widget were made.
    mutating func add(_ messages: [Evaluator.Message], madeEntries made: Range<Int>) {
        for message in messages {
            let made = made, diagnostic = diagnostic(message)
            raisedByEntries[currentWidget ?? 0, default: [:]][diagnostic, default: []].formUnion(made)
            add(diagnostic)
        }
    }

    /// The diagnostics the widget at `index` raised only while making some of its entries, with
    /// those entries: a command showing another entry leaves them out.
    func entryOnly(ofWidget index: Int) -> [Diagnostic: Set<Int>] {
        (raisedByEntries[index] ?? [:]).filter { !raisedOtherwise.contains($0.key) && !raisedByPictures.contains($0.key) }
    }

    mutating func add(_ severity: Diagnostic.Severity, _ position: SourcePosition, _ text: String) {
        add(diagnostic(Evaluator.Message(severity: severity, position: position, text: text)))
    }

    /// The diagnostics raised while the widget at `index` was read.
    func raised(byWidget index: Int) -> Set<Diagnostic> {
        Set(widgetsRaising.filter { $0.value.contains(index) }.keys)
    }

    /// A candidate that is not a Lock Screen widget (a Home Screen widget, a Live Activity, a
    /// body that is no configuration): what it raised concerns none of the pictures.
    /// Widgets left out because they support none of the families asked for (`SwiftUILoader.load(families:)`).
    var unwantedWidgets = 0

    mutating func skip(widget index: Int) {
        for key in widgetsRaising.keys where widgetsRaising[key]?.contains(index) == true {
            widgetsRaising[key]?.remove(index)
            raisedBySkipped.insert(key)
        }
    }

    /// The diagnostics raised while reading candidates that are not Lock Screen widgets.
    private(set) var raisedBySkipped: Set<Diagnostic> = []

    mutating func add(_ diagnostic: Diagnostic) {
        if let currentWidget { widgetsRaising[diagnostic, default: []].insert(currentWidget) }
        guard said.insert("\(diagnostic.path ?? "") \(diagnostic.location.map(\.description) ?? "") \(diagnostic.message)").inserted else { return }
        diagnostics.append(diagnostic)
    }

    /// An evaluator's message as a diagnostic of this load, naming its file when it is not the main one.
    func diagnostic(_ message: Evaluator.Message) -> Diagnostic {
        let position = message.position
        return Diagnostic(message.severity, at: SourceLocation(line: position.line, column: position.column), message.text,
                          path: position.path == mainPath ? nil : position.path, kind: message.kind, id: message.id)
    }

    var ordered: [Diagnostic] { diagnostics.orderedByPlace }
}

import Foundation
import ViewTree

/// The outcome of reading one widget file: the widget when it is valid, and every problem found.
public struct WidgetLoadResult: Sendable {
    public var path: String
    public var widget: Widget?
    public var diagnostics: [Diagnostic]
    /// The text, when it could be read, for showing source lines in messages.
    public var source: SourceText?
    /// How many views the file holds.
    public var viewCount: Int
    public var exitStatus: ExitStatus
    /// Every widget the input holds (a folder's `WidgetBundle` has several); `widget` is the first.
    public var widgets: [Widget]
    /// The text of the other files read, for diagnostics whose `path` names them.
    public var sources: [String: SourceText]
    /// Every file and folder the widget was read from (a SwiftUI extension's sources, entries
    /// and strings files, and their folders), for the live preview to watch; empty when the
    /// path itself is all there is.
    public var inputs: [String] = []
    /// The diagnostics raised only while evaluating a picture (a family and an entry) as the
    /// file was read, not by the file as a whole: a command showing one picture leaves them out.
    public var pictureOnlyDiagnostics: Set<Diagnostic> = []
    /// For each of `widgets`, its pictures' own diagnostics; empty for widget files, whose
    /// diagnostics are all the file's.
    public var pictureProblems: [PictureProblems] = []
    /// For each of `widgets`, the diagnostics raised while it was read (its configuration, its
    /// entries, its views); a diagnostic no widget raised is the input's own (a parse error).
    /// Empty for widget files.
    public var widgetDiagnostics: [Set<Diagnostic>] = []
    /// For each of `widgets`, the diagnostics raised only while making some of its entries (a
    /// provider's timeline reading the app's data), with those entries' numbers from 0: a
    /// picture of another entry leaves them out. Empty for widget files.
    public var entryOnlyDiagnostics: [[Diagnostic: Set<Int>]] = []
    /// The diagnostics raised while reading what turned out not to be a Lock Screen widget (a
    /// Home Screen widget, a Live Activity): `validate` lists them, a picture does not.
    public var skippedWidgetDiagnostics: Set<Diagnostic> = []
    /// The controls (iOS 18's `ControlWidget`s) the sources declare, read whether or not they
    /// hold a widget too: an arrangement's `controls` and `render --control` draw them.
    public var controls: [LockScreenControl] = []
    /// How many widgets were not read because they support none of the families asked for
    /// (`SwiftUILoader.load(families:)`): `check` says so.
    public var unreadWidgets = 0

    public init(path: String, widget: Widget?, diagnostics: [Diagnostic], source: SourceText?, viewCount: Int, exitStatus: ExitStatus,
                widgets: [Widget]? = nil, sources: [String: SourceText] = [:]) {
        self.path = path
        self.widget = widget
        self.diagnostics = diagnostics
        self.source = source
        self.viewCount = viewCount
        self.exitStatus = exitStatus
        self.widgets = widgets ?? (widget.map { [$0] } ?? [])
        self.sources = sources
    }

    /// The diagnostics a command that shows one picture prints: the file's own, and those raised
    /// while evaluating `widgets[widgetIndex]` in `family` for the entry at `entry` (from 0).
    /// Those only other widgets of the input (or what is no Lock Screen widget) raised, and those
    /// raised only while making other entries, are left out.
    public func diagnostics(ofPictureOf widgetIndex: Int, family: WidgetFamily, entry: Int,
                            views: [ActivityView] = [.lockScreen]) -> [Diagnostic] {
        guard pictureProblems.indices.contains(widgetIndex) else { return diagnostics }
        let own = widgetDiagnostics.indices.contains(widgetIndex) ? widgetDiagnostics[widgetIndex] : []
        let others = Set(widgetDiagnostics.indices.filter { $0 != widgetIndex }.flatMap { widgetDiagnostics[$0] })
            .union(skippedWidgetDiagnostics)
        let otherEntries = entryOnlyDiagnostics.indices.contains(widgetIndex)
            ? Set(entryOnlyDiagnostics[widgetIndex].filter { !$0.value.contains(entry) }.keys) : []
        var shown = diagnostics.filter {
            !pictureOnlyDiagnostics.contains($0) && !otherEntries.contains($0) && (own.contains($0) || !others.contains($0))
        }
        let known = Set(shown)
        shown += pictureProblems[widgetIndex].diagnostics(family: family, entry: entry, views: views).filter { !known.contains($0) }
        return shown.orderedByPlace
    }

    /// The widget a name picks, as `--widget`, an arrangement's `name:` and the live preview's
    /// picker name one: its display name or its type's name, either perhaps after its target
    /// (`Steps Watch Widgets/Steps`); of several, the first of the platform asked for (an
    /// iPhone's unless `forWatch`) that offers `family` when one is given (an app may name a
    /// Home Screen widget and a Lock Screen one alike). Without a name, the first of that platform.
    public func widgetIndex(named wanted: String?, forWatch: Bool = false, family: WidgetFamily? = nil) -> Int? {
        func isNamed(_ widget: Widget, _ name: String) -> Bool { widget.name == name || widget.typeName == name }
        func matches(_ widget: Widget) -> Bool {
            guard let wanted else { return true }
            if isNamed(widget, wanted) { return true }
            guard let slash = wanted.lastIndex(of: "/"), let target = widget.target else { return false }
            return target.hasPrefix(wanted[..<slash] + " (") && isNamed(widget, String(wanted[wanted.index(after: slash)...]))
        }
        let found = widgets.indices.filter { matches(widgets[$0]) }
        let offering = found.filter { family == nil || widgets[$0].families.contains(family!) }
        return offering.first { widgets[$0].isForWatch == forWatch } ?? found.first { widgets[$0].isForWatch == forWatch }
            ?? offering.first ?? found.first
    }

    /// The widgets of one platform (offering `family`, when given) that share the display name
    /// `wanted` when no widget's type has that name: `--widget` cannot tell them apart by it.
    /// Nil when it names one.
    public func widgetsSharing(name wanted: String?, forWatch: Bool = false, family: WidgetFamily? = nil) -> [Widget]? {
        guard let wanted, !widgets.contains(where: { $0.typeName == wanted }) else { return nil }
        let named = widgets.filter { $0.name == wanted && $0.isForWatch == forWatch && (family.map($0.families.contains) ?? true) }
        return named.count > 1 ? named : nil
    }

    /// Every diagnostic as `path:line:col: severity: message` with its source line.
    public var renderedDiagnostics: [String] { rendered(diagnostics) }

    /// `diagnostics` (this file's, or some of them) as `path:line:col: severity: message` with their source lines.
    public func rendered(_ diagnostics: [Diagnostic]) -> [String] {
        Diagnostic.renderedList(diagnostics, path: path) { diagnostic in
            guard let other = diagnostic.path else { return diagnostic.rendered(path: path, source: source) }
            return diagnostic.rendered(path: other, source: sources[other])
        }
    }

    /// The error for `widget` (read from this file) shown in a family it does not support,
    /// pointing at its `families:` list when the file has one.
    public func unsupportedFamilyMessage(_ widget: Widget, _ family: WidgetFamily) -> String {
        let supported = widget.families.map(\.rawValue).joined(separator: ", ")
        var message = "'\(widget.name)' does not support the \(family.rawValue) family; it supports \(supported)"
        if widget.families == [.activity] {
            message = "'\(widget.name)' is a Live Activity (ActivityConfiguration), not a widget of the \(family.rawValue) family; draw it with --activity lockscreen"
        } else if widget.familiesLocation != nil { message += widget.familiesFile == nil ? ", as its 'families' says" : " (its .supportedFamilies)" }
        return familiesError(widget, message)
    }

    /// `message` as an error at the place the widget's families are written (its `families:`
    /// or `.supportedFamilies`), else at the file.
    public func familiesError(_ widget: Widget, _ message: String) -> String {
        if let file = widget.familiesFile, file != path, let other = sources[file] {
            return Diagnostic.error(at: widget.familiesLocation, message).rendered(path: file, source: other)
        }
        return Diagnostic.error(at: widget.familiesLocation, message).rendered(path: path, source: source)
    }
}

/// Reads widget files: the one entry point from a path or text to a `Widget`.
public enum WidgetLoader {
    /// Reads and decodes a file; messages name it `displayPath` (default: the path as given).
    public static func load(path: String, displayPath: String? = nil) -> WidgetLoadResult {
        let shownPath = displayPath ?? path
        switch SourceFile.read(path: path) {
        case .failure(let failure):
            return WidgetLoadResult(path: shownPath, widget: nil, diagnostics: [failure.diagnostic], source: nil,
                                    viewCount: 0, exitStatus: failure.exitStatus)
        case .success(let source):
            let directory = (path as NSString).deletingLastPathComponent
            return decode(source, path: shownPath, baseDirectory: directory.isEmpty ? "." : directory)
        }
    }

    /// Decodes text already in memory; `baseDirectory` is where image paths start.
    public static func decode(text: String, path: String = "<text>", baseDirectory: String = ".") -> WidgetLoadResult {
        switch SourceFile.decode(bytes: Array(text.utf8)) {
        case .failure(let failure):
            return WidgetLoadResult(path: path, widget: nil, diagnostics: [failure.diagnostic], source: nil,
                                    viewCount: 0, exitStatus: failure.exitStatus)
        case .success(let source):
            return decode(source, path: path, baseDirectory: baseDirectory)
        }
    }

    static func decode(_ source: SourceText, path: String, baseDirectory: String) -> WidgetLoadResult {
        switch YAMLReader.parse(source) {
        case .failure(let diagnostic):
            return WidgetLoadResult(path: path, widget: nil, diagnostics: [diagnostic], source: source,
                                    viewCount: 0, exitStatus: .invalidInput)
        case .success(let root):
            var decoder = WidgetDecoder(baseDirectory: baseDirectory)
            let widget = decoder.decodeWidget(root)
            let ordered = decoder.diagnostics.orderedByLocation()
            return WidgetLoadResult(path: path, widget: widget, diagnostics: ordered, source: source,
                                    viewCount: decoder.viewCount, exitStatus: widget == nil ? .invalidInput : .success)
        }
    }
}

extension WidgetLoadResult {
    /// The beginnings of the errors a reader gives a source that holds no Lock Screen widget.
    static let noWidgetMessages = ["no widget found", "no Lock Screen widget found"]

    /// True for the error that says the source holds no Lock Screen widget.
    public static func saysNoWidget(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && noWidgetMessages.contains { diagnostic.message.hasPrefix($0) }
    }

    /// A source of iOS 18 controls and no widget (an extension of controls only): its only errors
    /// say there is no widget, which is no fault of it where controls are wanted.
    public var holdsOnlyControls: Bool {
        widgets.isEmpty && widget == nil && !controls.isEmpty
            && diagnostics.allSatisfy { $0.severity != .error || Self.saysNoWidget($0) }
    }

    /// The diagnostics, without the "no widget" error of a source that holds controls only.
    public var diagnosticsBesideControls: [Diagnostic] {
        holdsOnlyControls ? diagnostics.filter { !Self.saysNoWidget($0) } : diagnostics
    }
}

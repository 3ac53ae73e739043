import Foundation
import SwiftDiagnostics
import SwiftEvaluator
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Typography
import ViewTree
import WidgetFormat

/// The SwiftUI sources read together, as Xcode compiles a widget extension: one `.swift` file, or
/// every `.swift` file of a folder, with the folder's asset catalogs and strings.
struct SwiftUIProject {
    /// One source file as read: the path messages show and its text.
    struct SourceFileEntry {
        var shownPath: String
        var text: SourceText
    }

    let program: Program
    /// The platform the sources are compiled for (`#if os(watchOS)`); a watchOS widget without
    /// `.supportedFamilies` supports the watch's corner too.
    var platform: CompilationConditions.Platform { program.conditions.platform }
    var files: [SourceFileEntry] = []
    var assets = AssetCatalog()
    var strings = LocalizedStrings()
    /// Data files beside the sources, which `Bundle.main` finds.
    var resources = BundleResources()
    /// The font files the target bundles, from its folder and its resource folders.
    var fontFiles: [String] = []
    /// The names `.custom(name, size:)` finds among `fontFiles` (PostScript, full and family
    /// names), read once the files are known.
    var fontNames: Set<String> = []
    /// Which previews concern which widget, worked out once (every picture asks again).
    let previewRelevance = PreviewRelevance()
    /// Whether a source names `.accessoryCorner`: then widgets without `.supportedFamilies` get
    /// the watch's corner too.
    var namesAccessoryCorner: Bool {
        platform == .watchOS || previewRelevance.cornerMention { program.files.contains { $0.text.containsUTF8(".accessoryCorner") } }
    }
    /// Problems reading or parsing the files.
    var diagnostics: [Diagnostic] = []
    var exitStatus = ExitStatus.success
    /// The folder the sources are in.
    var folder: String
    /// The sources given, the strings files read, and the folders that hold them: what a live
    /// preview watches, so that a save in any of them (or a file added beside them) is seen.
    var inputs: [String] {
        let files = sourcePaths + strings.files
        let folders = files.map { ($0 as NSString).deletingLastPathComponent }.filter { !$0.isEmpty }
        return Array(NSOrderedSet(array: files + folders)).compactMap { $0 as? String }
    }
    /// The paths of the sources read.
    private(set) var sourcePaths: [String] = []

    /// The `.swift` files of a folder (recursively, sorted), leaving out tests, hidden folders and build products.
    /// `leftOut` hears of the sources not read (a FIFO, a link to a file or folder read already).
    static func sources(inFolder folder: String, leftOut: ((ProjectFiles.LeftOut) -> Void)? = nil) -> [String] {
        ProjectFiles.find(in: folder, recursive: true, leftOut: leftOut) { $0.lowercased().hasSuffix(".swift") }
            .filter { !$0.dropFirst(folder.count).contains("Tests/") }
    }

    /// Reads one file (`isFolder` false) or the sources of a folder (`files`, else every one);
    /// `shownPath` names the file or folder in messages.
    /// `leftOut` are the files a walk for `chosen` did not take, each said in a warning.
    /// `appFiles`, read after the others, yield to them where both declare a type
    /// (`Program.add(…, yieldsToDeclared:)`): the app's files that start a Live Activity.
    /// `libraryFiles` (local packages' sources), like files outside the folder, may be as large
    /// as library code is (`SourceFile.maximumLibraryBytes`).
    init(path: String, shownPath: String, isFolder: Bool, files chosen: [String]? = nil, leftOut given: [ProjectFiles.LeftOut] = [],
         platform: CompilationConditions.Platform = .iOS, resourceFolders: [ResourceFolder] = [], appFiles: [String] = [],
         libraryFiles: Set<String> = []) {
        program = Program(conditions: CompilationConditions(platform: platform))
        folder = isFolder ? path : ((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
        var leftOut = given
        let paths = (isFolder ? chosen ?? Self.sources(inFolder: path) { leftOut.append($0) } : [path]) + appFiles
        let yielding = Set(appFiles)
        sourcePaths = paths
        let absoluteFolder = URL(fileURLWithPath: path).standardizedFileURL.path
        for skipped in leftOut {
            let shown = Self.shownPath(of: skipped.path, folder: path, absoluteFolder: absoluteFolder, shownFolder: shownPath)
            diagnostics.append(Diagnostic(.warning, at: nil, skipped.reason, path: shown))
        }
        let read = paths.map { file in
            let shown = isFolder || yielding.contains(file)
                ? Self.shownPath(of: file, folder: path, absoluteFolder: absoluteFolder, shownFolder: shownPath) : shownPath
            let isLibrary = isFolder && ((!file.hasPrefix(path + "/") && !file.hasPrefix(absoluteFolder + "/")) || libraryFiles.contains(file))
            return (shown: shown, result: SourceFile.read(path: file, emptyFileAdvice: SwiftUILoader.emptyFileAdvice,
                                                          maximumBytes: isLibrary ? SourceFile.maximumLibraryBytes : SourceFile.maximumBytes))
        }
        // Parsing needs nothing of the others, so the files are parsed on every core; their
        // declarations are then added in order (a large extension's 4 MB: a sixth of its check).
        let texts = read.map { try? $0.result.get() }
        let parsed = LargeStack.map(count: texts.count, threads: ProcessInfo.processInfo.activeProcessorCount) { index in
            texts[index].map { ParsedSource($0) }
        }
        for (index, (file, source)) in zip(read, parsed).enumerated() {
            switch file.result {
            case .failure(let failure) where isFolder && failure.isEmpty:
                // An empty source among a folder's (Oscar°'s watch widget file) declares nothing.
                continue
            case .failure(let failure):
                var diagnostic = failure.diagnostic
                if isFolder { diagnostic.path = file.shown }
                diagnostics.append(diagnostic)
                exitStatus = max(exitStatus, failure.exitStatus)
            case .success(let text):
                add(text: text, parsed: source!, shownPath: file.shown, separatePath: isFolder, yieldsToDeclared: yielding.contains(paths[index]))
            }
        }
        assets = AssetCatalog(folder: folder, recursive: isFolder)
        strings = LocalizedStrings(folder: folder, recursive: isFolder)
        resources = BundleResources(folder: folder, recursive: isFolder)
        fontFiles = Self.fontFiles(in: folder, recursive: isFolder)
        let given = URL(fileURLWithPath: folder).standardizedFileURL.path
        var definitions = IntentDefinition.files(in: folder, recursive: isFolder)
        for extra in resourceFolders where !(isFolder && (extra.path == given || extra.path.hasPrefix(given + "/"))) {
            assets.merge(AssetCatalog(folder: extra.path, recursive: extra.recursive))
            strings.merge(LocalizedStrings(folder: extra.path, recursive: extra.recursive))
            resources.merge(BundleResources(folder: extra.path, recursive: extra.recursive))
            fontFiles += Self.fontFiles(in: extra.path, recursive: extra.recursive).filter { !fontFiles.contains($0) }
            definitions += IntentDefinition.files(in: extra.path, recursive: extra.recursive)
        }
        let shownFolder = isFolder ? shownPath : (shownPath as NSString).deletingLastPathComponent
        for problem in strings.problems {
            let shown = Self.shownPath(of: problem.path, folder: folder, absoluteFolder: URL(fileURLWithPath: folder).standardizedFileURL.path,
                                       shownFolder: shownFolder)
            diagnostics.append(Diagnostic(.warning, at: nil, "this strings file is not read whole: \(problem.reason); a key it does not give is drawn as it is written",
                                          path: shown))
        }
        addIntentClasses(from: definitions, shownFolder: shownFolder)
        fontNames = Set(fontFiles.flatMap { file in
            let names = FontFile.names(of: file)
            return names.exact + names.families
        })
    }

    /// The classes Xcode generates from the target's intent definitions, read as sources; a
    /// type declared already (the same file in two targets, a type of an imported module) is
    /// not declared again; extensions of its types are theirs.
    private mutating func addIntentClasses(from definitions: [String], shownFolder: String) {
        let absoluteFolder = URL(fileURLWithPath: folder).standardizedFileURL.path
        for path in definitions {
            guard let definition = IntentDefinition(path: path) else { continue }
            let fresh = definition.declarations.filter { program.types[$0.name] == nil }
            guard !fresh.isEmpty else { continue }
            let shown = Self.shownPath(of: path, folder: folder, absoluteFolder: absoluteFolder, shownFolder: shownFolder)
            let text = SourceText(text: fresh.map(\.swift).joined())
            add(text: text, parsed: ParsedSource(text), shownPath: shown + " (generated)", separatePath: true)
        }
    }

    /// The font files an app bundles (`UIAppFonts`, a package's resources): `.ttf`, `.otf`, `.ttc`.
    static func fontFiles(in folder: String, recursive: Bool) -> [String] {
        ProjectFiles.find(in: folder, recursive: recursive) { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
    }

    /// How messages name a file read for a folder: below the folder as the folder is shown; a
    /// file the Xcode project compiles from elsewhere relative to the current folder when it is
    /// below it, else by its absolute path.
    static func shownPath(of file: String, folder: String, absoluteFolder: String, shownFolder: String) -> String {
        for prefix in [folder, absoluteFolder] where file.hasPrefix(prefix + "/") {
            return (shownFolder as NSString).appendingPathComponent(String(file.dropFirst(prefix.count + 1)))
        }
        let current = FileManager.default.currentDirectoryPath
        return file.hasPrefix(current + "/") ? String(file.dropFirst(current.count + 1)) : file
    }

    /// Sources already in memory.
    init(text: SourceText, shownPath: String, folder: String) {
        program = Program()
        self.folder = folder
        add(text: text, parsed: ParsedSource(text), shownPath: shownPath, separatePath: false)
        assets = AssetCatalog(folder: folder, recursive: false)
    }

    private mutating func add(text: SourceText, parsed: ParsedSource, shownPath: String, separatePath: Bool, yieldsToDeclared: Bool = false) {
        files.append(SourceFileEntry(shownPath: shownPath, text: text))
        let lines = LineTable(text: text.original)
        func refuse(atOffset offset: Int, _ message: String) {
            let (line, column) = lines.lineAndColumn(ofOffset: offset)
            diagnostics.append(Diagnostic(.error, at: SourceLocation(line: line, column: column), message, path: separatePath ? shownPath : nil))
            exitStatus = max(exitStatus, .invalidInput)
        }
        let tree: SourceFileSyntax, tooDeep: Syntax?
        switch parsed {
        case .parsed(let parsedTree, let deep):
            (tree, tooDeep) = (parsedTree, deep)
        case .tooSlowToParse:
            // The longest line is where recovery takes longest.
            var longest = (offset: 0, length: 0), start = 0
            for (index, byte) in text.original.utf8.enumerated() where byte == UInt8(ascii: "\n") {
                if index - start > longest.length { longest = (start, index - start) }
                start = index + 1
            }
            return refuse(atOffset: longest.offset, "swift-syntax did not finish reading this file within \(NumberFormat.plain(ParsedSource.parseDeadline)) s "
                          + "(the longest line, here, is \(longest.length) bytes); is the file damaged? It was not read further")
        case .bracketsTooDeep(let offset):
            let utf8 = text.original.utf8
            if utf8[utf8.index(utf8.startIndex, offsetBy: offset)] == UInt8(ascii: "[") {
                return refuse(atOffset: offset, "square brackets nest more than \(BracketNesting.maximumSquareDepth) deep here; "
                              + "real code nests arrays two or three levels, so the source was not read further")
            }
            return refuse(atOffset: offset, "brackets and string interpolations nest more than \(BracketNesting.maximumDepth) deep here; "
                          + "real code nests a few levels, so the source was not read further")
        }
        program.add(path: shownPath, text: text.original, tree: tree, yieldsToDeclared: yieldsToDeclared)
        if let deep = tooDeep {
            return refuse(atOffset: deep.positionAfterSkippingLeadingTrivia.utf8Offset,
                          "the code nests more than \(SyntaxDepth.maximumDepth) levels deep here (each modifier or operator of a chain is a "
                          + "level or two); split the chain into smaller views")
        }
        guard tree.hasError else { return }
        let problems = ParseProblems.count(in: tree)
        if problems.count > ParseProblems.maximumReported, let first = problems.first {
            let many = problems.count > ParseProblems.maximumCounted ? "more than \(ParseProblems.maximumCounted)" : "\(problems.count)"
            return refuse(atOffset: first, "\(many) places in this file are not Swift the parser can read (the first is here); "
                          + "is it a Swift source? It was not read further")
        }
        for found in ParseDiagnosticsGenerator.diagnostics(for: tree) {
            let (line, column) = lines.lineAndColumn(ofOffset: found.position.utf8Offset)
            let severity: Diagnostic.Severity = found.diagMessage.severity == .error ? .error : .warning
            diagnostics.append(Diagnostic(severity, at: SourceLocation(line: line, column: column), found.message,
                                          path: separatePath ? shownPath : nil))
            if severity == .error { exitStatus = max(exitStatus, .invalidInput) }
        }
    }

    /// The texts of the files by the path messages show, for rendering diagnostics.
    var sourceTexts: [String: SourceText] {
        Dictionary(files.map { ($0.shownPath, $0.text) }, uniquingKeysWith: { a, _ in a })
    }
}

/// What can be found of a source before its declarations are added: whether its brackets nest
/// too deeply to parse, else its tree and whether that nests too deeply to evaluate.
enum ParsedSource: @unchecked Sendable {
    case bracketsTooDeep(offset: Int)
    /// swift-syntax did not finish within `parseDeadline`.
    case tooSlowToParse
    case parsed(SourceFileSyntax, tooDeep: Syntax?)

    /// How long swift-syntax may take to parse one file. A chosen limit: a megabyte of source
    /// parses in half a second here in release, but its recovery from some damage (200,000
    /// stray words on one line) takes the square of the line's length, minutes. A debug build's
    /// swift-syntax is 30 times slower.
    #if DEBUG
    static let parseDeadline = 150.0
    #else
    static let parseDeadline = 1.5
    #endif

    init(_ text: SourceText) {
        if let offset = BracketNesting.firstTooDeep(in: text.original) {
            self = .bracketsTooDeep(offset: offset)
            return
        }
        let source = text.original
        guard let tree = LargeStack.run(within: Self.parseDeadline, { Program.parse(source) }) else {
            self = .tooSlowToParse
            return
        }
        self = .parsed(tree, tooDeep: SyntaxDepth.firstTooDeep(in: tree))
    }
}

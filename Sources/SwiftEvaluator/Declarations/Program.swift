import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Every declaration of the source files read together, as a compiler sees one module: types
/// (with their extensions), free functions, global values, and the `#Preview` blocks.
public final class Program: @unchecked Sendable {
    /// One parsed file.
    public struct File: @unchecked Sendable {
        public var path: String
        public var text: String
        public var tree: SourceFileSyntax
        public var lines: LineTable
    }

    public private(set) var files: [File] = []
    /// Types by qualified name (`Provider.Entry`); top-level types are their own qualified name.
    public private(set) var types: [String: TypeDeclaration] = [:]
    /// Nested types by their own name (`Entry` for `OrdersWidget.Entry`). Swift sees them by that
    /// name only inside the types enclosing them, so `type(named:from:)` never answers with them;
    /// only look-ups that know no place fall back on a name declared exactly once.
    public private(set) var nestedTypes: [String: [TypeDeclaration]] = [:]
    /// Type names in the order they are declared.
    public private(set) var typeOrder: [String] = []
    /// Extensions of types the source does not declare, by the extended type's name.
    public private(set) var extensions: [String: TypeDeclaration] = [:]
    /// Type aliases declared at the top level (`typealias Entry = SimpleEntry`).
    public private(set) var typeAliases: [String: TypeSyntax] = [:]
    public private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    public private(set) var globals: [String: TypeDeclaration.StoredProperty] = [:]
    public private(set) var globalComputed: [String: TypeDeclaration.ComputedProperty] = [:]
    /// `#Preview` macro expansions, in file order.
    public private(set) var previews: [any FreestandingMacroExpansionSyntax] = []
    /// Top-level statements (a file that is a bare view expression).
    public private(set) var statements: [CodeBlockItemSyntax] = []
    /// `static let` values computed once for all the program's evaluations.
    public let sharedStatics = SharedStatics()
    private var fileByRoot: [SyntaxIdentifier: Int] = [:]
    /// A `private` or `fileprivate` type a file declares under a name another file's type has
    /// already: its name in that file (`WidgetView`) and the name it is kept under
    /// (`WidgetView@RangeWidget`), by file index. Swift keeps the two apart; code in that file
    /// finds its own.
    private var fileScopedNames: [Int: [String: String]] = [:]
    /// Type look-ups by name, kept until a declaration is added; evaluations on several threads share it.
    private var lookups: [String: TypeDeclaration?] = [:]
    /// The types that say they conform to a protocol, by its name; kept as `lookups` are.
    private var conformingTypes: [String: [TypeDeclaration]] = [:]
    private let lookupLock = NSLock()
    /// Whether any type or extension declares a subscript: subscripts of arrays and dictionaries,
    /// which evaluation meets often, look for declared ones only then.
    var declaresSubscripts = false
    /// The extensions of optional types by the computed properties they declare.
    private var optionalExtensionIndex: [String: [String: TypeDeclaration]] = [:]
    /// The extensions of aliases by the framework type aliased.
    private var aliasExtensionIndex: [String: [TypeDeclaration]] = [:]
    /// Written types and attribute names as text, by node: `trimmedDescription` rebuilds the
    /// node, and evaluation asks for the same few again for every value it converts.
    private var writtenTexts: [SyntaxIdentifier: String] = [:]
    /// The text of string literals' segments, escapes processed, by segment: finding it builds a
    /// literal of that segment alone, new syntax each time an interpolated string is evaluated.
    private var segmentTexts: [SyntaxIdentifier: String] = [:]
    private let writtenTextsLock = NSLock()

    /// The platform whose `#if` clauses are compiled.
    public let conditions: CompilationConditions

    public init(conditions: CompilationConditions = .iOS) {
        self.conditions = conditions
    }

    /// The message made for an undeclared name at a place, made once for every evaluation of
    /// the program: a place met again (each entry, family and environment is an evaluation of
    /// its own) reuses it instead of searching every name for a near one.
    private var unknownNameMessages: [SyntaxIdentifier: String] = [:]
    private let messageLock = NSLock()

    func unknownNameMessage(at place: SyntaxIdentifier) -> String? {
        messageLock.lock()
        defer { messageLock.unlock() }
        return unknownNameMessages[place]
    }

    func remember(unknownNameMessage message: String, at place: SyntaxIdentifier) {
        messageLock.lock()
        defer { messageLock.unlock() }
        unknownNameMessages[place] = message
    }

    /// Parses a file and adds its declarations; operators are folded as Swift's standard table says.
    @discardableResult
    public func add(path: String, text: String) -> SourceFileSyntax {
        add(path: path, text: text, tree: Self.parse(text))
    }

    /// A file's syntax tree, operators folded as Swift's standard table says. Needs nothing of a
    /// program, so the files of one can be parsed on several threads.
    public static func parse(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, swiftVersion: languageMode)
        let parsed = SourceFileSyntax.parse(from: &parser)
        return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    }

    /// The language mode sources are read in: Swift 5's, that of nearly every widget extension
    /// (Xcode's `SWIFT_VERSION = 5.0`), where what Swift 6 refuses, such as a space in
    /// `@available (iOS 13, *)`, is only a warning; Swift 6 code reads the same in it.
    public static let languageMode = Parser.SwiftVersion.v5

    /// Adds the declarations of a file parsed with `parse(_:)`. With `yieldsToDeclared`, a type,
    /// global or type alias the program declares already keeps its declaration (the file's is
    /// left out) while the file's extensions still add members: a file of another target (an
    /// app's) that holds its own copy of a type the extension declares.
    @discardableResult
    public func add(path: String, text: String, tree folded: SourceFileSyntax, yieldsToDeclared: Bool = false) -> SourceFileSyntax {
        files.append(File(path: path, text: text, tree: folded, lines: LineTable(text: text)))
        fileByRoot[Syntax(folded).id] = files.count - 1
        yieldingToDeclared = yieldsToDeclared
        defer { yieldingToDeclared = false }
        for item in folded.statements { readTopLevel(item) }
        return folded
    }

    /// True while a file that yields to declared types is read.
    private var yieldingToDeclared = false

    private func readTopLevel(_ item: CodeBlockItemSyntax) {
        switch item.item {
        case .decl(let declaration):
            if let function = declaration.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(function)
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                let holder = TypeDeclaration(name: "", kind: .extensionOnly, syntax: Syntax(variable))
                holder.read(variable)
                for property in holder.stored where !(yieldingToDeclared && globals[property.name] != nil) { globals[property.name] = property }
                for (name, property) in holder.computed where !(yieldingToDeclared && globalComputed[name] != nil) { globalComputed[name] = property }
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                if yieldingToDeclared, typeAliases[alias.name.text] != nil { return }
                typeAliases[alias.name.text] = alias.initializer.value
                if let extended = extensions[alias.name.text] { indexExtension(named: alias.name.text, extended) }
                forgetLookUps()
            } else if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
                if macro.macroName.text == "Preview" { previews.append(macro) }
            } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                if let clause = conditions.activeClause(of: conditional), case .statements(let items)? = clause.elements {
                    for inner in items { readTopLevel(inner) }
                }
                // Previews run in a Debug build: what `#if DEBUG` holds for them is read too,
                // where the Release build (the device's) compiles nothing else in its place.
                if let (clause, releaseHasOne) = conditions.debugOnlyClause(of: conditional), case .statements(let items)? = clause.elements {
                    for inner in items where Self.isPreviewData(inner, releaseHasOne: releaseHasOne) { readTopLevel(inner) }
                }
            } else {
                declare(declaration, prefix: "")
            }
        case .expr(let expression):
            if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                previews.append(macro)
                return
            }
            statements.append(item)
        case .stmt:
            statements.append(item)
        }
    }

    /// Whether a Debug-only declaration is read: a `#Preview` or a `PreviewProvider` always;
    /// where the Release build has no clause of its own, any declaration but a widget's (a widget
    /// only a Debug build has is not on a device's Lock Screen).
    static func isPreviewData(_ item: CodeBlockItemSyntax, releaseHasOne: Bool) -> Bool {
        if let macro = item.item.as(MacroExpansionExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self) {
            return macro.macroName.text == "Preview"
        }
        if let macro = item.item.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
        let conformances = item.item.as(DeclSyntax.self).flatMap { declaration in
            declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription }
        } ?? []
        if conformances.contains("PreviewProvider") { return true }
        return !releaseHasOne && !conformances.contains { widgetProtocols.contains($0) }
    }

    /// The protocols of what a Lock Screen shows: a Debug-only type conforming to one is not read.
    static let widgetProtocols: Set<String> = ["Widget", "WidgetBundle", "ControlWidget"]

    /// Declares a type or reads an extension; returns the type's name when it declared one.
    @discardableResult
    func declare(_ declaration: DeclSyntax, prefix: String) -> String? {
        let found: (String, TypeDeclaration.Kind, InheritanceClauseSyntax?, MemberBlockSyntax)?
        if let s = declaration.as(StructDeclSyntax.self) {
            found = (s.name.text, .structure, s.inheritanceClause, s.memberBlock)
        } else if let c = declaration.as(ClassDeclSyntax.self) {
            found = (c.name.text, .classType, c.inheritanceClause, c.memberBlock)
        } else if let e = declaration.as(EnumDeclSyntax.self) {
            found = (e.name.text, .enumeration, e.inheritanceClause, e.memberBlock)
        } else if let p = declaration.as(ProtocolDeclSyntax.self) {
            found = (p.name.text, .protocolType, p.inheritanceClause, p.memberBlock)
        } else if let a = declaration.as(ActorDeclSyntax.self) {
            found = (a.name.text, .actor, a.inheritanceClause, a.memberBlock)
        } else if let x = declaration.as(ExtensionDeclSyntax.self) {
            readExtension(x)
            return nil
        } else {
            found = nil
        }
        guard let (name, kind, inheritance, members) = found else { return nil }
        var qualified = prefix + name
        if prefix.isEmpty, types[name] != nil, Self.isFileScoped(declaration), let file = fileByRoot[declaration.root.id],
           types[name].flatMap({ fileByRoot[$0.syntax.root.id] }) != file {
            // No dot in it: dots separate a nested type's enclosing types.
            let stem = ((files[file].path as NSString).lastPathComponent as NSString).deletingPathExtension
            qualified = name + "@" + stem.replacingOccurrences(of: ".", with: "_")
            fileScopedNames[file, default: [:]][name] = qualified
        }
        if yieldingToDeclared, types[qualified] != nil { return nil }
        forgetLookUps()
        let declared: TypeDeclaration
        if let existing = extensions.removeValue(forKey: qualified) ?? extensions.removeValue(forKey: name) {
            existing.kind = kind
            existing.syntax = Syntax(declaration)
            declared = existing
        } else {
            declared = TypeDeclaration(name: qualified, kind: kind, syntax: Syntax(declaration))
        }
        declared.conformances += inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if let requirements = declaration.as(ProtocolDeclSyntax.self)?.genericWhereClause?.requirements {
            for requirement in requirements {
                if case .conformanceRequirement(let conformance) = requirement.requirement,
                   conformance.leftType.trimmedDescription == "Self" {
                    declared.conformances.append(conformance.rightType.trimmedDescription)
                }
            }
        }
        types[qualified] = declared
        if !prefix.isEmpty, !(nestedTypes[name] ?? []).contains(where: { $0 === declared }) {
            nestedTypes[name, default: []].append(declared)
        }
        typeOrder.append(qualified)
        declared.read(members, program: self)
        return name
    }

    /// Apple's modules: no local package provides them (a source importing only these costs no
    /// search of the repository), and code may write one before a type's name to qualify it
    /// (`extension SwiftUI.Font`, `SwiftData.Schema`).
    public static let appleModules: Set<String> = [
        "Swift", "SwiftUI", "WidgetKit", "Foundation", "UIKit", "AppKit", "WatchKit", "ClockKit", "Combine", "Charts",
        "AppIntents", "Intents", "IntentsUI", "ActivityKit", "CoreLocation", "MapKit", "CoreData", "SwiftData", "HealthKit",
        "EventKit", "os", "OSLog", "CoreGraphics", "CoreText", "CoreImage", "QuartzCore", "ImageIO", "AVFoundation",
        "Photos", "PhotosUI", "CloudKit", "StoreKit", "UserNotifications", "Contacts", "CoreMotion", "WeatherKit",
        "Network", "Security", "CryptoKit", "Dispatch", "Darwin", "Observation", "RegexBuilder", "UniformTypeIdentifiers",
        "SafariServices", "LinkPresentation", "CoreBluetooth", "NaturalLanguage", "Accelerate", "CoreML", "Vision",
        "MusicKit", "MediaPlayer", "PassKit", "TipKit", "GameKit", "XCTest", "Testing", "CoreTransferable", "CoreSpotlight",
        "BackgroundTasks", "AuthenticationServices", "LocalAuthentication", "SystemConfiguration", "ExtensionFoundation",
        "AlarmKit",
    ]

    private func readExtension(_ declaration: ExtensionDeclSyntax) {
        var name = declaration.extendedType.trimmedDescription
        // `extension SwiftUI.Font` extends `Font`, as the source's own code names it.
        if let dot = name.firstIndex(of: "."), Self.appleModules.contains(String(name[..<dot])) { name = String(name[name.index(after: dot)...]) }
        // `extension Optional where Wrapped == String` extends `String?`, as `extension String?` does.
        if name == "Optional", let wrapped = declaration.genericWhereClause?.requirements.lazy
            .compactMap({ $0.requirement.as(SameTypeRequirementSyntax.self) })
            .first(where: { $0.leftType.trimmedDescription == "Wrapped" })?.rightType.trimmedDescription {
            name = "Optional<\(wrapped)>"
        }
        forgetLookUps()
        let target: TypeDeclaration
        if let declared = types[name] {
            target = declared
        } else if let existing = extensions[name] {
            target = existing
        } else {
            target = TypeDeclaration(name: name, kind: .extensionOnly, syntax: Syntax(declaration))
            extensions[name] = target
        }
        target.conformances += declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        target.read(declaration.memberBlock, program: self)
        indexExtension(named: name, target)
    }

    /// The declaration of a type name written where nothing says which types enclose it:
    /// as written at the top level, else a type alias of any type, else a nested type of that
    /// name when only one type declares it.
    public func type(named name: String) -> TypeDeclaration? {
        cached(name, context: nil) {
            if let found = lookUp(name, context: nil, depth: 0) { return found }
            let text = Self.bareName(name)
            for declared in types.values {
                if let alias = declared.typeAliases[text] { return type(named: alias.trimmedDescription, from: declared.name) }
            }
            if let nested = nestedTypes[text], nested.count == 1 { return nested[0] }
            return nil
        }
    }

    /// The declaration a type name written in the file of `node` stands for at its top level:
    /// that file's own private type of the name, if it has one (see `fileScopedNames`), else the
    /// module's.
    public func type(named name: String, inFileOf node: some SyntaxProtocol) -> TypeDeclaration? {
        fileScoped(name, inFileOf: node) ?? type(named: name)
    }

    /// The private type a file keeps under its own name for `name` (see `fileScopedNames`).
    private func fileScoped(_ name: String, inFileOf node: some SyntaxProtocol) -> TypeDeclaration? {
        guard !fileScopedNames.isEmpty, let file = fileByRoot[node.root.id], let scoped = fileScopedNames[file]?[name] else { return nil }
        return types[scoped]
    }

    /// The declaration a type name written inside `context` (the qualified name of the type
    /// whose code it is) stands for, as Swift looks it up: the types enclosing the place,
    /// innermost first, then the module's top level (`Entry` inside `OrdersWidget.Provider` is
    /// `OrdersWidget.Entry`; `Text` inside a view is SwiftUI's even when `L10n.Rows.Text` exists).
    /// Dotted names resolve their first part so, then each member; type aliases are followed.
    public func type(named name: String, from context: String?) -> TypeDeclaration? {
        guard let context, !context.isEmpty else { return cached(name, context: nil) { lookUp(name, context: nil, depth: 0) } }
        return cached(name, context: context) { lookUp(name, context: context, depth: 0) }
    }

    private func forgetLookUps() {
        lookupLock.lock()
        lookups = [:]
        conformingTypes = [:]
        lookupLock.unlock()
    }

    /// The types whose own declaration or extensions name a protocol among their conformances,
    /// in declaration order (`PreviewProvider`: read for every widget, family and entry of an
    /// extension that declares thousands of types).
    public func typesDeclaring(conformanceTo name: String) -> [TypeDeclaration] {
        lookupLock.lock()
        defer { lookupLock.unlock() }
        if let found = conformingTypes[name] { return found }
        let found = typeOrder.compactMap { types[$0] }.filter { $0.conformances.contains(name) }
        conformingTypes[name] = found
        return found
    }

    private func cached(_ name: String, context: String?, _ find: () -> TypeDeclaration?) -> TypeDeclaration? {
        let key = context.map { $0 + " " + name } ?? name
        lookupLock.lock()
        if let cached = lookups[key] {
            lookupLock.unlock()
            return cached
        }
        lookupLock.unlock()
        let found = find()
        lookupLock.lock()
        lookups[key] = .some(found)
        lookupLock.unlock()
        return found
    }

    /// How many type aliases a look-up follows before it gives up (an alias naming itself).
    private static let maximumAliasDepth = 8

    private static func bareName(_ name: String) -> String {
        var text = name.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text
    }

    /// True for a declaration marked `private` or `fileprivate`.
    static func isFileScoped(_ declaration: DeclSyntax) -> Bool {
        guard let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    private func lookUp(_ name: String, context: String?, depth: Int) -> TypeDeclaration? {
        let text = Self.bareName(name)
        // A file's own private type of a name another file's type has too.
        if !fileScopedNames.isEmpty, let context, let owner = types[String(context.split(separator: ".").first ?? "")] ?? types[context],
           let scoped = fileScoped(String(text.split(separator: ".").first ?? ""), inFileOf: owner.syntax) {
            var current: TypeDeclaration? = scoped
            for part in text.split(separator: ".").dropFirst() { current = current.flatMap { member(String(part), of: $0.name, depth: depth) } }
            if let current { return current }
        }
        if context == nil, let found = types[text] { return found }
        let parts = text.split(separator: ".").map(String.init)
        guard let first = parts.first, depth < Self.maximumAliasDepth,
              var current = enclosing(first, context: context, depth: depth) ?? types[first] ?? topLevelAlias(first, depth: depth) else {
            return context == nil ? nil : types[text]
        }
        for part in parts.dropFirst() {
            guard let next = member(part, of: current.name, depth: depth) else { return types[text] }
            current = next
        }
        return current
    }

    private func topLevelAlias(_ name: String, depth: Int) -> TypeDeclaration? {
        typeAliases[name].flatMap { lookUp($0.trimmedDescription, context: nil, depth: depth + 1) }
    }

    /// A type name as the types enclosing `context` see it, innermost first.
    private func enclosing(_ name: String, context: String?, depth: Int) -> TypeDeclaration? {
        guard let context else { return nil }
        var owners = context.split(separator: ".").map(String.init)
        while !owners.isEmpty {
            if let found = member(name, of: owners.joined(separator: "."), depth: depth) { return found }
            owners.removeLast()
        }
        return nil
    }

    /// A type declared in `owner`, or an alias `owner` declares, followed from `owner`.
    private func member(_ name: String, of owner: String, depth: Int) -> TypeDeclaration? {
        if let found = types[owner + "." + name] { return found }
        if let alias = (types[owner] ?? extensions[owner])?.typeAliases[name] {
            return lookUp(alias.trimmedDescription, context: owner, depth: depth + 1)
        }
        return nil
    }

    /// The extensions of optional types (`extension Double?`, `extension Optional<Double>`) that
    /// declare a computed property `name`, by the optional type as `optionalTypeName` writes it;
    /// nil when none does.
    func optionalExtensions(declaring name: String) -> [String: TypeDeclaration]? {
        optionalExtensionIndex[name]
    }

    /// The extensions written on top-level aliases of a framework type, by the type's name:
    /// `extension Temperature { func plus(…) }` with `typealias Temperature =
    /// Measurement<UnitTemperature>` extends `Measurement` (of every unit, as the evaluator
    /// does not tell one specialisation from another).
    func aliasExtensions(of typeName: String) -> [TypeDeclaration] {
        aliasExtensionIndex[typeName] ?? []
    }

    /// Files an extension under the optional type or the aliased framework type it extends, as
    /// it is read (and again when the alias comes after it): the indexes are made while the
    /// sources are read, so evaluations, on several threads, only read them.
    private func indexExtension(named name: String, _ extended: TypeDeclaration) {
        let written = Self.optionalTypeName(name)
        if written.hasSuffix("?") {
            for member in extended.computed.keys { optionalExtensionIndex[member, default: [:]][written] = extended }
        }
        if types[name] == nil, let target = typeAliases[name] {
            let base = String(target.trimmedDescription.prefix { $0 != "<" })
            if types[base] == nil, base != name, !(aliasExtensionIndex[base] ?? []).contains(where: { $0 === extended }) {
                aliasExtensionIndex[base, default: []].append(extended)
            }
        }
    }

    /// An optional type's name as `Wrapped?` (`Optional<Double>` is `Double?`); other names as written.
    static func optionalTypeName(_ written: String) -> String {
        let trimmed = written.filter { !$0.isWhitespace }
        if trimmed.hasPrefix("Optional<"), trimmed.hasSuffix(">") { return String(trimmed.dropFirst(9).dropLast()) + "?" }
        return trimmed
    }

    /// Extensions that apply to a type name or any of its conformances, own declaration first.
    public func declarations(for typeName: String, conformances: [String] = []) -> [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        if let declared = types[typeName] { result.append(declared) }
        if let extended = extensions[typeName] { result.append(extended) }
        result += aliasExtensions(of: typeName)
        for conformance in conformances + (types[typeName]?.conformances ?? []) {
            if let declared = types[conformance], declared.kind == .protocolType, !result.contains(where: { $0 === declared }) {
                result.append(declared)
            }
            if let extended = extensions[conformance], !result.contains(where: { $0 === extended }) { result.append(extended) }
        }
        return result
    }

    /// Whether a declared type conforms to a protocol, directly or through protocols it conforms to.
    public func conforms(_ declaration: TypeDeclaration, to protocolName: String) -> Bool {
        var seen: Set<String> = []
        var queue = declaration.conformances
        while let next = queue.popLast() {
            var trimmed = Substring(next)
            for module in ["SwiftUI.", "WidgetKit."] where trimmed.hasPrefix(module) { trimmed = trimmed.dropFirst(module.count) }
            let name = String(trimmed)
            if name == protocolName { return true }
            guard seen.insert(name).inserted, let inherited = types[name] ?? extensions[name] else { continue }
            queue += inherited.conformances
        }
        return false
    }

    /// A node's source text without its surrounding trivia (`[String: Double]?`), kept once per node.
    public func text(of node: some SyntaxProtocol) -> String {
        let id = Syntax(node).id
        if let known = writtenTextsLock.withLock({ writtenTexts[id] }) { return known }
        let text = node.trimmedDescription
        writtenTextsLock.withLock { writtenTexts[id] = text }
        return text
    }

    /// What a text segment of a string literal stands for, its escapes processed (`\n`, `\u{…}`,
    /// raw strings' `\#n`), kept once per segment.
    func text(of segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) -> String {
        let id = segment.id
        if let known = writtenTextsLock.withLock({ segmentTexts[id] }) { return known }
        let single = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(segment)]))
        let text = single.representedLiteralValue ?? segment.content.text
        writtenTextsLock.withLock { segmentTexts[id] = text }
        return text
    }

    /// Where a node is written.
    public func position(of node: some SyntaxProtocol) -> SourcePosition {
        let root = Syntax(node).root
        guard let index = fileByRoot[root.id] else { return SourcePosition(path: "<source>", line: 0, column: 0) }
        let file = files[index]
        let (line, column) = file.lines.lineAndColumn(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourcePosition(path: file.path, line: line, column: column)
    }

    /// The file a node is written in.
    public func file(of node: some SyntaxProtocol) -> File? {
        fileByRoot[Syntax(node).root.id].map { files[$0] }
    }
}

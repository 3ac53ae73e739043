import Foundation
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// SwiftUI's and WidgetKit's vocabulary for the evaluator: views, modifiers, colours, fonts,
/// configurations and the environment of one evaluation.
final class SwiftUIHost: EvaluationHost {
    /// The environment the body is evaluated in.
    var environment: WidgetEnvironment {
        didSet { describedEnvironment = nil }
    }
    /// Statics that read the environment are shared among evaluations in the same environment.
    var sharingKey: String {
        if let describedEnvironment { return describedEnvironment }
        let described = String(describing: environment)
        describedEnvironment = described
        return described
    }
    private var describedEnvironment: String?
    /// The environment values the body read (`widgetFamily`, `widgetRenderingMode`, …).
    private(set) var readKeys: Set<String> = []
    /// The read key of the screen and slot (`UIScreen.main`, `context.displaySize`).
    static let displayKey = "display"
    let assets: AssetCatalog
    let strings: LocalizedStrings
    let resources: BundleResources
    /// Where a `Text(_:format:)` was written in the preview's locale as the body ran: an
    /// `.environment(\.locale, …)` around one says that SwiftUI writes it in its locale.
    var formattedTexts: Set<SourceLocation> = []
    /// The views of the source being expanded, outermost first: one that shows itself with the
    /// same values would never end.
    var expanding: [Value] = []
    /// How many views of the source this evaluation has expanded.
    var expandedViews = 0
    /// The most views of the source one evaluation expands: a chosen limit (SwiftUI has none),
    /// far above real widgets (43 widget extensions from public repositories expand at most a
    /// few) and low enough that a source whose views each show the next twice is stopped in
    /// about 50 ms instead of expanding 2^21 views.
    static let maximumExpandedViews = 1_000
    /// The SF Symbol names already warned of as placeholders, by file: one warning per name per file.
    var warnedSymbols: Set<String> = []
    /// The `UIGraphicsImageRenderer`s whose `image { … }` is running, innermost last.
    var activeImageRenderers: [ImageRendererValue] = []

    /// The names of the fonts the app bundles, which `.custom(name, size:)` is drawn in.
    let fontNames: Set<String>

    init(environment: WidgetEnvironment, assets: AssetCatalog, strings: LocalizedStrings, resources: BundleResources = BundleResources(),
         fontNames: Set<String> = []) {
        self.environment = environment
        self.assets = assets
        self.strings = strings.speaking(environment.locale)
        self.resources = resources
        self.fontNames = fontNames
    }

    static let viewTypes: Set<String> = [
        "Text", "Image", "Label", "Gauge", "ProgressView", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack",
        "Spacer", "ViewThatFits", "Group", "AccessoryWidgetBackground", "EmptyView", "Divider", "Color", "Circle", "Capsule",
        "Rectangle", "RoundedRectangle", "ContainerRelativeShape", "Ellipse", "UnevenRoundedRectangle", "ForEach", "Button",
        "Toggle", "Link", "AnyView", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient",
        "ContainerBackground", "Grid", "GridRow", "VGrid", "HGrid", "LazyVGrid", "LazyHGrid", "GeometryReader", "ContentUnavailableView", "Path",
    ]
    static let otherTypes: Set<String> = [
        "Font", "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration", "ActivityContent", "Timeline",
        "WidgetPreviewContext", "PreviewDevice", "EdgeInsets", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis",
        "TextAlignment", "WidgetFamily", "WidgetRenderingMode", "ColorScheme", "RedactionReasons", "UIColor", "UIFont",
        "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "ShapeStyle", "HierarchicalShapeStyle",
        "ContentMode", "Image.ResizingMode", "UnitPoint", "CGSize", "CGPoint", "CGRect", "WidgetCenter", "TimelineReloadPolicy",
        "GaugeStyle", "ProgressViewStyle", "Angle", "Animation", "UIImage", "NSLocalizedString", "UserDefaults", "GeometryProxy",
        "NSDictionary", "SFSymbol", "GridItem", "DynamicTypeSize", "TimelineEntryRelevance", "Material", "UIScreen",
    ]

    func providesType(_ name: String) -> Bool {
        Self.viewTypes.contains(name) || Self.otherTypes.contains(name) || Self.chartTypes.contains(name) || Self.controlTypes.contains(name)
            || GaugeStyleValue.styleTypes[name] != nil
    }

    var typeNames: [String] { Array(Self.viewTypes) }

    func frameworkOwning(_ name: String) -> String? { PlatformServices.framework(of: name) }

    func nearest(to name: String, among candidates: [String]) -> String? {
        EditDistance.nearest(to: name, in: candidates)
    }

    func construct(_ typeName: String, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        let reading = ValueReading(evaluator: evaluator, node: node, assets: assets)
        return try makeValue(typeName, arguments: arguments, reading: reading, at: node, in: evaluator)
    }

    /// `Entry` inside a timeline provider that declares no type of that name: WidgetKit's
    /// associated type, which Swift infers from `placeholder(in:)`'s return type.
    func inferredAssociatedType(_ name: String, of declaration: TypeDeclaration, in evaluator: Evaluator) -> String? {
        guard name == "Entry", declaration.conformances.contains(where: { $0.hasSuffix("TimelineProvider") }),
              let returned = declaration.methods["placeholder"]?.first?.signature.returnClause?.type.trimmedDescription,
              let declared = evaluator.program.type(named: returned, from: declaration.name) else { return nil }
        return declared.name
    }

    func staticMember(_ name: String, of typeName: String, at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        switch typeName {
        case "Color", "UIColor", "ShapeStyle", "HierarchicalShapeStyle":
            return (ValueReading.namedColor(name) ?? assets.color(symbol: name)).map { .host(SwiftUIValue.color($0)) }
        case "Font":
            return TextStyle(rawValue: name).map { .host(SwiftUIValue.font(FontSpec(style: $0))) }
        // `.standard`, or a suite another module declares (`.group`); not a type named inside an
        // extension of UserDefaults (`Bundle.main` there is Bundle's).
        case "UserDefaults" where name.first?.isLowercase == true:
            return .instance(Instance(typeName: "UserDefaults", fields: ["suiteName": .null], isReference: true))
        case "Bundle" where name == "main" || name == "module":
            return bundleValue()
        case "FileManager" where name == "default":
            return fileManagerValue()
        case "UIScreen" where name == "main":
            // The device's screen (`--device`): `bounds` in points, `nativeBounds` in pixels.
            readKeys.insert(Self.displayKey)
            let display = environment.display
            return .instance(Instance(typeName: "UIScreen", fields: [
                "bounds": Self.rectValue(0, 0, display.screenWidth, display.screenHeight),
                "nativeBounds": Self.rectValue(0, 0, display.screenWidth * display.scale, display.screenHeight * display.scale),
                "scale": .double(display.scale), "nativeScale": .double(display.scale),
            ], isReference: true))
        case "WidgetFamily":
            return .enumCase(EnumCaseValue(typeName: "WidgetFamily", caseName: name))
        case "Material":
            guard let fill = MaterialFill.color(named: name, ofMaterialType: true) else { return nil }
            evaluator.warn(node, MaterialFill.approximation("Material." + name))
            return .host(SwiftUIValue.color(fill))
        case "SFSymbol":
            // SFSafeSymbols' cases: `SFSymbol.flowchart.rawValue` is "flowchart".
            return .enumCase(EnumCaseValue(typeName: "SFSymbol", caseName: name, rawValue: .string(Self.symbolName(ofSafeSymbol: name))))
        case "WidgetRenderingMode":
            return .enumCase(EnumCaseValue(typeName: "WidgetRenderingMode", caseName: name))
        case _ where providesType(typeName):
            return .symbol(Symbol(name: name))
        default:
            return nil
        }
    }

    func staticMethod(_ name: String, of typeName: String, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        guard providesType(typeName) else { return nil }
        let symbol = Value.symbol(Symbol(name: name, arguments: arguments))
        let reading = ValueReading(evaluator: evaluator, node: node, assets: assets)
        if typeName == "Font", let font = reading.font(symbol) { return .host(SwiftUIValue.font(font)) }
        return symbol
    }

    func property(_ name: String, of value: Value, at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        if case .host(let hosted) = value, let configuration = hosted as? GaugeStyleConfigurationValue {
            return configuration.member(name)
        }
        if case .host(let axisValue as AxisValueProxy) = value { return axisValue.member(name) }
        // A renderer format is only handed on to `UIGraphicsImageRenderer(size:format:)`, which
        // draws at the screen's scale either way.
        if case .host(let hosted) = value, hosted is UIImageValue, name == "imageRendererFormat" { return .null }
        if case .instance(let instance) = value, instance.typeName == "Bundle", let found = bundleProperty(name, at: node, in: evaluator) {
            return found
        }
        switch value.swiftUI {
        case .redactionReasons(let reasons)?:
            if name == "isEmpty" { return .bool(reasons.isEmpty) }
        case .providerContext(let family)?:
            switch name {
            case "family": return .enumCase(EnumCaseValue(typeName: "WidgetFamily", caseName: ValueReading.familyName(family)))
            case "isPreview": return .bool(true)
            case "displaySize":
                // The slot on the device drawn (`--device`), as WidgetKit gives it.
                readKeys.insert(Self.displayKey)
                return .tuple([TupleElement(label: "width", value: .double(environment.display.slotWidth)),
                               TupleElement(label: "height", value: .double(environment.display.slotHeight))])
            case "environmentVariants": return .unknown("environmentVariants")
            default: break
            }
        case .timeline(let entries)?:
            if name == "entries" { return .array(entries) }
        case .color(let color)?:
            if name == "gradient" { return .host(SwiftUIValue.color(color)) }
        default:
            break
        }
        if case .enumCase(let e) = value, e.typeName == "WidgetFamily", name == "description" { return .string(e.caseName) }
        return nil
    }

    func method(_ name: String, of value: Value, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        let reading = ValueReading(evaluator: evaluator, node: node, assets: assets)
        if case .host(let hosted) = value, let image = hosted as? UIImageValue {
            if name == "draw", let recorded = recordDrawing(of: image) { return recorded }
            return uiImageMethod(name, of: image, arguments: arguments, reading: reading)
        }
        if case .host(let renderer as ImageRendererValue) = value {
            return try imageRendererMethod(name, of: renderer, arguments: arguments, at: node, in: evaluator)
        }
        if case .instance(let instance) = value, instance.typeName == "Bundle" {
            return bundleMethod(name, arguments, reading: reading, at: node, in: evaluator)
        }
        if case .instance(let instance) = value, instance.typeName == "FileManager" {
            return fileManagerMethod(name, arguments, reading: reading, at: node, in: evaluator)
        }
        if case .host(let path as PathValue) = value, let built = pathMethod(name, of: path, arguments, reading: reading) {
            return built
        }
        if case .instance(let instance) = value, instance.typeName == "CGRect" {
            return rectMethod(name, of: value, arguments, reading: reading)
        }
        if case .instance(let instance) = value, instance.typeName == "UserDefaults" {
            if name == "register", case .dictionary(let pairs)? = arguments.first?.value {
                var registered: [(key: Value, value: Value)] = []
                if case .dictionary(let earlier)? = instance.fields["registered"] { registered = earlier }
                registered += pairs
                instance.fields["registered"] = .dictionary(registered)
                return .void
            }
            if name.hasPrefix("set") || name == "removeObject" || name == "synchronize" { return .void }
            // Every value at once: what the app registered, on a fresh install.
            if name == "dictionaryRepresentation", arguments.isEmpty {
                guard case .dictionary(let registered)? = instance.fields["registered"] else {
                    evaluator.warn(node, "the app's UserDefaults are not available to the preview; dictionaryRepresentation() is empty, as on a fresh install")
                    return .dictionary([])
                }
                return .dictionary(registered)
            }
            let key = reading.string(arguments.first?.value) ?? "?"
            // A fresh install reads what the app registered (`register(defaults:)`).
            if case .dictionary(let registered)? = instance.fields["registered"],
               let found = registered.first(where: { $0.key.isEqual(to: .string(key)) })?.value {
                return found
            }
            // What Foundation gives for a key never set: 0, false, else nil.
            let fresh: (value: Value, shown: String) = switch name {
            case "integer": (.int(0), "0")
            case "double", "float": (.double(0), "0")
            case "bool": (.bool(false), "false")
            default: (.null, "nil")
            }
            evaluator.warn(node, "the app's UserDefaults are not available to the preview; \(name)(forKey: \"\(key)\") reads \(fresh.shown), as on a fresh install")
            return fresh.value
        }
        if let marks = chartMarks(in: value) {
            return chartContentModified(marks, name, arguments, reading: reading, at: node, in: evaluator)
        }
        if case .host(let axisValue as AxisValueProxy) = value, name == "as", case .type(let typeName)? = arguments.first?.value {
            return axisValue.converted(to: typeName)
        }
        if case .host(let hosted) = value, let configuration = hosted as? GaugeStyleConfigurationValue {
            return configuration.member(name)
        }
        switch value.swiftUI {
        case .redactionReasons(let reasons)?:
            if name == "contains", let reason = reading.symbolName(arguments.first?.value) { return .bool(reasons.contains(reason)) }
            return nil
        case .color(let color)?:
            if name == "opacity", let amount = reading.number(arguments.first?.value) {
                return .host(SwiftUIValue.color(.withOpacity(color, min(max(amount, 0), 1))))
            }
        case .font(let spec)?:
            return .host(SwiftUIValue.font(ValueReading.fontModified(spec, Symbol(name: name, arguments: arguments), reading)))
        case .configuration(let configuration)?:
            return .host(SwiftUIValue.configuration(configured(configuration, name, arguments, reading)))
        case .controlConfiguration?, .controlTemplate?:
            return controlModified(value.swiftUI!, name, arguments, reading)
        case .dynamicIsland(let parts)?:
            return .host(SwiftUIValue.dynamicIsland(islandModified(parts, name, arguments, reading: reading, at: node, in: evaluator)))
        case .gradient(let gradient)?:
            // `.opacity` keeps it a style (a fill that fades); other modifiers make it the view
            // it is when shown (`.frame`, `.blur`, `.mask`, each drawn or said as on any view).
            if name == "opacity", let amount = reading.number(arguments.first?.value) {
                return .host(SwiftUIValue.gradient(gradient.faded(by: amount)))
            }
        default:
            break
        }
        if case .host(let hosted) = value, var preview = hosted as? PreviewValue {
            if name == "previewDisplayName", case .string(let shown)? = arguments.first?.value {
                preview.name = shown
                return .host(preview)
            }
            if name.hasPrefix("preview") { return value }
            if name == "environment" {
                if Self.layoutDirection(arguments) != nil {
                    preview.content = try method(name, of: preview.content, arguments: arguments, at: node, in: evaluator) ?? preview.content
                    return .host(preview)
                }
                warnIfEnvironmentIsNotApplied(arguments, at: node, in: evaluator)
            }
            if case .ignored? = ModifierRegistry.disposition(of: name) { return value }
            preview.content = try method(name, of: preview.content, arguments: arguments, at: node, in: evaluator) ?? preview.content
            return .host(preview)
        }
        if let shape = try declaredShape(value, at: node, in: evaluator) {
            return try modified(shape, name, arguments, reading: reading, at: node, in: evaluator)
        }
        if case .instance = value, name == "previewContext", arguments.contains(where: { $0.label == "viewKind" }), let state = arguments.first?.value {
            // A Live Activity's older preview: `attributes.previewContext(state, isStale:, viewKind:)`.
            // Its `.content` view is the Lock Screen's; the island's kinds repeat the same state.
            let kind = arguments.first { $0.label == "viewKind" }?.value
            let isContent = reading.symbolName(kind) == "content"
            let context = ActivityContext.value(attributes: value, state: state, isStale: reading.bool(arguments.first { $0.label == "isStale" }?.value) ?? false)
            return .host(PreviewValue(content: context, family: .activity, isLockScreen: isContent, context: node))
        }
        if case .instance = value {
            // A preview's view is evaluated when it is drawn, in its family: the previews of other
            // families say nothing about this picture.
            if name == "previewContext", case .previewContext(let family)? = arguments.first?.value.swiftUI {
                return .host(PreviewValue(content: value, family: family, isLockScreen: family != nil, context: node))
            }
            let shown = try evaluator.viewValue(of: value, at: node)
            if case .instance = shown { return nil }
            return try method(name, of: shown, arguments: arguments, at: node, in: evaluator)
        }
        // A String's method the standard library lacks is no modifier: the evaluator says so and
        // draws a placeholder, where a Text of the word "Text" would pass for the widget's text.
        if case .string = value, ModifierRegistry.disposition(of: name) == nil { return nil }
        guard let view = try viewOrNil(value, at: node, in: evaluator) else { return nil }
        let made = try modified(view, name, arguments, reading: reading, at: node, in: evaluator)
        // A modified Divider is still one: the stack it is in gives it its thickness and direction.
        if case .view(_, .divider)? = value.swiftUI, case .view(let modifiedView, .plain)? = made?.swiftUI {
            return .view(modifiedView, role: .divider)
        }
        return made
    }

    /// Preview data made to agree with the family it is shown in: an entry made with
    /// `family: .systemSmall` and previewed as accessoryCircular is drawn with
    /// `.accessoryCircular`, as a device's provider passes `context.family`, where Xcode's canvas
    /// would draw the small widget's view squeezed into the circle. Said once, at the preview.
    func agreeing(_ value: Value, withFamily family: WidgetFamily, at node: Syntax, in evaluator: Evaluator) -> Value {
        let shown = ValueReading.familyName(family)
        var replaced: (path: String, caseName: String)?
        func agreed(_ value: Value, depth: Int) -> Value {
            guard depth < 3, case .instance(let instance) = value else { return value }
            var fields = instance.fields
            var changed = false
            for (name, field) in instance.fields.sorted(by: { $0.key < $1.key }) {
                var caseName: String?
                if case .enumCase(let named) = field, named.typeName == "WidgetFamily" { caseName = named.caseName }
                if case .symbol(let symbol) = field, symbol.chain.isEmpty, symbol.arguments == nil, Self.widgetFamilyNames.contains(symbol.name) {
                    caseName = symbol.name
                }
                if let caseName {
                    guard caseName != shown else { continue }
                    replaced = replaced ?? ("\(instance.typeName).\(name)", caseName)
                    fields[name] = .enumCase(EnumCaseValue(typeName: "WidgetFamily", caseName: shown))
                    changed = true
                } else if case .instance = field {
                    let inner = agreed(field, depth: depth + 1)
                    if case .instance(let made) = inner, case .instance(let old) = field, made !== old {
                        fields[name] = inner
                        changed = true
                    }
                }
            }
            guard changed else { return value }
            return .instance(Instance(typeName: instance.typeName, fields: fields, isReference: instance.isReference))
        }
        let result = agreed(value, depth: 0)
        if let replaced {
            evaluator.warn(node, "the preview's \(replaced.path) is .\(replaced.caseName) while it is shown as \(shown); it is drawn "
                + "with .\(shown), as a device's provider passes context.family (Xcode's canvas draws the .\(replaced.caseName) view here)")
        }
        return result
    }

    /// WidgetKit's `WidgetFamily` cases.
    static let widgetFamilyNames: Set<String> = [
        "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular",
        "accessoryInline", "accessoryCorner",
    ]

    /// `@ScaledMetric(relativeTo: .caption) var size = 12`: grown with the text size as the style is.
    func wrappedValue(_ value: Value, wrapper: String, arguments: [Argument], at node: Syntax, in evaluator: Evaluator) -> Value? {
        guard wrapper == "ScaledMetric", let number = value.number else { return nil }
        let named = arguments.first { $0.label == "relativeTo" }.flatMap { argument -> String? in
            if case .symbol(let symbol) = argument.value { return symbol.name }
            if case .enumCase(let value) = argument.value { return value.caseName }
            return nil
        }
        let style = named.flatMap { TextStyle(rawValue: $0 == "title1" ? "title" : $0) } ?? .body
        return .double(environment.widgetTextSize.scaled(number, relativeTo: style))
    }

    func environmentValue(_ keyPath: String, at node: Syntax, in evaluator: Evaluator) -> Value? {
        readKeys.insert(keyPath)
        switch keyPath {
        case "widgetFamily":
            return .enumCase(EnumCaseValue(typeName: "WidgetFamily", caseName: ValueReading.familyName(environment.family)))
        case "widgetRenderingMode":
            return .enumCase(EnumCaseValue(typeName: "WidgetRenderingMode", caseName: environment.renderingMode.rawValue))
        case "isLuminanceReduced":
            return .bool(environment.isLuminanceReduced)
        case "activityFamily":
            // `.medium` on the iPhone's Lock Screen, `.small` on the watch's Smart Stack.
            return .enumCase(EnumCaseValue(typeName: "ActivityFamily", caseName: environment.activityView == .smallFamily ? "small" : "medium"))
        case "redactionReasons":
            return .host(SwiftUIValue.redactionReasons(environment.isPrivacyRedacted ? ["privacy"] : []))
        case "colorScheme":
            return .enumCase(EnumCaseValue(typeName: "ColorScheme", caseName: "dark"))
        case "showsWidgetContainerBackground", "showsWidgetLabel":
            return .bool(false)
        case "widgetContentMargins":
            return .tuple(["top", "leading", "bottom", "trailing"].map { TupleElement(label: $0, value: .double(0)) })
        case "locale":
            // The preview's language and region (`--locale`), as `Locale.current` is.
            return (try? evaluator.library.staticMember("current", of: "Locale")) ?? nil
        case "calendar":
            return (try? evaluator.library.staticMember("current", of: "Calendar")) ?? nil
        case "timeZone":
            return (try? evaluator.library.staticMember("current", of: "TimeZone")) ?? nil
        case "dynamicTypeSize":
            return .enumCase(EnumCaseValue(typeName: "DynamicTypeSize", caseName: environment.widgetTextSize.rawValue))
        case "sizeCategory":
            // UIKit's names of the same sizes (`ContentSizeCategory`).
            return .enumCase(EnumCaseValue(typeName: "ContentSizeCategory", caseName: environment.widgetTextSize.contentSizeCategory))
        case "displayScale":
            return .double(environment.display.scale)
        case "levelOfDetail":
            return .symbol(Symbol(name: "default"))
        case "layoutDirection":
            // The preview's locale's direction: Arabic and Hebrew run right to left.
            return .enumCase(EnumCaseValue(typeName: "LayoutDirection", caseName: environment.locale.isRightToLeft ? "rightToLeft" : "leftToRight"))
        default:
            return nil
        }
    }

    func buildBlock(_ values: [Value], at node: Syntax, in evaluator: Evaluator) -> Value {
        let previews = values.contains { if case .host(let h) = $0, h is PreviewValue { return true }; return false }
        let views = values.filter { isViewLike($0, evaluator) }
        if previews || views.count != values.count { return .array(values) }
        return .view(View(.group((try? values.map { try view($0, at: node, in: evaluator) }) ?? []), location: nil))
    }

    /// Whether a value shows as a view: SwiftUI views, colours, and views the source declares.
    func isViewLike(_ value: Value, _ evaluator: Evaluator) -> Bool {
        switch value {
        case .host(let hosted):
            if let swiftUI = hosted as? SwiftUIValue {
                switch swiftUI {
                case .view, .color, .gradient: return true
                default: return false
                }
            }
            return false
        case .instance(let instance): return evaluator.program.type(named: instance.typeName).map { evaluator.program.conforms($0, to: "View") } ?? false
        case .unknown, .array: return true
        default: return false
        }
    }

    func binary(_ op: String, _ left: Value, _ right: Value, at node: Syntax, in evaluator: Evaluator) throws -> Value? {
        guard op == "+", case .view(let a, _)? = left.swiftUI, case .view(let b, _)? = right.swiftUI,
              case .text(let first) = a.kind, case .text(let second) = b.kind else { return nil }
        // A value the preview could not compute (its stand-in, warned where it was made) joined
        // to real text: the whole Text is drawn as a placeholder, never the stand-in's figures as words.
        // (`.redacted` does not make a Text in Swift, so only a stand-in, or a Text joined to one, has it here.)
        let standIn = [a, b].contains { $0.modifiers.contains(.redacted(.placeholder)) }
        let textModifiers: Set<String> = ["font", "foregroundStyle", "bold", "italic", "monospacedDigit", "underline", "strikethrough"]
        if !standIn, let other = (a.modifiers + b.modifiers).first(where: { !textModifiers.contains($0.name) }) {
            evaluator.warn(node, "'+' joins Text values, and .\(other.name) makes a view that is not Text (Swift does not compile this); the preview leaves .\(other.name) out")
        }
        try evaluator.charge(first.count + second.count, at: node)
        if standIn {
            // As a stand-in interpolated into a string makes the whole Text one.
            var joined = View.standIn(at: a.location)
            joined.modifiers += a.modifiers.filter { textModifiers.contains($0.name) }
            return .view(joined)
        }
        return .view(View(.text(Self.styledRuns(first, a.modifiers) + Self.styledRuns(second, b.modifiers)), location: a.location))
    }

    /// A Text's runs with its text modifiers folded into their styles, for `Text + Text`.
    static func styledRuns(_ runs: [TextRun], _ modifiers: [Modifier]) -> [TextRun] {
        guard !modifiers.isEmpty else { return runs }
        return runs.map { run in
            var run = run
            for modifier in modifiers {
                switch modifier {
                case .font(let f): run.style.font = run.style.font ?? f
                case .foregroundStyle(let c): run.style.foreground = run.style.foreground ?? c
                case .bold(let b): run.style.bold = run.style.bold ?? b
                case .italic(let i): run.style.italic = run.style.italic ?? i
                case .monospacedDigit(let m): run.style.monospacedDigit = run.style.monospacedDigit ?? m
                case .underline(let line): run.style.underline = run.style.underline ?? line
                case .strikethrough(let line): run.style.strikethrough = run.style.strikethrough ?? line
                default: break
                }
            }
            return run
        }
    }

    func interpolate(_ value: Value, options: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> String? {
        if let style = options.first(where: { $0.label == "style" }), case .date(let date) = value,
           let name = ValueReading(evaluator: evaluator, node: node, assets: assets).symbolName(style.value), let dateStyle = DateStyle(rawValue: name) {
            return DateText.format(date, style: dateStyle, now: environment.now, timeZone: environment.timeZone, locale: environment.locale)
        }
        if case .view(let view, _)? = value.swiftUI, case .text(let runs) = view.kind {
            return runs.map { ViewResolver(environment: environment, entry: TimelineEntry(values: [:])).text(of: $0.piece) }.joined()
        }
        // `Text("\(Image(systemName: "sun.max")) Daylight")`: the symbol, marked in the string
        // until the Text's runs are made (`textRuns(of:)`).
        if case .view(let view, _)? = value.swiftUI, case .image(let image) = view.kind {
            if case .symbol(let name) = image.source { return Self.symbolMark(name) }
            evaluator.warn(node, "an image inside Text is drawn as \(Self.imageInTextStandIn), not as the image (SF Symbols are drawn)")
            return Self.imageInTextStandIn
        }
        return nil
    }

    /// What an image other than an SF Symbol interpolated into a `Text` is drawn as: a dot the
    /// size of a letter.
    static let imageInTextStandIn = "●"

    /// An SF Symbol interpolated into a string, between two of Unicode's interlinear annotation
    /// marks (characters text never carries), until `textRuns(of:)` makes it a run of its own.
    static func symbolMark(_ name: String) -> String { "\u{FFF9}" + name + "\u{FFFB}" }

    /// A Text's string as runs: its letters, and each SF Symbol interpolated into it.
    static func textRuns(of text: String) -> [TextRun] {
        guard text.contains("\u{FFF9}") else { return [.literal(text)] }
        var runs: [TextRun] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "\u{FFF9}"), let end = rest[start...].firstIndex(of: "\u{FFFB}") {
            if start > rest.startIndex { runs.append(.literal(String(rest[..<start]))) }
            runs.append(TextRun(piece: .symbol(String(rest[rest.index(after: start)..<end]))))
            rest = rest[rest.index(after: end)...]
        }
        if !rest.isEmpty { runs.append(.literal(String(rest))) }
        return runs
    }
}

/// A preview's view and the family it is shown in (`.previewContext(WidgetPreviewContext(family:))`),
/// with the name `.previewDisplayName` gives it.
struct PreviewValue: HostValue {
    var content: Value
    var family: WidgetFamily?
    var name: String? = nil
    /// False for previews in Home Screen families no Lock Screen shows (`.systemMedium`), which are not
    /// Lock Screen entries.
    var isLockScreen: Bool
    /// Where `.previewContext(…)` is written: what is said about the preview's data is said there.
    var context: Syntax? = nil
    var typeName: String { "Preview" }
    var conformances: [String] { ["View"] }
    func isEqual(to other: any HostValue) -> Bool { false }
}

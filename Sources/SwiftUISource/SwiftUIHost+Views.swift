import Foundation
import Localization
import SwiftEvaluator
import SwiftSyntax
import ViewTree

/// SwiftUI's views and values made from their initialisers' evaluated arguments.
extension SwiftUIHost {
    func makeValue(_ typeName: String, arguments: [Argument], reading: ValueReading, at node: Syntax,
                   in evaluator: Evaluator) throws -> Value? {
        let location = Self.location(of: node, in: evaluator)
        func view(_ kind: ViewKind, role: SwiftUIValue.ViewRole = .plain) -> Value { .view(View(kind, location: location), role: role) }
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        func content(_ label: String? = nil) throws -> [View] {
            guard let given = argument(label) ?? (label == "content" ? argument(nil) : nil) else { return [] }
            return try views(from: given, at: node, in: evaluator)
        }
        func single(_ label: String) throws -> View? {
            guard let given = argument(label) else { return nil }
            return combined(try views(from: given, at: node, in: evaluator))
        }
        // An Image made by an initializer SwiftUI does not have is one placeholder, said by `image(…)`.
        let isUnknownImage = typeName == "Image" && !Self.namesImageSource(arguments)
        if let accepted = Self.argumentLabels[typeName], !isUnknownImage {
            for given in arguments.compactMap(\.label) where !accepted.contains(given) {
                let near = EditDistance.nearest(to: given, in: Array(accepted))
                evaluator.warn(node, "\(typeName) has no argument '\(given):'" + (near.map { "; did you mean '\($0):'?" } ?? "") + " It is ignored")
            }
        }
        switch typeName {
        case "Text":
            guard let runs = try textRuns(arguments, reading: reading, at: node, in: evaluator) else { return .view(Self.placeholder(at: location)) }
            if let standIn = StandInScripts.message(for: runs) { evaluator.warn(node, standIn) }
            return view(.text(runs))
        case "Image":
            if let name = reading.string(arguments.first { $0.label == nil || $0.label == "decorative" }?.value),
               assets.image(named: name) == nil, assets.isAppIconSet(name) {
                // The app's icon is an app icon set, not an image set: `Image("AppIcon")` is empty.
                evaluator.warn(node, "'\(name)' is an app icon set, which Image(_:) does not find (only image sets); iOS draws nothing for it, and so does the preview")
                return view(.empty)
            }
            if let name = reading.string(arguments.first { $0.label == nil || $0.label == "decorative" }?.value),
               assets.image(named: name) == nil, assets.holdsImages {
                // `Image("name")` for a name the asset catalogs lack is an empty image on iOS.
                evaluator.warn(node, "no image '\(name)' in the asset catalogs read, nor as \(name).png beside the source; iOS draws nothing for a name its catalogs lack, and so does the preview")
                return view(.empty)
            }
            // `Image(.logo)`: a generated symbol no image set of the catalogs read has (one that
            // lists no file has no symbol's image either) is an empty image, as for a name.
            if case .symbol(let symbol)? = arguments.first(where: { $0.label == nil })?.value, arguments.count == 1,
               symbol.arguments == nil, symbol.chain.isEmpty, assets.image(symbol: symbol.name) == nil, assets.holdsImages,
               evaluator.program.extensions["ImageResource"] == nil {
                evaluator.warn(node, "no image set in the asset catalogs read gives the symbol '.\(symbol.name)' an image; iOS draws nothing for it, and so does the preview")
                return view(.empty)
            }
            return view(.image(image(arguments, reading: reading, at: node, in: evaluator)))
        case "ContentUnavailableView":
            return try contentUnavailable(arguments, reading: reading, location: location, at: node, in: evaluator)
        case "UIImage", "NSImage":
            return uiImage(arguments, reading: reading, at: node, in: evaluator)
        case "UIGraphicsImageRenderer":
            return makeImageRenderer(arguments, reading: reading)
        case "DisplayRepresentation":
            // AppIntents' title and subtitle of an entity or enum case, which widgets show as text.
            let fields = ["title", "subtitle"].map { label in
                (label, localizedResource(arguments.first { $0.label == label || (label == "title" && $0.label == nil) }?.value, reading: reading)
                    .map(Value.string) ?? .null)
            }
            return .instance(Instance(typeName: "DisplayRepresentation", fields: Dictionary(uniqueKeysWithValues: fields), isReference: false))
        case "ActivityContent":
            // ActivityKit's content of a started or updated Live Activity: its state, kept as given.
            var fields: [String: Value] = [:]
            for label in ["state", "staleDate", "relevanceScore"] { fields[label] = argument(label) ?? .null }
            return .instance(Instance(typeName: "ActivityContent", fields: fields, isReference: false))
        case "LocalizedStringResource":
            return localizedResource(.symbol(Symbol(name: "init", arguments: arguments)), reading: reading).map(Value.string)
        case "Label":
            var title: [View] = []
            var icon: [View] = []
            if let text = reading.string(argument(nil)) {
                let runs = [TextRun.literal(localized(text, table: nil, in: evaluator, isLiteral: Self.writesLiteral(node)))]
                if let standIn = StandInScripts.message(for: runs) { evaluator.warn(node, standIn) }
                title = [View(.text(runs), location: location)]
            } else if let given = argument("title") ?? argument(nil) {
                title = try views(from: given, at: node, in: evaluator)
                if title.count > 1 {
                    evaluator.warn(node, "this Label's title is \(title.count) views, drawn in a row after its icon; "
                        + "how iOS lays out a title of several views is not known here")
                }
            }
            if let symbol = reading.string(argument("systemImage")) {
                icon = [View(.image(symbolImage(symbol, at: node, in: evaluator)), location: location)]
            } else if let safe = reading.symbolName(argument("systemSymbol")) {
                icon = [View(.image(symbolImage(Self.symbolName(ofSafeSymbol: safe), at: node, in: evaluator)), location: location)]
            } else if let name = reading.string(argument("image")) {
                icon = [View(.image(namedImage(name, at: node, in: evaluator)), location: location)]
            } else if let given = argument("icon") {
                icon = try views(from: given, at: node, in: evaluator)
            }
            return view(.stack(StackView(kind: .hstack, spacing: 4, children: icon + title)), role: .plain)
        case "Gauge":
            return view(.gauge(try gauge(arguments, reading: reading, at: node, in: evaluator)))
        case _ where GaugeStyleValue.styleTypes[typeName] != nil:
            let tint = argument("tint").flatMap { reading.color($0) }
            return .host(GaugeStyleValue(style: GaugeStyleValue.styleTypes[typeName]!, tint: tint))
        case "ProgressView":
            return try progressView(arguments, reading: reading, location: location, at: node, in: evaluator)
        case "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack":
            let kind: StackView.Kind = typeName.hasSuffix("HStack") ? .hstack : typeName.hasSuffix("VStack") ? .vstack : .zstack
            var stack = StackView(kind: kind, children: [])
            switch kind {
            case .hstack:
                if let name = reading.symbolName(argument("alignment")), let vertical = VerticalAlignment(rawValue: name) {
                    stack.alignment = Alignment(horizontal: .center, vertical: vertical)
                }
            case .vstack:
                if let name = reading.symbolName(argument("alignment")), let horizontal = HorizontalAlignment(rawValue: name) {
                    stack.alignment = Alignment(horizontal: horizontal, vertical: .center)
                }
            case .zstack, .grid, .gridRow:
                stack.alignment = reading.alignment(argument("alignment")) ?? .center
            }
            stack.spacing = reading.number(argument("spacing"))
            let given = argument("content") ?? arguments.last(where: { $0.label == nil })?.value
            stack.children = try given.map { try views(from: $0, at: node, in: evaluator, dividerAxis: kind == .hstack ? .vertical : .horizontal) } ?? []
            return view(.stack(stack))
        case "Spacer":
            return view(.spacer(minLength: reading.number(argument("minLength"))), role: .spacer)
        case "ViewThatFits":
            var axes: Set<Axis> = [.horizontal, .vertical]
            if let name = reading.symbolName(argument("in")), let axis = Axis(rawValue: name) { axes = [axis] }
            let children = try content("content")
            return view(children.isEmpty ? .empty : .viewThatFits(axes: axes, children: children))
        case "GeometryReader":
            guard case .function(let function)? = argument("content") ?? arguments.last(where: { $0.label == nil })?.value else {
                return view(.empty)
            }
            return view(.geometryReader(geometryContent(function, at: node, in: evaluator)))
        case "GridRow":
            // A row of a `Grid`: its cells, one a column (a GridRow outside a Grid is an HStack).
            let given = argument("content") ?? arguments.last(where: { $0.label == nil })?.value
            let cells = try given.map { try views(from: $0, at: node, in: evaluator, dividerAxis: .vertical) } ?? []
            var row = StackView(kind: .gridRow, children: cells)
            if let name = reading.symbolName(argument("alignment")), let vertical = VerticalAlignment(rawValue: name) {
                row.alignment = Alignment(horizontal: .center, vertical: vertical)
            }
            return view(.stack(row))
        case "Group", "AnyView", "Link", "Button":
            let given = argument("content") ?? argument("label") ?? arguments.last(where: { $0.label == nil })?.value
            if typeName == "AnyView", let given { return given }
            if (typeName == "Button" || typeName == "Link"), let title = reading.string(argument(nil)) {
                return view(.text([.literal(localized(title, table: nil, in: evaluator, isLiteral: Self.writesLiteral(node)))]))
            }
            if typeName == "Group", let given, case .function(let function) = given, let builder = function.builder {
                // Built once: building again for the views made nested Groups cost 2ⁿ.
                let values = try builder([])
                if values.contains(where: { if case .host(let h) = $0, h is PreviewValue { return true }; return false }) {
                    return .array(values)
                }
                return view(.group(try values.flatMap { try views(from: $0, at: node, in: evaluator) }))
            }
            return view(.group(try given.map { try views(from: $0, at: node, in: evaluator) } ?? []))
        case "Grid":
            // Its rows (GridRows, and other views, which span every column) with aligned columns.
            return view(.stack(StackView(kind: .grid, alignment: reading.alignment(argument("alignment")) ?? .center,
                                         spacing: reading.number(argument("verticalSpacing")),
                                         columnSpacing: reading.number(argument("horizontalSpacing")), children: try content("content"))))
        case "LazyVGrid", "LazyHGrid":
            return try lazyGrid(typeName, arguments, reading: reading, at: node, in: evaluator)
        case "GridItem":
            return gridItem(arguments)
        case "VGrid", "HGrid":
            let rows = try content("content")
            return view(.stack(StackView(kind: typeName == "HGrid" ? .hstack : .vstack, spacing: reading.number(argument("verticalSpacing")), children: rows)))
        case "Toggle":
            var label = try argument("content").map { try views(from: $0, at: node, in: evaluator) } ?? []
            if label.isEmpty, let title = reading.string(argument(nil)) { label = [View(.text([.literal(localized(title, table: nil, in: evaluator, isLiteral: Self.writesLiteral(node)))]))] }
            if label.isEmpty, let given = arguments.last(where: { $0.label == nil })?.value, case .function = given {
                label = try views(from: given, at: node, in: evaluator)
            }
            let isOn = reading.bool(argument("isOn")) ?? false
            let knob = View(.shape(ShapeView(shape: .capsule, fill: isOn ? .accent : .hierarchical(level: 2))),
                            modifiers: [.frame(FrameSpec(width: 26, height: 16))], location: location)
            return view(.stack(StackView(kind: .hstack, children: label + [View(.spacer(minLength: 4)), knob])))
        case "ForEach":
            return try forEach(arguments, at: node, in: evaluator)
        case "AccessoryWidgetBackground":
            return view(.accessoryWidgetBackground)
        case "EmptyView":
            return view(.empty)
        case "Divider":
            return view(.shape(ShapeView(shape: .rectangle, fill: .hierarchical(level: 2))), role: .divider)
        case "Color":
            return try color(arguments, reading: reading, at: node, in: evaluator).map { .host(SwiftUIValue.color($0)) }
        case "Circle", "Ellipse":
            return view(.shape(ShapeView(shape: .circle)))
        case "Capsule":
            return view(.shape(ShapeView(shape: .capsule)))
        case "Rectangle":
            return view(.shape(ShapeView(shape: .rectangle)))
        case "ContainerRelativeShape":
            return view(.shape(ShapeView(shape: .containerRelative)))
        case "RoundedRectangle", "UnevenRoundedRectangle":
            let radius = reading.number(argument("cornerRadius")) ?? reading.number(argument("topLeadingRadius")) ?? 8
            return view(.shape(ShapeView(shape: .roundedRectangle(cornerRadius: radius))))
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient":
            return .host(SwiftUIValue.gradient(reading.gradient(typeName, arguments)))
        case "Font":
            return .host(SwiftUIValue.font(FontSpec(style: .body)))
        case _ where Self.controlTypes.contains(typeName):
            return controlValue(typeName, arguments: arguments, reading: reading)
        case "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration":
            let closure: Function? = arguments.reversed().compactMap { argument -> Function? in
                if case .function(let f) = argument.value, argument.label == nil || argument.label == "content" { return f }
                return nil
            }.first
            // An activity's unlabelled closure is its Lock Screen presentation, `dynamicIsland:`
            // its Dynamic Island's; it is a widget of the `activity` family.
            let isActivity = typeName == "ActivityConfiguration"
            var island: Function?
            if isActivity, case .function(let given)? = argument("dynamicIsland") { island = given }
            return .host(SwiftUIValue.configuration(WidgetConfiguration(
                kind: reading.string(argument("kind")), content: closure, provider: argument("provider"),
                families: isActivity ? [.activity] : nil, isActivity: isActivity,
                activityAttributes: isActivity ? argument("for").flatMap { if case .type(let name) = $0 { name } else { nil } } : nil,
                dynamicIsland: island)))
        case "DynamicIsland", "DynamicIslandExpandedRegion":
            return try dynamicIslandValue(typeName, arguments: arguments, reading: reading, at: node, in: evaluator)
        case "Timeline":
            if case .array(let entries)? = argument("entries") { return .host(SwiftUIValue.timeline(entries)) }
            return .host(SwiftUIValue.timeline([]))
        case "WidgetPreviewContext":
            let family = reading.symbolName(argument("family")).flatMap(ValueReading.family)
            return .host(SwiftUIValue.previewContext(family: family))
        case "PreviewDevice":
            // `.previewDevice(PreviewDevice(rawValue: "iPhone 15"))` picks Xcode's canvas device,
            // which the preview's `--device` does instead: its name, for that ignored modifier.
            return argument("rawValue") ?? argument(nil) ?? .null
        case "EdgeInsets":
            return .tuple(["top", "leading", "bottom", "trailing"].map { TupleElement(label: $0, value: argument($0) ?? .double(0)) })
        case "NSLocalizedString":
            // A key no table has reads as the call's `value:` (Foundation's default), else itself.
            guard let key = reading.string(argument(nil)) else { return nil }
            let table = reading.string(argument("tableName"))
            if strings.text(for: key, table: table) == nil, let value = reading.string(argument("value")) { return .string(value) }
            return .string(localized(key, table: table, in: evaluator))
        case "String" where argument("localized") != nil:
            // `String(localized: .init("presetTitle/primary", defaultValue: "Note"))`: a LocalizedStringResource.
            if case .symbol(let symbol)? = argument("localized"), symbol.name == "init", symbol.chain.isEmpty {
                return localizedResource(.symbol(symbol), reading: reading).map(Value.string)
            }
            // SwiftGen's catalog template: `String(localized: "Icons.check", defaultValue: "checkmark")`.
            guard let key = reading.string(argument("localized")) else { return nil }
            let table = reading.string(argument("table"))
            if evaluator.interpolatedKeys[key] != nil { return .string(localized(key, table: table, in: evaluator)) }
            return .string(strings.text(for: key, table: table) ?? reading.string(argument("defaultValue")) ?? key)
        case "UserDefaults":
            return .instance(Instance(typeName: "UserDefaults", fields: ["suiteName": argument("suiteName") ?? .null], isReference: true))
        case "Bundle" where argument("for") != nil || argument("identifier") != nil:
            return bundleValue()
        case "NSDictionary":
            return propertyListDictionary(arguments, reading: reading, at: node, in: evaluator)
        case "Data" where argument("contentsOf") != nil:
            return resourceData(arguments, reading: reading, at: node, in: evaluator)
        case "LocalizedStringKey", "AttributedString":
            return reading.string(argument(nil)).map { .string(localized($0, table: nil, in: evaluator)) }
        case "Path":
            return try makePath(arguments, reading: reading, at: node, in: evaluator)
        case "CGPoint", "CGRect":
            return coreGraphicsValue(typeName, arguments, reading: reading)
        case "CGSize":
            return .tuple([TupleElement(label: "width", value: argument("width") ?? .double(0)),
                           TupleElement(label: "height", value: argument("height") ?? .double(0))])
        case "StrokeStyle", "Angle", "UnitPoint", "TimelineEntryRelevance":
            return .symbol(Symbol(name: typeName, arguments: arguments))
        case "UIColor":
            return try color(arguments, reading: reading, at: node, in: evaluator).map { .host(SwiftUIValue.color($0)) }
        default:
            return try makeChartValue(typeName, arguments: arguments, reading: reading, at: node, in: evaluator)
        }
    }

    /// The argument labels SwiftUI's initialisers take, for catching misspelt ones.
    static let argumentLabels: [String: Set<String>] = [
        "Text": ["verbatim", "style", "format", "formatter", "timerInterval", "pauseTime", "countsDown", "showsHours", "tableName", "bundle", "comment"],
        "Image": ["systemName", "systemSymbol", "decorative", "bundle", "variableValue", "uiImage", "nsImage", "cgImage", "label", "scale", "orientation"],
        "Gauge": ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "markedValueLabels"],
        "ProgressView": ["value", "total", "timerInterval", "countsDown", "label", "currentValueLabel"],
        "HStack": ["alignment", "spacing", "content"], "VStack": ["alignment", "spacing", "content"],
        "LazyHStack": ["alignment", "spacing", "pinnedViews", "content"], "LazyVStack": ["alignment", "spacing", "pinnedViews", "content"],
        "LazyVGrid": ["columns", "alignment", "spacing", "pinnedViews", "content"],
        "LazyHGrid": ["rows", "alignment", "spacing", "pinnedViews", "content"],
        "GridItem": ["spacing", "alignment"],
        "ZStack": ["alignment", "content"], "Spacer": ["minLength"], "ViewThatFits": ["in", "content"],
        "Label": ["systemImage", "systemSymbol", "image", "title", "icon", "tableName", "bundle", "comment"],
        "RoundedRectangle": ["cornerRadius", "cornerSize", "style"], "Circle": [], "Capsule": ["style"], "Rectangle": [],
        "Color": ["red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness", "uiColor", "cgColor", "bundle", "alpha"],
    ]

    /// A value as a message shows it: its text when it is short, else its type.
    static func describe(_ value: Value) -> String {
        switch value {
        case .string(let s): return "the text \"\(s.count > 30 ? String(s.prefix(30)) + "…" : s)\""
        case .int, .double, .bool: return "\(value.typeName) \(value.description)"
        default: return "a \(value.typeName)"
        }
    }

    static func location(of node: Syntax, in evaluator: Evaluator) -> SourceLocation {
        let position = evaluator.program.position(of: node)
        return SourceLocation(line: position.line, column: position.column, file: position.path)
    }

    // MARK: Converting values to views

    /// The views a value stands for: a view builder closure's views, a view of the source's
    /// body, a colour as a filled rectangle, an array's elements.
    func views(from value: Value, at node: Syntax, in evaluator: Evaluator, dividerAxis: Axis = .horizontal) throws -> [View] {
        switch value {
        case .function(let function):
            let values = try function.builder?([]) ?? [try function.call([])]
            return try values.flatMap { try views(from: $0, at: node, in: evaluator, dividerAxis: dividerAxis) }
        case .array(let items):
            return try items.flatMap { try views(from: $0, at: node, in: evaluator, dividerAxis: dividerAxis) }
        case .void:
            return []
        case .null:
            return [.empty]
        case .host(let hosted):
            if case .view(var view, .divider)? = hosted as? SwiftUIValue {
                // Its thickness is the divider's own: innermost, inside the frames and padding the code gives it.
                view.modifiers.insert(.frame(Self.dividerFrame(dividerAxis)), at: 0)
                return [view]
            }
            // A `ForEach`'s dividers were made before the stack it is in was known: across that stack.
            if dividerAxis == .vertical, case .view(let view, _)? = hosted as? SwiftUIValue, case .group = view.kind {
                return [Self.standingDividers(in: view)]
            }
            return [try self.view(value, at: node, in: evaluator)]
        default:
            return [try view(value, at: node, in: evaluator)]
        }
    }

    /// A divider's own frame: a 1-pt line across the stack it is in (a vertical line in an
    /// `HStack`, a horizontal one elsewhere).
    static func dividerFrame(_ axis: Axis) -> FrameSpec {
        axis == .horizontal ? FrameSpec(maxWidth: .infinity, minHeight: 1, maxHeight: 1) : FrameSpec(minWidth: 1, maxWidth: 1, maxHeight: .infinity)
    }

    /// A group's dividers (made lying, as outside a stack) turned to stand, in a group inside an `HStack`.
    static func standingDividers(in view: View) -> View {
        var view = view
        if case .group(let children) = view.kind {
            view.kind = .group(children.map(standingDividers))
        } else if view.modifiers.first == .frame(dividerFrame(.horizontal)), case .shape(let shape) = view.kind,
                  shape.shape == .rectangle, shape.fill == .hierarchical(level: 2) {
            view.modifiers[0] = .frame(dividerFrame(.vertical))
        }
        return view
    }

    /// One view for a value; what is not a view is drawn as a placeholder, with a warning.
    func view(_ value: Value, at node: Syntax, in evaluator: Evaluator) throws -> View {
        if let found = try viewOrNil(value, at: node, in: evaluator) { return found }
        evaluator.warn(node, "a \(value.typeName) is not a view; the preview shows a placeholder")
        return Self.placeholder(at: Self.location(of: node, in: evaluator))
    }

    func viewOrNil(_ value: Value, at node: Syntax, in evaluator: Evaluator) throws -> View? {
        switch value {
        case .host(let hosted):
            if let preview = hosted as? PreviewValue { return try viewOrNil(preview.content, at: node, in: evaluator) }
            if let path = hosted as? PathValue {
                return View(.shape(ShapeView(shape: .path(path.shapePath()))), location: Self.location(of: node, in: evaluator))
            }
            switch hosted as? SwiftUIValue {
            case .view(let view, _)?: return view
            case .color(let color)?: return View(.shape(ShapeView(shape: .rectangle, fill: color)), location: Self.location(of: node, in: evaluator))
            case .gradient(let gradient)?:
                return View(.shape(ShapeView(shape: .rectangle, fill: gradient.mean, gradient: gradient)), location: Self.location(of: node, in: evaluator))
            default: return nil
            }
        case .instance(let instance):
            if let shape = try declaredShape(value, at: node, in: evaluator) { return shape }
            guard let declaration = evaluator.program.type(named: instance.typeName), evaluator.program.conforms(declaration, to: "View") else { return nil }
            if expanding.contains(where: { $0.isEqual(to: value) }) {
                throw PositionedError(position: evaluator.program.position(of: node),
                                      message: "\(instance.typeName) shows itself here with the same values, so its body would never end")
            }
            expandedViews += 1
            if expandedViews > Self.maximumExpandedViews {
                evaluator.isStopped = true
                throw PositionedError(position: evaluator.program.position(of: node),
                                      message: "the widget expands to more than \(Self.maximumExpandedViews) views of the source here; "
                                      + "does each view show the next more than once?")
            }
            expanding.append(value)
            defer { expanding.removeLast() }
            let shown = try evaluator.viewValue(of: value, at: node)
            if case .instance = shown { return nil }
            return try viewOrNil(shown, at: node, in: evaluator)
        case .function, .array, .void, .null:
            return combined(try views(from: value, at: node, in: evaluator))
        case .unknown:
            return Self.placeholder(at: Self.location(of: node, in: evaluator))
        case .string(let text):
            return View(.text([.literal(text)]), location: Self.location(of: node, in: evaluator))
        default:
            return nil
        }
    }

    /// What stands for something the preview could not evaluate: a redacted bar (`View.standIn`), never words.
    static func placeholder(at location: SourceLocation?) -> View {
        View.standIn(at: location)
    }

    func combined(_ views: [View]) -> View {
        switch views.count {
        case 0: return .empty
        case 1: return views[0]
        default: return View(.group(views), location: views.first?.location)
        }
    }

    // MARK: GeometryReader

    /// A reader's content, made when layout gives the reader its size: the closure is called
    /// then with a `GeometryProxy` whose `size` is that size, as SwiftUI calls it. What the
    /// closure cannot make is a placeholder, with a warning at the reader.
    func geometryContent(_ function: Function, at node: Syntax, in evaluator: Evaluator) -> GeometryContent {
        let reader = GeometryReaderCall(host: self, evaluator: evaluator, function: function, node: node)
        // The content is made again at each size the layout offers, after the widget's messages
        // are gathered: made once now, its warnings are said with the widget's.
        _ = reader.content(width: GeometryReaderCall.probeSize.width, height: GeometryReaderCall.probeSize.height)
        return GeometryContent { width, height in reader.content(width: width, height: height) }
    }

    // MARK: ForEach

    /// The most elements a `ForEach` draws a view for: a chosen limit (docs/architecture.md,
    /// "Limits"); widgets list a handful.
    static let maximumForEachElements = 1_000

    private func forEach(_ arguments: [Argument], at node: Syntax, in evaluator: Evaluator) throws -> Value {
        guard let data = arguments.first(where: { $0.label == nil })?.value,
              let content = arguments.last(where: { if case .function = $0.value { return true }; return false })?.value,
              case .function(let function) = content else {
            return .view(.empty)
        }
        var items: [Value]
        switch data {
        case .array(let values):
            guard values.count <= Self.maximumForEachElements else {
                throw PositionedError(position: evaluator.program.position(of: node),
                                      message: "ForEach over more than \(Self.maximumForEachElements) elements; a widget shows a few")
            }
            items = values
        case .range(let lower?, let upper?, let closed):
            guard case .int(let low) = lower, case .int(let high) = upper, low <= high else { items = []; break }
            guard let count = StandardLibrary.count(from: low, to: high, closed: closed), count <= Self.maximumForEachElements else {
                throw PositionedError(position: evaluator.program.position(of: node),
                                      message: "ForEach over more than \(Self.maximumForEachElements) elements; a widget shows a few")
            }
            items = (0..<count).map { Value.int(low + $0) }
        case .dictionary(let pairs):
            items = pairs.map { .tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)]) }
        case .unknown:
            items = []
        default:
            evaluator.warn(node, "ForEach over a \(data.typeName) is not provided; nothing is shown")
            items = []
        }
        var children: [View] = []
        var marks: [ChartMark] = []
        let made = try items.flatMap { item in try function.builder?([Argument(label: nil, value: item)]) ?? [try function.call(item)] }
        // `ForEach(families) { OrdersView(…).previewContext(WidgetPreviewContext(family: $0)) }` lists previews.
        if made.contains(where: { if case .host(let h) = $0, h is PreviewValue { return true }; return false }) {
            return .array(made)
        }
        for value in made {
            if let found = chartMarks(in: value) { marks += found } else { children += try views(from: value, at: node, in: evaluator) }
        }
        if !marks.isEmpty && children.isEmpty { return .host(ChartContentValue(marks: marks)) }
        return .view(View(.group(children), location: Self.location(of: node, in: evaluator)))
    }

    // MARK: Text

    /// A `Text`'s runs; nil when its content is a value the preview could not compute (already
    /// warned about where it was made), which is drawn as a placeholder bar.
    func textRuns(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) throws -> [TextRun]? {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        if let verbatim = argument("verbatim") {
            switch verbatim {
            case .unknown: return nil
            case .symbol(let symbol) where symbol.isValueOfUndeclaredType:
                return undeclaredMemberText(symbol, at: node, in: evaluator)
            default: return [.literal(evaluator.displayText(verbatim))]
            }
        }
        if let interval = argument("timerInterval"), case .range(let lower?, let upper?, _) = interval,
           let start = reading.date(lower, now: environment.now), let end = reading.date(upper, now: environment.now) {
            let countsDown = reading.bool(argument("countsDown")) ?? true
            return [TextRun(piece: .date(.absolute(countsDown ? end : start), .timer))]
        }
        guard let content = argument(nil) else { return [.literal("")] }
        if let style = argument("style") {
            let name = reading.symbolName(style) ?? "date"
            guard let date = reading.date(content, now: environment.now) else {
                evaluator.warn(node, "Text(_:style: .\(name)) needs a Date, found \(Self.describe(content)); the preview shows a placeholder")
                return [.literal("—")]
            }
            return [TextRun(piece: .date(.absolute(date), DateStyle(rawValue: name) ?? .date))]
        }
        if let formatter = argument("formatter") {
            // A value the preview could not compute is a placeholder, warned where it was made.
            if case .unknown = content { return nil }
            // The formatter's own `string(for:)`: a `Formatter` subclass of the source's first.
            let made = try evaluator.callMethod("string", on: formatter, arguments: [Argument(label: "for", value: content)], at: node)
            if case .string(let text) = made { return [.literal(text)] }
            // One the preview could not call, warned there.
            if case .unknown = made { return nil }
            evaluator.warn(node, "Text(_:formatter:) with this formatter is not provided; the value is shown as Swift prints it")
            return [.literal(evaluator.displayText(content))]
        }
        if let format = argument("format") {
            if case .string(let text)? = try evaluator.library.method("formatted", of: content, arguments: [Argument(label: nil, value: format)]) {
                formattedTexts.insert(Self.location(of: node, in: evaluator))
                return [.literal(text)]
            }
            evaluator.warn(node, "this format is not provided; the value is shown as Swift prints it")
            return [.literal(evaluator.displayText(content))]
        }
        switch content {
        case .string(let text):
            let table = reading.string(argument("tableName"))
            let isLiteral = Self.writesLiteral(node)
            // A `String` variable is shown verbatim by iOS, a `LocalizedStringKey` one is looked up;
            // the preview cannot tell them apart, so it looks both up and says so when that changes the text.
            if !isLiteral, let found = strings.text(for: text, table: table), found != text {
                evaluator.warn(node, "Text(_:) of a value: the strings tables translate \"\(text)\" as \"\(found)\", which is drawn; "
                    + "iOS does so for a LocalizedStringKey but shows a String as it is")
            }
            return Self.textRuns(of: localized(text, table: table, in: evaluator, isLiteral: isLiteral))
        case .unknown: return nil
        case .symbol(let symbol):
            // `Text(.title)`: a static of an extension of the string types.
            for typeName in ["LocalizedStringResource", "LocalizedStringKey", "String"] {
                if case .string(let text)? = try? evaluator.resolveSymbol(symbol, as: typeName, at: node) {
                    return [.literal(localized(text, table: nil, in: evaluator))]
                }
            }
            if symbol.isValueOfUndeclaredType { return undeclaredMemberText(symbol, at: node, in: evaluator) }
            return [.literal(evaluator.displayText(content))]
        case .date(let date): return [TextRun(piece: .date(.absolute(date), .date))]
        case .range(let lower?, let upper?, _):
            guard let start = reading.date(lower, now: environment.now), let end = reading.date(upper, now: environment.now) else {
                return [.literal(evaluator.displayText(content))]
            }
            return [.literal(Self.dateInterval(start, end, timeZone: environment.timeZone))]
        case .host:
            if case .view(let view, _)? = content.swiftUI, case .image(let image) = view.kind {
                if case .symbol(let name) = image.source { return [TextRun(piece: .symbol(name))] }
                evaluator.warn(node, "an image inside Text is drawn as \(Self.imageInTextStandIn), not as the image (SF Symbols are drawn)")
                return [.literal(Self.imageInTextStandIn)]
            }
            return [.literal(evaluator.displayText(content))]
        default: return [.literal(evaluator.displayText(content))]
        }
    }

    /// `Text(start...end)`: the range as iOS writes it, the times alone within a day
    /// ("9:41 – 10:41 AM"), with the dates across days ("Jun 8, 9:41 AM – Jun 9, 8:00 AM"),
    /// through Foundation's ICU interval formatting.
    static func dateInterval(_ start: Date, _ end: Date, timeZone: TimeZone) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        formatter.dateStyle = calendar.isDate(start, inSameDayAs: end) ? .none : .medium
        formatter.timeStyle = .short
        return formatter.string(from: start, to: end)
    }

    /// Text whose value is of a type the files read do not declare: one warning, and nil, which
    /// is drawn as a redacted placeholder.
    private func undeclaredMemberText(_ symbol: Symbol, at node: Syntax, in evaluator: Evaluator) -> [TextRun]? {
        evaluator.warn(node, "'\(symbol.written)' is a member of a type not declared in the files read; its text is drawn as a redacted placeholder")
        return nil
    }

    // MARK: Images

    /// The labels of SwiftUI's `Image` initializers that name what is drawn.
    static let imageSourceLabels: Set<String> = ["systemName", "systemSymbol", "decorative", "uiImage", "nsImage", "cgImage"]

    /// Whether an `Image(…)` call is one of SwiftUI's initializers: it names what is drawn
    /// unlabelled (`Image("sun")`) or by one of their labels. Else another module added it.
    static func namesImageSource(_ arguments: [Argument]) -> Bool {
        arguments.contains { argument in argument.label.map { imageSourceLabels.contains($0) } ?? true }
    }

    func image(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) -> ImageView {
        if let symbol = reading.string(arguments.first { $0.label == "systemName" }?.value) {
            return symbolImage(symbol, at: node, in: evaluator)
        }
        if let safe = reading.symbolName(arguments.first { $0.label == "systemSymbol" }?.value) {
            return symbolImage(Self.symbolName(ofSafeSymbol: safe), at: node, in: evaluator)
        }
        if let name = reading.string(arguments.first { $0.label == nil || $0.label == "decorative" }?.value) {
            return namedImage(name, at: node, in: evaluator)
        }
        if case .symbol(let symbol)? = arguments.first(where: { $0.label == nil })?.value, let entry = assets.image(symbol: symbol.name) {
            return catalogImage(entry, named: symbol.name, at: node, in: evaluator)
        }
        if case .host(let hosted)? = arguments.first(where: { $0.label == "uiImage" || $0.label == "nsImage" })?.value,
           let made = hosted as? UIImageValue, !made.isData {
            if case .symbol = made.image.source {} else { warnIfInline("the image of Image(uiImage:)", at: node, in: evaluator) }
            return made.image
        }
        if arguments.contains(where: { if case .unknown = $0.value { return true }; return false }) {
            // A name the preview could not compute (`Image(systemName: Prayer.sunrise.symbolName)`
            // of another module): its own warning, where it was made, says the placeholder is drawn.
        } else if arguments.contains(where: { $0.label == "uiImage" || $0.label == "cgImage" }) {
            evaluator.warn(node, "an image made at run time is not available to the preview; a placeholder is drawn")
        } else if !Self.namesImageSource(arguments) {
            // `Image(braveSystemName:)`: an initializer another module adds (a design system's icons).
            let written = "Image(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
            evaluator.warn(node, "\(written) is not SwiftUI's and is not declared in the files read (another module's extension?); a placeholder is drawn")
        } else {
            evaluator.warn(node, "this Image initializer is not provided; a placeholder is drawn")
        }
        return ImageView(source: .symbol("questionmark.square.dashed"))
    }

    /// A string a `LocalizedStringKey` made, in the locale. An interpolated literal written in the
    /// call (`Text("\(count) items")`, `isLiteral`) is looked up by its key ("%lld items"), its
    /// plural form chosen by its count, and filled in as SwiftUI fills it in: `String(format:locale:)`
    /// with the key's own conversions when no table has it (so a Double shows as "2.500000"), its
    /// numbers in the locale's digits ("٣" in Egyptian Arabic), a string argument as it is; any
    /// other text is looked up as it is.
    func localized(_ text: String, table: String?, in evaluator: Evaluator, isLiteral: Bool = false) -> String {
        if isLiteral, let interpolated = evaluator.interpolatedKeys[text] {
            let format = strings.format(for: interpolated.key, counts: interpolated.arguments.map(\.number), table: table) ?? interpolated.key
            let locale = Value.instance(Instance(typeName: "Locale", fields: ["identifier": .string(environment.locale.identifier)], isReference: false))
            let arguments = [Argument(label: "format", value: .string(format)), Argument(label: "locale", value: locale)]
                + interpolated.arguments.map { Argument(label: nil, value: $0) }
            if case .string(let written)? = try? evaluator.library.call("String", arguments: arguments) { return written }
        }
        return strings.localized(text, table: table)
    }

    /// Whether the call's first unlabelled argument is a string literal (`Text("\(n) left")`),
    /// which SwiftUI takes as a `LocalizedStringKey`; a `String` variable is shown verbatim.
    static func writesLiteral(_ node: Syntax) -> Bool {
        node.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label == nil }?.expression.is(StringLiteralExprSyntax.self) ?? false
    }

    /// A `LocalizedStringResource` as the text it shows: a string, or `.init("key", defaultValue:)`,
    /// `.init(stringLiteral:)`, localised from the strings tables, else its default value or key.
    func localizedResource(_ value: Value?, reading: ValueReading) -> String? {
        if let text = reading.string(value) { return strings.localized(text) }
        guard case .symbol(let symbol)? = value, symbol.name == "init", symbol.chain.isEmpty else { return nil }
        if let literal = reading.string(symbol.argument("stringLiteral")) { return literal }
        guard let key = reading.string(symbol.argument(nil)) else { return nil }
        let localized = strings.localized(key)
        if localized != key { return localized }
        return reading.string(symbol.argument("defaultValue")) ?? key
    }

    /// The SF Symbol an SFSafeSymbols case names (`Image(systemSymbol: .boltFill)`, the widely
    /// used package's cases are the names without their dots, in camel case): the built-in name
    /// it spells, else its words split at each capital and number (`battery100percent` →
    /// `battery.100percent`).
    static func symbolName(ofSafeSymbol caseName: String) -> String {
        let squeezed = caseName.lowercased()
        if let known = SymbolCatalog.names.first(where: { $0.replacingOccurrences(of: ".", with: "") == squeezed }) { return known }
        var name = ""
        var previous: Character?
        for character in caseName {
            if let previous, character.isUppercase || (character.isNumber && !previous.isNumber) { name.append(".") }
            name.append(Character(character.lowercased()))
            previous = character
        }
        return name
    }

    func symbolImage(_ name: String, at node: Syntax, in evaluator: Evaluator) -> ImageView {
        if !SymbolCatalog.contains(name), warnedSymbols.insert("\(evaluator.program.position(of: node).path) \(name)").inserted {
            var message = "SF Symbol '\(name)' is not in the built-in set; it is drawn as a placeholder"
            if let near = EditDistance.nearest(to: name, in: SymbolCatalog.names) { message += " (the nearest is '\(near)')" }
            evaluator.warn(node, message)
        } else if let other = SymbolCatalog.otherFormDrawn(for: name), warnedSymbols.insert("\(evaluator.program.position(of: node).path) \(name)").inserted {
            let form = other.hasSuffix(".fill") ? "filled" : "outlined"
            evaluator.warn(node, "SF Symbol '\(name)' is drawn as '\(other)', its \(form) form: the built-in set has no drawing of its own for it")
        }
        return ImageView(source: .symbol(name))
    }

    func namedImage(_ name: String, at node: Syntax, in evaluator: Evaluator) -> ImageView {
        if let entry = assets.image(named: name) { return catalogImage(entry, named: name, at: node, in: evaluator) }
        evaluator.warn(node, "no image '\(name)' in an asset catalog or as \(name).png beside the source; a placeholder is drawn")
        return ImageView(source: .symbol("photo"))
    }

    /// An image the asset catalog has; one whose file cannot be drawn is a placeholder, said here.
    /// `asView`: made as an `Image` view, which the inline line leaves out (a `UIImage` kept as
    /// data is not drawn there, and says nothing).
    func catalogImage(_ entry: AssetCatalog.Entry, named name: String, asView: Bool = true, at node: Syntax, in evaluator: Evaluator) -> ImageView {
        switch entry {
        case .image(let image):
            // The date line draws the built-in symbols only: say so rather than drop the image unsaid.
            if asView { warnIfInline("the image '\(name)'", at: node, in: evaluator) }
            return image
        case .unreadable(let reason):
            evaluator.warn(node, "image '\(name)' is drawn as a placeholder: \(reason)")
            return ImageView(source: .symbol("photo"))
        }
    }

    /// The date line draws the built-in symbols only: an image view in the inline widget is said
    /// to be left out, rather than dropped unsaid.
    func warnIfInline(_ image: String, at node: Syntax, in evaluator: Evaluator) {
        if environment.family == .inline {
            evaluator.warn(node, "the inline widget's line draws SF Symbols only; \(image) is left out of it")
        }
    }

    // MARK: Colours

    func color(_ arguments: [Argument], reading: ValueReading, at node: Syntax, in evaluator: Evaluator) throws -> ColorValue? {
        func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
        let opacity = reading.number(argument("opacity")) ?? reading.number(argument("alpha")) ?? 1
        if let white = reading.number(argument("white")) {
            return .rgba(RGBA(red: white, green: white, blue: white, alpha: opacity))
        }
        if let red = reading.number(argument("red")), let green = reading.number(argument("green")), let blue = reading.number(argument("blue")) {
            return .rgba(RGBA(red: red, green: green, blue: blue, alpha: opacity))
        }
        if let hue = reading.number(argument("hue")), let saturation = reading.number(argument("saturation")),
           let brightness = reading.number(argument("brightness")) {
            if !hue.isFinite { evaluator.warn(node, "the hue \(Value.describe(hue)) is not a finite number; the preview uses hue 0 (red)") }
            return .rgba(Self.rgb(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
        }
        if let name = reading.string(argument(nil)) {
            if let asset = assets.color(named: name) { return asset }
            evaluator.warn(node, "no colour '\(name)' in an asset catalog; the preview uses the primary colour")
            return .hierarchical(level: 0)
        }
        if let given = argument(nil) ?? argument("uiColor") ?? argument("nsColor") ?? argument("cgColor") {
            if let found = reading.color(given) { return found }
        }
        if let given = argument(nil), case .symbol(let symbol) = given, let found = ValueReading.namedColor(symbol.name) {
            return found
        }
        evaluator.warn(node, "this Color initializer is not provided; the preview uses the primary colour")
        return .hierarchical(level: 0)
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBA {
        // An infinite or NaN hue names no angle; it is taken as 0 (the caller warns).
        let turn = hue.isFinite ? hue - hue.rounded(.down) : 0
        let h = turn * 6, i = Int(h) % 6, f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - f * saturation), t = brightness * (1 - (1 - f) * saturation)
        let (r, g, b): (Double, Double, Double) = [(brightness, t, p), (q, brightness, p), (p, brightness, t),
                                                   (p, q, brightness), (t, p, brightness), (brightness, p, q)][i]
        return RGBA(red: r, green: g, blue: b, alpha: alpha)
    }
}

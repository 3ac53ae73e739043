import Foundation
import SwiftUISource
import Testing
import ViewTree

/// Live Activities (`ActivityConfiguration`): the Lock Screen closure is the widget's view in the
/// `activity` family, and each content state of `#Preview(as: .content, using:) … contentStates:`
/// is an entry, the closure's `context` holding the attributes and the state.
@Suite struct ActivityReadingTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sample-widgets/delivery-activity.swift")

    @Test func eachContentStateIsAnEntryOfTheActivityFamily() throws {
        let result = SwiftUILoader.load(path: Self.sample.path, displayPath: "delivery-activity.swift")
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        #expect(widget.families == [.activity])
        #expect(widget.entries.count == 2)
        #expect(widget.previews.map(\.family) == [.activity])
        #expect(widget.previews.first?.name == "Delivery")
        // The resolved trees, written out, hold the attributes' and each state's values.
        let trees = (0..<2).map { entry in "\(widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: entry))" }
        #expect(trees[0].contains("Golden Wok") && trees[0].contains("24") && trees[0].contains("Preparing"))
        #expect(trees[1].contains("On the way") && !trees[1].contains("Preparing"))
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: 0)
        #expect(body.activityBackgroundTint != nil, "the platter's tint is read")
        #expect(!result.renderedDiagnostics.joined().contains("dynamicIsland"), "\(result.renderedDiagnostics)")
    }
}

/// A configuration's content closure is a view builder: declarations before the view (a
/// cricket score's `let score = …`) do not lose it.
@Suite struct ContentClosureBuilderTests {
    @Test func aLetBeforeTheViewKeepsTheView() throws {
        let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ScoreAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var runs: Int }
            var team: String
        }

        struct ScoreActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ScoreAttributes.self) { context in
                    let score = "\\(context.state.runs)/4"
                    Text("Score \\(score)")
                        .activityBackgroundTint(Color.cyan)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text("x") }
                    } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                }
            }
        }

        #Preview(as: .content, using: ScoreAttributes(team: "IND")) {
            ScoreActivity()
        } contentStates: {
            ScoreAttributes.ContentState(runs: 120)
        }
        """
        let result = try SwiftUILoader.decode(text: source, path: "Score.swift")
        let widget = try #require(result.widget)
        let body = widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: 0)
        #expect("\(body)".contains("120/4"), "\(body)")
        #expect(body.activityBackgroundTint != nil)
    }
}

/// The `dynamicIsland:` closure: each part of the island is its own view, evaluated when that
/// part is drawn, so a picture warns of its own views only.
@Suite struct DynamicIslandReadingTests {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct RideAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var minutes: Int }
            var rider: String
        }

        struct RideActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RideAttributes.self) { context in
                    Text("On the Lock Screen")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading, priority: 1) {
                            Text(context.attributes.rider).kerning(2)
                        }
                        DynamicIslandExpandedRegion(.bottom) {
                            Text("\\(context.state.minutes) min to go")
                        }
                    } compactLeading: {
                        Image(systemName: "bicycle")
                    } compactTrailing: {
                        Text("\\(context.state.minutes)m")
                    } minimal: {
                        Text("\\(context.state.minutes)")
                    }
                    .keylineTint(.green)
                }
            }
        }

        #Preview(as: .content, using: RideAttributes(rider: "Ana")) {
            RideActivity()
        } contentStates: {
            RideAttributes.ContentState(minutes: 12)
        }
        """

    static func body(_ view: ActivityView, _ widget: Widget) -> String {
        var environment = WidgetEnvironment(family: .activity)
        environment.activityView = view
        return "\(widget.resolvedBody(for: environment, entryIndex: 0))"
    }

    @Test func eachPartIsItsOwnViewWithTheContext() throws {
        let result = try SwiftUILoader.decode(text: Self.source, path: "Ride.swift")
        let widget = try #require(result.widget)
        #expect(Self.body(.lockScreen, widget).contains("On the Lock Screen"))
        #expect(Self.body(.compactTrailing, widget).contains("12m"))
        #expect(Self.body(.minimal, widget).contains("12") && !Self.body(.minimal, widget).contains("12m"))
        #expect(Self.body(.expandedLeading, widget).contains("Ana"))
        #expect(Self.body(.expandedBottom, widget).contains("12 min to go"))
        var environment = WidgetEnvironment(family: .activity)
        environment.activityView = .expandedCenter
        #expect(widget.resolvedBody(for: environment, entryIndex: 0).kind == .empty, "no center region is written")
        environment.activityView = .compactLeading
        #expect(widget.resolvedBody(for: environment, entryIndex: 0).keylineTint != nil)
    }

    @Test func aPartsWarningsAreItsPicturesOnly() throws {
        let result = try SwiftUILoader.decode(text: Self.source, path: "Ride.swift")
        func messages(_ views: [ActivityView]) -> String {
            result.diagnostics(ofPictureOf: 0, family: .activity, entry: 0, views: views).map(\.message).joined(separator: "\n")
        }
        #expect(messages([.expandedLeading, .expandedBottom]).contains("'.kerning' is approximated"))
        #expect(!messages([.compactLeading, .compactTrailing]).contains("kerning"))
        #expect(!messages([.lockScreen]).contains("kerning"))
    }
}

/// With no preview data, an entry is made from its type: numbers and dates are made up, but no
/// word is: every text that shows a made-up string is a redacted stand-in, never the property's name.
@Suite struct SynthesisedEntryTests {
    @Test func aMadeUpStringIsAStandInNotWords() throws {
        let source = """
            import SwiftUI
            import WidgetKit

            struct StepsEntry: TimelineEntry {
                let date: Date
                let stepCount: Int
                let walkerName: String
            }

            struct StepsView: View {
                let entry: StepsEntry
                var body: some View {
                    VStack {
                        Text("\\(entry.stepCount) steps")
                        Text(entry.walkerName)
                    }
                }
            }

            struct Steps: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "steps", provider: Provider()) { entry in StepsView(entry: entry) }
                        .supportedFamilies([.accessoryRectangular])
                }
            }
            """
        let result = try SwiftUILoader.decode(text: source, path: "Steps.swift")
        let widget = try #require(result.widget)
        let tree = "\(widget.resolvedBody(for: WidgetEnvironment(family: .rectangular), entryIndex: 0))"
        #expect(tree.contains("7 steps"), "a made-up number is drawn: \(tree)")
        #expect(!tree.contains("Walker Name") && !tree.contains("walkerName"), "no made-up words: \(tree)")
        #expect(tree.contains(View.standInText), "the name is a stand-in: \(tree)")
        #expect(result.renderedDiagnostics.joined().contains("strings as placeholders"), "\(result.renderedDiagnostics)")
    }
}

/// ActivityKit's older previews, `attributes.previewContext(state, viewKind:)` in a
/// `PreviewProvider`: the `.content` one's state is an entry (the island's kinds repeat it).
@Suite struct OlderActivityPreviewTests {
    @Test func previewContextWithAViewKindGivesTheContentState() throws {
        let source = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct PizzaAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var driverName: String }
                var numberOfPizzas: Int
            }

            struct PizzaActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: PizzaAttributes.self) { context in
                        Text("\\(context.attributes.numberOfPizzas) pizzas with \\(context.state.driverName)\\(context.isStale ? " (late)" : "")")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.bottom) { Text(context.state.driverName) }
                        } compactLeading: { Text("P") } compactTrailing: { Text("2") } minimal: { Text("P") }
                    }
                }
            }

            struct PizzaActivity_Previews: PreviewProvider {
                static let attributes = PizzaAttributes(numberOfPizzas: 2)
                static let state = PizzaAttributes.ContentState(driverName: "Tim")
                static var previews: some View {
                    attributes
                        .previewContext(state, viewKind: .dynamicIsland(.compact))
                        .previewDisplayName("Compact")
                    attributes
                        .previewContext(state, isStale: true, viewKind: .content)
                        .previewDisplayName("Notification")
                }
            }
            """
        let result = try SwiftUILoader.decode(text: source, path: "Pizza.swift")
        let widget = try #require(result.widget)
        #expect(widget.entries.count == 1, "the .content preview only: \(widget.entries.count)")
        #expect(widget.previews.first?.name == "Notification")
        let tree = "\(widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: 0))"
        #expect(tree.contains("2 pizzas with Tim (late)"), "the preview's isStale: \(tree)")
        #expect(!result.renderedDiagnostics.joined().contains("no entry data"), "\(result.renderedDiagnostics)")
    }
}

/// With no preview data, a Live Activity is drawn with what the app's own code starts it with:
/// the arguments of `Activity.request(attributes:content:pushType:)` evaluated where the call is
/// written, after what comes before it in its function, never the call itself.
@Suite struct ActivityRequestDataTests {
    static let activity = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct OrderAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var status: String = "Order received"
                var minutes: Int
            }
            var shop: String
        }

        struct OrderActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: OrderAttributes.self) { context in
                    Text("\\(context.attributes.shop): \\(context.state.status), \\(context.state.minutes) min")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text("x") }
                    } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                }
            }
        }
        """

    /// A folder with the activity and an app file that starts it.
    static func folder(app: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("activity-request-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try activity.write(to: folder.appendingPathComponent("OrderActivity.swift"), atomically: true, encoding: .utf8)
        try app.write(to: folder.appendingPathComponent("Orders.swift"), atomically: true, encoding: .utf8)
        return folder.path
    }

    static func firstTree(_ folder: String) throws -> (tree: String, diagnostics: String) {
        let result = SwiftUILoader.load(path: folder)
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        return ("\(widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: 0))", result.renderedDiagnostics.joined(separator: "\n"))
    }

    @Test func theAttributesAndStateTheAppRequestsAreTheEntry() throws {
        let folder = try Self.folder(app: """
            import ActivityKit

            final class OrderTracker {
                let shop: String
                init(shop: String) { self.shop = shop }

                func start(minutes: Int = 25) {
                    for running in Activity<OrderAttributes>.activities { print(running.id) }
                    let attributes = OrderAttributes(shop: shop)
                    let state = OrderAttributes.ContentState(minutes: minutes)
                    do {
                        let started = try Activity<OrderAttributes>.request(
                            attributes: attributes,
                            content: .init(state: state, staleDate: nil),
                            pushType: nil)
                        print(started.id)
                    } catch {
                        print(error)
                    }
                }
            }

            let tracker = OrderTracker(shop: "Golden Wok")
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (tree, diagnostics) = try Self.firstTree(folder)
        #expect(tree.contains("Golden Wok: Order received, 25 min"), "\(tree)")
        #expect(!diagnostics.contains("no entry data"), "\(diagnostics)")
    }

    @Test func theOlderContentStateArgumentAndAContentValueAreRead() throws {
        let folder = try Self.folder(app: """
            import ActivityKit

            struct Starter {
                func startOld() throws {
                    _ = try Activity.request(attributes: OrderAttributes(shop: "Noodle Bar"),
                                             contentState: OrderAttributes.ContentState(status: "Cooking", minutes: 12))
                }
                func startNew() throws {
                    let content = ActivityContent(state: OrderAttributes.ContentState(status: "On its way", minutes: 4), staleDate: nil)
                    _ = try Activity.request(attributes: OrderAttributes(shop: "Noodle Bar"), content: content, pushType: nil)
                }
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = SwiftUILoader.load(path: folder)
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        let trees = (0..<widget.entries.count).map { "\(widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: $0))" }
        #expect(trees.count == 2)
        #expect(trees.contains { $0.contains("Noodle Bar: Cooking, 12 min") }, "\(trees)")
        #expect(trees.contains { $0.contains("Noodle Bar: On its way, 4 min") }, "\(trees)")
    }

    @Test func previewDataComesBeforeTheAppsRequest() throws {
        let folder = try Self.folder(app: """
            import ActivityKit

            func start() throws {
                _ = try Activity.request(attributes: OrderAttributes(shop: "From the app"),
                                         contentState: OrderAttributes.ContentState(minutes: 1))
            }

            #Preview(as: .content, using: OrderAttributes(shop: "From the preview")) {
                OrderActivity()
            } contentStates: {
                OrderAttributes.ContentState(minutes: 9)
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = SwiftUILoader.load(path: folder)
        let widget = try #require(result.widget, "\(result.renderedDiagnostics)")
        #expect(widget.entries.count == 1)
        let tree = "\(widget.resolvedBody(for: WidgetEnvironment(family: .activity), entryIndex: 0))"
        #expect(tree.contains("From the preview") && !tree.contains("From the app"), "\(tree)")
    }

    /// An Xcode project whose app target, not the extension, holds the code that starts the activity.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = OrderActivity.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Orders.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, ); path = Widget; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F2, ); path = App; sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = "Order Widget"; productType = "com.apple.product-type.app-extension"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2, ); name = "Orders"; productType = "com.apple.product-type.application"; };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                R1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, ); };
            };
            rootObject = R1;
        }
        """

    /// Writes each file at its path under `root`.
    static func write(_ files: [String: String], into root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func aRequestInTheAppTargetIsFoundThoughTheProjectKeepsItOutOfTheExtension() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("activity-request-project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Orders.xcodeproj/project.pbxproj": Self.project,
            "Widget/OrderActivity.swift": Self.activity + "\n@main struct Widgets: WidgetBundle { var body: some Widget { OrderActivity() } }\n",
            "App/Orders.swift": """
                import ActivityKit

                final class Model {
                    func start() throws {
                        _ = try Activity.request(attributes: OrderAttributes(shop: "App Target Diner"),
                                                 contentState: OrderAttributes.ContentState(minutes: 6))
                    }
                }
                """,
        ]
        try Self.write(files, into: root)
        let (tree, diagnostics) = try Self.firstTree(root.path)
        #expect(tree.contains("App Target Diner: Order received, 6 min"), "\(tree)")
        #expect(!diagnostics.contains("no entry data"), "\(diagnostics)")
    }

    /// The app's file may hold its own copy of the attributes type: the extension's declaration,
    /// with the statics its previews use, is kept.
    @Test func anAppFilesCopyOfATypeYieldsToTheExtensionsDeclaration() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("activity-request-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Orders.xcodeproj/project.pbxproj": Self.project,
            "Widget/OrderActivity.swift": Self.activity + """

                @main struct Widgets: WidgetBundle { var body: some Widget { OrderActivity() } }

                extension OrderAttributes {
                    fileprivate static var preview: OrderAttributes { OrderAttributes(shop: "Preview Diner") }
                }

                #Preview(as: .content, using: OrderAttributes.preview) {
                    OrderActivity()
                } contentStates: {
                    OrderAttributes.ContentState(minutes: 3)
                }
                """,
            "App/Orders.swift": """
                import ActivityKit

                struct OrderAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable { var status = "Copy"; var minutes: Int }
                    var shop: String
                }

                func start() throws {
                    _ = try Activity.request(attributes: OrderAttributes(shop: "App Copy"),
                                             contentState: OrderAttributes.ContentState(minutes: 6))
                }
                """,
        ]
        try Self.write(files, into: root)
        let (tree, diagnostics) = try Self.firstTree(root.path)
        #expect(tree.contains("Preview Diner: Order received, 3 min"), "\(tree)")
        #expect(!diagnostics.contains("not provided"), "\(diagnostics)")
    }

    /// A parameter takes what a call of its function written in the sources passes there.
    @Test func aParameterTakesTheArgumentOfItsFunctionsCaller() throws {
        let folder = try Self.folder(app: """
            import ActivityKit

            struct Shop { let name: String; let minutes: Int }

            final class Orders {
                var shops = [Shop(name: "Corner Deli", minutes: 8), Shop(name: "Night Market", minutes: 30)]
                var index = 1

                func tapped() {
                    print("tapped")
                    start(shop: shops[index])
                }

                func start(shop: Shop) {
                    _ = try? Activity.request(attributes: OrderAttributes(shop: shop.name),
                                              contentState: OrderAttributes.ContentState(minutes: shop.minutes))
                }
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (tree, diagnostics) = try Self.firstTree(folder)
        #expect(tree.contains("Night Market: Order received, 30 min"), "\(tree)")
        #expect(!diagnostics.contains("made up"), "\(diagnostics)")
    }

    @Test func aButtonInAViewsBodyPassesTheViewsProperty() throws {
        // Emoji Rangers: `Button { model.start(hero: hero) }` in a view's `body` (a computed
        // property, not a function), the view made in one place from a caller's parameter
        // (`ShopView(shop: shop)`, unknown here) and in another from a value (the preview's).
        let folder = try Self.folder(app: """
            import ActivityKit
            import SwiftUI

            struct Shop { let name: String; let minutes: Int; static let deli = Shop(name: "Corner Deli", minutes: 8) }

            final class Model: ObservableObject {
                func start(shop: Shop) {
                    _ = try? Activity.request(attributes: OrderAttributes(shop: shop.name),
                                              contentState: OrderAttributes.ContentState(minutes: shop.minutes))
                }
            }

            struct ShopView: View {
                let shop: Shop
                @StateObject var model = Model()
                var body: some View {
                    VStack {
                        Text(shop.name)
                        Button("Order") { model.start(shop: shop) }
                    }
                }
            }

            struct Detail: View {
                let shop: Shop
                var body: some View { ShopView(shop: shop) }
            }

            #Preview { ShopView(shop: .deli) }
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (tree, diagnostics) = try Self.firstTree(folder)
        #expect(tree.contains("Corner Deli: Order received, 8 min"), "\(tree)")
        #expect(!diagnostics.contains("made up"), "\(diagnostics)")
    }

    @Test func madeUpParametersAreSaidAndTheAppsOwnMessagesAreNot() throws {
        let folder = try Self.folder(app: """
            import ActivityKit

            struct Starter {
                @State var unrelated = 3
                func start(minutes: Int) throws {
                    print(someThingTheAppHas)
                    _ = try Activity.request(attributes: OrderAttributes(shop: "Made Up Minutes"),
                                             contentState: OrderAttributes.ContentState(minutes: minutes))
                }
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (tree, diagnostics) = try Self.firstTree(folder)
        #expect(tree.contains("Made Up Minutes"), "\(tree)")
        #expect(diagnostics.contains("parameter 'minutes' is made up"), "\(diagnostics)")
        #expect(!diagnostics.contains("someThingTheAppHas") && !diagnostics.contains("unrelated"), "\(diagnostics)")
    }

    @Test func aRequestOfAnotherActivityIsNotThisOnesData() throws {
        let folder = try Self.folder(app: """
            import ActivityKit

            struct OtherAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var minutes: Int }
                var shop: String
            }

            func start() throws {
                _ = try Activity.request(attributes: OtherAttributes(shop: "Elsewhere"),
                                         contentState: OtherAttributes.ContentState(minutes: 1))
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (tree, diagnostics) = try Self.firstTree(folder)
        #expect(!tree.contains("Elsewhere"), "\(tree)")
        #expect(diagnostics.contains("no entry data"), "made from the types, and said: \(diagnostics)")
    }
}

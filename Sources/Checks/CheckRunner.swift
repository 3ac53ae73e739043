import Devices
import Foundation
import Localization
import Layout
import LockScreen
import Rendering
import ViewTree

/// Runs the checks over widgets: each family a widget declares × each device × each timeline
/// entry for the layout checks; vanishing content for the first entry on one device (the
/// default iPhone when it is among them), in each iOS layout, over a dark and a bright theme. Findings that are the same on several devices are merged.
public struct CheckRunner {
    /// A widget to check and the file its findings are reported in.
    public struct Subject {
        public var widget: Widget
        public var path: String
        /// What its snapshots are named after: by default its file's name without extension.
        public var pictureStem: String

        public init(widget: Widget, path: String, pictureStem: String? = nil) {
            self.widget = widget
            self.path = path
            self.pictureStem = pictureStem ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
    }

    public var devices: [DeviceProfile]
    /// The watches each family (the corner too) is also laid out on, in accented rendering.
    public var watches: [WatchModel] = []
    public var profiles: [LockScreenProfile]
    /// The themes vanishing content is measured on (a dark and a bright one).
    public var themes: [Theme]
    public var disabled: Set<CheckName>
    /// The moment the widgets are shown at.
    public var now: Date
    /// The phone's language and region the widgets are checked in (`--locale`).
    public var locale: PreviewLocale = .unitedStatesEnglish
    /// The person's text size the widgets are checked at (`--text-size`).
    public var dynamicTypeSize = DynamicTypeSize.standard
    let widgets = WidgetRenderer()
    let lockScreen = LockScreenRenderer()

    public init(devices: [DeviceProfile], profiles: [LockScreenProfile], themes: [Theme], disabled: Set<CheckName>, now: Date) {
        self.devices = devices
        self.profiles = profiles
        self.themes = themes
        self.disabled = disabled
        self.now = now
    }

    /// The device vanishing content is measured on: the default iPhone when it is checked, else the first.
    var contrastDevice: DeviceProfile? {
        devices.first { $0.identifier == DeviceCatalog.defaultDevice.identifier } ?? devices.first
    }

    /// How many pictures `findings` looks at for `subject` (for the benchmark and the summary).
    public func pictureCount(_ subject: Subject) -> Int {
        let widget = subject.widget
        // Each family is laid out once per entry it is shown with (`entryIndices(shownIn:)`).
        func entries(_ family: WidgetFamily) -> Int { widget.entryIndices(shownIn: family).count }
        let onScreens = devices.reduce(0) { count, device in count + device.shown(widget.families).reduce(0) { $0 + entries($1) } }
        let onWatches = widget.families.filter { $0 != .activity }.reduce(0) { $0 + entries($1) } * watches.count
        // A Live Activity: its Lock Screen view on each iPhone and iPad, and its island's three presentations where there is one.
        let activities = widget.families.contains(.activity)
            ? devices.filter(\.showsActivities).reduce(0) { $0 + 1 + (DynamicIslandGeometry.housing(on: $1) == nil ? 0 : 3) } * entries(.activity) : 0
        return onScreens + onWatches + activities
    }

    /// A Live Activity's views on `device` for one entry, each laid out where it is shown: the
    /// Lock Screen view on its platter, and on a phone with a Dynamic Island each part of each
    /// presentation in its frame; and whether the expanded island cuts its content.
    func activityPictures(_ widget: Widget, on device: DeviceProfile, entry: Int) -> (pictures: [ActivityPicture], isCut: Bool) {
        let scene = SceneWidget(widget: widget, family: .activity, entryIndex: entry, source: "")
        let options = Self.activityOptions(now: now, locale: locale, textSize: dynamicTypeSize)
        let platter = SceneActivity.measured(scene, on: device, options: options, renderer: widgets)
        let lockScreen = Size(width: platter.frame(on: device).width, height: platter.height)
        var pictures = [ActivityPicture(view: .lockScreen, picture: picture(widget, .lockScreen, on: device, in: lockScreen, entry: entry), frame: nil)]
        var isCut = false
        for presentation in IslandPresentation.allCases {
            guard let layout = IslandLayout.measured(scene, presentation, on: device, options: options, renderer: widgets) else { break }
            isCut = isCut || layout.isCut
            pictures += layout.parts.map { part in
                let size = Size(width: part.frame.width, height: part.frame.height)
                var shown = ActivityPicture(view: part.view, picture: picture(widget, part.view, on: device, in: size, offered: part.proposal, entry: entry),
                                            frame: part.frame)
                if presentation == .compact, let room = part.proposal.width {
                    // The width the view asks for when offered any: more than the room beside the housing, and it is squeezed.
                    let ideal = picture(widget, part.view, on: device, in: size, offered: ProposedSize(width: nil, height: part.proposal.height), entry: entry)
                    shown.squeeze = (ideal: ideal.root.frame.width, room: room)
                }
                return shown
            }
        }
        return (pictures, isCut)
    }

    /// One of a Live Activity's views laid out where it is shown: the Lock Screen view on its
    /// platter (no frame on the screen), or a part of the island in `frame`.
    struct ActivityPicture {
        var view: ActivityView
        var picture: CheckedPicture
        var frame: Rect?
        /// A compact view's ideal width and the room it was offered beside the housing.
        var squeeze: (ideal: Double, room: Double)?

        /// What the layout checks and the activity checks see in it on `device`: content under
        /// the sensor housing is said so, rather than as content past the part's frame; a
        /// compact view wider than its room is said once, rather than as what it cuts.
        func observations(on device: DeviceProfile) -> [Observation] {
            guard let frame else {
                return LayoutChecks.observe(picture) + ActivityChecks.height(picture, height: picture.content.height)
            }
            let housing = DynamicIslandGeometry.housing(on: device).map { ActivityChecks.underHousing(picture, at: Point(x: frame.x, y: frame.y), housing: $0) } ?? []
            let hidden = Set(housing.map(\.location))
            let wide = squeeze.map { ActivityChecks.compactWidth(picture, ideal: $0.ideal, room: $0.room) } ?? []
            let layout = LayoutChecks.observe(picture).filter { observation in
                switch observation.check {
                case .outsideContent: !hidden.contains(observation.location) && wide.isEmpty
                case .truncatedText: wide.isEmpty
                default: true
                }
            }
            return layout + housing + wide
        }
    }

    func picture(_ widget: Widget, _ view: ActivityView, on device: DeviceProfile, in content: Size, offered proposal: ProposedSize? = nil,
                 entry: Int) -> CheckedPicture {
        var environment = WidgetEnvironment(family: .activity, renderingMode: .fullColor, now: now, locale: locale, dynamicTypeSize: dynamicTypeSize)
        environment.activityView = view
        var request = WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: entry, device: device,
                                             slot: SlotGeometry(size: content, contentInset: 0))
        request.proposal = proposal
        return CheckedPicture(activity: widget, view: view, device: device, content: content, entryIndex: entry, root: widgets.layout(request))
    }

    /// A Live Activity is drawn in its own colours, whatever the Lock Screen's mode.
    static func activityOptions(now: Date, locale: PreviewLocale, textSize: DynamicTypeSize = .standard) -> LockScreenOptions {
        var options = LockScreenOptions(mode: .fullColor, privacy: false, luminanceReduced: false, now: now)
        options.locale = locale
        options.dynamicTypeSize = textSize
        return options
    }

    /// A part of the island as a finding's place names it.
    static func islandName(_ view: ActivityView) -> String {
        switch view {
        case .lockScreen: "Lock Screen"
        case .smallFamily: "Smart Stack"
        case .compactLeading: "compact leading"
        case .compactTrailing: "compact trailing"
        case .minimal: "minimal"
        case .expandedLeading: "expanded leading"
        case .expandedTrailing: "expanded trailing"
        case .expandedCenter: "expanded center"
        case .expandedBottom: "expanded bottom"
        }
    }

    public func findings(_ subject: Subject) -> [Finding] {
        var merged: [Observation: (devices: [String], families: [WidgetFamily])] = [:]
        var order: [Observation] = []
        func note(_ observations: [Observation], device: DeviceProfile, family: WidgetFamily) {
            note(observations, on: device.name, family: family)
        }
        func note(_ observations: [Observation], on screen: String, family: WidgetFamily) {
            for observation in observations where !disabled.contains(observation.check) {
                if merged[observation] == nil { order.append(observation) }
                var place = merged[observation] ?? ([], [])
                if !place.devices.contains(screen) { place.devices.append(screen) }
                if !place.families.contains(family) { place.families.append(family) }
                merged[observation] = place
            }
        }
        let widget = subject.widget
        // Each family on each device whose Lock Screen shows it (systemSmall on an iPad only).
        for family in widget.families where devices.contains(where: { $0.lockScreenFamilies.contains(family) }) {
            let shownEntries = widget.entryIndices(shownIn: family)
            for device in devices where device.lockScreenFamilies.contains(family) {
                for entry in shownEntries {
                    let environment = WidgetEnvironment(family: family, renderingMode: .vibrant, now: now, locale: locale, dynamicTypeSize: dynamicTypeSize)
                    let request = WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: entry, device: device)
                    let picture = CheckedPicture(widget: widget, family: family, device: device, entryIndex: entry, root: widgets.layout(request))
                    note(LayoutChecks.observe(picture), device: device, family: family)
                    note(InlineChecks.observe(picture, resolved: widget.resolvedBody(for: environment, entryIndex: entry)), device: device, family: family)
                }
            }
            guard !disabled.contains(.vanishingContent), family != .inline, let device = contrastDevice,
                  device.lockScreenFamilies.contains(family) else { continue }
            let environment = WidgetEnvironment(family: family, renderingMode: .vibrant, now: now, locale: locale, dynamicTypeSize: dynamicTypeSize)
            // The entry the family's picture opens on, as `render` shows it.
            let first = widget.entryIndex(preview: widget.defaultPreview(for: family), entry: 0)
            let request = WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: first, device: device)
            let picture = CheckedPicture(widget: widget, family: family, device: device, entryIndex: first, root: widgets.layout(request))
            note(VanishingContent.observe(picture, profiles: profiles, themes: themes, renderer: lockScreen, now: now, locale: locale, dynamicTypeSize: dynamicTypeSize), device: device, family: family)
        }
        if widget.families.contains(.activity) {
            // Phones of one screen and island lay an activity out alike: each is laid out once.
            var groups: [(key: String, phones: [DeviceProfile])] = []
            for device in devices where device.showsActivities {
                let key = "\(device.screen)|\(String(describing: DynamicIslandGeometry.housing(on: device)))|\(device.slotSize(for: .activity))"
                if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].phones.append(device) } else { groups.append((key, [device])) }
            }
            for group in groups {
                for entry in widget.entryIndices(shownIn: .activity) {
                    let laidOut = activityPictures(widget, on: group.phones[0], entry: entry)
                    let observed = laidOut.pictures.map { ($0.view, $0.observations(on: group.phones[0])) }
                    let isCut = laidOut.isCut
                    for device in group.phones {
                        // A part of the island is named in the message, so that findings merge across phones as others do.
                        for (view, observations) in observed {
                            let named = view == .lockScreen ? observations : observations.map { observation in
                                var named = observation
                                named.message = "\(Self.islandName(view)): \(observation.message)"
                                return named
                            }
                            note(named, on: device.name, family: .activity)
                        }
                        if isCut {
                            note([Observation(.islandHeight, at: nil, "the expanded Dynamic Island's content is taller than the HIG's 160 pt; iOS cuts the island there")],
                                 on: device.name, family: .activity)
                        }
                    }
                }
            }
        }
        for family in widget.families where family != .activity {
            for watch in watches {
                let slot = watch.slotGeometry(for: family)
                for entry in widget.entryIndices(shownIn: family) {
                    let environment = WidgetEnvironment(family: family, renderingMode: .accented, now: now, locale: locale, dynamicTypeSize: dynamicTypeSize)
                    let request = WidgetRenderer.Request(widget: widget, environment: environment, entryIndex: entry, slot: slot)
                    let picture = CheckedPicture(widget: widget, family: family, slot: slot, entryIndex: entry, root: widgets.layout(request))
                    note(LayoutChecks.observe(picture), on: watch.name, family: family)
                    note(InlineChecks.observe(picture, resolved: widget.resolvedBody(for: environment, entryIndex: entry)), on: watch.name, family: family)
                }
            }
        }
        return order.map { observation in
            let place = merged[observation]!
            let allDevices = place.devices.count == devices.count + watches.count && devices.count + watches.count > 1
            return Finding(check: observation.check, file: observation.location?.file ?? subject.path, location: observation.location,
                           message: observation.message, devices: allDevices ? [] : place.devices, families: place.families)
        }
    }
}

extension DeviceProfile {
    /// True for a Lock Screen that shows Live Activities: an iPhone's or an iPad's.
    var showsActivities: Bool { idiom == .phone || idiom == .pad }
}

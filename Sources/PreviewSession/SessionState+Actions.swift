import Devices
import LockScreen
import ViewTree

extension SessionState {
    /// Applies `action` and says what the session must do about it. `choices` lists the
    /// widget files that offer a family (for the picker); `slots` are the slots of the last
    /// picture, in terminal cells (for clicks).
    public mutating func apply(_ action: SessionAction, slots: [SlotCells] = [],
                               choices: (WidgetFamily) -> [WidgetChoice] = { _ in [] }) -> SessionEffect {
        if message?.isError == false { message = nil }
        switch action {
        case .cycleMode:
            let all = RenderingMode.allCases
            mode = all[(all.firstIndex(of: mode)! + 1) % all.count]
            changedByKeys.insert(.mode)
            return .render
        case .togglePrivacy:
            privacy.toggle()
            changedByKeys.insert(.privacy)
            return .render
        case .toggleLuminance:
            luminanceReduced.toggle()
            changedByKeys.insert(.luminance)
            return .render
        case .nextDevice, .previousDevice:
            // One ring: the iPhones, the iPads, then the watches.
            let count = devices.count + watches.count
            let position = watchIndex.map { devices.count + $0 } ?? deviceIndex
            let next = (position + (action == .nextDevice ? 1 : count - 1)) % count
            if next < devices.count {
                deviceIndex = next
                watchIndex = nil
            } else {
                watchIndex = next - devices.count
            }
            changedByKeys.insert(.device)
            return .reload
        case .cycleIOS:
            let all = LockScreenProfile.allCases
            ios = all[(all.firstIndex(of: ios)! + 1) % all.count]
            changedByKeys.insert(.ios)
            return .reload
        case .cycleLocale:
            let tour = [environmentLocale] + Self.localeTour.filter { $0 != environmentLocale }
            locale = tour[((tour.firstIndex(of: locale) ?? -1) + 1) % tour.count]
            changedByKeys.insert(.locale)
            return .reload
        case .largerText, .smallerText:
            let sizes = DynamicTypeSize.allCases
            let index = sizes.firstIndex(of: dynamicTypeSize)! + (action == .largerText ? 1 : -1)
            guard sizes.indices.contains(index) else { return .redraw }
            dynamicTypeSize = sizes[index]
            changedByKeys.insert(.textSize)
            return .reload
        case .flipControls:
            flipsControls.toggle()
            return .reload
        case .cycleStandBy:
            standBy = standBy.next
            activityShown = nil
            return .render
        case .cycleActivityPresentation:
            guard hasActivity else {
                message = SessionMessage("no Live Activity here: preview an ActivityConfiguration source, or place one with an arrangement's activity:")
                return .redraw
            }
            let hasIsland = watch == nil && device.idiom == .phone && DynamicIslandGeometry.housing(on: device) != nil
            let tour = ActivityShown.tour(hasIsland: hasIsland, onWatch: watch != nil)
            activityShown = tour[((tour.firstIndex(of: activityShown) ?? 0) + 1) % tour.count]
            standBy = .off
            if !hasIsland, watch == nil, activityShown == .standBy {
                message = SessionMessage(device.idiom == .pad
                    ? "iPads have no Dynamic Island and no StandBy: a shows the activity in StandBy on an iPhone, then on a watch"
                    : "\(device.name) has no Dynamic Island: its Live Activity shows on the Lock Screen, in StandBy and on a watch")
            }
            return .render
        case .turnDevice:
            guard device.idiom == .pad, watch == nil else {
                message = SessionMessage("only an iPad turns: the iPhone's Lock Screen is portrait (n shows the iPhone on its side, in StandBy)")
                return .redraw
            }
            orientation = orientation == .portrait ? .landscape : .portrait
            orientationChosen = true
            return .reload
        case .cycleClockTypeface:
            clock.typeface = (clock.typeface ?? loadedClockTypeface).next
            changedByKeys.insert(.clockTypeface)
            return .reload
        case .nextTheme:
            guard !themes.isEmpty else {
                message = SessionMessage("no themes found")
                return .redraw
            }
            let current = themeIndex ?? loadedThemeName.flatMap { themes.firstIndex(of: $0) }
            themeIndex = current.map { ($0 + 1) % themes.count } ?? 0
            changedByKeys.insert(.theme)
            return .reload
        case .nextEntry, .previousEntry:
            guard let timeline = slotTimelines[selectedSlot], timeline.count > 1 else {
                message = SessionMessage("the selected widget has one timeline entry")
                return .redraw
            }
            let step = action == .nextEntry ? 1 : timeline.count - 1
            entryChoices[selectedSlot] = (timeline.shown + step) % timeline.count
            return .reload
        case .toggleZoom:
            zoomed.toggle()
            return .render
        case .toggleVariants:
            guard slotCount > 0 else {
                message = SessionMessage("no slot to show in its variants")
                return .redraw
            }
            showsVariants.toggle()
            return .render
        case .nextSlot, .previousSlot:
            guard slotCount > 0 else { return .none }
            let step = action == .nextSlot ? 1 : slotCount - 1
            selectedSlot = (selectedSlot + step) % slotCount
            return showsVariants ? .render : .redraw
        case .click(let column, let row):
            guard let hit = slots.first(where: { $0.contains(column: column, row: row) }) else { return .none }
            selectedSlot = hit.index
            overlay = .none
            return .redraw
        case .openPicker:
            guard let slot = slots.first(where: { $0.index == selectedSlot }) else {
                message = SessionMessage("no slot to fill")
                return .redraw
            }
            overlay = .picker(WidgetPicker(slot: slot.index, family: slot.family, choices: choices(slot.family)))
            return .redraw
        case .toggleHelp:
            overlay = overlay == .help ? .none : .help
            return .redraw
        case .moveHighlight(let step):
            guard case .picker(var picker) = overlay else { return .none }
            picker.move(step)
            overlay = .picker(picker)
            return .redraw
        case .choose:
            guard case .picker(let picker) = overlay else { return .none }
            overlay = .none
            guard picker.choices.indices.contains(picker.highlighted) else { return .redraw }
            return .place(slot: picker.slot, choice: picker.choices[picker.highlighted])
        case .closeOverlay:
            overlay = .none
            return .redraw
        case .export:
            return .export
        case .reload:
            resetKeyChoices()
            return .reload
        case .save:
            return .save
        case .showProblems:
            overlay = overlay == .problems ? .none : .problems
            return .redraw
        case .quit:
            return .quit
        }
    }

    /// `r`: every setting chosen by a key goes back to the command line's or the files', and
    /// the timeline entries to the arrangement's.
    mutating func resetKeyChoices() {
        for setting in changedByKeys {
            switch setting {
            case .device:
                deviceIndex = start.deviceIndex
                watchIndex = nil
            case .ios: ios = start.ios
            case .clockTypeface: clock.typeface = start.clockTypeface
            case .theme: themeIndex = start.themeIndex
            case .mode: mode = start.mode
            case .privacy: privacy = start.privacy
            case .luminance: luminanceReduced = start.luminanceReduced
            case .locale: locale = environmentLocale
            case .textSize: dynamicTypeSize = start.dynamicTypeSize
            }
        }
        changedByKeys = []
        entryChoices = [:]
    }
}

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
            return .render
        case .togglePrivacy:
            privacy.toggle()
            return .render
        case .toggleLuminance:
            luminanceReduced.toggle()
            return .render
        case .nextDevice, .previousDevice:
            let step = action == .nextDevice ? 1 : devices.count - 1
            deviceIndex = (deviceIndex + step) % devices.count
            return .reload
        case .cycleIOS:
            let all = LockScreenProfile.allCases
            ios = all[(all.firstIndex(of: ios)! + 1) % all.count]
            return .reload
        case .nextTheme:
            guard !themes.isEmpty else {
                message = SessionMessage("no themes found")
                return .redraw
            }
            themeIndex = themeIndex.map { ($0 + 1) % themes.count } ?? 0
            return .reload
        case .toggleZoom:
            zoomed.toggle()
            return .render
        case .nextSlot, .previousSlot:
            guard slotCount > 0 else { return .none }
            let step = action == .nextSlot ? 1 : slotCount - 1
            selectedSlot = (selectedSlot + step) % slotCount
            return .redraw
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
            return .place(slot: picker.slot, path: picker.choices[picker.highlighted].path)
        case .closeOverlay:
            overlay = .none
            return .redraw
        case .export:
            return .export
        case .reload:
            return .reload
        case .quit:
            return .quit
        }
    }
}

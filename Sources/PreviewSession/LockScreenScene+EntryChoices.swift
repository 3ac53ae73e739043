import LockScreen

extension LockScreenScene {
    /// The scene with the timeline entries chosen with `[` and `]` (by slot index) shown.
    func showing(entries choices: [Int: Int]) -> LockScreenScene {
        var scene = self
        for slot in slots {
            guard let entry = choices[slot.index] else { continue }
            let last = max(slot.widget.widget.entries.count - 1, 0)
            switch slot.place {
            case .inline: scene.inline?.entryIndex = min(entry, last)
            case .bottom(let position): scene.bottom[position].entryIndex = min(entry, last)
            case .activity(let position): scene.activities[position].widget.entryIndex = min(entry, last)
            }
        }
        return scene
    }
}

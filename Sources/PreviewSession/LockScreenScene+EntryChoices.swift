import LockScreen

extension LockScreenScene {
    /// The scene with the timeline entries chosen with `[` and `]` (by slot index) shown.
    func showing(entries choices: [Int: Int]) -> LockScreenScene {
        var scene = self
        for (slot, entry) in choices {
            if let inline = scene.inline {
                if slot == 0 {
                    scene.inline?.entryIndex = min(entry, max(inline.widget.entries.count - 1, 0))
                    continue
                }
            }
            let position = slot - (scene.inline == nil ? 0 : 1)
            guard scene.bottom.indices.contains(position) else { continue }
            scene.bottom[position].entryIndex = min(entry, max(scene.bottom[position].widget.entries.count - 1, 0))
        }
        return scene
    }
}

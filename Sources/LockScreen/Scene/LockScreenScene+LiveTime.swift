import ViewTree

extension LockScreenScene {
    /// True when a widget on screen shows a timer, a relative date or progress by time, so the
    /// picture changes every second (a data-protected widget under privacy shows a placeholder).
    public func showsLiveTime(options: LockScreenOptions) -> Bool {
        ([inline].compactMap { $0 } + bottom).contains { placed in
            if options.privacy && placed.widget.isDataProtected { return false }
            return placed.widget.showsLiveTime(for: options.environment(for: placed.family), entryIndex: placed.entryIndex)
        }
    }
}

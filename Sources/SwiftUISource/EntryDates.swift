import ViewTree

/// WidgetKit entries always have a `date`; an entry without one is current from the preview's time.
enum EntryDates {
    static func withPreviewTimeAsDate(_ entry: TimelineEntry) -> TimelineEntry {
        guard entry.values["date"] == nil else { return entry }
        var dated = entry
        dated.values["date"] = .string("now")
        dated.date = .offset(0)
        return dated
    }
}

// Text(date, style:) in all five styles; moments from the entry (ISO 8601 and offsets) and from Date().
VStack(alignment: .leading, spacing: 0) {
    Text(entry.meeting, style: .date)
    Text(entry.start, style: .time)
    Text(entry.start, style: .relative)
    Text(entry.start, style: .offset)
    Text(Date().addingTimeInterval(8580), style: .timer)
}
.font(.caption)
